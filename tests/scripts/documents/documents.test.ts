/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductRender } from '@/components/shared/ProductRender';
import { FAMILIES, PRODUCTS, productsOfGroup } from '@/lib/content';
import content from '@/messages/en-US/content.json';
import { catalogSections, defaultVariant, skuVariants, specRows } from '@/scripts/documents/model';
import { pdfTranslator } from '@/scripts/documents/messages';
import { toWinAnsi } from '@/scripts/documents/pdfText';
import { blend, flattenTranslucentOverlays } from '@/scripts/documents/opaqueOverlays';
import { camelCase, parseSvg, type SvgNode } from '@/scripts/documents/svgTree';

describe('SVG parsing for the PDF drawings', () => {
  it('reads elements, camel-cases attributes and decodes entities', () => {
    const tree = parseSvg('<svg viewBox="0 0 10 10"><g stroke-width="2"><rect x="1" fill="url(#a)"/><path d="M0 0"></path></g><text data-x="a&amp;b"/></svg>');
    expect(tree.tag).toBe('svg');
    expect(tree.attrs.viewBox).toBe('0 0 10 10');
    expect(tree.children[0]?.attrs.strokeWidth).toBe('2');
    expect(tree.children[0]?.children.map((child) => child.tag)).toEqual(['rect', 'path']);
    expect(tree.children[1]?.attrs.dataX).toBe('a&b');
  });

  it('rejects unbalanced markup', () => {
    expect(() => parseSvg('<svg><g></svg>')).toThrow(/Unbalanced/);
    expect(() => parseSvg('<svg><g>')).toThrow(/unclosed/);
  });

  it('camel-cases SVG attribute names', () => {
    expect(camelCase('stop-color')).toBe('stopColor');
    expect(camelCase('stroke-dasharray')).toBe('strokeDasharray');
  });

  it.each(PRODUCTS.map((product) => [product.slug, product] as const))('parses the site render of %s', (_, product) => {
    const { family, finish } = defaultVariant(product);
    const tree = parseSvg(renderToStaticMarkup(createElement(ProductRender, { face: product.face, finish, family })));
    expect(tree.tag).toBe('svg');
    expect(tree.attrs.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(tree.children.length).toBeGreaterThan(1);
  });
});

describe('opaque overlays for pdf.js', () => {
  const SHEEN =
    '<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"></stop><stop offset="0.5" stop-color="#fff" stop-opacity="0"></stop></linearGradient>';
  const svg = (body: string) => parseSvg(`<svg viewBox="0 0 10 10"><defs>${SHEEN}</defs>${body}</svg>`);
  const translucentStops = (tree: SvgNode): number =>
    (tree.tag === 'stop' && Number(tree.attrs.stopOpacity ?? '1') < 1 ? 1 : 0) + tree.children.reduce((sum, child) => sum + translucentStops(child), 0);

  it('blends a colour at some opacity onto a base', () => {
    expect(blend('#24272b', '#fff', 0.35)).toBe('#717375');
    expect(blend('#24272b', '#ffffff', 0)).toBe('#24272b');
    expect(blend('#24272b', 'white', 0.5)).toBeNull();
  });

  it('draws a translucent sheen over a plain plate as one rect with an opaque gradient', () => {
    const tree = flattenTranslucentOverlays(
      svg('<rect x="1" y="1" width="8" height="8" rx="2" fill="#24272B" stroke="#000"></rect><rect x="1" y="1" width="8" height="8" rx="2" fill="url(#s)"></rect>'),
    );
    expect(tree.children.map((child) => child.tag)).toEqual(['defs', 'rect']);
    expect(tree.children[1]?.attrs).toEqual({ x: '1', y: '1', width: '8', height: '8', rx: '2', fill: 'url(#s-on-24272b)', stroke: '#000' });
    const [gradient] = tree.children[0]?.children ?? [];
    expect(gradient?.attrs).toMatchObject({ id: 's-on-24272b', x1: '0', x2: '1' });
    expect(gradient?.children.map((stop) => stop.attrs)).toEqual([
      { offset: '0', stopColor: '#717375' },
      { offset: '0.5', stopColor: '#24272b' },
    ]);
    expect(translucentStops(tree)).toBe(0);
  });

  it('leaves a sheen alone unless it covers exactly a solid, opaque rect', () => {
    const shifted = svg('<rect x="1" y="1" width="8" height="8" fill="#24272b"></rect><rect x="2" y="1" width="8" height="8" fill="url(#s)"></rect>');
    const faded = svg('<rect x="1" y="1" width="8" height="8" fill="#24272b" opacity="0.5"></rect><rect x="1" y="1" width="8" height="8" fill="url(#s)"></rect>');
    const named = svg('<rect x="1" y="1" width="8" height="8" fill="black"></rect><rect x="1" y="1" width="8" height="8" fill="url(#s)"></rect>');
    for (const tree of [shifted, faded, named]) expect(flattenTranslucentOverlays(tree)).toEqual(tree);
  });

  it('leaves no translucent gradient in any product drawing of the documents', () => {
    for (const product of PRODUCTS) {
      const { family, finish } = defaultVariant(product);
      const tree = parseSvg(renderToStaticMarkup(createElement(ProductRender, { face: product.face, finish, family })));
      expect(translucentStops(flattenTranslucentOverlays(tree))).toBe(0);
    }
  });
});

describe('text for the PDF font', () => {
  it('keeps Windows-1252 text and maps the rest', () => {
    expect(toWinAnsi('Ø 60 mm, 86 × 86 mm, −10 … +45 °C – “ok”')).toBe('Ø 60 mm, 86 × 86 mm, -10 … +45 °C – “ok”');
    expect(toWinAnsi('Motor ≤ 300 W → ok')).toBe('Motor <= 300 W -> ok');
    expect(toWinAnsi('日本')).toBe('??');
  });
});

describe('catalog model', () => {
  const sections = catalogSections();

  it('has one section per panel family, then one per module type and the devices', () => {
    expect(sections.map((section) => section.id)).toEqual([
      ...FAMILIES.map((family) => `family-${family.id}`),
      'group-electronic_types', 'group-mechanical_switch', 'group-power_socket_types', 'group-weak_current_socket_types', 'group-devices',
    ]);
  });

  it('prints every product in exactly one module section', () => {
    const printed = sections.flatMap((section) => (section.kind === 'group' ? section.products.map((product) => product.slug) : []));
    expect(printed.sort()).toEqual(PRODUCTS.map((product) => product.slug).sort());
    expect(sections.find((section) => section.id === 'group-devices')?.products).toEqual(productsOfGroup('devices'));
  });

  it('lists one order code per standard and finish', () => {
    const touch = PRODUCTS.find((product) => product.slug === 'touch-switch-2-gang')!;
    const codes = skuVariants(touch);
    expect(codes).toHaveLength(touch.families.length * touch.finishes.length);
    expect(codes).toContain('TS2-EU-W');
    const remote = PRODUCTS.find((product) => product.families.length === 0)!;
    expect(skuVariants(remote).every((code) => code.split('-').length === 2)).toBe(true);
  });

  it('resolves every spec label and translatable value from the messages', () => {
    for (const product of PRODUCTS) {
      const rows = specRows(product, pdfTranslator({ content }, 'content'));
      expect(rows).toHaveLength(product.specs.length);
      for (const row of rows) {
        expect(row.label).not.toMatch(/^specs\./);
        expect(row.value).not.toMatch(/^\w+\.\w+$/);
        expect(row.value).not.toMatch(/[{}]/);
      }
    }
  });

  it('fails loudly on a missing text instead of printing a key', () => {
    expect(() => specRows(PRODUCTS[0]!, pdfTranslator({ content: { specs: {}, specValues: {} } }, 'content'))).toThrow(/MISSING_MESSAGE/);
  });
});
