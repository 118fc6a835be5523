import { Fragment, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ProductDrawing } from '@/components/shared/ProductRender';
import { FAMILIES } from '@/lib/content/families';
import type { Product } from '@/lib/content/types';
import { SITE } from '@/lib/site';

/**
 * The image renderer (satori) draws only intrinsic SVG elements: call the function
 * components of a render (they are pure, no hooks) and flatten fragments.
 */
export function inlineSvg(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(inlineSvg);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (typeof element.type === 'function') return inlineSvg((element.type as (props: unknown) => ReactNode)(element.props));
  if ((element.type as unknown) === Fragment) return inlineSvg(element.props.children);
  if (element.props.children === undefined) return element;
  return cloneElement(element, undefined, inlineSvg(element.props.children));
}

/** Gives an inlined render its pixel size (the site sizes it with CSS instead). */
function sized(svg: ReactNode, size: number): ReactNode {
  return isValidElement(svg) ? cloneElement(svg as ReactElement<{ width?: number; height?: number }>, { width: size, height: size }) : svg;
}

const host = new URL(SITE.url).host;

function Mark() {
  return (
    <svg viewBox="0 0 32 32" width="88" height="88">
      <rect x="2" y="2" width="28" height="28" rx="7" fill="#ffffff" />
      <circle cx="16" cy="16" r="5.5" fill="none" stroke="#0b5cad" strokeWidth="2" />
      <circle cx="16" cy="25" r="1.4" fill="#c8a25a" />
    </svg>
  );
}

/**
 * A 1200 × 630 share card: brand, an optional product code and the product drawing. It
 * carries no sentence, so one image serves all 34 languages, and needs only the Latin
 * glyphs of the bundled font (no font is fetched).
 */
export function ShareCard({ product }: { product?: Product }) {
  const art = product
    ? [{ key: product.slug, node: <ProductDrawing face={product.face} finish={product.finishes[0]!} family={product.families[0]} sheen={{ id: 'sheen' }} />, size: 440 }]
    : FAMILIES.map((family, index) => ({
        key: family.id,
        node: <ProductDrawing face={{ kind: 'touch', gangs: (index + 1) as 1 | 2 | 3 }} finish={family.finishes[index % family.finishes.length]!} family={family.id} sheen={{ id: `sheen${index}` }} />,
        size: 260,
      }));
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', padding: 72, alignItems: 'center', justifyContent: 'space-between', backgroundImage: 'linear-gradient(135deg, #0a1f3d 0%, #0b5cad 100%)', color: '#ffffff' }}>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', height: '100%' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <Mark />
          <span style={{ marginLeft: 28, fontSize: 84, fontWeight: 800, letterSpacing: 14 }}>{SITE.name}</span>
        </div>
        {product && <span style={{ fontSize: 120, fontWeight: 800, letterSpacing: 4 }}>{product.sku}</span>}
        <span style={{ fontSize: 34, color: '#c7dcf5' }}>{host}</span>
      </div>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        {art.map((item) => (
          <div key={item.key} style={{ display: 'flex', width: item.size, height: item.size, marginLeft: product ? 0 : -40 }}>
            {sized(inlineSvg(item.node), item.size)}
          </div>
        ))}
      </div>
    </div>
  );
}
