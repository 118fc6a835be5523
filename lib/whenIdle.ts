/** SPEC section 9: heavy client libraries load 1 s after the page has loaded. */
export const IDLE_DELAY_MS = 1000;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `fn` once the page has loaded, `delayMs` later, when the main thread is idle (or
 * after at most another second on a busy page). Returns a function that cancels it.
 */
export function whenIdle(fn: () => void, delayMs: number = IDLE_DELAY_MS): () => void {
  const win = window as IdleWindow;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;

  const run = () => {
    if (!cancelled) fn();
  };
  const afterDelay = () => {
    if (win.requestIdleCallback) idle = win.requestIdleCallback(run, { timeout: 1000 });
    else run();
  };
  const start = () => {
    timer = setTimeout(afterDelay, delayMs);
  };

  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
  };
}
