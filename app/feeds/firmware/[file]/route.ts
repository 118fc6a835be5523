import { createTranslator } from 'next-intl';
import { LOCALES, formattingLocaleOf } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { feedLocaleOf, firmwareAtom } from '@/lib/feeds/firmware';

/** One feed per language, written at build time. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return LOCALES.map((locale) => ({ file: `${locale}.xml` }));
}

/** `GET /feeds/firmware/{locale}.xml`: the firmware releases' Atom feed in that language. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const locale = feedLocaleOf((await params).file);
  if (!locale) return new Response('Not found', { status: 404 });
  // Keys are checked by tests/app/feeds/firmware.test.ts, which reads every feed.
  const t = createTranslator({ locale: formattingLocaleOf(locale), messages: await messagesFor(locale), namespace: 'support.firmware' }) as unknown as (
    key: string,
    values?: Record<string, string>,
  ) => string;
  const xml = firmwareAtom(locale, {
    feedTitle: t('feedTitle'),
    entryTitle: (image, version) => t('entryTitle', { image, version }),
    imageName: (image) => t(`images.${image}`),
    change: (change) => t(`changes.${change}`),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
