/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chunkLoader, loadChunksAfterFirstPaint, loadPageChunksAfterFirstPaint } from '@/scripts/prerendered/chunksAfterFirstPaint';
import { scratchDirectory } from '@/tests/support/scratchDirectory';

/** The head and body Next 16 writes for a prerendered page, cut down. */
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script><script src="/_next/static/chunks/main.js" async=""></script>' +
  '<title>T</title></head><body><main>text</main>' +
  '<script src="/_next/static/chunks/late.js" async=""></script>' +
  '<script>self.__next_f.push([1,"payload"])</script><script type="application/ld+json">{"@type":"Thing"}</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></body></html>';

describe('loadChunksAfterFirstPaint', () => {
  it('replaces every chunk script and script preload with one loader of the same chunks, where the first was', () => {
    const { html, chunks } = loadChunksAfterFirstPaint(PAGE);
    expect(chunks).toBe(3);
    expect(html).not.toMatch(/<script src="[^"]*" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain(
      `<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><script>${chunkLoader(['/_next/static/chunks/late.js', '/_next/static/chunks/runtime.js', '/_next/static/chunks/main.js'])}</script><title>`,
    );
  });

  it('keeps the payload, data blocks and the no-module polyfills as they were', () => {
    const { html } = loadChunksAfterFirstPaint(PAGE);
    expect(html).toContain('<script>self.__next_f.push([1,"payload"])</script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it('leaves a page without chunk scripts, or one already rewritten, unchanged', () => {
    const once = loadChunksAfterFirstPaint(PAGE).html;
    expect(loadChunksAfterFirstPaint(once)).toEqual({ html: once, chunks: 0 });
    expect(loadChunksAfterFirstPaint('<html><body>x</body></html>').chunks).toBe(0);
  });

  it('rewrites the prerendered pages of a build folder, and no other file', async () => {
    const root = scratchDirectory('aurex-chunks-');
    mkdirSync(path.join(root, 'en-US'), { recursive: true });
    writeFileSync(path.join(root, 'en-US.html'), PAGE);
    writeFileSync(path.join(root, 'en-US', 'plain.html'), '<p>no scripts</p>');
    writeFileSync(path.join(root, 'en-US.rsc'), PAGE);
    expect(await loadPageChunksAfterFirstPaint(root)).toBe(1);
    expect(readFileSync(path.join(root, 'en-US.html'), 'utf8')).toBe(loadChunksAfterFirstPaint(PAGE).html);
    expect(readFileSync(path.join(root, 'en-US.rsc'), 'utf8')).toBe(PAGE);
  });
});

describe('chunkLoader', () => {
  /** Runs the loader against a stand-in document; what it appended, and the callbacks it left waiting. */
  function run(hidden: boolean) {
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = { hidden, addEventListener: () => undefined, head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) }, createElement: () => ({ src: '', async: false }) };
    new Function('document', 'history', 'requestAnimationFrame', 'setTimeout', chunkLoader(['/a.js', '/b.js']))(
      document,
      { pushState: () => undefined },
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    return { appended, frames, timers };
  }

  it('requests the chunks, async, in the task after the first frame', () => {
    const { appended, frames, timers } = run(false);
    expect(appended).toEqual([]);
    frames.splice(0).forEach((frame) => frame());
    expect(appended).toEqual([]);
    timers.splice(0).forEach((timer) => timer());
    expect(appended).toEqual([{ src: '/a.js', async: true }, { src: '/b.js', async: true }]);
  });

  it('requests them at once in a hidden page, which paints no frame', () => {
    const { appended, frames } = run(true);
    expect(frames).toEqual([]);
    expect(appended.map((element) => element.src)).toEqual(['/a.js', '/b.js']);
  });

  it('cannot close its script element, whatever the chunk names', () => {
    expect(chunkLoader(['/</script><script>alert(1)//.js'])).not.toContain('</script>');
  });
});
