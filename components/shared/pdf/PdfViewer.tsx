'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { DOCUMENT_PAGE, PDF_STANDARD_FONTS_PATH, PDF_WORKER_PATH } from './assets';
import { COVER_HEIGHT, COVER_WIDTH } from './coverSize';
import type { PdfViewerProps } from './CatalogViewer';
import { fill } from './labels';
import { ViewerFallback } from './ViewerFallback';
import { DirectionIcon } from '../DirectionIcon';
import { clampPage, FIT_ZOOM, zoomIn, zoomOut } from './zoom';
import styles from './pdf.module.css';

// Set here, in the module that renders <Document>, so react-pdf's default cannot override it.
pdfjs.GlobalWorkerOptions.workerSrc = PDF_WORKER_PATH;

const OPTIONS = { standardFontDataUrl: PDF_STANDARD_FONTS_PATH };
/** Widest the page is drawn at "fit", so text lines stay readable on large screens. */
const MAX_FIT_WIDTH = 920;

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The catalog in pdf.js: page navigation, zoom, keyboard control and a download link. */
export default function PdfViewer({ file, cover, labels, takeFocus = false }: PdfViewerProps) {
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('1');
  const [zoom, setZoom] = useState(FIT_ZOOM);
  const [failed, setFailed] = useState(false);
  const [viewport, width] = useWidth<HTMLDivElement>();

  useEffect(() => {
    if (takeFocus) viewport.current?.focus({ preventScroll: true });
  }, [takeFocus, viewport]);

  const goTo = useCallback(
    (next: number) => {
      const target = clampPage(next, total);
      setPage(target);
      setTyped(String(target));
    },
    [total],
  );

  if (failed) return <ViewerFallback file={file} labels={labels} />;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The arrow pointing the reading way turns the page forward: right in LTR, left in RTL.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const actions: Record<string, () => void> = {
      [rtl ? 'ArrowRight' : 'ArrowLeft']: () => goTo(page - 1),
      PageUp: () => goTo(page - 1),
      [rtl ? 'ArrowLeft' : 'ArrowRight']: () => goTo(page + 1),
      PageDown: () => goTo(page + 1),
      Home: () => goTo(1),
      End: () => goTo(total),
      '+': () => setZoom(zoomIn),
      '=': () => setZoom(zoomIn),
      '-': () => setZoom(zoomOut),
      '0': () => setZoom(FIT_ZOOM),
    };
    const action = actions[event.key];
    if (action && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      action();
    }
  };

  const pageWidth = Math.max(200, Math.floor(Math.min(width, MAX_FIT_WIDTH) * zoom));
  // The cover the page showed before the viewer opened stays until pdf.js has drawn page 1.
  // eslint-disable-next-line @next/next/no-img-element -- the same picture as the cover's (CatalogViewer)
  const coverPicture = <img className={styles.coverPicture} src={cover} width={COVER_WIDTH} height={COVER_HEIGHT} alt="" />;

  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar} role="toolbar" aria-label={labels.viewerLabel}>
        <div className={styles.group}>
          <button type="button" className={styles.tool} onClick={() => goTo(page - 1)} disabled={page <= 1} aria-label={labels.previous}>
            <DirectionIcon pointing="back" />
          </button>
          <form
            className={styles.pageForm}
            onSubmit={(event) => {
              event.preventDefault();
              goTo(Number(typed));
            }}
          >
            <input
              className={styles.pageInput}
              type="number"
              inputMode="numeric"
              min={1}
              max={total || undefined}
              value={typed}
              aria-label={labels.pageNumber}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={() => goTo(Number(typed))}
            />
            <span className={styles.pageOf}>{total ? fill(labels.pageOf, { total }) : ''}</span>
          </form>
          <button type="button" className={styles.tool} onClick={() => goTo(page + 1)} disabled={!total || page >= total} aria-label={labels.next}>
            <DirectionIcon pointing="forward" />
          </button>
        </div>
        <div className={styles.group}>
          <button type="button" className={styles.tool} onClick={() => setZoom(zoomOut)} disabled={zoom === zoomOut(zoom)} aria-label={labels.zoomOut}>
            <span aria-hidden="true">−</span>
          </button>
          <output className={styles.zoomLevel} aria-live="polite" dir="ltr">{`${Math.round(zoom * 100)} %`}</output>
          <button type="button" className={styles.tool} onClick={() => setZoom(zoomIn)} disabled={zoom === zoomIn(zoom)} aria-label={labels.zoomIn}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className={styles.textTool} onClick={() => setZoom(FIT_ZOOM)} aria-pressed={zoom === FIT_ZOOM}>
            {labels.fit}
          </button>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {total ? fill(labels.pageStatus, { page, total }) : labels.loading}
      </p>
      <div
        ref={viewport}
        className={styles.viewport}
        tabIndex={0}
        role="region"
        aria-label={labels.viewerLabel}
        aria-describedby="pdf-viewer-hint"
        onKeyDown={onKeyDown}
        data-testid="pdf-viewport"
      >
        <Document
          file={file}
          options={OPTIONS}
          suspense={false}
          loading={coverPicture}
          error={<span />}
          onLoadSuccess={({ numPages }) => setTotal(numPages)}
          onLoadError={() => setFailed(true)}
          onSourceError={() => setFailed(true)}
          className={styles.document}
        >
          {width > 0 && (
            // The page's final size from the start, so drawing it moves nothing (CLS 0).
            <div className={styles.pageFrame} style={{ inlineSize: pageWidth, aspectRatio: `${DOCUMENT_PAGE.width} / ${DOCUMENT_PAGE.height}` }}>
              <Page
                pageNumber={page}
                width={pageWidth}
                loading={page === 1 ? coverPicture : <p className={styles.status}>{labels.loadingPage}</p>}
                onRenderError={() => setFailed(true)}
              />
            </div>
          )}
        </Document>
      </div>
      <p id="pdf-viewer-hint" className={styles.hint}>
        {labels.keyboardHint}
      </p>
    </div>
  );
}
