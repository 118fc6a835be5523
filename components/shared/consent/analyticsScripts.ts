/**
 * Loading and unloading of the analytics scripts. Only ever called after the visitor's
 * analytics consent (components/shared/Analytics.tsx).
 */

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const TAG_MANAGER_SCRIPT = 'data-consent-tag-manager';

type AnalyticsWindow = Window & { dataLayer?: unknown[] };

/** Google's `gtag()`: the tag manager reads `arguments` objects (not arrays) from the data layer. */
function gtag(...args: unknown[]): void {
  void args;
  const win = window as AnalyticsWindow;
  win.dataLayer = win.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params
  win.dataLayer.push(arguments);
}

/** Whether measurement may send: Vercel Analytics asks before every event. */
let sending = false;

/** Loads the tag manager container once, with Consent Mode set to what the visitor chose. */
export function loadTagManager(containerId: string, marketing: boolean): void {
  const win = window as AnalyticsWindow;
  // Consent Mode: the same facts the visitor gave us, for every tag in the container.
  const ads = marketing ? 'granted' : 'denied';
  const state = { analytics_storage: 'granted', ad_storage: ads, ad_user_data: ads, ad_personalization: ads };
  if (tagManagerLoaded()) {
    gtag('consent', 'update', state);
    return;
  }
  gtag('consent', 'default', state);
  (win.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.setAttribute(TAG_MANAGER_SCRIPT, '');
  document.head.appendChild(script);
}

export function tagManagerLoaded(): boolean {
  return document.querySelector(`script[${TAG_MANAGER_SCRIPT}]`) !== null;
}

/**
 * Starts Vercel Web Analytics (served by the host under `/_vercel/insights`). Its module is
 * a separate chunk, fetched only now.
 */
export async function loadVercelAnalytics(): Promise<void> {
  sending = true;
  const { inject } = await import('@vercel/analytics');
  if (!sending) return;
  inject({ mode: 'production', framework: 'next', beforeSend: (event) => (sending ? event : null) });
}

/** Analytics cookies set on this site's domain by the tag manager's usual tags. */
const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+|_dc_gtm_.+)$/;

/** Deletes the analytics cookies this page can reach, on this host and its parent domains. */
export function clearAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const labels = window.location.hostname.split('.');
  const domains = [''].concat(labels.slice(0, -1).map((_, index) => `; Domain=.${labels.slice(index).join('.')}`));
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
  }
}

/**
 * Stops measuring after the visitor withdrew consent: Vercel Analytics sends nothing more,
 * the tag manager is told consent is denied, its cookies go. Code the tag manager has
 * already run cannot be unloaded from a page, so the caller reloads when it was loaded.
 */
export function stopAnalytics(): void {
  sending = false;
  if ((window as AnalyticsWindow).dataLayer) {
    gtag('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  }
  document.querySelectorAll(`script[${TAG_MANAGER_SCRIPT}], script[src*="/_vercel/insights/"]`).forEach((script) => script.remove());
  clearAnalyticsCookies();
}
