import type { Product } from './content/types';
import { SITE, SOCIAL_LINKS } from './site';
import { absoluteUrl } from './seo';

type JsonLd = Record<string, unknown>;

/** schema.org Organization: the company, its contact points and social profiles. */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: SITE.email,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', telephone: SITE.phone, email: SITE.email, availableLanguage: ['English', 'Chinese'] },
      { '@type': 'ContactPoint', contactType: 'sales', email: SITE.email, url: absoluteUrl('/contact') },
    ],
    sameAs: SOCIAL_LINKS.map((social) => social.href),
  };
}

/** schema.org Product for a product page, in the page's language. */
export function productJsonLd(product: Product, texts: { name: string; description: string; url: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: texts.name,
    sku: product.sku,
    description: texts.description,
    url: texts.url,
    brand: { '@type': 'Brand', name: SITE.name },
    manufacturer: { '@type': 'Organization', name: SITE.name, url: absoluteUrl('/') },
  };
}

/** schema.org BreadcrumbList from ordered (name, absolute url) pairs. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** Serialises for a `<script type="application/ld+json">`, safe against `</script>` in text. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
