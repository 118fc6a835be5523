/** @jest-environment node */
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { FAMILIES, PRODUCTS, productBySlug, productsOfGroup } from '@/lib/content';
import { LOCALES, formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { quantitiesFor } from '@/lib/content/quantities';
import { technicalDataOf } from '@/lib/content/technical';
import type { ContentTranslate } from '@/lib/content/types';
import { catalogSections, installSteps, skuVariants, specRows, type Translators } from '@/scripts/documents/model';
import { docTranslator, loadMessages } from '@/scripts/documents/messages';
import { CatalogDocument } from '@/scripts/documents/catalog';
import { ManualDocument } from '@/scripts/documents/manual';

const root = path.resolve(__dirname, '../../..');
const english = loadMessages(root, 'en-US');

function translators(locale: Locale): Translators {
  const messages = loadMessages(root, locale);
  return { locale, doc: docTranslator(messages, locale, 'media.documents'), content: docTranslator(messages, locale, 'content') };
}

describe('the documents as HTML pages', () => {
  it('name their language, direction and title, in the locale\'s own text', () => {
    const t = translators('ar-SA');
    const html = renderToStaticMarkup(<CatalogDocument t={t} />);
    expect(html).toMatch(/^<html lang="ar-SA" dir="rtl">/);
    expect(html).toContain(`<title>AUREX ${t.doc('catalogTitle')}</title>`);
    expect(html).toContain('"Noto Sans Arabic"');
    expect(t.doc('catalogTitle')).toMatch(/[\u0600-\u06FF]/);
  });

  it('give every product of the catalog its sheet, with its technical data', () => {
    const html = renderToStaticMarkup(<CatalogDocument t={translators('de-DE')} />);
    for (const product of PRODUCTS) expect(html).toContain(`id="product-${product.slug}"`);
    expect(html).toContain(translators('de-DE').content('technical.rows.boxDepth'));
    expect(html).not.toMatch(/\d\.\d mm/);
  });

  it('draw the wiring diagram in the manual, labelled in the manual\'s language', () => {
    const t = translators('ja-JP');
    const html = renderToStaticMarkup(<ManualDocument product={productBySlug('touch-switch-2-gang')!} t={t} />);
    expect(html).toMatch(/^<html lang="ja-JP" dir="ltr">/);
    expect(html).toContain('data-wiring="switch"');
    expect(html).toContain(t.content('wiring.gateway'));
    expect(html).toContain('<figcaption id="wiring-caption">');
    expect(html).toContain('"Noto Sans CJK JP"');
  });
});

describe.each(LOCALES)('the %s manuals', (locale) => {
  it('tell the installer the box depth of their own product, from its technical data', () => {
    const t = translators(locale);
    const q = quantitiesFor(formattingLocaleOf(locale), t.content as ContentTranslate);
    for (const product of PRODUCTS.filter((product) => product.mainsWired)) {
      const depth = q.one(technicalDataOf(product).minBoxDepthMm!, 'millimeter');
      const steps = installSteps(product, t).join(' ');
      expect(`${product.slug}: ${steps}`).toContain(depth);
      const others = new Set(PRODUCTS.map((other) => technicalDataOf(other).minBoxDepthMm).filter((other) => other !== undefined && other !== technicalDataOf(product).minBoxDepthMm));
      for (const other of others) expect(`${product.slug}: ${steps}`).not.toContain(q.one(other!, 'millimeter'));
    }
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
      const rows = specRows(product, { locale: 'en-US', content: docTranslator(english, 'en-US', 'content') });
      expect(rows.length).toBeGreaterThan(product.specs.length);
      expect(rows.map((row) => row.label)).toContain(product.families.length > 0 ? 'Minimum box depth' : 'Supply');
      for (const row of rows) {
        expect(row.label).not.toMatch(/^specs\./);
        expect(row.value).not.toMatch(/^\w+\.\w+$/);
        expect(row.value).not.toMatch(/[{}]/);
      }
    }
  });

  it('fails loudly on a missing text instead of printing a key', () => {
    expect(() => specRows(PRODUCTS[0]!, { locale: 'en-US', content: docTranslator({ content: { specs: {}, specValues: {} } }, 'en-US', 'content') })).toThrow(/MISSING_MESSAGE/);
  });
});
