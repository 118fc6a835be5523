/**
 * Where to send a visitor after registering or signing in: only a path on this site.
 * `//evil.example`, `/\evil.example`, `https://evil.example` and anything that a
 * browser could read as another host are refused and give `fallback`.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 512) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  // Encoded line breaks, NULs and slashes have no place in a page path of this site.
  if (/%(0d|0a|00|2f|5c)/i.test(value)) return fallback;
  try {
    const base = 'https://same.site.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export const RETURN_PARAM = 'next';
