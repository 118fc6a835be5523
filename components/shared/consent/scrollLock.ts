/**
 * Locks page scrolling while at least one modal is open and restores the page's own
 * setting when the last one closes (modals can stack: banner, settings, warning).
 */
let locks = 0;
let saved: string | null = null;

export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    // The page keeps its scrollbar's room (`scrollbar-gutter: stable` in globals.css), so nothing shifts.
    saved = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved !== null) {
      root.style.overflow = saved;
      saved = null;
    }
  };
}
