/** @jest-environment node */
import { SESSION_HINT_COOKIE, withSessionHint } from '@/lib/auth/sessionHint';

function responseSetting(...cookies: string[]): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response('{"ok":true}', { status: 200, headers });
}

const hintOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));

describe('session hint cookie', () => {
  it('is set readable by the page, for as long as the session cookie, when a session starts', async () => {
    const response = withSessionHint(
      responseSetting('__Secure-aurex.session_token=abc.def; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax'),
    );
    expect(hintOf(response)).toBe(`${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=2592000; SameSite=Lax; Secure`);
    expect(hintOf(response)).not.toMatch(/HttpOnly/i);
    // The rest of the answer is untouched.
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie()[0]).toMatch(/^__Secure-aurex\.session_token=abc\.def/);
  });

  it('is cleared when the session cookie is', () => {
    expect(hintOf(withSessionHint(responseSetting('aurex.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')))).toBe(
      `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
    );
  });

  it('is left alone by answers that do not touch the session', () => {
    const response = responseSetting('aurex.dont_remember=; Max-Age=0; Path=/');
    expect(withSessionHint(response)).toBe(response);
    expect(hintOf(withSessionHint(responseSetting()))).toBeUndefined();
  });
});
