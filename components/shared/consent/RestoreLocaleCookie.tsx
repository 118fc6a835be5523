'use client';

import { useEffect } from 'react';
import { isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@/lib/i18n/locales';
import { readCookie } from '@/lib/consent';
import { storeLocaleChoice } from '../LanguageSwitcher';

/**
 * The language choice lives in the `locale` cookie (read by the middleware on the next
 * visit) and in localStorage. When the cookie is gone (expired, cleared with other
 * cookies) but the page still has the stored choice, the cookie is written again.
 */
export function RestoreLocaleCookie() {
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
  return null;
}
