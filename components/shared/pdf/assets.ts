/**
 * Where the PDF viewer's own files are served from. `scripts/generate-documents.tsx`
 * copies them from pdfjs-dist at build time, so the viewer never loads from another host.
 */
export const PDF_WORKER_PATH = '/pdfjs/pdf.worker.min.mjs';
export const PDF_STANDARD_FONTS_PATH = '/pdfjs/standard_fonts/';
