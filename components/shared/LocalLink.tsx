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

/** A link to a page of this site in the given locale and shell. */
export function LocalLink({ locale, shell, to, ...rest }: Props) {
  const [page, query] = to.split('?');
  const href = publicPath(locale, shell, page || '/') + (query ? `?${query}` : '');
  return <Link href={href} {...rest} />;
}
