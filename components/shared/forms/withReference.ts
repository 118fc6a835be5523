import type { useTranslations } from 'next-intl';
import type { FormResult } from '@/lib/forms/result';

/** A success message with the reference the submission was stored under, for the visitor to quote. */
export function withReference(text: string, result: FormResult, t: ReturnType<typeof useTranslations<'forms'>>): string {
  if (result.status !== 'success' || !result.reference) return text;
  // The SPEC's message has no full stop of its own; scripts that write one get it before the next sentence.
  const stop = /[\p{L}\p{N}]$/u.test(text) && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]$/u.test(text) ? '.' : '';
  return `${text}${stop} ${t('reference', { reference: result.reference })}`;
}
