/**
 * Generates the documents the site serves from lib/content and the English messages:
 * the brand catalog (public/catalog/aurex-catalog.pdf) and one installation manual per
 * product (public/manuals/{slug}.pdf), and copies the PDF viewer's worker and standard
 * fonts from pdfjs-dist into public/ so the viewer loads nothing from another host.
 * Run by `npm run build`; the outputs are not committed.
 */
import { cpSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderToFile } from '@react-pdf/renderer';
import { CATALOG_PDF, manualPdfOf, PRODUCTS } from '@/lib/content';
import { CatalogDocument, type Translators } from './documents/catalog';
import { ManualDocument } from './documents/manual';
import { loadEnglishMessages, pdfTranslator } from './documents/messages';
import { PDF_WORKER_PATH, PDF_STANDARD_FONTS_PATH } from '../components/shared/pdf/assets';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
const publicFile = (href: string) => path.join(publicDir, ...href.split('/').filter(Boolean));

function copyViewerAssets() {
  const require = createRequire(import.meta.url);
  const pdfjs = path.dirname(require.resolve('pdfjs-dist/package.json', { paths: [path.dirname(require.resolve('react-pdf'))] }));
  cpSync(path.join(pdfjs, 'build', 'pdf.worker.min.mjs'), publicFile(PDF_WORKER_PATH));
  cpSync(path.join(pdfjs, 'standard_fonts'), publicFile(PDF_STANDARD_FONTS_PATH), { recursive: true });
}

async function main() {
  const started = Date.now();
  const messages = loadEnglishMessages(root);
  const t: Translators = {
    doc: pdfTranslator(messages, 'media.documents'),
    content: pdfTranslator(messages, 'content'),
  };

  mkdirSync(path.dirname(publicFile(CATALOG_PDF)), { recursive: true });
  mkdirSync(path.dirname(publicFile(manualPdfOf(PRODUCTS[0]!))), { recursive: true });
  await renderToFile(<CatalogDocument t={t} />, publicFile(CATALOG_PDF));
  await Promise.all(PRODUCTS.map((product) => renderToFile(<ManualDocument product={product} t={t} />, publicFile(manualPdfOf(product)))));
  copyViewerAssets();
  console.log(`Generated the catalog, ${PRODUCTS.length} manuals and the viewer assets in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
