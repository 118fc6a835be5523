import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The canaries of docs/framework-internals.md. Each checks one internal of Next.js or React
 * that the site relies on, in the installed packages and without a build, and fails with a
 * message that names the reach and sends the reader to its section of that doc, which says
 * what the reach buys and what to do now. `scripts/try-upgrade.ts --install` runs them
 * against the newest `next` and `react` the registry has.
 */

/** The sections of docs/framework-internals.md, by the reach they describe. */
export const REACHES = {
  onDemand: '1. Parts loaded on demand keep their server HTML',
  chunkLoader: '2. Script chunks after the first paint',
  prerenderMeta: '4. Page policies and 404 status in the prerender `.meta` files',
  varyPatch: '5. The patch of Next.js (merged `Vary`)',
  messageFormatter: '6. Exact pins and the parser-free message formatter',
  rscQuery: "8. Next's `_rsc` query parameter",
  cacheKey: "9. The nginx cache key and Next's router headers",
  testInternals: "10. Tests and benchmarks that use Next's and React's internals",
} as const;

export type Reach = keyof typeof REACHES;

/** The error a canary fails with: what changed, and where to read what to do. */
export function canaryFailure(reach: Reach, what: string): Error {
  const section = REACHES[reach];
  return new Error(
    `Framework canary "${section}": ${what}\n` +
      `The site relies on this internal of Next.js or React. See docs/framework-internals.md, section "${section}", ` +
      'for what it buys and what to do now.',
  );
}

/** Fails the test with canaryFailure unless `holds`. */
export function canary(reach: Reach, holds: unknown, what: string): asserts holds {
  if (!holds) throw canaryFailure(reach, what);
}

/** The repository's root (the folder holding package.json and node_modules). */
export const ROOT = path.resolve(__dirname, '../..');

/** A file of the repository, as text. */
export function repositoryFile(relativePath: string): string {
  return readFileSync(path.join(ROOT, relativePath), 'utf8');
}

/** The version of an installed package, read from its package.json (some do not export it). */
export function installedVersion(name: string): string | undefined {
  try {
    return (JSON.parse(repositoryFile(`node_modules/${name}/package.json`)) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** A file of an installed package, as text, or a canary failure naming it. */
export function installedFile(reach: Reach, relativePath: string): string {
  try {
    return repositoryFile(path.join('node_modules', relativePath));
  } catch {
    throw canaryFailure(reach, `node_modules/${relativePath} no longer exists in the installed package.`);
  }
}

/** A module of an installed package, or a canary failure naming it. */
export function installedModule<Module>(reach: Reach, specifier: string, load: () => Module): Module {
  try {
    return load();
  } catch (error) {
    throw canaryFailure(reach, `${specifier} cannot be loaded any more (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`);
  }
}
