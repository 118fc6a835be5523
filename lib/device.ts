/** Widest viewport (CSS px) still served the mobile site (SPEC section 9). */
export const MOBILE_MAX_WIDTH = 768;

/** Cookie in which the page reports its viewport width, so the middleware can use it. */
export const VIEWPORT_COOKIE = 'vw';

export const MOBILE_UA =
  /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Kindle|Silk\/|Mobile Safari/i;

export interface DeviceSignals {
  userAgent?: string | null;
  /** The `Sec-CH-UA-Mobile` client hint (`?1` or `?0`). */
  mobileHint?: string | null;
  /** Viewport width the page reported (cookie value); ignored unless a sane integer. */
  viewportWidth?: string | number | null;
}

export function parseViewportWidth(value: DeviceSignals['viewportWidth']): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const width = Number(text);
  return width > 0 ? width : undefined;
}

/**
 * Mobile = a mobile user agent or client hint, or a reported viewport of at most 768 px.
 * One pure function, shared by the middleware and the page, so both always agree.
 */
export function isMobileDevice(signals: DeviceSignals): boolean {
  if (signals.mobileHint?.trim() === '?1') return true;
  if (signals.userAgent && MOBILE_UA.test(signals.userAgent)) return true;
  const width = parseViewportWidth(signals.viewportWidth);
  return width !== undefined && width <= MOBILE_MAX_WIDTH;
}
