import { boxOpening } from './facts';
import { boxDepthClaims, boxDepthsText, namedText, neutralClaims, withoutNeutralText } from './installer';
import { zigbeeProfileOf, pairingValues, resetValues, type ZigbeeFeature } from './integrations';
import { PRODUCTS } from './products';
import type { Quantities } from './quantities';
import { technicalDataOf, ZIGBEE, type TechnicalData } from './technical';
import type { ContentTranslate, Product } from './types';
import { switchesTwoWay } from './wiring';

/**
 * Help articles: what installers and owners ask most, answered from the technical data. Each
 * article's text lives under `support.articles.items.{slug}` (a title, a summary and its
 * sections); every product, load, time or count in it is an argument read here, and the
 * products an article concerns follow from the data too, so that a product added to the range
 * joins the articles that concern it.
 */

/** What an article helps with: a problem to solve, or something to set up. */
type ArticleKind = 'troubleshooting' | 'howTo';

/** The date the articles were last checked against the products, `YYYY-MM-DD`. */
export const ARTICLES_UPDATED = '2026-11-29';

interface ArticleDefinition {
  kind: ArticleKind;
  /** Its sections in the order shown; `support.articles.items.{slug}.sections.{id}`. */
  sections: readonly string[];
  /** Whether it concerns a product. */
  concerns: (product: Product, data: TechnicalData) => boolean;
}

/** Mains-wired electronics that run on the live wire alone, drawing their supply through the load. */
const runsWithoutNeutral = (data: TechnicalData) => data.neutral?.required === false && data.neutral.minLoadW !== undefined;
const hasFeature = (product: Product, feature: ZigbeeFeature) => zigbeeProfileOf(product)?.features.includes(feature) ?? false;
const isWirelessControl = (product: Product) => hasFeature(product, 'action') && !product.mainsWired;
const needsGateway = (data: TechnicalData) => data.controls.some((control) => control.via === 'gateway');
/** Switches the app and hubs control. */
const isSmartSwitch = (product: Product, data: TechnicalData) => product.mainsWired && data.gangs !== undefined && data.controls.length > 0;
/** Switches with no electronics: no neutral, no minimum load, nothing to control them but the hand. */
const isMechanicalSwitch = (product: Product, data: TechnicalData) =>
  product.mainsWired && data.gangs !== undefined && data.controls.length === 0 && data.neutral?.required === false && data.neutral.minLoadW === undefined;
/** Devices on a battery or the press of their button, which keep their own supply through a power cut. */
const isWirelessDevice = (product: Product, data: TechnicalData) => !product.mainsWired && data.supply.kind !== 'passive';

export const ARTICLES = {
  'no-neutral-flicker': {
    kind: 'troubleshooting',
    sections: ['why', 'which', 'fix', 'mechanical'],
    concerns: (product, data) => runsWithoutNeutral(data) || isMechanicalSwitch(product, data),
  },
  'wall-boxes': {
    kind: 'howTo',
    sections: ['standards', 'depth', 'neutral', 'shallow'],
    concerns: (_product, data) => data.minBoxDepthMm !== undefined,
  },
  'pairing-and-reset': {
    kind: 'howTo',
    sections: ['pair', 'reset', 'fails'],
    concerns: (product) => zigbeeProfileOf(product) !== undefined,
  },
  'after-a-power-cut': {
    kind: 'troubleshooting',
    sections: ['smart', 'curtain', 'wireless', 'mechanical'],
    concerns: (product, data) => isSmartSwitch(product, data) || isMechanicalSwitch(product, data) || isWirelessDevice(product, data),
  },
  'decoupled-mode': {
    kind: 'howTo',
    sections: ['what', 'how'],
    concerns: (product) => hasFeature(product, 'decoupled'),
  },
  'two-way-switching': {
    kind: 'howTo',
    sections: ['wireless', 'twoSwitches'],
    concerns: (product) => hasFeature(product, 'decoupled') || isWirelessControl(product),
  },
  'gateway-offline': {
    kind: 'troubleshooting',
    sections: ['check', 'meanwhile', 'reach'],
    concerns: (_product, data) => needsGateway(data),
  },
} as const satisfies Record<string, ArticleDefinition>;

export type ArticleSlug = keyof typeof ARTICLES;
export const ARTICLE_SLUGS = Object.keys(ARTICLES) as ArticleSlug[];

