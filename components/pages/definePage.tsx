import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { isLocale, DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/routes';
import { canonicalUrl, isIndexable, pageMetadata, type ShareImage } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/shared/JsonLd';

export interface PageContext<P> {
  locale: Locale;
  shell: Shell;
  params: P;
  /** The page's path inside the shell, e.g. `/panel/1`. */
  page: string;
}

type RouteProps<P> = { params: Promise<P & { locale: string }> };

interface PageTexts {
  title: string;
  description: string;
  /** Share image of the page; the brand image when left out. */
  image?: ShareImage;
}

/** One step of a breadcrumb trail: its name and its page path inside a shell. */
export interface Crumb {
  name: string;
  page: string;
}

interface PageSpec<P> {
  /** The page path for given route parameters. */
  path: (params: P) => string;
  /** Message key (under `pages.`) holding `title` and `description`, or explicit texts. */
  meta: (context: PageContext<P>) => Promise<PageTexts> | { key: string };
  /**
   * The trail between the home page and this page, for the BreadcrumbList structured data.
   * Pages that show breadcrumbs give theirs; the others get home → page.
   */
  breadcrumbs?: (context: PageContext<P>) => Promise<Crumb[]>;
  render: (context: PageContext<P>) => ReactNode | Promise<ReactNode>;
  staticParams?: () => P[];
}

async function contextOf<P>(spec: PageSpec<P>, shell: Shell, props: RouteProps<P>): Promise<PageContext<P>> {
  const { locale: raw, ...rest } = await props.params;
  const params = rest as unknown as P;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  return { locale, shell, params, page: spec.path(params) };
}

async function textsOf<P>(spec: PageSpec<P>, context: PageContext<P>): Promise<PageTexts> {
  const meta = spec.meta(context);
  if (!('key' in meta)) return meta;
  const t = await getTranslations({ locale: context.locale, namespace: 'pages' });
  return { title: t(`${meta.key}.title`), description: t(`${meta.key}.description`) };
}

/** BreadcrumbList of an indexable inner page, with the canonical (desktop) URLs. */
async function BreadcrumbData<P>({ spec, context }: { spec: PageSpec<P>; context: PageContext<P> }) {
  if (context.page === '/' || !isIndexable(context.page)) return null;
  const nav = await getTranslations({ locale: context.locale, namespace: 'nav' });
  const trail = spec.breadcrumbs ? await spec.breadcrumbs(context) : [{ name: (await textsOf(spec, context)).title, page: context.page }];
  const items = [{ name: nav('home'), page: '/' }, ...trail].map((crumb) => ({ name: crumb.name, url: canonicalUrl(context.locale, crumb.page) }));
  return <JsonLd data={breadcrumbJsonLd(items)} />;
}

/**
 * One definition per page, rendered by both shells: the route files under `app/` only
 * pick the shell. Keeps metadata, static params and content of the two twins identical.
 */
export function definePage<P extends Record<string, string> = Record<string, never>>(spec: PageSpec<P>) {
  const forShell = (shell: Shell) => ({
    Page: async (props: RouteProps<P>) => {
      const context = await contextOf(spec, shell, props);
      return (
        <>
          <BreadcrumbData spec={spec} context={context} />
          {await spec.render(context)}
        </>
      );
    },
    generateMetadata: async (props: RouteProps<P>): Promise<Metadata> => {
      const context = await contextOf(spec, shell, props);
      return pageMetadata({
        ...(await textsOf(spec, context)),
        locale: context.locale,
        shell,
        page: context.page,
      });
    },
  });
  return {
    desktop: forShell('desktop'),
    mobile: forShell('mobile'),
    generateStaticParams: spec.staticParams ?? (() => []),
  };
}
