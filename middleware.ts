import { NextResponse, type NextRequest } from 'next/server';
import { decide } from './lib/middleware/decide';
import { LOCALE_COOKIE } from './lib/i18n/locales';
import { VIEWPORT_COOKIE } from './lib/device';
import { DECISION_VARY } from './lib/middleware/headers';

export function middleware(request: NextRequest) {
  const url = request.nextUrl;
  const decision = decide({
    method: request.method,
    pathname: url.pathname,
    search: url.search.replace(/^\?/, ''),
    userAgent: request.headers.get('user-agent'),
    mobileHint: request.headers.get('sec-ch-ua-mobile'),
    acceptLanguage: request.headers.get('accept-language'),
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    viewportCookie: request.cookies.get(VIEWPORT_COOKIE)?.value,
  });

  let response: NextResponse;
  if (decision.kind === 'redirect') {
    // Built from our own origin and a path that starts with exactly one `/`: never off-site.
    response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Vary', DECISION_VARY);
  } else if (decision.kind === 'rewrite') {
    // Resolved against the request's own URL, so the rewrite never changes host.
    response = NextResponse.rewrite(new URL(decision.path + url.search, request.url));
  } else {
    response = NextResponse.next();
  }
  return response;
}

export const config = {
  // Everything but Next's own files, route handlers, the company inbox (`/admin`, not
  // localised) and the kinds of file `public/` serves;
  // other dotted paths (`/wp-login.php`) are unknown pages and go to /404 like the rest.
  matcher: [
    '/((?!_next/|api/|admin/|admin$|.*\\.(?:svg|png|jpe?g|webp|avif|ico|pdf|mp4|webm|vtt|txt|xml|json|m?js|css|map|woff2?|ttf|bcmap|pfb|webmanifest)$).*)',
  ],
};
