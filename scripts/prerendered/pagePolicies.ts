import { promises as fs } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '../../lib/security/csp';
import { inlineScriptHashes } from '../../lib/security/inlineScripts';
import { htmlFiles } from './htmlFiles';

/** The header `next start` sends with a prerendered page, its RSC payload and its segments. */
export const POLICY_HEADER = 'content-security-policy';

export interface PagePolicyReport {
  pages: number;
  /** Largest number of distinct inline scripts on one page. */
  maxHashes: number;
  /** Longest policy written, in bytes. */
  maxPolicyBytes: number;
}

/**
 * Gives every prerendered page under `appDirectory` (`.next/server/app`) its own
 * Content-Security-Policy: the site's policy plus the sha256 of each inline script of that
 * page, written into the `headers` of its prerender `.meta` file. Idempotent.
 */
export async function writePagePolicies(appDirectory: string, tagManager: boolean): Promise<PagePolicyReport> {
  const report: PagePolicyReport = { pages: 0, maxHashes: 0, maxPolicyBytes: 0 };
  for await (const htmlPath of htmlFiles(appDirectory)) {
    const metaPath = htmlPath.replace(/\.html$/, '.meta');
    const html = await fs.readFile(htmlPath, 'utf8');
    let meta: { headers?: Record<string, string | string[]> };
    try {
      meta = JSON.parse(await fs.readFile(metaPath, 'utf8'));
    } catch (error) {
      throw new Error(`${path.relative(appDirectory, htmlPath)}: no readable prerender .meta file (${String(error)})`);
    }
    const hashes = inlineScriptHashes(html);
    const policy = contentSecurityPolicy({ scriptHashes: hashes, tagManager });
    meta.headers = { ...meta.headers, [POLICY_HEADER]: policy };
    await fs.writeFile(metaPath, JSON.stringify(meta));
    report.pages += 1;
    report.maxHashes = Math.max(report.maxHashes, hashes.length);
    report.maxPolicyBytes = Math.max(report.maxPolicyBytes, Buffer.byteLength(policy));
  }
  return report;
}
