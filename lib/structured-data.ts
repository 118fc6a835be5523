import type { Product } from './content/types';
import { SITE, SOCIAL_LINKS } from './site';
import { absoluteUrl } from './seo';
import { pageHref } from './i18n/paths';
import { DEFAULT_LOCALE } from './i18n/localeCodes';
import { withoutBreakControls } from './text/breakControls';

export interface ArticleTexts {
  headline: string;
  description: string;
  /** The article's text, its sections' titles and paragraphs. */
  body: string;
  /** Absolute canonical URL of the article. */
  url: string;
  /** The date it was last checked, `YYYY-MM-DD`. */
  dateModified: string;
  /** The products it concerns: their names and canonical URLs. */
  about: readonly { name: string; url: string }[];
}

/** schema.org TechArticle for a help article, in the page's language, published by the company. */
export function techArticleJsonLd(texts: ArticleTexts, inLanguage: string): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: withoutBreakControls(texts.headline),
    description: withoutBreakControls(texts.description),
    articleBody: withoutBreakControls(texts.body),
    inLanguage,
    url: texts.url,
    mainEntityOfPage: texts.url,
    dateModified: texts.dateModified,
    author: { '@id': ORGANIZATION_ID },
    publisher: { '@id': ORGANIZATION_ID },
    about: texts.about.map((product) => ({ '@type': 'Product', name: withoutBreakControls(product.name), url: product.url })),
  };
}

/** One schema.org node as JSON-LD. */
export type JsonLdNode = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

/** Identifies the company node, so products can name it as their manufacturer. */
export const ORGANIZATION_ID = `${SITE.url}/#organization`;

/** Languages the support team answers in (chat and email), as schema.org language names. */
export const SUPPORT_LANGUAGES = ['English', 'Chinese'] as const;

/** schema.org Organization: the company, its contact points and social profiles. */
export function organizationJsonLd(): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: SITE.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: SITE.email,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: SITE.phone,
        email: SITE.email,
        availableLanguage: [...SUPPORT_LANGUAGES],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: SITE.email,
        url: absoluteUrl(pageHref(DEFAULT_LOCALE, 'desktop', '/contact')),
        availableLanguage: [...SUPPORT_LANGUAGES],
      },
    ],
    sameAs: SOCIAL_LINKS.map((social) => social.href),
  };
}

export interface ProductTexts {
  /** Product name and description in the page's language. */
  name: string;
  description: string;
  /** The product's group (function module type) in the page's language. */
  category: string;
  /** Absolute canonical URL of the product page. */
  url: string;
  /** Absolute URL of the product's picture. */
  image: string;
  /** Specification rows, label and value already translated. */
  specs: readonly { name: string; value: string }[];
}

/**
 * schema.org Product for a product page, in the page's language. No `offers`, `review` or
 * `aggregateRating`: the company sells through distributors and publishes neither prices
 * nor reviews, and structured data must describe what the page shows. Google then lists
 * the page as a plain result rather than a product rich result, which beats inventing data.
 */
export function productJsonLd(product: Product, texts: ProductTexts): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: texts.name,
    sku: product.sku,
    description: texts.description,
    url: texts.url,
    image: texts.image,
    category: texts.category,
    brand: { '@type': 'Brand', name: SITE.name },
    manufacturer: { '@type': 'Organization', '@id': ORGANIZATION_ID, name: SITE.name, url: absoluteUrl('/') },
    additionalProperty: texts.specs.map((spec) => ({ '@type': 'PropertyValue', name: spec.name, value: spec.value })),
  };
}

/** schema.org BreadcrumbList from ordered (name, absolute url) pairs, positions from 1. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/**
 * Serialises for a `<script type="application/ld+json">`: `<`, `>` and `&` become JSON
 * escapes, so no text can close the element or open a comment, and U+2028/U+2029 are
 * escaped for old parsers. The result is still the same JSON. Word joiners, which only steer
 * the page's line breaks, are left out of the data.
 */
export function serializeJsonLd(data: JsonLdNode): string {
  return JSON.stringify(data, (_key, value: unknown) => (typeof value === 'string' ? withoutBreakControls(value) : value))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
