/**
 * Post-build step of `npm run build` (after `next build`): every prerendered page gets a
 * Content-Security-Policy allowing exactly its own inline scripts (see scripts/csp/pagePolicies.ts
 * and README, Security).
 */
import path from 'node:path';
import { PRIVACY_SETTINGS } from '../../lib/site';
import { writePagePolicies } from './pagePolicies';

const appDirectory = path.join(process.cwd(), '.next', 'server', 'app');

writePagePolicies(appDirectory, PRIVACY_SETTINGS.gtmId !== null)
  .then((report) => {
    if (report.pages === 0) throw new Error(`no prerendered page found under ${appDirectory}`);
    console.log(
      `CSP: ${report.pages} prerendered pages got their script hashes ` +
        `(at most ${report.maxHashes} inline scripts, policy at most ${report.maxPolicyBytes} bytes)`,
    );
  })
  .catch((error: unknown) => {
    console.error(`CSP: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
