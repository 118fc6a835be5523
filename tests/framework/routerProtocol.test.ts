/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-require-imports -- Next's constants, by their internal path */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { canonicalQuery } from '@/lib/middleware/canonicalQuery';
import { rendersPerRequest } from '@/lib/pages';
import { ROOT, canary, installedFile, installedModule, repositoryFile } from './canary';

/**
 * Names of Next's client-router protocol that the site spells out itself:
 * - the `_rsc` query parameter of client navigations (lib/middleware/canonicalQuery.ts keeps
 *   it, lib/pages.ts `rendersPerRequest` ignores it);
 * - the request headers a page's answer varies on, which the nginx page cache puts in its key
 *   (deploy/nginx/aurex-proxy.conf ignores `Vary` and builds the key itself);
 * - the `Next-Action` header that the topology's browser tests (e2e/topology) and
 *   scripts/bench-submissions.ts send to post a server action without a browser.
 * They are read here from Next's own constants, not from its documentation (there is none).
 */

interface RouterHeaders {
  NEXT_RSC_UNION_QUERY: string;
  ACTION_HEADER: string;
  [name: string]: unknown;
}

const HEADERS_MODULE = 'next/dist/client/components/app-router-headers';
const routerHeaders = installedModule('rscQuery', HEADERS_MODULE, () => require(HEADERS_MODULE) as RouterHeaders);

describe("Next's `_rsc` query parameter", () => {
  const name = routerHeaders.NEXT_RSC_UNION_QUERY;

  it('is the name lib/ keeps in canonical queries', () => {
    canary('rscQuery', typeof name === 'string' && name.length > 0, `${HEADERS_MODULE} no longer exports NEXT_RSC_UNION_QUERY.`);
    const canonical = canonicalQuery('desktop', '/products', `gangs=2&x=1&${name}=abc`);
    canary('rscQuery', canonical === `gangs=2&${name}=abc`, `Next now names its check value "${name}"; lib/middleware/canonicalQuery.ts gave "${canonical}" for a finder query with it, dropping it (a client navigation would be redirected without it).`);
  });

  it('is the name lib/pages.ts does not count as a query of the finder', () => {
    canary('rscQuery', rendersPerRequest('desktop', '/products', `${name}=1`) === false, `Next now names its check value "${name}"; lib/pages.ts rendersPerRequest counts it as a finder query (the plain finder would render per request on every client navigation).`);
  });
});

describe("the nginx page cache's key and Next's router headers", () => {
  const conf = repositoryFile('deploy/nginx/aurex-proxy.conf');
  const key = /^\s*proxy_cache_key\s+"([^"]+)";/m.exec(conf)?.[1] ?? '';

  /** The headers Next's App Router says a page's answer varies on (`getVaryHeader`), by their constants. */
  function variesOn(): string[] {
    const file = 'next/dist/server/route-modules/app-page/module.js';
    const source = installedFile('cacheKey', file);
    const start = source.indexOf('getVaryHeader(');
    canary('cacheKey', start >= 0, `${file} no longer defines getVaryHeader.`);
    const end = source.indexOf('pathCouldBeIntercepted', start);
    const body = source.slice(start, end > start ? end : start + 1000);
    const constants = [...body.matchAll(/_approuterheaders\.([A-Z_]+)/g)].map((match) => match[1]!);
    canary('cacheKey', constants.length > 0, `${file} getVaryHeader no longer names the headers from ${HEADERS_MODULE}.`);
    return constants.map((constant) => {
      const value = routerHeaders[constant];
      canary('cacheKey', typeof value === 'string', `${HEADERS_MODULE} has no ${constant}.`);
      return value;
    });
  }

  it('holds every header a page answer varies on, and nginx passes each on', () => {
    const headers = variesOn();
    for (const header of headers) {
      const variable = `$http_${header.toLowerCase().replace(/-/g, '_')}`;
      canary('cacheKey', key.split('|').includes(variable), `Next's page answers vary on "${header}", which the nginx cache key (deploy/nginx/aurex-proxy.conf) does not hold: it could store one answer and give it for the other.`);
      canary('cacheKey', new RegExp(`^\\s*proxy_set_header\\s+${header}\\s+\\${variable};`, 'mi').test(conf), `nginx does not pass "${header}" on to the site as it keys it (proxy_set_header ${header} ${variable}).`);
    }
  });

  it('needs no Next-Url: the site has no intercepting route (answers vary on it only there)', () => {
    const intercepting = (readdirSync(path.join(ROOT, 'app'), { recursive: true, encoding: 'utf8' }) as string[]).filter((entry) => /(^|\/)\(\.{1,3}\)/.test(entry));
    canary('cacheKey', intercepting.length === 0, `app/ has intercepting routes (${intercepting.join(', ')}), whose answers vary on Next-Url, which the nginx cache key does not hold.`);
  });
});

describe("Next's server-action header", () => {
  it.each(['scripts/bench-submissions.ts', 'e2e/topology/production.spec.ts', 'e2e/topology/rolling-restart.spec.ts'])('is the one %s sends', (file) => {
    const sent = /'(next-action)':/i.exec(repositoryFile(file))?.[1];
    canary('testInternals', routerHeaders.ACTION_HEADER === sent?.toLowerCase(), `Next now reads server actions from the header "${routerHeaders.ACTION_HEADER}"; ${file} sends "${sent}".`);
  });
});
