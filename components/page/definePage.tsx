import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localeOrDefault, type Locale } from '@/lib/i18n/locales';
import { PAGES, hidesMobileFooter, isIndexable, type PageHref, type PageId, type Shell } from '@/lib/pages';
import { canonicalUrl, pageMetadata, type ShareImage } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import type { PageKey } from '@/lib/i18n/keys';
import { JsonLd } from '@/components/shared/JsonLd';

/** What a page renders for: its locale, its shell, its route parameters and its page path. */
export interface PageContext<P> {
  locale: Locale;
  shell: Shell;
  params: P;
  /** The page's path inside the shell, e.g. `/panel/1`. */
  page: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

type RouteProps<P> = {
  params: Promise<P & { locale: string; shell: string }>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

interface PageTexts {
  title: string;
  description: string;
  /** Share image of the page; the brand image when left out. */
  image?: ShareImage;
  /** Keeps an otherwise indexable page out of search results. */
  noindex?: boolean;
}

/** One step of a breadcrumb trail: its name and its page path inside a shell. */
interface Crumb {
  name: string;
  page: PageHref;
}

interface PageSpec<P> {
  /** Message key (under `pages.`) holding `title` and `description`, or explicit texts. */
  meta: (context: PageContext<P>) => Promise<PageTexts> | { key: PageKey };
  /**
   * The trail between the home page and this page, for the BreadcrumbList structured data.
   * Pages that show breadcrumbs give theirs; the others get home → page.
   */
  breadcrumbs?: (context: PageContext<P>) => Promise<Crumb[]>;
  render: (context: PageContext<P>) => ReactNode | Promise<ReactNode>;
}

/** The name of a page's route parameter (`id` of `/panel/[id]`), if it has one. */
function paramName(id: PageId): string | undefined {
  return /\[([^\]]+)\]$/.exec(PAGES[id].path)?.[1];
}

function pathOf(id: PageId, params: Record<string, string>): string {
  const name = paramName(id);
  return name ? PAGES[id].path.replace(`[${name}]`, params[name] ?? '') : PAGES[id].path;
}

async function contextOf<P extends Record<string, string>>(id: PageId, props: RouteProps<P>): Promise<PageContext<P>> {
  const { locale: rawLocale, shell: rawShell, ...rest } = await props.params;
  const params = rest as unknown as P;
  const locale = localeOrDefault(rawLocale);
  const shell: Shell = rawShell === 'mobile' ? 'mobile' : 'desktop';
  const only = (PAGES[id] as { shell?: Shell }).shell;
  if (only && only !== shell) notFound();
  // Only pages rendered per request read their query: touching it would make a page dynamic.
  const perRequest = (PAGES[id] as { perRequest?: true | 'query' }).perRequest !== undefined;
  return { locale, shell, params, page: pathOf(id, params), searchParams: perRequest && props.searchParams ? props.searchParams : Promise.resolve({}) };
}

async function textsOf<P>(spec: PageSpec<P>, context: PageContext<P>): Promise<PageTexts> {
  const meta = spec.meta(context);
  if (!('key' in meta)) return meta;
  const t = await getTranslations('pages');
  return { title: t(`${meta.key}.title`), description: t(`${meta.key}.description`) };
}

/** BreadcrumbList of an indexable inner page, with the canonical (desktop) URLs. */
async function BreadcrumbData<P>({ spec, context }: { spec: PageSpec<P>; context: PageContext<P> }) {
  if (context.page === '/' || !isIndexable(context.page)) return null;
  const nav = await getTranslations('nav');
  const trail = spec.breadcrumbs ? await spec.breadcrumbs(context) : [{ name: (await textsOf(spec, context)).title, page: context.page }];
  const items = [{ name: nav('home'), page: '/' }, ...trail].map((crumb) => ({ name: crumb.name, url: canonicalUrl(context.locale, crumb.page) }));
  return <JsonLd data={breadcrumbJsonLd(items)} />;
}

/**
 * A page of the list in lib/pages.ts, rendered by both shells (`app/[locale]/[shell]/…`):
 * its route file exports what this returns. The path, the static parameters and which shells
 * serve it come from the list; metadata, structured data and content from `spec`.
 */
export function definePage<P extends Record<string, string> = Record<string, never>>(id: PageId, spec: PageSpec<P>) {
  return {
    Page: async (props: RouteProps<P>) => {
      const context = await contextOf(id, props);
      return (
        <>
          {/* SPEC "Visibility rules": the mobile shell's footer hides itself after this marker (globals.css). */}
          {context.shell === 'mobile' && hidesMobileFooter(context.page) ? <div hidden data-hides-mobile-footer /> : null}
          <BreadcrumbData spec={spec} context={context} />
          {await spec.render(context)}
        </>
      );
    },
    generateMetadata: async (props: RouteProps<P>): Promise<Metadata> => {
      const context = await contextOf(id, props);
      const texts = await textsOf(spec, context);
      return pageMetadata({ ...texts, locale: context.locale, shell: context.shell, page: context.page });
    },
    generateStaticParams: (): P[] => {
      const name = paramName(id);
      return name ? ((PAGES[id] as { params: readonly string[] }).params.map((value) => ({ [name]: value })) as unknown as P[]) : [];
    },
  };
}
