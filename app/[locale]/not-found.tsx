import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { localeOrDefault } from '@/lib/i18n/locales';
import { notFoundMetadata } from '@/lib/seo';
import { NotFoundView, notFoundHead } from '@/components/page/NotFoundView';

/** What a `notFound()` at request time shows (the page `/404` itself is app/[locale]/404). */
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await notFoundHead(localeOrDefault(await getLocale())));
}

export default async function NotFound() {
  return <NotFoundView locale={localeOrDefault(await getLocale())} />;
}
