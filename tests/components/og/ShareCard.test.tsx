import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { ShareCard, inlineSvg } from '@/components/og/ShareCard';
import { PRODUCTS } from '@/lib/content/products';

/** Every element type left in a tree, as satori would see it. */
function elementTypes(node: ReactNode, found = new Set<unknown>()): Set<unknown> {
  if (Array.isArray(node)) node.forEach((child) => elementTypes(child, found));
  else if (isValidElement(node)) {
    const element = node as ReactElement<{ children?: ReactNode }>;
    found.add(element.type);
    elementTypes(element.props.children, found);
  }
  return found;
}

describe('share image', () => {
  // The image renderer calls components outside React: a hook in one breaks the build.
  it.each([undefined, ...PRODUCTS.slice(0, 3)].map((product) => [product?.slug ?? 'the series', product] as const))('inlines the card of %s into intrinsic elements only', (_name, product) => {
    const tree = inlineSvg(ShareCard({ product }));
    const types = [...elementTypes(tree)];
    expect(types.length).toBeGreaterThan(3);
    expect(types.every((type) => typeof type === 'string')).toBe(true);
  });

  it('gives each drawing of the series card its own gradient id', () => {
    const ids: string[] = [];
    const collect = (node: ReactNode) => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (isValidElement(node)) {
        const element = node as ReactElement<{ id?: string; children?: ReactNode }>;
        if (element.type === 'linearGradient' && element.props.id) ids.push(element.props.id);
        collect(element.props.children);
      }
    };
    collect(inlineSvg(ShareCard({})));
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
