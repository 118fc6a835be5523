/**
 * @jest-environment node
 */
import { GET, type SuggestResponse } from '@/app/api/suggest/route';
import { MAX_QUERY_LENGTH, SUGGESTION_LIMIT } from '@/lib/content/search';

async function suggest(query: string): Promise<{ status: number; body: SuggestResponse; cache: string | null }> {
  const response = await GET(new Request(`http://localhost/api/suggest?${query}`));
  return { status: response.status, body: (await response.json()) as SuggestResponse, cache: response.headers.get('cache-control') };
}

describe('GET /api/suggest', () => {
  it('suggests product titles with links in the locale and shell', async () => {
    const { status, body, cache } = await suggest('q=touch');
    expect(status).toBe(200);
    expect(cache).toMatch(/public/);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0]).toEqual({ title: 'Smart touch switch, 1 gang', href: '/products/touch-switch-1-gang' });

    const german = await suggest('q=usb-c&locale=de-DE&shell=mobile');
    expect(german.status).toBe(200);
    expect(german.body.items.length).toBeGreaterThan(0);
    for (const item of german.body.items) expect(item.href).toMatch(/^\/de-DE\/m\/products\/[a-z0-9-]+$/);
  });

  it('finds a product by SKU and trims the query', async () => {
    const { body } = await suggest(`q=${encodeURIComponent('  PIR1  ')}`);
    expect(body.items.map((item) => item.href)).toEqual(['/products/pir-sensor']);
  });

  it('caps the number of suggestions', async () => {
    const { body } = await suggest('q=switch');
    expect(body.items.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
  });

  it.each(['', 'q=', 'q=%20%20%20'])('answers no items for an empty query (%p)', async (query) => {
    const { status, body } = await suggest(query);
    expect(status).toBe(200);
    expect(body).toEqual({ items: [] });
  });

  it('cuts an overlong query instead of failing', async () => {
    const long = await suggest(`q=${'touch '.repeat(MAX_QUERY_LENGTH)}`);
    expect(long.status).toBe(200);
    expect(long.body.items.length).toBeGreaterThan(0);
    const junk = await suggest(`q=${'x'.repeat(10_000)}`);
    expect(junk).toMatchObject({ status: 200, body: { items: [] } });
  });

  it.each(['locale=xx-XX', 'locale=../../etc', 'locale=', 'shell=tablet'])('rejects bad input (%p) with 400, never 500', async (query) => {
    const { status, body } = await suggest(`q=touch&${query}`);
    expect(status).toBe(400);
    expect(body.items).toEqual([]);
  });
});
