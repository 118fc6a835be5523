'use client';

import { useTranslations } from 'next-intl';
import { LIMITS } from '@/lib/forms/fields';
import { MAX_ATTACHMENTS } from '@/lib/forms/fileRules';

/** Turns an error or result key (`errors.tooLong`, `subscribe.success`) into text for a field. */
export function useMessage() {
  const t = useTranslations('forms');
  return (key: string, field?: string) => {
    // Keys come from the server's answer: checked against the messages before use.
    const name = (key.includes('.') ? key : `errors.${key}`) as Parameters<typeof t>[0];
    const max = field && field in LIMITS ? LIMITS[field as keyof typeof LIMITS] : MAX_ATTACHMENTS;
    return t.has(name) ? t(name, { max }) : t('errors.invalid');
  };
}
