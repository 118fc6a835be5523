import { FAMILY_IDS, MODULE_TYPES } from './content/types';
import { PRODUCT_SLUGS } from './content/products';

/**
 * Every page of the site, by its path inside a shell (no locale, no `/m`).
 * Desktop and mobile serve the same set, except the mobile-only search path.
 */
export const STATIC_PAGES = [
  '/',
  '/contact',
  '/download',
  '/story',
  '/photo',
  '/finder/curtainvideo',
  '/installation',
  '/support',
  '/support/product',
  '/support/feedback',
  '/register',
  '/login',
  '/account',
  '/privacy',
  '/company',
  '/search',
] as const;

export type Shell = 'desktop' | 'mobile';

/** Pages that are for people, not search engines (forms bound to a session). */
export const PRIVATE_PAGES: readonly string[] = ['/register', '/login', '/account'];

export const MOBILE_SEARCH_PAGE = '/catalogsearch/result';

/** Every concrete page path of one shell, parameters expanded. */
export function allPagePaths(shell: Shell): string[] {
  const paths: string[] = [
    ...STATIC_PAGES.map((page) => twinPath(page, shell)),
    ...FAMILY_IDS.map((id) => `/panel/${id}`),
    ...MODULE_TYPES.map((type) => `/function/${type}`),
    ...PRODUCT_SLUGS.map((slug) => `/products/${slug}`),
  ];
  return paths;
}

const known: Record<Shell, ReadonlySet<string>> = {
  desktop: new Set(allPagePaths('desktop')),
  mobile: new Set(allPagePaths('mobile')),
};

export function isKnownPage(shell: Shell, path: string): boolean {
  return known[shell].has(path);
}

/**
 * The path a page has in the other shell. The desktop search lives at `/search?q=` and
 * the mobile one at `/catalogsearch/result?val=`; the query is translated by the caller.
 */
export function twinPath(path: string, to: Shell): string {
  if (to === 'mobile' && path === '/search') return MOBILE_SEARCH_PAGE;
  if (to === 'desktop' && path === MOBILE_SEARCH_PAGE) return '/search';
  return path;
}

/**
 * Old links that keep working (DESIGN.md): `/m/panel?activePanel=n` and `/m/function`.
 * Returns the page path to redirect to, or undefined when the path is not a legacy one.
 */
export function legacyTarget(path: string, query: URLSearchParams): string | undefined {
  if (path === '/panel') {
    const requested = query.get('activePanel') ?? '0';
    return `/panel/${(FAMILY_IDS as readonly string[]).includes(requested) ? requested : '0'}`;
  }
  if (path === '/function') return `/function/${MODULE_TYPES[0]}`;
  if (path === '/products') return '/panel/0';
  return undefined;
}
