import type { ComponentProps } from 'react';
import { publicPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { PageHref, Shell } from '@/lib/pages';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  locale: Locale;
  shell: Shell;
  /** A page of lib/pages.ts, optionally with a query: `/panel/1`, `/search?q=usb`. A path that is no page fails the type check. */
  to: PageHref;
  /** A fragment: the id of the part of the page the link leads to. */
  hash?: string;
};

/**
 * A link to a page of this site in the given locale and shell: a plain `<a>`, so following it
 * loads the page's prerendered HTML (from the page cache in production). next/link's client
 * navigation would add its router's script to every page (docs/benchmarks.md), and prefetching the pages behind
 * every visible link kept the main thread busy while the page loaded (bench: TBT).
 */
export function LocalLink({ locale, shell, to, hash, ...rest }: Props) {
  const [page, query] = to.split('?');
  const href = publicPath(locale, shell, page || '/') + (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
  return <a href={href} {...rest} />;
}
