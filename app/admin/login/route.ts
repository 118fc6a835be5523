import { clientKey, isSameOrigin } from '@/lib/forms/guard';
import { adminKeyFrom, adminPasswordFrom } from '@/lib/auth/admin/guard';
import { adminLockout } from '@/lib/auth/admin/limits';
import { adminCookieOptions } from '@/lib/auth/admin/cookie';
import { ADMIN_COOKIE, adminPasswordMatches, signAdminToken } from '@/lib/auth/admin/token';
import { seeOther } from '@/lib/auth/admin/redirect';

export const dynamic = 'force-dynamic';


/**
 * The inbox sign-in (a plain form post, no script needed): `ADMIN_PASSWORD` compared in
 * constant time, a few wrong tries per client before a growing lockout.
 */
export async function POST(request: Request) {
  const password = adminPasswordFrom();
  const key = adminKeyFrom();
  if (!password || !key) return new Response('Not found', { status: 404 });
  if (!isSameOrigin(request.headers)) return new Response('Forbidden', { status: 403 });
  const client = clientKey(request.headers);
  const lockout = adminLockout();
  const wait = lockout.waitMs(client);
  if (wait > 0) return seeOther(`/admin?login=locked&minutes=${Math.ceil(wait / 60_000)}`);
  const given = (await request.formData().catch(() => null))?.get('password');
  if (typeof given !== 'string' || !adminPasswordMatches(given, password)) {
    lockout.fail(client);
    const locked = lockout.waitMs(client);
    return seeOther(locked > 0 ? `/admin?login=locked&minutes=${Math.ceil(locked / 60_000)}` : '/admin?login=failed');
  }
  lockout.succeed(client);
  const response = seeOther('/admin');
  response.cookies.set(ADMIN_COOKIE, signAdminToken(key), adminCookieOptions());
  return response;
}
