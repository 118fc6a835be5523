/** @jest-environment node */
import { canary, installedFile } from './canary';

/**
 * The chunk loader (scripts/prerendered/chunksAfterFirstPaint.ts, `live`) knows the page is
 * live when `history.pushState` is no longer the browser's own: Next's App Router replaces it
 * in an effect, so once it has changed, the effects of the hydrated page have run. Nothing
 * public says so; this reads it in the router's source, both builds of it (CommonJS and ES
 * modules). The browser tests of e2e/first-paint.spec.ts check the whole behaviour on a build.
 */

const ROUTER_FILES = ['next/dist/client/components/app-router.js', 'next/dist/esm/client/components/app-router.js'];

/** The hook call that encloses position `at` (the nearest `use…Effect(` before it), or null. */
function enclosingEffect(source: string, at: number): string | null {
  const before = source.slice(Math.max(0, at - 4000), at);
  const hooks = [...before.matchAll(/\b(useEffect|useLayoutEffect|useInsertionEffect)\)?\(/g)];
  return hooks.at(-1)?.[1] ?? null;
}

describe.each(ROUTER_FILES)("Next's App Router (%s)", (file) => {
  const source = installedFile('chunkLoader', file);
  const assignments = [...source.matchAll(/window\.history\.pushState\s*=\s*function/g)];

  it('replaces history.pushState with a function of its own', () => {
    canary('chunkLoader', assignments.length > 0, `${file} no longer assigns window.history.pushState: the chunk loader's sign that the page is live (history.pushState changed) would never come.`);
  });

  it('does so in an effect (useEffect), so the change comes after the hydrated page’s effects', () => {
    for (const assignment of assignments) {
      const hook = enclosingEffect(source, assignment.index);
      canary('chunkLoader', hook === 'useEffect', `${file} replaces history.pushState in ${hook ?? 'no hook'}, not in a useEffect: the chunk loader could replay a click before the page's effects have run.`);
    }
  });
});
