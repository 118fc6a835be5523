'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useConsent } from '../consent/consentStore';
import type { ViewerLabels } from './labels';
import { ViewerFallback } from './ViewerFallback';
import styles from './ViewerFrame.module.css';

export interface CatalogViewerProps {
  file: string;
  labels: ViewerLabels;
}

type Viewer = ComponentType<CatalogViewerProps>;

function ViewerFailedToLoad({ file, labels }: CatalogViewerProps) {
  return <ViewerFallback file={file} labels={labels} />;
}

/** The viewer's code (react-pdf and pdf.js), or the download offer if it cannot load. */
function loadViewer(): Promise<Viewer> {
  return import('./PdfViewer').then(
    (module) => module.default,
    () => ViewerFailedToLoad,
  );
}

/** Runs `task` when the browser is next idle (at the latest after `timeout` ms); returns a cancel function. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/**
 * The PDF viewer, in the browser only (pdf.js needs DOMMatrix and a worker) and only where it
 * is rendered. Its code (about 200 kB compressed) is evaluated once the page has painted and
 * hydrated and, on a first visit, once the consent question is answered: until then the
 * modal question makes the page inert, and a main thread busy with pdf.js would make the
 * question itself slow to answer. A visitor who came through the menu has the code already
 * (catalogPreload.ts), and the import then resolves at once.
 */
export function CatalogViewer(props: CatalogViewerProps) {
  const [Viewer, setViewer] = useState<Viewer | null>(null);
  const consent = useConsent();
  const pageIsUsable = consent !== undefined && consent !== null;
  useEffect(() => {
    if (!pageIsUsable) return;
    let active = true;
    const cancel = whenIdle(() => {
      void loadViewer().then((loaded) => {
        if (active) setViewer(() => loaded);
      });
    }, 500);
    return () => {
      active = false;
      cancel();
    };
  }, [pageIsUsable]);
  return Viewer ? <Viewer {...props} /> : <div className={styles.placeholder} aria-hidden="true" />;
}
