import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { COVER_WIDTH } from '../../components/shared/pdf/coverSize';

/**
 * The catalog page shows the catalog's first page as a picture until the visitor opens the
 * viewer (components/shared/pdf/CatalogViewer.tsx): the page paints the catalog at once, and
 * pdf.js, heavy (docs/benchmarks.md), loads only for a visitor who browses it. The picture is
 * drawn from the printed PDF by the same pdf.js the viewer runs, so the viewer's first page
 * looks the same.
 */

/**
 * The pdfjs-dist react-pdf depends on asks for a newer Node (its `engines`) than the oldest
 * this site supports (`engines` in package.json). Its Node build uses two things that older
 * Node lacks, added here for this script only (never in the site).
 */
function supplyNode22Builtins(): void {
  Promise.withResolvers ??= function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((onResolve, onReject) => {
      resolve = onResolve;
      reject = onReject;
    });
    return { promise, resolve, reject };
  };
  // A copy instead of a move: pdf.js only reads the buffer it hands over.
  ArrayBuffer.prototype.transferToFixedLength ??= function transferToFixedLength(this: ArrayBuffer, length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** pdf.js as the viewer has it: the copy react-pdf depends on. */
async function loadPdfJs(): Promise<{ pdfjs: PdfJs; standardFonts: string }> {
  supplyNode22Builtins();
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('pdfjs-dist/package.json', { paths: [path.dirname(require.resolve('react-pdf'))] }));
  const pdfjs = (await import(pathToFileURL(path.join(root, 'legacy', 'build', 'pdf.mjs')).href)) as PdfJs;
  return { pdfjs, standardFonts: `${path.join(root, 'standard_fonts')}${path.sep}` };
}

/** Draws page 1 of each `pdf` as a WebP picture `COVER_WIDTH` pixels wide at `cover`. */
export async function drawCovers(jobs: readonly { pdf: string; cover: string }[]): Promise<void> {
  const { pdfjs, standardFonts } = await loadPdfJs();
  for (const { pdf, cover } of jobs) {
    const loading = pdfjs.getDocument({ data: new Uint8Array(readFileSync(pdf)), standardFontDataUrl: standardFonts, stopAtErrors: true });
    try {
      const page = await (await loading.promise).getPage(1);
      const viewport = page.getViewport({ scale: COVER_WIDTH / page.getViewport({ scale: 1 }).width });
      const canvas = createCanvas(COVER_WIDTH, Math.round(viewport.height));
      // pdf.js takes the canvas of its Node build (@napi-rs/canvas) for an HTML one.
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
      writeFileSync(cover, await canvas.encode('webp', 80));
    } finally {
      await loading.destroy();
    }
  }
}
