import { NextResponse, type NextRequest } from 'next/server';
import { decide, type RequestFacts } from './lib/middleware/decide';
import { CACHE_VARIANT_HEADER, NO_STORE_HEADER, cacheVariantOf } from './lib/middleware/cacheVariant';
import { LOCALE_COOKIE } from './lib/i18n/locales';
import { VIEWPORT_COOKIE } from './lib/device';
import { DECISION_VARY } from './lib/middleware/headers';
import { contentSecurityPolicy, FILE_POLICY } from './lib/security/csp';
import { createNonce, isAdminFile, isAdminPath, isAdminRouteHandler } from './lib/security/requestPolicy';
import { rendersPerRequest, takesFiles, type Shell } from './lib/pages';
import { PRIVACY_SETTINGS } from './lib/site';

const CSP = 'Content-Security-Policy';
/** What a page answers: reading it, and its forms' posts (server actions). TRACE and the rest get 405. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
const tagManager = PRIVACY_SETTINGS.gtmId !== null;

/**
 * Serves the URL as it is (next.config.ts's rewrites hand it to its route under
 * `app/[locale]/[shell]`). A page rendered per request gets a fresh nonce: Next.js
 * reads it from the request's policy and puts it on its inline scripts. Prerendered pages
 * get their policy, with their script hashes, from their `.meta` file; a form posted to a
 * page without JavaScript renders that page anew, so it gets a nonce policy too.
 */
function serve(request: NextRequest, facts: RequestFacts, shell: Shell, page: string): NextResponse {
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  if (!readOnly || rendersPerRequest(shell, page, facts.search)) return withNonce(request);
  const response = NextResponse.next();
  // The shipped nginx cache names the variant it will store this answer as (deploy/nginx).
  const variant = request.headers.get(CACHE_VARIANT_HEADER);
  if (variant !== null && variant !== cacheVariantOf(facts)) response.headers.set(NO_STORE_HEADER, '0');
  return response;
}

function withNonce(request: NextRequest): NextResponse {
  const policy = contentSecurityPolicy({ nonce: createNonce(), tagManager });
  const headers = new Headers(request.headers);
  headers.set(CSP, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP, policy);
  // An answer with a nonce is for one visitor: no shared cache may keep it (deploy/nginx).
  response.headers.set(NO_STORE_HEADER, '0');
  return response;
}

/** Whether a path's percent-encoding is valid. */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function middleware(request: NextRequest) {
  const url = request.nextUrl;
  // Next's own paths and route handlers come here only when they hold a `%` (second matcher).
  // One Next cannot decode would get a 500 (the App Router has no /400 page): answer 400.
  if (/^\/(?:_next|api)\//.test(url.pathname)) {
    if (decodable(url.pathname)) return NextResponse.next();
    return new NextResponse('Bad Request', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', [CSP]: contentSecurityPolicy({ tagManager }) },
    });
  }
  // The company inbox is not localised: no locale or device routing, a nonce for its
  // per-request pages, and never kept by a cache.
  if (!PAGE_METHODS.includes(request.method)) {
    return new NextResponse('Method Not Allowed', {
      status: 405,
      headers: { Allow: PAGE_METHODS.join(', '), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', [CSP]: contentSecurityPolicy({ tagManager }) },
    });
  }
  if (isAdminPath(url.pathname)) {
    if (isAdminRouteHandler(url.pathname)) {
      // Their answers (401, 303, 404, 405, a file) are no page: the strict policy, no inline
      // script; a file's is stricter still. (The middleware's header is the one that stands.)
      const response = NextResponse.next();
      response.headers.set(CSP, isAdminFile(url.pathname) ? FILE_POLICY : contentSecurityPolicy({ tagManager }));
      return response;
    }
    const response = withNonce(request);
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }
  const facts: RequestFacts = {
    method: request.method,
    pathname: url.pathname,
    search: url.search.replace(/^\?/, ''),
    userAgent: request.headers.get('user-agent'),
    mobileHint: request.headers.get('sec-ch-ua-mobile'),
    acceptLanguage: request.headers.get('accept-language'),
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    viewportCookie: request.cookies.get(VIEWPORT_COOKIE)?.value,
  };
  const decision = decide(facts);

  if (decision.kind === 'redirect') {
    // Built from our own origin and a path that starts with exactly one `/`: never off-site.
    const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Vary', DECISION_VARY);
    response.headers.set(CSP, contentSecurityPolicy({ tagManager }));
    return response;
  }
  if (request.method === 'POST' && !takesFiles(decision.shell, decision.page) && !smallPost(request)) {
    return new NextResponse('Payload Too Large', {
      status: 413,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', [CSP]: contentSecurityPolicy({ tagManager }) },
    });
  }
  return serve(request, facts, decision.shell, decision.page);
}

/**
 * The forms of every page but the feedback form send a few short fields (the subscribe form,
 * the partner application), far under this limit. Next reads an action's whole body, up to the
 * size the feedback form's files need, before any check, so a subscribe post of very many fields held up
 * the process (docs/benchmarks.md). A post without its length (chunked) is refused too; nginx
 * always sends one.
 */
const SMALL_POST_BYTES = 64 * 1024;

function smallPost(request: NextRequest): boolean {
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  return Number.isFinite(length) && length <= SMALL_POST_BYTES;
}

export const config = {
  // Everything but Next's own files, route handlers and the kinds of file `public/` serves;
  // other dotted paths (`/wp-login.php`) are unknown pages and go to /404 like the rest.
  // The same extensions as PUBLIC_FILE_EXTENSIONS in lib/security/headers.ts.
  matcher: [
    '/((?!_next/|api/|.*\\.(?:svg|png|jpe?g|webp|avif|ico|pdf|mp4|webm|vtt|txt|xml|json|m?js|css|map|woff2?|ttf|bcmap|pfb|webmanifest)$).*)',
    // Next's paths and route handlers only when they hold a `%`, to turn undecodable ones into 400.
    '/((?:_next|api)/.*%.*)',
  ],
};
