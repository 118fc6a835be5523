import Link from 'next/link';
import type { ComponentProps } from 'react';
import { publicPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { PageHref, Shell } from '@/lib/pages';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & {
  locale: Locale;
  shell: Shell;
  /** A page of lib/pages.ts, optionally with a query: `/panel/1`, `/search?q=usb`. A path that is no page fails the type check. */
  to: PageHref;
};

/**
 * A link to a page of this site in the given locale and shell. It still navigates inside the
 * app, but is not prefetched as it scrolls into view: fetching and decoding the pages behind
 * every visible link kept the main thread busy while the page loaded (bench: TBT), and spends
 * a phone's data on pages the visitor may never open.
 */
export function LocalLink({ locale, shell, to, ...rest }: Props) {
  const [page, query] = to.split('?');
  const href = publicPath(locale, shell, page || '/') + (query ? `?${query}` : '');
  return <Link href={href} prefetch={false} {...rest} />;
}
