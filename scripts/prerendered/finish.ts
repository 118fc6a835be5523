/**
 * Last step of `npm run build` (after `next build`), on the prerendered pages: each page loads its
 * script chunks after its first paint (chunksAfterFirstPaint.ts, docs/benchmarks.md), the
 * large chunks they start with are compiled as they stream in (compileHints.ts), then
 * gets a Content-Security-Policy allowing exactly its own inline scripts, the loader included
 * (pagePolicies.ts, docs/security.md), and the not-found pages their status 404
 * (notFoundStatus.ts).
 */
import path from 'node:path';
import { PRIVACY_SETTINGS } from '../../lib/site';
import { loadPageChunksAfterFirstPaint } from './chunksAfterFirstPaint';
import { hintStartupChunks } from './compileHints';
import { writePagePolicies } from './pagePolicies';
import { markNotFoundPages } from './notFoundStatus';

const appDirectory = path.join(process.cwd(), '.next', 'server', 'app');
const chunkDirectory = path.join(process.cwd(), '.next', 'static', 'chunks');

async function finish() {
  const { pages: deferred, chunksNamed } = await loadPageChunksAfterFirstPaint(appDirectory);
  // Nothing rewritten means Next's output changed under the rewrite: a canary (docs/framework-internals.md).
  if (deferred === 0) throw new Error('no page loads its chunks after the first paint: Next.js changed its output (docs/framework-internals.md, section 2)');
  console.log(`Scripts: ${deferred} prerendered pages load their chunks after the first paint`);
  const hinted = await hintStartupChunks(chunksNamed, chunkDirectory);
  if (hinted === 0) throw new Error('no startup chunk got its compile hint: Next.js changed its output (docs/framework-internals.md, section 3)');
  console.log(`Scripts: ${hinted} chunks the pages start with are compiled as they load`);
  const report = await writePagePolicies(appDirectory, PRIVACY_SETTINGS.gtmId !== null);
  if (report.pages === 0) throw new Error(`no prerendered page found under ${appDirectory}`);
  console.log(
    `CSP: ${report.pages} prerendered pages got their script hashes ` +
      `(at most ${report.maxHashes} inline scripts, policy at most ${report.maxPolicyBytes} bytes)`,
  );
  const notFound = await markNotFoundPages(appDirectory);
  if (notFound === 0) throw new Error('no prerendered not-found page (app/[locale]/404) found');
  console.log(`Status: ${notFound} not-found pages answer 404`);
}

finish().catch((error: unknown) => {
  console.error(`Prerendered pages: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
