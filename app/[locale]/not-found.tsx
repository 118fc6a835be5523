import type { Metadata } from 'next';
import { routeLocale } from '@/lib/i18n/routeLocale';
import { notFoundMetadata } from '@/lib/seo';
import { NotFoundView, notFoundHead } from '@/components/page/NotFoundView';

/** What a `notFound()` at request time shows (the page `/404` itself is app/[locale]/404). */
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await notFoundHead(await routeLocale()));
}

export default async function NotFound() {
  return <NotFoundView locale={await routeLocale()} />;
}
