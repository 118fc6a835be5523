import { getDatabase } from '@/lib/db/client';
import { isSameOrigin } from '@/lib/security/sameOrigin';
import { countOriginRefusal } from '@/lib/observability/metrics';
import { clientAddress } from '@/lib/security/clientAddress';
import { adminKeyFrom } from '@/lib/admin/access';
import { adminCookieOptions } from '@/lib/admin/require';
import { ADMIN_COOKIE, ADMIN_DEVICE_COOKIE, ADMIN_DEVICE_MS, adminTokenOf } from '@/lib/admin/session';
import { seeOther } from '@/lib/admin/redirect';
import { signInToInbox } from '@/lib/admin/signIn';
import { readFormWithin } from '@/lib/security/bodyLimit';
import { ADMIN_PAGES } from '@/lib/pages';

export const dynamic = 'force-dynamic';

/** The sign-in form holds one password field: anything larger is not a sign-in. */
const SIGN_IN_BODY_LIMIT = 4 * 1024;

const lockedPage = (waitMs: number) => seeOther(`${ADMIN_PAGES.inbox}?login=locked&minutes=${Math.ceil(waitMs / 60_000)}`);

/**
 * The inbox sign-in (a plain form post, no script needed): `ADMIN_PASSWORD` compared in
 * constant time, behind a growing lockout per client and one for all clients together that
 * a device the inbox was opened from before is exempt from.
 */
export async function POST(request: Request) {
  if (!adminKeyFrom()) return new Response('Not found', { status: 404 });
  if (!isSameOrigin(request.headers)) {
    countOriginRefusal('inbox');
    return new Response('Forbidden', { status: 403 });
  }
  const form = await readFormWithin(request, SIGN_IN_BODY_LIMIT);
  const { db } = await getDatabase();
  const device = adminTokenOf(request.headers.get('cookie'), ADMIN_DEVICE_COOKIE);
  const result = await signInToInbox(db, clientAddress(request.headers), form?.get('password'), process.env, new Date(), device);
  switch (result.kind) {
    case 'closed':
      return new Response('Not found', { status: 404 });
    case 'locked':
      return lockedPage(result.waitMs);
    case 'failed':
      return seeOther(`${ADMIN_PAGES.inbox}?login=failed`);
    case 'open': {
      const response = seeOther(ADMIN_PAGES.inbox);
      response.cookies.set(ADMIN_COOKIE, result.token, adminCookieOptions());
      response.cookies.set(ADMIN_DEVICE_COOKIE, result.device, { ...adminCookieOptions(), maxAge: ADMIN_DEVICE_MS / 1000 });
      return response;
    }
  }
}
