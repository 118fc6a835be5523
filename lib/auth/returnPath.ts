const BASE = 'https://same.site.invalid';

/** The path, query and fragment of `value` read as a browser reads it on this site, or null. */
function resolved(value: string): string | null {
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Where to send a visitor after registering or signing in: only a path on this site.
 * The value is judged after the browser's own normalisation: `/.//evil.example`,
 * `/%2e//evil.example` and `/a/..//evil.example` all resolve to `//evil.example`, which a
 * browser reads as another host. What is returned is that resolved path, with exactly
 * one leading slash, no backslash, no control character, and unchanged when resolved
 * again; anything else gives `fallback`.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 512) return fallback;
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const path = resolved(value);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback;
  // Encoded line breaks, NULs and slashes have no place in a page path of this site.
  if (/%(0d|0a|00|2f|5c)/i.test(path)) return fallback;
  return resolved(path) === path ? path : fallback;
}

export const RETURN_PARAM = 'next';
