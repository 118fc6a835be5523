/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchDirectory } from '@/tests/support/scratchDirectory';
import { markNotFoundPages } from '@/scripts/prerendered/notFoundStatus';

function prerenderedApp(locales: string[]): string {
  const root = scratchDirectory('aurex-status-');
  for (const locale of locales) {
    mkdirSync(path.join(root, locale, 'desktop'), { recursive: true });
    writeFileSync(path.join(root, locale, '404.meta'), JSON.stringify({ status: 200, headers: { 'x-nextjs-prerender': '1' } }));
    writeFileSync(path.join(root, locale, 'desktop', 'contact.meta'), JSON.stringify({ headers: {} }));
  }
  return root;
}

const metaOf = (root: string, name: string) => JSON.parse(readFileSync(path.join(root, `${name}.meta`), 'utf8'));

describe('markNotFoundPages', () => {
  it("gives each prerendered locale's not-found page the status 404, and no other page", async () => {
    const root = prerenderedApp(['en-US', 'de-DE']);
    expect(await markNotFoundPages(root)).toBe(2);
    expect(metaOf(root, 'en-US/404')).toEqual({ status: 404, headers: { 'x-nextjs-prerender': '1' } });
    expect(metaOf(root, 'de-DE/404').status).toBe(404);
    expect(metaOf(root, 'de-DE/desktop/contact')).toEqual({ headers: {} });
  });

  it('skips locales the build did not prerender', async () => {
    expect(await markNotFoundPages(prerenderedApp(['ja-JP']))).toBe(1);
    expect(await markNotFoundPages(prerenderedApp([]))).toBe(0);
  });
});
