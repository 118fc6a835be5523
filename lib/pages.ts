import { FAMILY, FAMILY_IDS, MODULE_TYPES } from './content/types';
import { PRODUCT_SLUGS } from './content/products';
import { FILTER_NAMES } from './content/finder';
import { ARTICLE_SLUGS } from './content/articles';

/**
 * The one list of the site's pages. Everything that needs to know the pages reads it: the
 * route files (`app/[locale]/[shell]/…/page.tsx` give their paths and static parameters from
 * here), the middleware (which paths exist, which redirect where), the rewrites of English
 * URLs, the sitemap and robots.txt, the header menu and the footer, the link type
 * (`PagePath`) and the browser tests.
 *
 * Adding a page: an entry here and its `page.tsx` (README, "Where things go").
 */

export const SHELLS = ['desktop', 'mobile'] as const;
/** The two sites: desktop (no path segment) and mobile (`/m`). */
export type Shell = (typeof SHELLS)[number];

/** Pages whose query holds filters: the product finder's, the partner list's. */
export type QueryFilters = 'finder' | 'partners';

/** The header menu's sections; a page of a section marks it active. */
export type MenuSection = 'products' | 'support' | 'about' | 'contact';

interface PageEntry {
  /** The path inside a shell; `[param]` stands for each of `params`. */
  path: string;
  params?: readonly string[];
  /** For people, not search engines (forms bound to a session, search results): noindex, out of the sitemap. */
  private?: boolean;
  /**
   * Rendered for each request instead of prerendered; `query`: only when its address has a
   * query, the plain page being prerendered under `plainRoute` (next.config.ts rewrites to it).
   */
  perRequest?: true | 'query';
  /** The route folder of a `query` page's prerendered plain page, beside the page's own. */
  plainRoute?: string;
  /** The query parameters a `query` page reads. */
  queryParams?: readonly string[];
  /** Served in this shell only; `twin` names its counterpart in the other. */
  shell?: Shell;
  twin?: string;
  /** A search page's query parameter, which holds the text searched for (SPEC section 2). */
  searchParam?: string;
  /** The filters its query holds, whose one spelling a request is redirected to (lib/middleware/canonicalQuery.ts). */
  filters?: QueryFilters;
  section?: MenuSection;
  /** SPEC "Visibility rules": the mobile footer is hidden on m/login and m/account. */
  hidesMobileFooter?: true;
  sitemapPriority?: number;
  /** Closed to crawlers in robots.txt, in both shells and every locale. */
  closedToCrawlers?: true;
  /** Its form sends pictures: only its posts may be larger than a few fields (middleware.ts). */
  takesFiles?: true;
}

