import { preloadPdfViewer } from './preload';

/** Whether a link's page path leads to the catalog, whose viewer is worth preloading. */
export function isCatalogPath(href: string): boolean {
  return /^(?:\/[a-z]{2}-[A-Za-z-]+)?(?:\/m)?\/photo\/?(?:[?#]|$)/.test(href);
}

/**
 * Props for a menu link: when it leads to the catalog, pointing at it or focusing it
 * starts loading the PDF viewer, so the catalog opens without waiting for it.
 */
export function catalogPreloadProps(href: string | undefined): { onPointerEnter?: () => void; onFocus?: () => void } {
  if (!href || !isCatalogPath(href)) return {};
  return { onPointerEnter: preloadPdfViewer, onFocus: preloadPdfViewer };
}
