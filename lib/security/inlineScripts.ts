import { createHash } from 'node:crypto';

/** `type` values a browser runs as script (an absent or empty type is classic script). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The text of every inline script a browser would run in this HTML, exactly as written
 * (a script's text is not entity-decoded, so this is what the browser hashes). Scripts
 * with `src` and data blocks (`application/ld+json`) are left out: CSP does not hash them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** Base64 sha256 of a script's text, as CSP's `'sha256-…'` source expects (UTF-8). */
export function scriptHash(script: string): string {
  return createHash('sha256').update(script, 'utf8').digest('base64');
}

/** The distinct hashes of a page's inline scripts, in order of first appearance. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