export const PAGES = {
  home: { path: '/', sitemapPriority: 1 },
  panel: { path: '/panel/[id]', params: FAMILY_IDS, section: 'products', sitemapPriority: 0.9 },
  function: { path: '/function/[type]', params: MODULE_TYPES, section: 'products', sitemapPriority: 0.9 },
  products: { path: '/products', section: 'products', perRequest: 'query', filters: 'finder', plainRoute: '/products-all', queryParams: [...FILTER_NAMES, 'compare'], sitemapPriority: 0.9 },
  product: { path: '/products/[slug]', params: PRODUCT_SLUGS, section: 'products', sitemapPriority: 0.8 },
  download: { path: '/download', section: 'support' },
  catalog: { path: '/photo', section: 'support' },
  tutorials: { path: '/finder/curtainvideo', section: 'support' },
  installation: { path: '/installation', section: 'support' },
  integrations: { path: '/integrations', section: 'support' },
  support: { path: '/support', section: 'support' },
  supportProduct: { path: '/support/product', section: 'support' },
  feedback: { path: '/support/feedback', section: 'support', takesFiles: true },
  firmware: { path: '/support/firmware', section: 'support' },
  warranty: { path: '/support/warranty', section: 'support' },
  article: { path: '/support/articles/[slug]', params: ARTICLE_SLUGS, section: 'support', sitemapPriority: 0.7 },
  story: { path: '/story', section: 'about' },
  company: { path: '/company', section: 'about' },
  contact: { path: '/contact', section: 'contact' },
  whereToBuy: { path: '/where-to-buy', section: 'contact', perRequest: true, filters: 'partners', sitemapPriority: 0.8 },
  privacy: { path: '/privacy' },
  register: { path: '/register', private: true, closedToCrawlers: true },
  login: { path: '/login', private: true, closedToCrawlers: true, hidesMobileFooter: true },
  account: { path: '/account', private: true, closedToCrawlers: true, hidesMobileFooter: true },
  search: { path: '/search', shell: 'desktop', twin: '/catalogsearch/result', searchParam: 'q', private: true, perRequest: true },
  mobileSearch: { path: '/catalogsearch/result', shell: 'mobile', twin: '/search', searchParam: 'val', private: true, perRequest: true },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;

type PathOf<Entry> = Entry extends { path: `${infer Head}/[${string}]`; params: readonly (infer Value extends string)[] }
  ? `${Head}/${Value}`
  : Entry extends { path: infer Path extends string }
    ? Path
    : never;

/** Every page path of the site, parameters filled in: what a link may point at (`LocalLink`'s `to`). */
export type PagePath = { [Id in PageId]: PathOf<(typeof PAGES)[Id]> }[PageId];

/** A page path with a query string. */
export type PageHref = PagePath | `${PagePath}?${string}`;

/** The company's inbox (app/admin): English only, outside the locales and shells, closed to crawlers. */
export const ADMIN_PAGES = {
  inbox: '/admin',
  partners: '/admin/partners',
  login: '/admin/login',
  logout: '/admin/logout',
  export: '/admin/export',
  attachments: '/admin/attachments',
} as const;
export type AdminPage = (typeof ADMIN_PAGES)[keyof typeof ADMIN_PAGES];

/** A listing on the inbox's partners page: a saved one by its id, or `new`, the form that adds one. */
type ListingId = number | 'new';

/** The element id of a listing's entry on the partners page. */
export const listingAnchor = (id: ListingId) => `partner-${id}`;

/** The partners page with `query`, scrolled to one listing. */
export function listingHref(id: ListingId, query: Record<string, string>): string {
  return `${ADMIN_PAGES.partners}?${new URLSearchParams(query)}#${listingAnchor(id)}`;
}

/** `/404`: the not-found page of every locale (desktop only), not a page of the list. */
export const NOT_FOUND_PAGE = '/404';

const ENTRIES: readonly (PageEntry & { id: PageId })[] = Object.entries(PAGES).map(([id, entry]) => ({ ...(entry as PageEntry), id: id as PageId }));

function servedIn(entry: PageEntry, shell: Shell): boolean {
  return !entry.shell || entry.shell === shell;
}

function pathsOf(entry: PageEntry): string[] {
  if (!entry.params) return [entry.path];
  return entry.params.map((value) => entry.path.replace(/\[[^\]]+\]$/, value));
}

/** Every concrete page path of one shell, parameters expanded. */
export function allPagePaths(shell: Shell): string[] {
  return ENTRIES.filter((entry) => servedIn(entry, shell)).flatMap(pathsOf);
}

const BY_PATH: Record<Shell, ReadonlyMap<string, PageEntry & { id: PageId }>> = {
  desktop: new Map(ENTRIES.filter((entry) => servedIn(entry, 'desktop')).flatMap((entry) => pathsOf(entry).map((path) => [path, entry] as const))),
  mobile: new Map(ENTRIES.filter((entry) => servedIn(entry, 'mobile')).flatMap((entry) => pathsOf(entry).map((path) => [path, entry] as const))),
};

/** The entry of a concrete page path, or undefined when the shell has no such page. */
function entryOf(shell: Shell, path: string): (PageEntry & { id: PageId }) | undefined {
  return BY_PATH[shell].get(path);
}

export function isKnownPage(shell: Shell, path: string): boolean {
  return entryOf(shell, path) !== undefined;
}

/** The path a page has in the other shell (the two search pages differ; every other page is the same). */
export function twinPath(path: string, to: Shell): string {
  const entry = entryOf(to === 'mobile' ? 'desktop' : 'mobile', path);
  return entry?.twin ?? path;
}

/** The search page of a shell: its path and the parameter its text comes in. */
export function searchPageOf(shell: Shell): { path: PagePath; param: string } {
  const entry = PAGES[shell === 'mobile' ? 'mobileSearch' : 'search'];
  return { path: entry.path, param: entry.searchParam };
}

/** The parameter a search page takes its text in; undefined for any other page. */
export function searchParamOf(shell: Shell, path: string): string | undefined {
  return entryOf(shell, path)?.searchParam;
}

