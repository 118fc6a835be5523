import { DEFAULT_LOCALE, isLocale, localeOfAnyCase, localeOfLanguage, type Locale } from './locales';

interface Weighted {
  tag: string;
  q: number;
}

/** Parses an Accept-Language header into tags by preference; malformed parts are skipped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const items: Weighted[] = [];
  for (const part of header.slice(0, 1024).split(',')) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim() ?? '';
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && tag !== '*') continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((part) => part.trim());
      if (name === 'q') q = value && /^[0-9.]+$/.test(value) ? Number(value) : NaN;
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    items.push({ tag, q });
  }
  // Stable sort: equal weights keep the order the browser sent.
  return items
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((item) => item.tag);
}

/** Best supported locale for one language tag: exact match first, then same language. */
function matchTag(tag: string): Locale | undefined {
  return localeOfAnyCase(tag) ?? localeOfLanguage(tag.split('-')[0]!);
}

export function bestLocaleForAcceptLanguage(header: string | null | undefined): Locale | undefined {
  for (const tag of parseAcceptLanguage(header)) {
    if (tag === '*') return undefined;
    const match = matchTag(tag);
    if (match) return match;
  }
  return undefined;
}

/** Locale for a request without one in its path: stored choice, else browser, else en-US. */
export function negotiateLocale(input: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  return bestLocaleForAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
}
