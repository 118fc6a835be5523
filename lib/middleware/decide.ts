import { DEFAULT_LOCALE, localeOfAnyCase, type Locale } from '../i18n/locales';
import { negotiateLocale } from '../i18n/negotiate';
import { isMobileDevice } from '../device';
import { pageHref, publicPath } from '../i18n/paths';
import { NOT_FOUND_PAGE, isKnownPage, legacyTarget, searchParamOf, twinPath, type Shell } from '../pages';
import { canonicalQuery } from './canonicalQuery';

export interface RequestFacts {
  method: string;
  /** Pathname as received (percent-encoded). */
  pathname: string;
  /** Query string without the leading `?` (may be empty). */
  search: string;
  userAgent?: string | null;
  mobileHint?: string | null;
  acceptLanguage?: string | null;
  localeCookie?: string | null;
  viewportCookie?: string | null;
}

export type Decision =
  /** Send the browser to `location` (always a same-origin path starting with one `/`). */
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  /**
   * Serve the URL as it is: the page `page` of `shell` in `locale`, which next.config.ts's
   * rewrites hand to its route under `app/[locale]/[shell]` (lib/middleware/rewrites.ts).
   */
  | { kind: 'serve'; locale: Locale; shell: Shell; page: string; notFound: boolean };

interface ParsedPath {
  /** Locale named in the path, if any (canonical case, whatever case the path used). */
  locale?: Locale;
  shell: Shell;
  /** Page path inside the shell, starting with `/`. */
  page: string;
}

/** Paths that could be read as another host or another directory by some client. */
function isSuspicious(pathname: string): boolean {
  return (
    pathname.length > 2048 ||
    !pathname.startsWith('/') ||
    pathname.includes('//') ||
    pathname.includes('\\') ||
    /%(2f|5c|00)/i.test(pathname) ||
    /[\u0000-\u001f\u007f]/.test(pathname) ||
    pathname.split('/').some((segment) => segment === '.' || segment === '..')
  );
}

function parsePath(pathname: string): ParsedPath {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  const locale = first ? localeOfAnyCase(first) : undefined;
  if (locale) segments.shift();
  let shell: Shell = 'desktop';
  if (segments[0] === 'm') {
    shell = 'mobile';
    segments.shift();
  }
  return { locale, shell, page: `/${segments.join('/')}` };
}

/** A search moving to the other shell's search page carries its text in that page's parameter. */
function queryForShell(search: string, from: { shell: Shell; page: string }, to: { shell: Shell; page: string }): string {
  const [fromKey, toKey] = [searchParamOf(from.shell, from.page), searchParamOf(to.shell, to.page)];
  if (!fromKey || !toKey || fromKey === toKey) return search;
  const query = new URLSearchParams(search);
  const text = query.get(fromKey);
  query.delete(fromKey);
  if (text !== null) query.set(toKey, text);
  return query.toString();
}

function withQuery(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

/**
 * Locale negotiation, legacy links, unknown paths and the device redirect, decided in one
 * step so a request needs at most one redirect, and the answer for the redirected URL is
 * always "serve it": no loop for any user agent, cookie and path.
 */
export function decide(request: RequestFacts): Decision {
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  const negotiated = () =>
    negotiateLocale({ cookie: request.localeCookie, acceptLanguage: request.acceptLanguage });

  if (isSuspicious(request.pathname)) {
    const locale = parsePath(request.pathname).locale;
    return { kind: 'redirect', location: publicPath(locale ?? negotiated(), 'desktop', NOT_FOUND_PAGE), status: 307 };
  }

  const parsed = parsePath(request.pathname);
  const locale = parsed.locale ?? (readOnly ? negotiated() : DEFAULT_LOCALE);
  let { shell, page } = parsed;
  let search = request.search;
  let status: 307 | 308 = 308;

  const legacy = legacyTarget(page, new URLSearchParams(search));
  if (legacy) {
    page = legacy;
    const query = new URLSearchParams(search);
    query.delete('activePanel');
    search = query.toString();
  }

  const notFound = page === NOT_FOUND_PAGE;
  if (!notFound && !isKnownPage(shell, page)) {
    return { kind: 'redirect', location: pageHref(locale, 'desktop', NOT_FOUND_PAGE), status: 307 };
  }
  if (notFound) shell = 'desktop';

  if (!notFound && readOnly) {
    const wanted: Shell = isMobileDevice({
      userAgent: request.userAgent,
      mobileHint: request.mobileHint,
      viewportWidth: request.viewportCookie,
    })
      ? 'mobile'
      : 'desktop';
    if (wanted !== shell) {
      const twin = twinPath(page, wanted);
      search = queryForShell(search, { shell, page }, { shell: wanted, page: twin });
      page = twin;
      shell = wanted;
      status = 307;
    }
  }

  if (readOnly) search = canonicalQuery(shell, page, search) ?? search;

  const target = publicPath(locale, shell, page);
  if (!parsed.locale && locale !== DEFAULT_LOCALE) status = 307;
  // A post to a path spelled otherwise (case, trailing slash) is sent to the same page: a
  // 308 keeps the method and the body. Its query is left as it is.
  if (target !== request.pathname || (readOnly && search !== request.search)) {
    return { kind: 'redirect', location: readOnly ? withQuery(target, search) : withQuery(target, request.search), status: readOnly ? status : 308 };
  }
  return { kind: 'serve', locale, shell, page, notFound };
}
