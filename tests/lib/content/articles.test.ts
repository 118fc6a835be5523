import { PRODUCTS } from '@/lib/content';
import { ARTICLE_SLUGS, articleProducts, articleSections, articlesOfProduct, type ArticleTranslate } from '@/lib/content/articles';
import { zigbeeProfileOf } from '@/lib/content/integrations';
import { quantitiesFor } from '@/lib/content/quantities';
import { technicalDataOf, WALL_BOX_SIZES, ZIGBEE } from '@/lib/content/technical';
import { switchesTwoWay } from '@/lib/content/wiring';
import type { ContentTranslate } from '@/lib/content/types';
import { LOCALES, formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { createTranslator } from 'use-intl/core';
import { readNamespace } from '../../support/messageFiles';

function translatorsOf(locale: Locale) {
  const messages = { content: readNamespace(locale, 'content'), support: readNamespace(locale, 'support') } as unknown as Record<string, never>;
  const formatting = formattingLocaleOf(locale);
  const content = createTranslator({ locale: formatting, messages, namespace: 'content' as never }) as unknown as ContentTranslate;
  const t = createTranslator({ locale: formatting, messages }) as unknown as ArticleTranslate;
  return { t, content, q: quantitiesFor(formatting, content) };
}

const slugs = (products: readonly { slug: string }[]) => products.map((product) => product.slug);

describe('which products each article concerns, read from the technical data', () => {
  it('every article concerns a product, and every product page links the articles that name it', () => {
    for (const slug of ARTICLE_SLUGS) expect(articleProducts(slug).length).toBeGreaterThan(0);
    for (const product of PRODUCTS) {
      expect(articlesOfProduct(product)).toEqual(ARTICLE_SLUGS.filter((slug) => articleProducts(slug).includes(product)));
    }
  });

  it('the no-neutral article concerns the switches that run on the live wire alone and the mechanical ones, nothing that needs a neutral', () => {
    for (const product of articleProducts('no-neutral-flicker')) expect(technicalDataOf(product).neutral?.required).toBe(false);
    expect(slugs(articleProducts('no-neutral-flicker'))).toEqual(expect.arrayContaining(['dimmer-switch', 'non-contact-sensor-switch', 'mechanical-switch-1-gang']));
  });

  it('the wall-box article concerns every product that goes in a box, and no surface-mounted one', () => {
    expect(articleProducts('wall-boxes')).toEqual(PRODUCTS.filter((product) => technicalDataOf(product).minBoxDepthMm !== undefined));
    expect(slugs(articleProducts('wall-boxes'))).not.toContain('pir-sensor');
  });

  it('pairing concerns exactly the Zigbee products; decoupled mode exactly those that expose it', () => {
    expect(articleProducts('pairing-and-reset')).toEqual(PRODUCTS.filter((product) => zigbeeProfileOf(product)));
    expect(articleProducts('decoupled-mode')).toEqual(PRODUCTS.filter((product) => zigbeeProfileOf(product)?.features.includes('decoupled')));
  });
});

describe.each(LOCALES)('%s articles', (locale) => {
  const { t, content, q } = translatorsOf(locale);

  it('render every section, naming each product a list holds and no other', () => {
    const names = new Map(PRODUCTS.map((product) => [product.slug, content(`products.${product.slug}.name`)]));
    for (const slug of ARTICLE_SLUGS) {
      for (const section of articleSections(slug, t, content, q)) {
        expect(section.title).not.toMatch(/^support\./);
        expect(section.text).not.toMatch(/^(support|content)\./);
        expect(section.text).not.toMatch(/[{}]/);
      }
    }
    // The two-way article names the wireless controls, and the decoupled-mode article the switches that offer it.
    const decoupling = PRODUCTS.filter((product) => zigbeeProfileOf(product)?.features.includes('decoupled'));
    const how = articleSections('decoupled-mode', t, content, q).find((section) => section.id === 'how')!;
    for (const product of decoupling) expect(how.text).toContain(names.get(product.slug));
    for (const product of PRODUCTS.filter((candidate) => !decoupling.includes(candidate))) expect(how.text).not.toContain(`${names.get(product.slug)}`);
  });

  it('give the wall-box article the box openings, every depth the modules need and the shallowest ones', () => {
    const sections = articleSections('wall-boxes', t, content, q);
    const text = (id: string) => sections.find((section) => section.id === id)!.text;
    expect(text('standards')).toContain(q.one(WALL_BOX_SIZES.eu.diameterMm, 'millimeter'));
    const depths = [...new Set(PRODUCTS.map((product) => technicalDataOf(product).minBoxDepthMm).filter((depth) => depth !== undefined))];
    for (const depth of depths) expect(text('depth')).toContain(q.one(depth, 'millimeter'));
    expect(text('shallow')).toContain(q.one(Math.min(...depths), 'millimeter'));
    expect(text('shallow')).not.toContain(q.one(Math.max(...depths), 'millimeter'));
  });

  it('draw two-way switching with a switch that can do it', () => {
    const twoSwitches = articleSections('two-way-switching', t, content, q).find((section) => section.id === 'twoSwitches')!;
    expect(twoSwitches.twoWayDiagram && switchesTwoWay(twoSwitches.twoWayDiagram)).toBe(true);
  });

  it('give each no-neutral switch its own minimum load and the gateway its device count', () => {
    const which = articleSections('no-neutral-flicker', t, content, q).find((section) => section.id === 'which')!;
    expect(which.items.map((item) => item.product.slug)).toEqual(slugs(PRODUCTS.filter((product) => technicalDataOf(product).neutral?.required === false && technicalDataOf(product).neutral !== undefined && 'minLoadW' in technicalDataOf(product).neutral!)));
    for (const item of which.items) {
      const neutral = technicalDataOf(item.product).neutral as { minLoadW: number };
      expect(item.note).toContain(q.one(neutral.minLoadW, 'watt'));
    }
    const fails = articleSections('pairing-and-reset', t, content, q).find((section) => section.id === 'fails')!;
    expect(fails.text).toContain(q.number(ZIGBEE.devicesPerGateway));
  });
});
