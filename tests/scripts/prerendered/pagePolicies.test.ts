/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchDirectory } from '@/tests/support/scratchDirectory';
import { POLICY_HEADER, writePagePolicies } from '@/scripts/prerendered/pagePolicies';
import { parsePolicy } from '@/lib/security/csp';
import { scriptHash } from '@/lib/security/inlineScripts';

function prerenderedApp(): string {
  const root = scratchDirectory('aurex-csp-');
  mkdirSync(path.join(root, 'en-US', 'panel'), { recursive: true });
  const page = (name: string, scripts: string[]) => {
    writeFileSync(path.join(root, `${name}.html`), `<html><body>${scripts.map((s) => `<script>${s}</script>`).join('')}</body></html>`);
    writeFileSync(path.join(root, `${name}.meta`), JSON.stringify({ headers: { 'x-nextjs-prerender': '1' }, segmentPaths: ['/_tree'] }));
  };
  page('en-US', ['self.__next_f.push([1,"home"])']);
  page('en-US/panel/0', ['self.__next_f.push([1,"panel"])', 'self.b=2']);
  return root;
}

const metaOf = (root: string, name: string) => JSON.parse(readFileSync(path.join(root, `${name}.meta`), 'utf8'));

describe('writePagePolicies', () => {
  it("writes each page's own script hashes into its prerender headers, keeping the rest of the file", async () => {
    const root = prerenderedApp();
    const report = await writePagePolicies(root, false);
    expect(report).toMatchObject({ pages: 2, maxHashes: 2 });

    const panel = metaOf(root, 'en-US/panel/0');
    expect(panel.headers['x-nextjs-prerender']).toBe('1');
    expect(panel.segmentPaths).toEqual(['/_tree']);
    const scriptSrc = parsePolicy(panel.headers[POLICY_HEADER]).get('script-src');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${scriptHash('self.__next_f.push([1,"panel"])')}'`, `'sha256-${scriptHash('self.b=2')}'`]);

    const home = parsePolicy(metaOf(root, 'en-US').headers[POLICY_HEADER]).get('script-src');
    expect(home).toEqual(["'self'", `'sha256-${scriptHash('self.__next_f.push([1,"home"])')}'`]);
  });

  it('gives the same result when run twice', async () => {
    const root = prerenderedApp();
    await writePagePolicies(root, true);
    const once = metaOf(root, 'en-US');
    await writePagePolicies(root, true);
    expect(metaOf(root, 'en-US')).toEqual(once);
    expect(once.headers[POLICY_HEADER]).toContain('https://www.googletagmanager.com');
  });

  it('fails loudly when a page has no prerender metadata to carry its policy', async () => {
    const root = prerenderedApp();
    writeFileSync(path.join(root, 'orphan.html'), '<script>x()</script>');
    await expect(writePagePolicies(root, false)).rejects.toThrow(/orphan\.html/);
  });
});
