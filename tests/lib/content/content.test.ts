import fs from 'node:fs';
import path from 'node:path';
import {
  catalogPdfOf,
  FAMILIES,
  FAMILY_IDS,
  FINISH_IDS,
  FINISHES,
  MODULE_TYPES,
  PRODUCTS,
  PRODUCT_SLUGS,
  downloadsOf,
  productBySlug,
  productsOfFamily,
  productsOfGroup,
  type FactArgument,
} from '@/lib/content';
import { allPagePaths } from '@/lib/pages';
import { ARTICLE_SLUGS } from '@/lib/content/articles';
import content from '@/messages/en-US/content.json';
import { BREAKABLE_DESIGNATION, BREAKABLE_NAMED_NUMBER, BREAKABLE_RANGE } from '@/tests/support/lineBreaks';

type Texts = Record<string, Record<string, string>>;
const products = content.products as Texts;
/** A nested message by its dotted path, as next-intl reads it. */
const specValue = (path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], content.specValues);
const specLabels = content.specs as Record<string, string>;

/** The strings written as they are inside spec values (designations, standards), measures left out. */
function designationsOf(values: readonly FactArgument[]): string[] {
  return values.flatMap((value): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'number' || 'unit' in value) return [];
    return [...designationsOf(value.parts), value.after ?? ''].filter(Boolean);
  });
}

describe('content model', () => {
  it.each(PRODUCTS.map((product) => [product.slug, product] as const))('%s has every field', (_, product) => {
    expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(product.sku).toMatch(/^[A-Z0-9]+$/);
    expect([...MODULE_TYPES, 'devices']).toContain(product.group);
    expect(product.finishes.length).toBeGreaterThan(0);
    for (const finish of product.finishes) expect(FINISH_IDS).toContain(finish);
    for (const family of product.families) expect(FAMILY_IDS).toContain(family);
    expect(['required', 'not-required']).toContain(product.gateway);
    expect(typeof product.mainsWired).toBe('boolean');
    expect(product.face.kind).toBeTruthy();
    expect(product.specs.length).toBeGreaterThan(0);
    for (const spec of product.specs) {
      expect(specLabels[spec.label]).toBeTruthy();
      if ('measure' in spec) {
        expect(spec.measure.values.length).toBe(spec.measure.shape === 'range' ? 2 : spec.measure.shape === 'one' ? 1 : spec.measure.values.length);
        continue;
      }
      if ('value' in spec) expect(specValue(spec.value)).toBeTruthy();
      // The designations shown as written are language-neutral (numbers, standards, no words),
      // and "USB-C", "BS 1363" stay on one line, as in the messages.
      const shown = designationsOf([...('composite' in spec ? [spec.composite] : []), ...Object.values(spec.values ?? {})]);
      if ('composite' in spec) for (const text of designationsOf([spec.composite])) expect(text).not.toMatch(/\b[a-z]{3,}\b/);
      expect(shown.filter((text) => [BREAKABLE_DESIGNATION, BREAKABLE_NAMED_NUMBER, BREAKABLE_RANGE].some((pattern) => pattern.test(text)))).toEqual([]);
    }
    expect(products[product.slug]?.name).toBeTruthy();
    expect(products[product.slug]?.description).toBeTruthy();
  });

  it('has unique slugs and SKUs, and every slug resolves to its product', () => {
    expect(new Set(PRODUCT_SLUGS).size).toBe(PRODUCTS.length);
    expect(new Set(PRODUCTS.map((product) => product.sku)).size).toBe(PRODUCTS.length);
    for (const slug of PRODUCT_SLUGS) expect(productBySlug(slug)?.slug).toBe(slug);
    expect(productBySlug('no-such-product')).toBeUndefined();
  });

  it('gives every panel family and every module type products', () => {
    for (const family of FAMILIES) {
      expect(productsOfFamily(family.id).length).toBeGreaterThan(0);
      for (const finish of family.finishes) expect(FINISHES[finish]).toBeDefined();
    }
    for (const group of [...MODULE_TYPES, 'devices'] as const) expect(productsOfGroup(group).length).toBeGreaterThan(0);
  });

  it('marks which products need a gateway, with both kinds present', () => {
    expect(PRODUCTS.some((product) => product.gateway === 'required')).toBe(true);
    expect(PRODUCTS.some((product) => product.gateway === 'not-required')).toBe(true);
    expect(productBySlug('non-contact-sensor-switch')?.gateway).toBe('not-required');
  });

  it('gives every product a well-formed manual and the catalog', () => {
    const manuals = new Set<string>();
    for (const product of PRODUCTS) {
      const downloads = downloadsOf(product, 'de-DE');
      expect(downloads.slice(0, 2).map((download) => download.kind)).toEqual(['manual', 'catalog']);
      for (const { href, locale } of downloads) expect(href).toMatch(new RegExp(`^/[a-z0-9/-]+-${locale}\\.pdf$`));
      for (const { href } of downloads.slice(0, 2)) expect(href).toMatch(/^\/[a-z0-9/-]+-de-DE\.pdf$/);
      const manual = downloads.find((download) => download.kind === 'manual')!.href;
      expect(manual).toContain(product.slug);
      manuals.add(manual);
      expect(downloads.find((download) => download.kind === 'catalog')!.href).toBe(catalogPdfOf('de-DE'));
    }
    expect(manuals.size).toBe(PRODUCTS.length);
  });

  it('links a product\'s declarations of conformity: English, and German where it is sold in the EU; none where it carries no marking for the market', () => {
    const kinds = (slug: string, locale: string) => downloadsOf(productBySlug(slug)!, locale).slice(2).map((download) => `${download.kind} ${download.locale}`);
    expect(kinds('two-button-remote', 'de-DE')).toEqual(['declarationEu de-DE', 'declarationEu en-US', 'declarationUk en-US']);
    expect(kinds('two-button-remote', 'ja-JP')).toEqual(['declarationEu en-US', 'declarationUk en-US']);
    expect(kinds('british-socket', 'fr-FR')).toEqual(['declarationUk en-US']);
    expect(kinds('american-socket', 'en-US')).toEqual([]);
  });
});

