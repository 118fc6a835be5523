import { getTranslations } from 'next-intl/server';
import type { ContentTranslate, Product } from '@/lib/content';
import { TwoWayDrawing, twoWayCaption } from './TwoWayDrawing';
import { WiringDrawing, wiringCaption } from './WiringDrawing';
import styles from './WiringDiagram.module.css';

/** What a figure shows: how the product is wired, or two of it switching one lamp from two places. */
export type DiagramKind = 'wiring' | 'twoWay';

/** A wiring diagram: the drawing, labelled by the heading `headingId`, and its caption. */
export async function WiringDiagram({ product, name, headingId, kind = 'wiring' }: { product: Product; name: string; headingId: string; kind?: DiagramKind }) {
  const t = (await getTranslations('content')) as unknown as ContentTranslate;
  const descId = `${headingId}-desc`;
  const Drawing = kind === 'twoWay' ? TwoWayDrawing : WiringDrawing;
  const caption = kind === 'twoWay' ? twoWayCaption(name, t) : wiringCaption(product, name, t);
  return (
    <figure className={styles.figure}>
      {/* On a phone the drawing keeps a legible size and scrolls sideways (keyboard too). */}
      <div className={styles.drawing} tabIndex={0} role="group" aria-labelledby={headingId}>
        <Drawing product={product} t={t} titleId={headingId} descId={descId} />
      </div>
      <figcaption id={descId}>{caption}</figcaption>
    </figure>
  );
}
