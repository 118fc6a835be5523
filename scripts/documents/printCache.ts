import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Printed documents kept outside the checkout, keyed by everything the printer is given: the
 * page's HTML, its footer and print options, the browser's version and the fonts installed. A
 * PDF is a function of those alone, so a kept one is the file a new print would make, and a
 * build reprints only the documents whose text or layout changed. Entries the build did not use
 * are removed at the end, so the folder holds one build's documents.
 *
 * `DOCUMENTS_CACHE=off` prints everything; `DOCUMENTS_CACHE_DIR` moves the folder.
 */
export interface PrintCache {
  /** Copies the kept PDF for `input` to `file`; false when there is none. */
  restore(input: string, file: string): boolean;
  /** Keeps the freshly printed `file` as the PDF for `input`. */
  keep(input: string, file: string): void;
  /** Removes every entry neither restored nor kept since the cache was opened. */
  prune(): void;
  readonly hits: number;
}

const NO_CACHE: PrintCache = { restore: () => false, keep: () => undefined, prune: () => undefined, hits: 0 };

/** The installed fonts (their files), which decide how every script is shaped and embedded. */
function fontsFingerprint(): string {
  try {
    return execFileSync('fc-list', ['--format', '%{file}\n'], { encoding: 'utf8' }).split('\n').sort().join('\n');
  } catch {
    // Without fontconfig's list, nothing tells a font change apart: no entry can be trusted.
    return `unknown fonts ${Date.now()}`;
  }
}

export function openPrintCache(browserVersion: string, env: Readonly<Record<string, string | undefined>> = process.env): PrintCache {
  if (env.DOCUMENTS_CACHE === 'off') return NO_CACHE;
  const dir = env.DOCUMENTS_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'aurex-site', 'documents');
  mkdirSync(dir, { recursive: true });
  const environment = `${browserVersion}\n${fontsFingerprint()}`;
  const used = new Set<string>();
  let hits = 0;
  const entryOf = (input: string) => {
    const name = `${createHash('sha256').update(environment).update('\0').update(input).digest('hex')}.pdf`;
    used.add(name);
    return path.join(dir, name);
  };
  return {
    restore(input, file) {
      try {
        copyFileSync(entryOf(input), file);
      } catch {
        return false;
      }
      hits += 1;
      return true;
    },
    // Written aside and renamed, so that another build reading the folder never sees half a file.
    keep(input, file) {
      const entry = entryOf(input);
      const aside = `${entry}.${process.pid}.partial`;
      copyFileSync(file, aside);
      renameSync(aside, entry);
    },
    prune() {
      for (const name of readdirSync(dir)) if (name.endsWith('.pdf') && !used.has(name)) rmSync(path.join(dir, name), { force: true });
    },
    get hits() {
      return hits;
    },
  };
}
