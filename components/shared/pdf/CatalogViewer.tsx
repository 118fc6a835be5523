'use client';

import dynamic from 'next/dynamic';
import type { ViewerLabels } from './labels';
import { ViewerFallback } from './ViewerFallback';
import styles from './pdf.module.css';

export interface CatalogViewerProps {
  file: string;
  labels: ViewerLabels;
}

/**
 * The PDF viewer, loaded in the browser only (pdf.js needs DOMMatrix and a worker) and only
 * where it is rendered. If its code cannot load, the visitor gets the download instead.
 */
const PdfViewer = dynamic<CatalogViewerProps>(
  () =>
    import('./PdfViewer').catch(() => ({
      default: function ViewerFailedToLoad({ file, labels }: CatalogViewerProps) {
        return <ViewerFallback file={file} labels={labels} />;
      },
    })),
  { ssr: false, loading: () => <div className={styles.placeholder} aria-hidden="true" /> },
);

export function CatalogViewer(props: CatalogViewerProps) {
  return <PdfViewer {...props} />;
}
