'use client';

import { useBrowserValue } from '@/components/shared/useBrowserValue';
import { RETURN_PARAM, safeReturnPath } from '@/lib/auth/returnPath';

/** The page's own `?next=` (a same-site path only), read in the browser so the page stays static. */
export function useReturnPath(): string | null {
  const search = useBrowserValue(() => window.location.search, '');
  const next = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM), '');
  return next || null;
}

/** `href` with the return path carried along, so that register <-> log in keep it. */
export function withReturnPath(href: string, next: string | null): string {
  return next ? `${href}?${RETURN_PARAM}=${encodeURIComponent(next)}` : href;
}
