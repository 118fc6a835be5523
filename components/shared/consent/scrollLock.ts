/**
 * Locks page scrolling while at least one modal is open and restores the page's own
 * setting when the last one closes (modals can stack: banner, settings, warning).
 */
let locks = 0;
let saved: { overflow: string; gutter: string } | null = null;

export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    saved = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    // Keeps the scrollbar's room so the page does not shift sideways.
    root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.scrollbarGutter = saved.gutter;
      saved = null;
    }
  };
}
