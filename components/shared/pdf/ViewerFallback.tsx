import type { ViewerLabels } from './labels';
import styles from './pdf.module.css';

/** Shown instead of the viewer when its worker or the PDF cannot load. */
export function ViewerFallback({ labels, file }: { labels: ViewerLabels; file: string }) {
  return (
    <div className={styles.fallback} role="alert" data-testid="pdf-fallback">
      <h2 className={styles.fallbackTitle}>{labels.failedTitle}</h2>
      <p>{labels.failedText}</p>
      <a className="button" href={file} download>
        {labels.download}
      </a>
    </div>
  );
}
