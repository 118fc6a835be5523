/**
 * Prints the documents the site serves, in every language, from lib/content and the locale's
 * messages: the brand catalog (public/catalog/aurex-catalog-{locale}.pdf) and one installation
 * manual per product (public/manuals/{slug}-{locale}.pdf). Each is an HTML page printed to PDF
 * by Debian's chromium, which shapes every script, embeds the fonts it used and tags the PDF.
 * Then draws each catalog's first page as a picture (…-cover.webp) for the catalog page.
 * Also copies the PDF viewer's worker and standard fonts from pdfjs-dist into public/ so the
 * viewer loads nothing from another host. Run by `npm run build`; the outputs are not committed.
 * A document whose HTML did not change since the last build is copied from the print cache
 * (scripts/documents/printCache.ts) instead of printed again.
 */
import { cpSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium, type Browser } from 'playwright-core';
import { catalogCoverOf, catalogPdfOf, manualPdfOf, PRODUCTS } from '@/lib/content';
import { complianceOf } from '@/lib/content/compliance';
import { declarationLocales, declarationPdfOf } from '@/lib/content/downloads';
import { DeclarationDocument } from './documents/declaration';
import { directionOf, prerenderedLocales, type Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site';
import { CatalogDocument } from './documents/catalog';
import { drawCovers } from './documents/cover';
import { openPrintCache, type PrintCache } from './documents/printCache';
import { ManualDocument } from './documents/manual';
import { fontStackOf } from './documents/layout';
import { docTranslator, loadMessages } from './documents/messages';
import type { Translators } from './documents/model';
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

interface PrintJob {
  file: string;
  html: string;
  footer: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Chromium's running footer: the locale's sentence with the page number and count filled in by the printer. */
function footerTemplate(locale: Locale, sentence: (page: string, total: string) => string): string {
  const text = escapeHtml(sentence('\u0001', '\u0002')).replace('\u0001', '<span class="pageNumber"></span>').replace('\u0002', '<span class="totalPages"></span>');
  return `<div dir="${directionOf(locale)}" style="width:100%;margin:0 16mm;padding-top:4px;border-top:0.5px solid #dfe2e6;font-family:${fontStackOf(locale).replace(/"/g, "'")};font-size:7.5pt;color:#5c636b">${text}</div>`;
}

function jobsOf(locale: Locale): PrintJob[] {
  const messages = loadMessages(root, locale);
  const t: Translators = { locale, doc: docTranslator(messages, locale, 'media.documents'), content: docTranslator(messages, locale, 'content') };
  const page = (element: ReactElement) => `<!doctype html>${renderToStaticMarkup(element)}`;
  return [
    {
      file: publicFile(catalogPdfOf(locale)),
      html: page(<CatalogDocument t={t} />),
      footer: footerTemplate(locale, (current, total) => t.doc('pageFooter', { brand: SITE.name, page: current, total })),
    },
    ...PRODUCTS.map((product) => ({
      file: publicFile(manualPdfOf(product, locale)),
      html: page(<ManualDocument product={product} t={t} />),
      footer: footerTemplate(locale, (current, total) => t.doc('manualFooter', { brand: SITE.name, sku: product.sku, page: current, total })),
    })),
    // Declarations: in English, and the EU's in each of its official languages.
    ...PRODUCTS.flatMap((product) =>
      complianceOf(product)
        .markets.filter((market) => declarationLocales(market, [locale]).length > 0)
        .map((market) => ({
          file: publicFile(declarationPdfOf(product, market, locale)),
          html: page(<DeclarationDocument product={product} market={market} t={t} />),
          footer: footerTemplate(locale, (current, total) => `${SITE.name} ${product.sku} · ${current}/${total}`),
        })),
    ),
  ];
}

const PRINT_OPTIONS = {
  format: 'A4',
  printBackground: true,
  tagged: true,
  outline: true,
  displayHeaderFooter: true,
  headerTemplate: '<span></span>',
  margin: { top: '16mm', bottom: '20mm', left: '16mm', right: '16mm' },
} as const;

/** Everything the printer is given for a job: what a kept PDF is looked up by. */
const printInput = (job: PrintJob) => JSON.stringify([job.html, job.footer, PRINT_OPTIONS]);

async function printAll(browser: Browser, jobs: PrintJob[], workers: number, cache: PrintCache): Promise<void> {
  const toPrint = jobs.filter((job) => !cache.restore(printInput(job), job.file));
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, toPrint.length) }, async () => {
      const page = await browser.newPage();
      for (let index = next++; index < toPrint.length; index = next++) {
        const job = toPrint[index]!;
        await page.setContent(job.html, { waitUntil: 'load' });
        await page.pdf({ ...PRINT_OPTIONS, path: job.file, footerTemplate: job.footer });
        cache.keep(printInput(job), job.file);
      }
      await page.close();
    }),
  );
}

async function main() {
  const started = Date.now();
  const locales = prerenderedLocales();
  for (const dir of ['catalog', 'manuals', 'declarations']) {
    rmSync(path.join(publicDir, dir), { recursive: true, force: true });
    mkdirSync(path.join(publicDir, dir), { recursive: true });
  }
  const jobs = locales.flatMap(jobsOf);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const cache = openPrintCache(browser.version());
  try {
    await printAll(browser, jobs, 3, cache);
  } finally {
    await browser.close();
  }
  cache.prune();
  await drawCovers(locales.map((locale) => ({ pdf: publicFile(catalogPdfOf(locale)), cover: publicFile(catalogCoverOf(locale)) })));
  copyViewerAssets();
  const bytes = jobs.reduce((sum, job) => sum + statSync(job.file).size, 0);
  console.log(`Printed ${jobs.length - cache.hits} documents and took ${cache.hits} unchanged ones from the print cache (${locales.length} locales × catalog + ${PRODUCTS.length} manuals, and the declarations; ${(bytes / 1e6).toFixed(1)} MB), drew the catalogs' covers and copied the viewer assets in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
