'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { isMobileDevice, VIEWPORT_COOKIE } from '@/lib/device';
import { splitPath } from '@/lib/i18n/paths';

/**
 * Reports the viewport width to the middleware (a cookie) and, when the width alone makes
 * this the wrong shell, moves to the twin page once. The middleware applies the same
 * function to the same cookie, so the page it answers with stays put.
 */
export function ViewportReporter() {
  const pathname = usePathname();
  useEffect(() => {
    const width = Math.round(window.innerWidth);
    document.cookie = `${VIEWPORT_COOKIE}=${width}; Path=/; Max-Age=31536000; SameSite=Lax`;
    const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
    const mobile = isMobileDevice({
      userAgent: navigator.userAgent,
      mobileHint: hints?.mobile ? '?1' : undefined,
      viewportWidth: width,
    });
    const { shell, page } = splitPath(window.location.pathname);
    const onceKey = `shell-reload:${window.location.pathname}`;
    if ((shell === 'mobile') !== mobile && page !== '/404' && !sessionStorage.getItem(onceKey)) {
      // At most once per page and session, whatever happens: a loop is impossible.
      sessionStorage.setItem(onceKey, '1');
      // The middleware redirects to the right twin, keeping locale and query.
      window.location.replace(window.location.href);
    }
  }, [pathname]);
  return null;
}
