import type { SvgNode } from './svgTree';

/**
 * pdf.js draws a gradient with translucent stops through a soft mask, on the browser's main
 * thread: the catalog's first page took four tasks of about 100 ms each to draw on a phone,
 * all for the plates' sheen. That sheen only ever lies on a plain plate, so wherever a rect
 * filled with such a gradient covers exactly the rect drawn before it, and that one has a
 * solid colour, both become one rect filled with the gradient's colours blended onto that
 * colour beforehand: the same picture, with no alpha left for pdf.js to compose.
 */
export function flattenTranslucentOverlays(root: SvgNode): SvgNode {
  const gradients = new Map(collect(root, 'linearGradient').map((node) => [node.attrs.id, node]));
  const blended = new Map<string, SvgNode>();

  const visit = (node: SvgNode): SvgNode => {
    const children: SvgNode[] = [];
    for (const child of node.children.map(visit)) {
      const below = children[children.length - 1];
      const gradient = gradients.get(/^url\(#(.+)\)$/.exec(child.attrs.fill ?? '')?.[1] ?? '');
      const base = below && solidFill(below);
      const id = gradient && base ? `${gradient.attrs.id}-on-${base.slice(1)}` : '';
      const opaque = gradient && base && isTranslucent(gradient) && sameBox(below, child) ? (blended.get(id) ?? blendOnto(gradient, base, id)) : null;
      if (opaque && below) {
        blended.set(id, opaque);
        children[children.length - 1] = { ...below, attrs: { ...below.attrs, fill: `url(#${id})` } };
      } else {
        children.push(child);
      }
    }
    return { ...node, children };
  };

  // The blended gradients go first; the ones nothing refers to any more are dropped.
  const flattened = visit(root);
  const used = new Set([...JSON.stringify(flattened).matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]));
  const keep = (child: SvgNode) => child.tag !== 'linearGradient' || used.has(child.attrs.id);
  const defs: SvgNode = { tag: 'defs', attrs: {}, children: [...blended.values()] };
  const children = [defs, ...flattened.children].map((child) => (child.tag === 'defs' ? { ...child, children: child.children.filter(keep) } : child));
  return { ...flattened, children: children.filter((child) => child.tag !== 'defs' || child.children.length) };
}

function collect(node: SvgNode, tag: string): SvgNode[] {
  return [...(node.tag === tag ? [node] : []), ...node.children.flatMap((child) => collect(child, tag))];
}

const BOX = ['x', 'y', 'width', 'height', 'rx'] as const;

function sameBox(a: SvgNode, b: SvgNode): boolean {
  return a.tag === 'rect' && b.tag === 'rect' && BOX.every((name) => a.attrs[name] === b.attrs[name]);
}

/** The `#rrggbb` fill of a fully opaque shape, or null. */
function solidFill(node: SvgNode): string | null {
  const { fill, opacity, fillOpacity } = node.attrs;
  if ((opacity ?? '1') !== '1' || (fillOpacity ?? '1') !== '1') return null;
  return fill && /^#[0-9a-f]{6}$/i.test(fill) ? fill.toLowerCase() : null;
}

function isTranslucent(gradient: SvgNode): boolean {
  return gradient.children.some((stop) => Number(stop.attrs.stopOpacity ?? '1') < 1);
}

/** `#rgb` or `#rrggbb` as channels, or null for anything else (named colours). */
export function rgbOf(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** `color` at `alpha` laid on `base`, as the opaque `#rrggbb` it looks like. */
export function blend(base: string, color: string, alpha: number): string | null {
  const [under, over] = [rgbOf(base), rgbOf(color)];
  if (!under || !over) return null;
  return `#${under.map((channel, index) => Math.round(channel * (1 - alpha) + (over[index] as number) * alpha).toString(16).padStart(2, '0')).join('')}`;
}

/** The gradient with its stops blended onto `base`, or null if a stop's colour is not hex. */
function blendOnto(gradient: SvgNode, base: string, id: string): SvgNode | null {
  const stops: SvgNode[] = [];
  for (const stop of gradient.children) {
    const { stopOpacity, ...attrs } = stop.attrs;
    const color = blend(base, attrs.stopColor ?? '#000', Number(stopOpacity ?? '1'));
    if (!color) return null;
    stops.push({ ...stop, attrs: { ...attrs, stopColor: color } });
  }
  return { ...gradient, attrs: { ...gradient.attrs, id }, children: stops };
}
