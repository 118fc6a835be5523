import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VISITOR_NAMESPACES } from '../../lib/i18n/messages';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A namespace file of a locale as written; a missing file reads as no keys. */
export function readNamespace(locale: string, namespace: string): Json {
  const file = path.join(__dirname, '../../messages', locale, `${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Json) : {};
}

/** Flattens to `a.b.0.c` → string value (array positions count as keys). */
export function flatten(value: Json, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, String(value));
  }
  return into;
}

/** Every message of a locale, keyed `namespace.path`. */
export function allMessages(locale: string): Map<string, string> {
  return new Map(VISITOR_NAMESPACES.flatMap((namespace) => [...flatten(readNamespace(locale, namespace), namespace)]));
}
