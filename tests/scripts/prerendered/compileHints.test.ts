/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT, HINTED_CHUNK_MIN_BYTES, chunksNamedBy, hintStartupChunks, withCompileHint } from '@/scripts/prerendered/compileHints';
import { loadChunksAfterFirstPaint, loadPageChunksAfterFirstPaint } from '@/scripts/prerendered/chunksAfterFirstPaint';
import { scratchDirectory } from '@/tests/support/scratchDirectory';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([0,1,e=>{e.v(1)}]);';
/** A chunk just large enough to be hinted, and one a byte short of it. */
const LARGE_CHUNK = CHUNK.padEnd(HINTED_CHUNK_MIN_BYTES, ' ');
const SMALL_CHUNK = CHUNK.padEnd(HINTED_CHUNK_MIN_BYTES - 1, ' ');

/** A prerendered page as Next writes it: chunk scripts in the head, a client chunk in the payload. */
const PAGE =
  '<html><head><script src="/_next/static/chunks/runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/main-1.js" async=""></script></head><body>' +
  '<script>self.__next_f.push([1,"2:I[1,[\\"/_next/static/chunks/form_a.js\\"],\\"Form\\"]"])</script></body></html>';

describe('withCompileHint', () => {
  it('puts V8’s hint on the first line of a chunk, once', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const hinted = withCompileHint(CHUNK);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${CHUNK}`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('chunksNamedBy', () => {
  it('finds the chunks of the script tags, of the payload, and of the loader that replaces the tags', () => {
    expect(chunksNamedBy(PAGE)).toEqual(['runtime.js', 'main-1.js', 'form_a.js']);
    expect(chunksNamedBy(loadChunksAfterFirstPaint(PAGE).html).sort()).toEqual(['form_a.js', 'main-1.js', 'runtime.js']);
  });

  it('takes no path that leaves the chunk folder, nor stylesheets', () => {
    expect(chunksNamedBy('<link href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/../../x.js"></script>')).toEqual([]);
  });
});

describe('hintStartupChunks', () => {
  it('marks the large chunks the prerendered pages name, and leaves small ones and chunks loaded on demand as built', async () => {
    const root = scratchDirectory('aurex-hints-');
    const app = path.join(root, 'server', 'app');
    const chunks = path.join(root, 'static', 'chunks');
    mkdirSync(path.join(app, 'en-US'), { recursive: true });
    mkdirSync(chunks, { recursive: true });
    writeFileSync(path.join(app, 'en-US', 'contact.html'), PAGE);
    writeFileSync(path.join(app, 'de-DE.html'), loadChunksAfterFirstPaint(PAGE).html);
    for (const chunk of ['main-1.js', 'form_a.js', 'pdf-viewer.js']) writeFileSync(path.join(chunks, chunk), LARGE_CHUNK);
    writeFileSync(path.join(chunks, 'runtime.js'), SMALL_CHUNK);

    const { chunksNamed } = await loadPageChunksAfterFirstPaint(app);
    expect([...chunksNamed].sort()).toEqual(['form_a.js', 'main-1.js', 'runtime.js']);
    expect(await hintStartupChunks(chunksNamed, chunks)).toBe(2);
    for (const chunk of ['main-1.js', 'form_a.js']) {
      expect(readFileSync(path.join(chunks, chunk), 'utf8')).toBe(COMPILE_HINT + LARGE_CHUNK);
    }
    expect(readFileSync(path.join(chunks, 'runtime.js'), 'utf8')).toBe(SMALL_CHUNK);
    expect(readFileSync(path.join(chunks, 'pdf-viewer.js'), 'utf8')).toBe(LARGE_CHUNK);

    // A second run (a build finished twice) adds nothing.
    await hintStartupChunks(chunksNamed, chunks);
    expect(readFileSync(path.join(chunks, 'main-1.js'), 'utf8')).toBe(COMPILE_HINT + LARGE_CHUNK);
  });
});
