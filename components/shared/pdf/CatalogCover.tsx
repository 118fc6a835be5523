import { COVER_HEIGHT, COVER_WIDTH } from './coverSize';
import styles from './ViewerFrame.module.css';

/**
 * The picture of the catalog's first page inside CatalogViewer's link, rendered on the server:
 * the page's script need not carry it.
 */
export function CatalogCover({ src }: { src: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- drawn at its size and in WebP at build time (scripts/documents/cover.ts)
  return <img className={styles.coverPage} src={src} width={COVER_WIDTH} height={COVER_HEIGHT} alt="" fetchPriority="high" />;
}
