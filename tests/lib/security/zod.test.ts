/** @jest-environment node */
import * as z from '@/lib/security/zod';

describe('zod under the site policy', () => {
  it('never compiles or probes code with Function (blocked without unsafe-eval)', () => {
    expect(z.config().jitless).toBe(true);
    const RealFunction = globalThis.Function;
    const calls: unknown[] = [];
    globalThis.Function = new Proxy(RealFunction, {
      apply: (target, self, args) => (calls.push(args), Reflect.apply(target, self, args)),
      construct: (target, args) => (calls.push(args), Reflect.construct(target, args)),
    });
    try {
      const schema = z.strictObject({ analytics: z.boolean(), version: z.number().check(z.int()) });
      for (let round = 0; round < 3; round += 1) expect(schema.parse({ analytics: true, version: 1 })).toEqual({ analytics: true, version: 1 });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(calls).toEqual([]);
  });
});
