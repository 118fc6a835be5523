import Link from 'next/link';
import type { ComponentProps } from 'react';
import { publicPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/routes';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & {
  locale: Locale;
  shell: Shell;
  /** Page path inside the shell, optionally with a query: `/panel/1`, `/search?q=usb`. */
  to: string;
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
