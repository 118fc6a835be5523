import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from './localeCodes';

/** Stores the visitor's choice where the middleware (cookie) and the page (storage) read it. */
export function storeLocaleChoice(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled; the cookie alone is enough.
  }
}
