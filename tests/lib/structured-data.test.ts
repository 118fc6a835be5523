import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from '@/lib/structured-data';
import { productBySlug } from '@/lib/content';
import { SOCIAL_LINKS, SITE } from '@/lib/site';

describe('structured data', () => {
  it('describes the organization with contact points and every social profile', () => {
    const data = organizationJsonLd();
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe(SITE.name);
    expect(data.sameAs).toEqual(SOCIAL_LINKS.map((social) => social.href));
    expect(data.contactPoint).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'ContactPoint', telephone: SITE.phone })]));
  });

  it('describes a product with name, SKU, description and brand', () => {
    const product = productBySlug('dimmer-switch')!;
    const data = productJsonLd(product, { name: 'Dimmer', description: 'Dims', url: 'https://x/products/dimmer-switch' });
    expect(data).toMatchObject({ '@type': 'Product', name: 'Dimmer', sku: 'DM1', description: 'Dims', brand: { '@type': 'Brand', name: SITE.name } });
  });

  it('numbers breadcrumb items from 1', () => {
    const data = breadcrumbJsonLd([{ name: 'Home', url: 'https://x/' }, { name: 'Dimmer', url: 'https://x/p' }]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x/' },
      { '@type': 'ListItem', position: 2, name: 'Dimmer', item: 'https://x/p' },
    ]);
  });

  it('cannot be broken out of its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
