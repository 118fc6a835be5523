'use client';

import { useEffect } from 'react';
import { isMobileDevice, VIEWPORT_COOKIE } from '@/lib/device';
import { isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@/lib/i18n/localeCodes';
import { storeLocaleChoice } from '@/lib/i18n/localeChoice';
import { splitPath } from '@/lib/i18n/paths';
import { readCookie } from '@/lib/consent';

/**
 * The cookies the middleware decides with, kept by the browser:
 * - the viewport width: when the width alone makes this the wrong shell, the page moves to its
 *   twin once (the middleware applies the same function to the same cookie, so the page it
 *   answers with stays put);
 * - the language choice, which lives in the `locale` cookie and in localStorage: when the
 *   cookie is gone (expired, cleared with other cookies) but storage still has the choice,
 *   the cookie is written again.
 */
export function DeviceAndLanguageSync() {
  useEffect(() => {
    if (readCookie(document.cookie, LOCALE_COOKIE)) return;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    } catch {
      return;
    }
    if (isLocale(stored)) storeLocaleChoice(stored);
  }, []);

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
  }, []);
  return null;
}
