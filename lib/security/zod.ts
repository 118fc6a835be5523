/**
 * Zod, set up to run under a Content-Security-Policy without `'unsafe-eval'`. Zod 4 compiles
 * object parsers with `new Function` when it can, and finds out by calling `Function('')`
 * once: under this site's policy that probe is blocked and reported as a violation on every
 * page that parses data in the browser. `jitless` turns the probe and the compiler off.
 * Import `z` from here, not from 'zod'.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
