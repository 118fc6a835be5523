import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Circle, Defs, G, Line, LinearGradient, Path, Rect, Stop, Svg } from '@react-pdf/renderer';
import { ProductRender } from '@/components/shared/ProductRender';
import type { Product } from '@/lib/content/types';
import { flattenTranslucentOverlays } from './opaqueOverlays';
import { parseSvg, type SvgNode } from './svgTree';
import { defaultVariant } from './model';

/* eslint-disable @typescript-eslint/no-explicit-any -- react-pdf's SVG primitives take loosely typed props */
const PRIMITIVES: Record<string, any> = {
  g: G,
  rect: Rect,
  circle: Circle,
  path: Path,
  line: Line,
  defs: Defs,
  linearGradient: LinearGradient,
  stop: Stop,
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Attributes that only matter to the browser (accessibility, CSS). */
const DROPPED = new Set(['role', 'ariaLabel', 'ariaHidden', 'focusable', 'class', 'className']);

function props(node: SvgNode): Record<string, string> {
  return Object.fromEntries(Object.entries(node.attrs).filter(([name]) => !DROPPED.has(name)));
}

function toPdf(node: SvgNode, key: number): ReactElement | null {
  const primitive = PRIMITIVES[node.tag];
  if (!primitive) return null;
  return createElement(primitive, { key, ...props(node) }, ...node.children.map(toPdf));
}

/** A product drawn in the PDF by the site's own `ProductRender`, converted to react-pdf's vector primitives. */
export function ProductDrawing({ product, width }: { product: Product; width: number }) {
  const { family, finish } = defaultVariant(product);
  const tree = flattenTranslucentOverlays(parseSvg(renderToStaticMarkup(<ProductRender face={product.face} finish={finish} family={family} />)));
  const [, , w, h] = (tree.attrs.viewBox ?? '0 0 100 100').split(' ').map(Number);
  const height = (width * (h ?? 100)) / (w ?? 100);
  return (
    <Svg viewBox={tree.attrs.viewBox} width={width} height={height}>
      {tree.children.map(toPdf)}
    </Svg>
  );
}
