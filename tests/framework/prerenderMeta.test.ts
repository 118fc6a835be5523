/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-require-imports -- Next's own cache reader, by its internal path */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markNotFoundPages } from '@/scripts/prerendered/notFoundStatus';
import { POLICY_HEADER, writePagePolicies } from '@/scripts/prerendered/pagePolicies';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { NOT_FOUND_PAGE } from '@/lib/pages';
import { scratchDirectory } from '@/tests/support/scratchDirectory';
import { canary, installedModule } from './canary';

/**
 * The build's last step (scripts/prerendered/finish.ts) writes into the `.meta` file Next keeps
 * beside each prerendered page: the page's Content-Security-Policy into `headers`
 * (pagePolicies.ts) and the not-found pages' `status: 404` (notFoundStatus.ts). `next start`
 * serves prerendered pages through its file-system cache, which reads both from that file.
 * This runs the two steps on a prerendered page laid out as `next build` lays it out, then
 * reads the page back with Next's own file-system cache, as `next start` does.
 */

interface CacheEntry {
  value?: { kind?: string; html?: unknown; headers?: Record<string, unknown>; status?: number };
}
interface FileSystemCache {
  get(key: string, context: { kind: string; isFallback: boolean; isRoutePPREnabled: boolean }): Promise<CacheEntry | null>;
}

const FileSystemCacheClass = installedModule(
  'prerenderMeta',
  'next/dist/server/lib/incremental-cache/file-system-cache',
  () => require('next/dist/server/lib/incremental-cache/file-system-cache').default as new (context: object) => FileSystemCache,
);
const { nodeFs } = installedModule('prerenderMeta', 'next/dist/server/lib/node-fs-methods', () => require('next/dist/server/lib/node-fs-methods') as { nodeFs: object });
const { IncrementalCacheKind } = installedModule('prerenderMeta', 'next/dist/server/response-cache/types', () => require('next/dist/server/response-cache/types') as { IncrementalCacheKind: { APP_PAGE: string } });

const PAGE = `/${DEFAULT_LOCALE}${NOT_FOUND_PAGE}`;
const HTML = '<!DOCTYPE html><html><head><script>self.__next_f=self.__next_f||[]</script></head><body><h1>404</h1></body></html>';

/** A `.next/server` folder holding one prerendered page as `next build` writes it (.html, .rsc, .meta). */
function builtServerFolder(): string {
  const serverDistDir = scratchDirectory('aurex-canary-meta-');
  const page = path.join(serverDistDir, 'app', ...PAGE.split('/').filter(Boolean));
  mkdirSync(path.dirname(page), { recursive: true });
  writeFileSync(`${page}.html`, HTML);
  writeFileSync(`${page}.rsc`, '0:[]\n');
  writeFileSync(`${page}.meta`, JSON.stringify({ headers: { 'x-nextjs-stale-time': '300', 'x-nextjs-prerender': '1' } }));
  return serverDistDir;
}

describe("Next's file-system cache reads what the build's last step writes into the .meta files", () => {
  let entry: CacheEntry | null;

  beforeAll(async () => {
    const serverDistDir = builtServerFolder();
    const appDirectory = path.join(serverDistDir, 'app');
    await writePagePolicies(appDirectory, false);
    await markNotFoundPages(appDirectory);
    const cache = new FileSystemCacheClass({ fs: nodeFs, serverDistDir, flushToDisk: false, revalidatedTags: [] });
    entry = await cache.get(PAGE, { kind: IncrementalCacheKind.APP_PAGE, isFallback: false, isRoutePPREnabled: false });
  });

  it('finds the prerendered page by its .html, beside its .meta', () => {
    canary('prerenderMeta', entry?.value?.html !== undefined, `Next's file-system cache did not read a prerendered page laid out as app/<path>.html with .rsc and .meta beside it (it gave ${JSON.stringify(entry)}).`);
  });

  it("takes the page's status from .meta (the not-found pages' 404)", () => {
    canary('prerenderMeta', entry?.value?.status === 404, `Next's file-system cache no longer takes a prerendered page's status from its .meta file (it gave ${String(entry?.value?.status)}, expected 404): /404 would answer 200.`);
  });

  it("takes the page's headers from .meta (its Content-Security-Policy)", () => {
    const policy = entry?.value?.headers?.[POLICY_HEADER];
    canary('prerenderMeta', typeof policy === 'string' && policy.includes("script-src 'self' 'sha256-"), `Next's file-system cache no longer takes a prerendered page's headers from its .meta file (it gave ${JSON.stringify(entry?.value?.headers)}): pages would be served without their policy.`);
    canary('prerenderMeta', entry?.value?.headers?.['x-nextjs-prerender'] === '1', "The build's last step lost the headers Next wrote into the .meta file.");
  });
});
