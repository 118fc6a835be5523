import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd, SUPPORT_LANGUAGES } from '@/lib/structured-data';
import { PRODUCTS, productBySlug } from '@/lib/content';
import { SOCIAL_LINKS, SITE } from '@/lib/site';
import { canonicalUrl, productImageFile, shareImageUrl } from '@/lib/seo';
import { schemaOrgErrors } from '@/tests/support/schemaOrg';

const origin = new URL(SITE.url).origin;

function productData(slug: string) {
  const product = productBySlug(slug)!;
  return productJsonLd(product, {
    name: 'Dimmer switch',
    description: 'Dims LED lamps smoothly.',
    category: 'Electronic modules',
    url: canonicalUrl('de-DE', `/products/${slug}`),
    image: shareImageUrl(productImageFile(product)),
    specs: product.specs.map((spec) => ({ name: spec.label, value: 'value' in spec ? spec.value : 'measure' in spec ? spec.measure.values.join('–') : spec.label })),
  });
}

describe('Organization', () => {
  it('is a valid schema.org Organization with contact points and every social profile', () => {
    const data = organizationJsonLd();
    expect(schemaOrgErrors(data, origin)).toEqual([]);
    expect(data).toMatchObject({ '@type': 'Organization', name: SITE.name, url: SITE.url });
    expect(data.sameAs).toEqual(SOCIAL_LINKS.map((social) => social.href));
  });

  it('names the chat number and the support email, with the languages support answers in', () => {
    const points = organizationJsonLd().contactPoint as Record<string, unknown>[];
    expect(points).toContainEqual(
      expect.objectContaining({ '@type': 'ContactPoint', contactType: 'customer support', telephone: SITE.phone, email: SITE.email, availableLanguage: [...SUPPORT_LANGUAGES] }),
    );
    for (const point of points) expect(point.availableLanguage).toEqual(expect.arrayContaining(['English']));
  });
});

describe('Product', () => {
  it('is valid for every product, with name, SKU, description, brand, image and category', () => {
    for (const product of PRODUCTS) {
      const data = productData(product.slug);
      expect(schemaOrgErrors(data, origin)).toEqual([]);
      expect(data).toMatchObject({ sku: product.sku, brand: { '@type': 'Brand', name: 'AUREX' }, image: `${SITE.url}/og/${product.slug}.png` });
    }
  });

  it('lists the specifications as additional properties', () => {
    const data = productData('dimmer-switch');
    expect(data.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'dimming', value: 'dimming.edges' });
  });

  it('invents no price, offer or rating', () => {
    const data = productData('dimmer-switch');
    for (const property of ['offers', 'review', 'aggregateRating']) expect(data).not.toHaveProperty(property);
  });
});

describe('BreadcrumbList', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: canonicalUrl('en-US', '/') },
      { name: 'Dimmer', url: canonicalUrl('en-US', '/products/dimmer-switch') },
    ]);
    expect(schemaOrgErrors(data, origin)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: SITE.url },
      { '@type': 'ListItem', position: 2, name: 'Dimmer', item: `${SITE.url}/products/dimmer-switch` },
    ]);
  });
});

describe('the schema.org checker', () => {
  it('catches a wrong type, a missing required property, an unknown property and a relative or foreign URL', () => {
    expect(schemaOrgErrors({ '@context': 'https://schema.org', '@type': 'Thing' }, origin)).not.toEqual([]);
    const withoutSku: Record<string, unknown> = productData('dimmer-switch');
    delete withoutSku.sku;
    expect(schemaOrgErrors(withoutSku, origin).join()).toContain('needs sku');
    expect(schemaOrgErrors({ ...productData('dimmer-switch'), price: '9.99' }, origin).join()).toContain('price is not a property');
    expect(schemaOrgErrors({ ...productData('dimmer-switch'), url: '/products/dimmer-switch' }, origin).join()).toContain('not an absolute URL');
    expect(schemaOrgErrors({ ...productData('dimmer-switch'), image: 'https://cdn.example.com/a.png' }, origin).join()).toContain('is not on');
    const trail = breadcrumbJsonLd([{ name: 'Home', url: SITE.url }, { name: 'A', url: `${SITE.url}/a` }]);
    (trail.itemListElement as { position: number }[])[1]!.position = 3;
    expect(schemaOrgErrors(trail, origin).join()).toContain('positions');
  });
});

describe('serialisation', () => {
  it('cannot be broken out of its script element and stays the same JSON', () => {
    const data = { '@type': 'Thing', name: '</script><script>alert(1)</script><!-- & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('leaves out the word joiners that keep "USB-C" on one line of the page', () => {
    const data = { '@type': 'Product', name: 'שקע USB-\u2060C', additionalProperty: [{ '@type': 'PropertyValue', value: 'USB-\u2060A + USB-\u2060C' }] };
    expect(JSON.parse(serializeJsonLd(data))).toEqual({ '@type': 'Product', name: 'שקע USB-C', additionalProperty: [{ '@type': 'PropertyValue', value: 'USB-A + USB-C' }] });
  });
});
