/** The PDF viewer's code: react-pdf and pdf.js, a chunk of its own. */
export const importPdfViewer = () => import('./PdfViewer');

/** Starts loading the viewer's code before the visitor opens it. */
export function preloadPdfViewer(): void {
  importPdfViewer().catch(() => {
    // A failure shows where the viewer is opened: the catalog page's cover opens the PDF itself.
  });
}
