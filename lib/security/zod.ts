/**
 * Zod for this site: the tree-shakable `zod/mini` API (checks are functions, so a page
 * ships only the ones it uses, where classic zod ships whole on every page (docs/benchmarks.md):
 * the consent layer and the footer's subscribe form parse in the browser), set up to run
 * under a Content-Security-Policy without `'unsafe-eval'`. Zod 4 compiles object parsers
 * with `new Function` when it can, and finds out by calling `Function('')` once: under this
 * site's policy that probe is blocked and reported as a violation on every page that parses
 * data in the browser. `jitless` turns the probe and the compiler off.
 *
 * Import it as a namespace, `import * as z from '@/lib/security/zod'`, not from 'zod':
 * named exports let the bundler drop what a page does not use.
 */
import { config } from 'zod/mini';

config({ jitless: true });

export * from 'zod/mini';