/** Page paths that components link to, read from their `to="..."` and `to={`...`}` props. */
function linkTargetsInSource(): string[] {
  const targets = new Set<string>();
  for (const folder of ['app', 'components']) {
    const dir = path.join(process.cwd(), folder);
    for (const file of (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.tsx'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const match of source.matchAll(/\bto=(?:"([^"]+)"|\{`([^`]+)`\})/g)) targets.add((match[1] ?? match[2])!.split('?')[0]!);
    }
  }
  return [...targets];
}

/** A link template's concrete paths: `/products/${product.slug}` for every product, etc. */
function expand(target: string): string[] {
  if (!target.includes('${')) return [target];
  const [prefix] = target.split('${');
  if (prefix === '/products/') return PRODUCT_SLUGS.map((slug) => `/products/${slug}`);
  if (prefix === '/panel/') return FAMILY_IDS.map((id) => `/panel/${id}`);
  if (prefix === '/function/') return MODULE_TYPES.map((type) => `/function/${type}`);
  if (prefix === '/support/articles/') return ARTICLE_SLUGS.map((slug) => `/support/articles/${slug}`);
  throw new Error(`Unknown link template ${target}: teach this test its values`);
}

describe('links used by pages', () => {
  const targets = linkTargetsInSource();

  it('finds the links of the content pages', () => {
    expect(targets).toEqual(expect.arrayContaining(['/installation', '/support/product', '/support/feedback', '/finder/curtainvideo', '/account', '/contact']));
  });

  it.each(['desktop', 'mobile'] as const)('all point at pages of the %s shell', (shell) => {
    const pages = new Set(allPagePaths(shell));
    const missing = targets.flatMap(expand).filter((target) => !pages.has(target));
    expect(missing).toEqual([]);
  });
});
