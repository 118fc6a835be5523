import { expect, test } from '@playwright/test';
import { DESKTOP_UA, IPHONE_UA, hrefsIn } from './helpers';

for (const [start, userAgent] of [['/', DESKTOP_UA], ['/m', IPHONE_UA]] as const) {
  test(`every internal link reachable from ${start} resolves`, async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const seen = new Set<string>([start]);
    const queue: string[] = [start];
    const broken: string[] = [];
    while (queue.length > 0) {
      const url = queue.shift()!;
      const response = await request.get(url, { headers: { 'user-agent': userAgent } });
      const landed = new URL(response.url());
      if (response.status() !== 200 || landed.pathname.endsWith('/404')) {
        broken.push(`${url} -> ${response.status()} ${landed.pathname}`);
        continue;
      }
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      for (const href of hrefsIn(await response.text())) {
        const target = new URL(href, `${baseURL}${url}`);
        if (target.origin !== baseURL || target.protocol !== 'http:') continue;
        const key = `${target.pathname}${target.search}`;
        // Other locales are checked page by page elsewhere; follow this locale's links.
        if (/^\/[a-z]{2}-[A-Z]{2}(\/|$)/.test(target.pathname)) continue;
        if (!seen.has(key)) {
          seen.add(key);
          queue.push(key);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(30);
  });
}
