import type { AbstractIntlMessages } from 'next-intl';

type Messages = AbstractIntlMessages;

function isPlainObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `override` wins wherever it has a value; missing keys come from `base` (English). Used by
 * the server's loader and by the documents' generator, which cannot import server-only code.
 */
export function mergeMessages(base: Messages, override: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = base[key];
    if (isPlainObject(value) && isPlainObject(baseValue)) merged[key] = mergeMessages(baseValue, value);
    else if (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined) merged[key] = value;
  }
  return merged;
}

