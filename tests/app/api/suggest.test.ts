/**
 * @jest-environment node
 */
import { GET, type SuggestResponse } from '@/app/api/suggest/route';
import { MAX_QUERY_LENGTH, SUGGESTION_LIMIT } from '@/lib/search/query';

async function suggest(query: string): Promise<{ status: number; body: SuggestResponse; cache: string | null }> {
  const response = await GET(new Request(`http://localhost/api/suggest?${query}`));
  return { status: response.status, body: (await response.json()) as SuggestResponse, cache: response.headers.get('cache-control') };
}

describe('GET /api/suggest', () => {
  it('suggests titles with links in the locale and shell, best first', async () => {
    const { status, body, cache } = await suggest('q=touch');
    expect(status).toBe(200);
    expect(cache).toMatch(/public/);
    expect(body.items[0]).toEqual({ title: expect.stringMatching(/^Smart touch switch, \d gangs?$/), href: expect.stringMatching(/^\/products\/touch-switch-\d-gang$/) });

    const german = await suggest('q=usb-c&locale=de-DE&shell=mobile');
    expect(german.status).toBe(200);
    expect(german.body.items.length).toBeGreaterThan(0);
    for (const item of german.body.items) expect(item.href).toMatch(/^\/de-DE\/m\/[a-z/_0-9-]+(#[a-z-]+)?$|^\/manuals\/[a-z0-9-]+-de-DE\.pdf$/);
  });

  it('suggests pages, answers and documents too, not only products', async () => {
    expect((await suggest('q=warranty')).body.items.slice(0, 2)).toEqual([
      { title: 'Warranty', href: '/support/warranty' },
      { title: 'How long is the warranty?', href: '/support#faq-warranty' },
    ]);
    expect((await suggest('q=catalog&shell=mobile')).body.items.map((item) => item.href)).toEqual(expect.arrayContaining(['/m/photo', '/catalog/aurex-catalog-en-US.pdf']));
  });

  it('finds a product by SKU and trims the query', async () => {
    const { body } = await suggest(`q=${encodeURIComponent('  PIR1  ')}`);
    expect(body.items.map((item) => item.href)).toEqual(['/products/pir-sensor', '/manuals/pir-sensor-en-US.pdf']);
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
