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
    const result = await loadPageChunksAfterFirstPaint(root);
    expect(result.pages).toBe(1);
    expect([...result.chunksNamed].sort()).toEqual(['late.js', 'main.js', 'polyfills.js', 'runtime.js']);
    expect(readFileSync(path.join(root, 'en-US.html'), 'utf8')).toBe(loadChunksAfterFirstPaint(PAGE).html);
    expect(readFileSync(path.join(root, 'en-US.rsc'), 'utf8')).toBe(PAGE);
  });
});

describe('chunkLoader', () => {
  /** A browser's PerformanceObserver for paint entries, reduced to what the loader uses. */
  class PaintObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    static observing: PaintObserver[] = [];
    disconnected = false;
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: PaintObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      PaintObserver.observing.push(this);
    }
    disconnect() {
      this.disconnected = true;
    }
    /** The browser reporting a paint entry named `name` to every observer still connected. */
    static report(name: string) {
      for (const observer of PaintObserver.observing.filter((each) => !each.disconnected)) {
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
      }
    }
  }

  beforeEach(() => (PaintObserver.observing = []));

  /**
   * Runs the loader against a stand-in document, with `Observer` as the page's
   * PerformanceObserver (undefined: a browser without one); what it appended, and the frame
   * callbacks and timers (with their delays) it left waiting.
   */
  function run(hidden: boolean, Observer: unknown) {
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; delay: number }[] = [];
    const document = { hidden, addEventListener: () => undefined, head: { appendChild: ({ src, async }: { src: string; async: boolean }) => appended.push({ src, async }) }, createElement: () => ({ src: '', async: false }) };
    new Function('document', 'addEventListener', 'history', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', chunkLoader(['/a.js', '/b.js']))(
      document,
      () => undefined,
      { pushState: () => undefined },
      (callback: () => void) => frames.push(callback),
      (callback: (...args: unknown[]) => void, delay = 0, ...args: unknown[]) => timers.push({ callback: () => callback(...args), delay }),
      Observer,
    );
    /** Runs the timers due after `delay` ms or less. */
    const runTimers = (delay: number) => {
      for (const timer of timers.filter((each) => each.delay <= delay)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    };
    return { appended, frames, timers, runTimers };
  }

  const BOTH = [{ src: '/a.js', async: true }, { src: '/b.js', async: true }];

  it('requests the chunks, async, in the task after the browser reports the first contentful paint', () => {
    const { appended, frames, timers, runTimers } = run(false, PaintObserver);
    frames.splice(0).forEach((frame) => frame());
    runTimers(0);
    PaintObserver.report('first-paint');
    runTimers(0);
    expect(appended).toEqual([]);
    PaintObserver.report('first-contentful-paint');
    expect(appended).toEqual([]);
    // One task per chunk.
    expect(timers.map((timer) => timer.delay)).toEqual([5_000, 0, 0]);
    timers.splice(1, 1)[0]!.callback();
    expect(appended).toEqual([BOTH[0]]);
    runTimers(0);
    expect(appended).toEqual(BOTH);
    expect(PaintObserver.observing.every((observer) => observer.disconnected)).toBe(true);
  });

  it('requests them once, after five seconds, if the paint is never reported, and not again when it is', () => {
    const { appended, runTimers } = run(false, PaintObserver);
    runTimers(4_999);
    expect(appended).toEqual([]);
    runTimers(5_000);
    runTimers(0);
    expect(appended).toEqual(BOTH);
    PaintObserver.report('first-contentful-paint');
    runTimers(5_000);
    expect(appended).toEqual(BOTH);
  });

  it('requests them in the task after the first frame in a browser without paint entries', () => {
    for (const Observer of [undefined, class { static supportedEntryTypes = ['resource']; }]) {
      const { appended, frames, runTimers } = run(false, Observer);
      expect(appended).toEqual([]);
      frames.splice(0).forEach((frame) => frame());
      expect(appended).toEqual([]);
      runTimers(0);
      expect(appended).toEqual(BOTH);
    }
  });

  it('requests them at once in a hidden page, which paints nothing', () => {
    const { appended, frames } = run(true, PaintObserver);
    expect(frames).toEqual([]);
    expect(PaintObserver.observing).toEqual([]);
    expect(appended.map((element) => element.src)).toEqual(['/a.js', '/b.js']);
  });

  it('cannot close its script element, whatever the chunk names', () => {
    expect(chunkLoader(['/</script><script>alert(1)//.js'])).not.toContain('</script>');
  });
});
