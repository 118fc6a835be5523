import { isCatalogPath, preloadPdfViewer } from './preload';

/**
 * Props for a menu link: when it leads to the catalog, pointing at it or focusing it
 * starts loading the PDF viewer, so the catalog opens without waiting for it.
 */
export function catalogPreloadProps(href: string | undefined): { onPointerEnter?: () => void; onFocus?: () => void } {
  if (!href || !isCatalogPath(href)) return {};
  return { onPointerEnter: preloadPdfViewer, onFocus: preloadPdfViewer };
}
