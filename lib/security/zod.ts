/**
 * Zod for this site: the tree-shakable `zod/mini` API (checks are functions, so a page
 * ships only the ones it uses: a few kilobytes where classic zod is about 100 KB
 * compressed, on every page, since the consent layer and the footer's subscribe form parse
 * in the browser), set up to run under a Content-Security-Policy without `'unsafe-eval'`.
 * Zod 4 compiles object parsers with `new Function` when it can, and finds out by calling
 * `Function('')` once: under this site's policy that probe is blocked and reported as a
 * violation on every page that parses data in the browser. `jitless` turns the probe and
 * the compiler off. Import `z` from here, not from 'zod'.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
