/** Starts loading the PDF viewer's code (react-pdf and pdf.js) before the visitor reaches the catalog. */
export function preloadPdfViewer(): void {
  void import('./PdfViewer').catch(() => {
    // The catalog page shows its own fallback if the code still cannot load there.
  });
}

/** Whether a link's page path leads to the catalog, whose viewer is worth preloading. */
export function isCatalogPath(href: string): boolean {
  return /^(?:\/[a-z]{2}-[A-Za-z-]+)?(?:\/m)?\/photo\/?(?:[?#]|$)/.test(href);
}