/** The products an article concerns, in the range's order. */
export function articleProducts(slug: ArticleSlug): Product[] {
  const article: ArticleDefinition = ARTICLES[slug];
  return PRODUCTS.filter((product) => article.concerns(product, technicalDataOf(product)));
}

/** The articles that concern a product, in the articles' order. */
export function articlesOfProduct(product: Product): ArticleSlug[] {
  return ARTICLE_SLUGS.filter((slug) => articleProducts(slug).includes(product));
}

/** A translator over every namespace (`support.articles…`, `content.…`). */
export type ArticleTranslate = (key: string, values?: Record<string, string | number>) => string;

/** One section as a page shows it: its text, the products it lists with what each needs, and a product's two-way diagram. */
export interface ArticleSection {
  id: string;
  title: string;
  text: string;
  items: { product: Product; note: string }[];
  twoWayDiagram?: Product;
}

const productsWhere = (test: (product: Product, data: TechnicalData) => boolean) => PRODUCTS.filter((product) => test(product, technicalDataOf(product)));

/**
 * The sections of an article in one language, every figure and product list read from the
 * data: the page renders them, the search indexes them.
 */
export function articleSections(slug: ArticleSlug, t: ArticleTranslate, content: ContentTranslate, q: Quantities): ArticleSection[] {
  const names = (products: readonly Product[]) => q.prose(products.map((product) => content(`products.${product.slug}.name`)));
  const key = (section: string, part: string) => `support.articles.items.${slug}.sections.${section}.${part}`;
  const section = (id: string, values: Record<string, string | number> = {}, text = t(key(id, 'text'), values)): ArticleSection => ({ id, title: t(key(id, 'title')), text, items: [] });
  const smartSwitches = productsWhere(isSmartSwitch);
  const mechanical = productsWhere(isMechanicalSwitch);
  const decoupling = PRODUCTS.filter((product) => hasFeature(product, 'decoupled'));
  switch (slug) {
    case 'no-neutral-flicker': {
      const noNeutral = productsWhere((_product, data) => runsWithoutNeutral(data));
      const minLoadOf = (product: Product) => {
        const { neutral } = technicalDataOf(product);
        return neutral?.required === false ? neutral.minLoadW! : 0;
      };
      return [
        section('why'),
        { ...section('which'), items: noNeutral.map((product) => ({ product, note: t(key('which', 'item'), { load: q.inText(q.one(minLoadOf(product), 'watt')) }) })) },
        section('fix', { products: names(smartSwitches.filter((product) => technicalDataOf(product).neutral?.required)) }),
        section('mechanical', { products: names(mechanical) }),
      ];
    }
    case 'wall-boxes': {
      const neutral = neutralClaims();
      const [shallowest] = boxDepthClaims();
      return [
        section('standards', { diameter: boxOpening('eu', q).diameter!, ukSize: boxOpening('uk', q).size!, usSize: boxOpening('us', q).size! }),
        section('depth', { depths: boxDepthsText(content, q) }),
        section('neutral', { needed: namedText(neutral.needed, content, q), notNeeded: withoutNeutralText(neutral, content, q) }),
        section('shallow', { depth: q.inText(q.one(shallowest!.depthMm, 'millimeter')), products: namedText(shallowest!.named, content, q) }),
      ];
    }
    case 'pairing-and-reset':
      return [
        section('pair', {}, content('integrations.pairing', pairingValues(q))),
        section('reset', {}, content('integrations.reset', resetValues(q))),
        section('fails', { distance: pairingValues(q).distance, count: ZIGBEE.devicesPerGateway }),
      ];
    case 'after-a-power-cut': {
      const covers = smartSwitches.filter((product) => hasFeature(product, 'coverPosition'));
      return [
        section('smart', { products: names(smartSwitches.filter((product) => hasFeature(product, 'powerOnBehavior'))) }),
        section('curtain', { products: names(covers) }),
        section('wireless', { products: names(productsWhere(isWirelessDevice)) }),
        section('mechanical', { products: names(mechanical) }),
      ];
    }
    case 'decoupled-mode':
      return [section('what'), section('how', { products: names(decoupling) })];
    case 'two-way-switching':
      return [
        section('wireless', { products: names(PRODUCTS.filter(isWirelessControl)) }),
        { ...section('twoSwitches', { products: names(decoupling) }), twoWayDiagram: PRODUCTS.find(switchesTwoWay) },
      ];
    case 'gateway-offline':
      return [section('check'), section('meanwhile'), section('reach', { count: ZIGBEE.devicesPerGateway })];
  }
}
