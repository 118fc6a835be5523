import { getTranslations } from 'next-intl/server';
import type { Product } from '@/lib/content';
import { WiringDrawing, wiringCaption } from './WiringDrawing';
import styles from './WiringDiagram.module.css';

/** A product page's wiring diagram: the drawing, labelled by the section heading `headingId`, and its caption. */
export async function WiringDiagram({ product, name, headingId }: { product: Product; name: string; headingId: string }) {
  const t = await getTranslations('content');
  const descId = `${headingId}-desc`;
  return (
    <figure className={styles.figure}>
      {/* On a phone the drawing keeps a legible size and scrolls sideways (keyboard too). */}
      <div className={styles.drawing} tabIndex={0} role="group" aria-labelledby={headingId}>
        <WiringDrawing product={product} t={t} titleId={headingId} descId={descId} />
      </div>
      <figcaption id={descId}>{wiringCaption(product, name, t)}</figcaption>
    </figure>
  );
}
