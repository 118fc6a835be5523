import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * V8 compiles a function only when it is first called, on the main thread. Starting the app
 * calls many of the framework's functions (React DOM, Next's router) one after another, so
 * their compilation was a large part of the one long task every page has: the evaluation of
 * the chunk that starts the app (docs/benchmarks.md, "Where the remaining blocking time is").
 * This magic comment (V8's explicit compile hints) asks V8 to compile the whole script at
 * once, which it does on a background thread while the script streams in. Browsers without
 * it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Only chunks of this size or more get the hint: the few that hold nearly all the startup's
 * functions (React DOM, Next's client, the forms). The line adds bytes to every page that
 * loads the file, which only the large chunks pay back (docs/benchmarks.md, "Compiling the
 * startup chunks as they stream in").
 */
export const HINTED_CHUNK_MIN_BYTES = 30 * 1024;

/** A page's script chunks as its HTML names them (script tags, the chunk loader, the payload). */
const PAGE_CHUNK = /\/_next\/static\/chunks\/([\w.-]+\.js)/g;

/** The script with the hint as its first line, once. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** The file names of the script chunks `html` names. */
export function chunksNamedBy(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(PAGE_CHUNK), (match) => match[1]!))];
}

/**
 * Adds the hint to every large chunk of `chunks` (the file names prerendered pages name in
 * their HTML, as they load when they start) in `chunkDirectory` (`.next/static/chunks`). Chunks
 * loaded on demand (the PDF viewer, the merchant form) are named by no page and keep V8's lazy
 * compilation: most of their functions may never run. Returns the number of chunks marked.
 */
export async function hintStartupChunks(chunks: Iterable<string>, chunkDirectory: string): Promise<number> {
  let hinted = 0;
  for (const chunk of chunks) {
    const chunkPath = path.join(chunkDirectory, chunk);
    const source = await fs.readFile(chunkPath, 'utf8');
    if (Buffer.byteLength(source) < HINTED_CHUNK_MIN_BYTES) continue;
    await fs.writeFile(chunkPath, withCompileHint(source));
    hinted += 1;
  }
  return hinted;
}
