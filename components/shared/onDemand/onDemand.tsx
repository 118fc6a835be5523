'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { Takeover } from './takeover';

// What carries the visitor's doings over is needed only when a part arrives: it comes with it.
const loadTakeover = () => import('./takeover');

/** What shows a visitor reaching for a part: pointing at it, touching it, or tabbing into it. */
const WAKE_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Tells React to leave the server's HTML inside the box as it is (see onDemand). */
const KEEP_SERVER_HTML = { __html: '' };

interface OnDemandPart<Props> {
  /** The part's code, as a dynamic import: a chunk of its own, fetched on demand. */
  load: () => Promise<ComponentType<Props>>;
  /**
   * The same part for the server, which renders it at once, in the page's HTML. Pass
   * `typeof window === 'undefined' ? require(…) : undefined`: the build replaces `typeof
   * window`, so the browser's bundle does not hold the `require`.
   */
  server: ComponentType<Props> | undefined;
  /**
   * Loads the code with the page, without waiting for the visitor, when this says so in the
   * browser: for a part whose server HTML is right for most visitors but not all.
   */
  neededAtOnce?: () => boolean;
  /** Also loads the code when the page is first scrolled: for a part that follows the scroll position. */
  wakeOnScroll?: boolean;
}

/**
 * A client component that is in the page's HTML from the start but whose code loads only
 * when the visitor first reaches for it (WAKE_EVENTS), not with the page.
 *
 * The server renders the part in full. In the browser, the box around it hydrates with
 * `dangerouslySetInnerHTML`, so React keeps the server's HTML inside untouched and the rest
 * of the page hydrates without the part's code. (A Suspense boundary would do the same, but
 * React moves a boundary that is not small and comes late in a page out of place, into a
 * hidden `<div>` that a script reveals: late, and never without script; docs/benchmarks.md.)
 * When the code has loaded, the part renders in place of that HTML, the same markup, and takes
 * over what the visitor did meanwhile (takeover.ts): focus, text typed, a click on a button.
 * It waits while a button in it is held down, which alone would get the click that follows.
 * Rendered in the browser alone (no server HTML to keep), it loads at once.
 */
export function onDemand<Props extends object>({ load, server, neededAtOnce, wakeOnScroll = false }: OnDemandPart<Props>): ComponentType<Props> {
  function OnDemand(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const [Part, setPart] = useState<ComponentType<Props> | null>(null);
    const takeover = useRef<{ state: Takeover; apply: (root: Element, state: Takeover) => void } | null>(null);

    useEffect(() => {
      const element = box.current;
      if (!element || Part) return;
      let cancelled = false;
      let started = false;
      let earlyClick: Element | null = null;
      const rememberClick = (event: Event) => {
        earlyClick = event.target instanceof Element ? event.target : null;
        start();
      };
      const stopWaking = () => {
        for (const type of WAKE_EVENTS) element.removeEventListener(type, start);
        window.removeEventListener('scroll', start);
      };
      const listen = () => {
        for (const type of WAKE_EVENTS) element.addEventListener(type, start, { passive: true });
        if (wakeOnScroll) window.addEventListener('scroll', start, { passive: true });
      };
      const start = () => {
        stopWaking();
        if (started) return;
        started = true;
        Promise.all([load(), loadTakeover()]).then(
          ([Loaded, { takeOver, applyTakeover, afterPress }]) => {
            afterPress(element, () => {
              element.removeEventListener('click', rememberClick);
              if (cancelled) return;
              takeover.current = { state: takeOver(element, earlyClick), apply: applyTakeover };
              flushSync(() => setPart(() => Loaded));
            });
          },
          () => {
            // The code did not arrive (offline, a new deployment): the server's HTML stays,
            // its links and forms work without it, and the next reach tries again.
            started = false;
            if (!cancelled) listen();
          },
        );
      };
      element.addEventListener('click', rememberClick);
      // Focus already inside (Tab is quicker than hydration) wakes the part as focusin would have.
      if (!element.firstChild || neededAtOnce?.() || element.contains(document.activeElement)) start();
      else listen();
      return () => {
        cancelled = true;
        stopWaking();
        element.removeEventListener('click', rememberClick);
      };
    }, [Part]);

    useLayoutEffect(() => {
      if (!Part || !box.current || !takeover.current) return;
      takeover.current.apply(box.current, takeover.current.state);
      takeover.current = null;
    }, [Part]);

    if (server) {
      const Server = server;
      return (
        <div className="on-demand">
          <Server {...props} />
        </div>
      );
    }
    if (Part) {
      return (
        <div key="live" ref={box} className="on-demand">
          <Part {...props} />
        </div>
      );
    }
    return <div key="server-html" ref={box} className="on-demand" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return OnDemand;
}