/** The filters a page's query holds; undefined for a page whose query holds none. */
export function filtersOf(shell: Shell, path: string): QueryFilters | undefined {
  return entryOf(shell, path)?.filters;
}

/** Pages whose form posts pictures (every other page's forms send a few short fields). */
export function takesFiles(shell: Shell, path: string): boolean {
  return entryOf(shell, path)?.takesFiles === true;
}

/**
 * Whether a request renders its page for itself (its scripts get a nonce, not prerendered
 * hashes): a search always, the finder when its address has a query (`search`, without `?`;
 * Next's own `_rsc` check value does not count).
 */
export function rendersPerRequest(shell: Shell, path: string, search = ''): boolean {
  const perRequest = entryOf(shell, path)?.perRequest;
  if (perRequest === 'query') return [...new URLSearchParams(search).keys()].some((key) => key !== '_rsc');
  return perRequest === true;
}

/** The pages prerendered only without a query, each with the route of its plain page and the parameters it reads. */
export function plainPages(): { path: string; plainRoute: string; queryParams: readonly string[] }[] {
  return ENTRIES.filter((entry) => entry.perRequest === 'query').map((entry) => ({ path: entry.path, plainRoute: entry.plainRoute!, queryParams: entry.queryParams ?? [] }));
}

/**
 * The pages rendered per request, as paths after the locale segment (`search`,
 * `m/catalogsearch/result`): no shared cache may keep them, since each answer carries its own
 * CSP nonce (next.config.ts, the nginx page cache). `withQuery`: the pages rendered per request
 * only when their address has a query (`products`).
 */
export function perRequestPaths(which: 'always' | 'withQuery' = 'always'): string[] {
  const wanted = which === 'always' ? true : 'query';
  const inShell = (shell: Shell) => ENTRIES.filter((entry) => entry.perRequest === wanted && servedIn(entry, shell)).map((entry) => entry.path);
  return [...inShell('desktop').map((path) => path.slice(1)), ...inShell('mobile').map((path) => `m${path}`)];
}

/** Whether search engines may index a page (any shell). `/404` is noindex through its own page. */
export function isIndexable(path: string): boolean {
  const entry = entryOf('desktop', path) ?? entryOf('mobile', path);
  return entry !== undefined && !entry.private;
}

/** Pages no crawler has business with: the account pages (robots.txt). */
export function closedPages(): string[] {
  return ENTRIES.filter((entry) => entry.closedToCrawlers).map((entry) => entry.path);
}

export function sitemapPriorityOf(path: string): number {
  return entryOf('desktop', path)?.sitemapPriority ?? 0.6;
}

export function hidesMobileFooter(path: string): boolean {
  return entryOf('mobile', path)?.hidesMobileFooter === true;
}

/**
 * Old links that keep working (DESIGN.md): `/m/panel?activePanel=n` and `/m/function`.
 * Returns the page path to redirect to, or undefined when the path is not a legacy one.
 */
export function legacyTarget(path: string, query: URLSearchParams): PagePath | undefined {
  if (path === '/panel') {
    const requested = query.get('activePanel') ?? FAMILY.european;
    return `/panel/${(FAMILY_IDS as readonly string[]).includes(requested) ? (requested as (typeof FAMILY_IDS)[number]) : FAMILY.european}`;
  }
  if (path === '/function') return `/function/${MODULE_TYPES[0]}`;
  return undefined;
}

/** The first path segments of every page of a shell (`panel`, `support` …), for the rewrites. */
export function firstSegments(shell: Shell): string[] {
  return [...new Set(allPagePaths(shell).map((path) => path.split('/')[1]).filter((segment): segment is string => Boolean(segment)))].sort();
}

/** The menu section of each first path segment (`panel` → products): what the header's script needs to mark its item. */
export function sectionsByFirstSegment(): Record<string, MenuSection> {
  const sections: Record<string, MenuSection> = {};
  for (const entry of ENTRIES) {
    const first = entry.path.split('/')[1];
    if (first && entry.section) sections[first] = entry.section;
  }
  return sections;
}

/** One concrete path of each page of a shell (the first of its parameters): what the browser tests sample. */
export function onePathPerPage(shell: Shell): string[] {
  return ENTRIES.filter((entry) => servedIn(entry, shell)).map((entry) => pathsOf(entry)[0]!);
}
