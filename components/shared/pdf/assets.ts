/**
 * Where the PDF viewer's own files are served from. `scripts/generate-documents.tsx`
 * copies them from pdfjs-dist at build time, so the viewer never loads from another host.
 */
export const PDF_WORKER_PATH = '/pdfjs/pdf.worker.min.mjs';
export const PDF_STANDARD_FONTS_PATH = '/pdfjs/standard_fonts/';

/**
 * The generated documents' page size (A4 portrait, in PDF points), so the viewer can
 * reserve a page's box before pdf.js has drawn it: nothing below moves when it appears.
 */
export const DOCUMENT_PAGE = { size: 'A4', width: 595.28, height: 841.89 } as const;
