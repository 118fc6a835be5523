/**
 * The session cookie is httpOnly, so a page cannot tell a guest from a signed-in visitor
 * without asking the server. This readable cookie, which holds no secret, mirrors whether
 * one is set: pages ask for the session only when it is there, and a guest's page (nearly
 * every page view) makes no session request at all.
 */
export const SESSION_HINT_COOKIE = 'aurex.signed_in';

/** better-auth's session cookie (`aurex` prefix, `__Secure-` on HTTPS). */
const SESSION_COOKIE = /^(?:__Secure-)?aurex\.session_token=([^;]*)(.*)$/i;

/** The response with the hint set or cleared alongside the session cookie it carries, if any. */
export function withSessionHint(response: Response): Response {
  const session = response.headers.getSetCookie().map((cookie) => SESSION_COOKIE.exec(cookie)).find(Boolean);
  if (!session) return response;
  const [, value, attributes] = session;
  const maxAge = /;\s*max-age=(-?\d+)/i.exec(attributes!)?.[1];
  const cleared = value === '' || (maxAge !== undefined && Number(maxAge) <= 0);
  const secure = /;\s*secure/i.test(attributes!) ? '; Secure' : '';
  const hinted = new Response(response.body, response);
  hinted.headers.append(
    'Set-Cookie',
    cleared ? `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}` : `${SESSION_HINT_COOKIE}=1; Path=/${maxAge ? `; Max-Age=${maxAge}` : ''}; SameSite=Lax${secure}`,
  );
  return hinted;
}

/** In the browser: whether the hint says someone may be signed in. */
export function mayBeSignedIn(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=1`));
}

/** In the browser: the server said there is no session (expired, revoked): stop asking. */
export function forgetSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
