'use client';

import { useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import type { ViewerLabels } from './labels';
import { importPdfViewer, preloadPdfViewer } from './preload';
import styles from './ViewerFrame.module.css';

export interface CatalogViewerProps {
  file: string;
  /** The catalog's first page as a picture (catalogCoverOf), shown until the viewer has drawn it. */
  cover: string;
  labels: ViewerLabels;
}

/** The viewer's props: opened by the visitor, it takes the focus so the keyboard turns pages at once. */
export interface PdfViewerProps extends CatalogViewerProps {
  takeFocus?: boolean;
}

/** A click that asks for something else than following the link here: a new tab, a download. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The catalog's cover (`children`: CatalogCover, from the server), a link to the PDF that opens
 * the viewer in the page. The cover is in the page's HTML, so it paints at once; the viewer's
 * code (react-pdf and pdf.js, heavy: docs/benchmarks.md) loads only for a visitor who browses
 * the catalog: it starts when the visitor points at, touches or tabs to the cover, and the
 * viewer replaces the cover on a click. Without script, before the page has hydrated, or when
 * the viewer's code cannot load, the link does what it says: the browser opens the PDF itself.
 */
export function CatalogViewer({ children, ...props }: CatalogViewerProps & { children: ReactNode }) {
  const [Viewer, setViewer] = useState<ComponentType<PdfViewerProps> | null>(null);
  const [opening, setOpening] = useState(false);
  if (Viewer) return <Viewer {...props} takeFocus />;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (opening) return;
    setOpening(true);
    importPdfViewer().then(
      (module) => setViewer(() => module.default),
      () => window.location.assign(props.file),
    );
  };
  return (
    <a
      href={props.file}
      className={styles.cover}
      onClick={open}
      onPointerEnter={preloadPdfViewer}
      onTouchStart={preloadPdfViewer}
      onFocus={preloadPdfViewer}
      aria-busy={opening || undefined}
      data-testid="catalog-cover"
    >
      {children}
      <span className={`button ${styles.open}`}>{opening ? props.labels.loading : props.labels.open}</span>
    </a>
  );
}
