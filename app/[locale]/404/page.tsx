import type { Metadata } from 'next';
import { localeOrDefault } from '@/lib/i18n/locales';
import { notFoundMetadata } from '@/lib/seo';
import { NotFoundView, notFoundHead } from '@/components/page/NotFoundView';

/**
 * `/404` and `/{locale}/404`, where the middleware sends unknown paths. A page of its own,
 * not `notFound()`: in the pinned Next.js a prerendered `notFound()` answers an empty
 * `<html id="__next_error__">` shell and its text comes only with JavaScript
 * (vercel/next.js#62228). The build's last step (scripts/prerendered) gives the
 * prerendered page its status 404.
 */
type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await notFoundHead(localeOrDefault((await params).locale)));
}

export default async function NotFoundPage({ params }: Props) {
  return <NotFoundView locale={localeOrDefault((await params).locale)} />;
}
