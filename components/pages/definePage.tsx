import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { isLocale, DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { PRIVATE_PAGES, type Shell } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export interface PageContext<P> {
  locale: Locale;
  shell: Shell;
  params: P;
  /** The page's path inside the shell, e.g. `/panel/1`. */
  page: string;
}

type RouteProps<P> = { params: Promise<P & { locale: string }> };

interface PageSpec<P> {
  /** The page path for given route parameters. */
  path: (params: P) => string;
  /** Message key (under `pages.`) holding `title` and `description`, or explicit texts. */
  meta: (context: PageContext<P>) => Promise<{ title: string; description: string }> | { key: string };
  render: (context: PageContext<P>) => ReactNode | Promise<ReactNode>;
  staticParams?: () => P[];
}

async function contextOf<P>(spec: PageSpec<P>, shell: Shell, props: RouteProps<P>): Promise<PageContext<P>> {
  const { locale: raw, ...rest } = await props.params;
  const params = rest as unknown as P;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  return { locale, shell, params, page: spec.path(params) };
}

/**
 * One definition per page, rendered by both shells: the route files under `app/` only
 * pick the shell. Keeps metadata, static params and content of the two twins identical.
 */
export function definePage<P extends Record<string, string> = Record<string, never>>(spec: PageSpec<P>) {
  const forShell = (shell: Shell) => ({
    Page: async (props: RouteProps<P>) => spec.render(await contextOf(spec, shell, props)),
    generateMetadata: async (props: RouteProps<P>): Promise<Metadata> => {
      const context = await contextOf(spec, shell, props);
      const meta = spec.meta(context);
      let texts: { title: string; description: string };
      if ('key' in meta) {
        const t = await getTranslations({ locale: context.locale, namespace: 'pages' });
        texts = { title: t(`${meta.key}.title`), description: t(`${meta.key}.description`) };
      } else {
        texts = await meta;
      }
      return pageMetadata({
        ...texts,
        locale: context.locale,
        shell,
        page: context.page,
        noindex: PRIVATE_PAGES.includes(context.page),
      });
    },
  });
  return {
    desktop: forShell('desktop'),
    mobile: forShell('mobile'),
    generateStaticParams: spec.staticParams ?? (() => []),
  };
}
