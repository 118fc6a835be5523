import { preloadPdfViewer } from './preload';

/**
 * Props for a menu link: when it leads to the catalog (`opensCatalog`, which the server sets
 * from the page list), pointing at it or focusing it starts loading the PDF viewer, so the
 * catalog opens without waiting for it.
 */
export function catalogPreloadProps(opensCatalog: boolean | undefined): { onPointerEnter?: () => void; onFocus?: () => void } {
  if (!opensCatalog) return {};
  return { onPointerEnter: preloadPdfViewer, onFocus: preloadPdfViewer };
}
