type ClosableWindow = Pick<Window, 'close' | 'open' | 'closed'> & { location: Pick<Location, 'replace'> };

/**
 * "Close Website": browsers let a script close only a window a script opened, so this
 * tries, in turn, closing the window, reopening it as script-opened and closing that, and
 * finally leaves the site for an empty page, which always works.
 */
export function closeWebsite(win: ClosableWindow): void {
  try {
    win.close();
  } catch {
    // Refused: try the next way.
  }
  if (win.closed) return;
  try {
    win.open('', '_self')?.close();
  } catch {
    // Refused: try the next way.
  }
  if (win.closed) return;
  win.location.replace('about:blank');
}
