import { getDatabase } from '@/lib/db/client';
import { isSameOrigin } from '@/lib/security/sameOrigin';
import { countOriginRefusal } from '@/lib/observability/metrics';
import { adminKeyFrom } from '@/lib/admin/access';
import { ADMIN_COOKIE, adminTokenOf, closeAdminSession } from '@/lib/admin/session';
import { seeOther } from '@/lib/admin/redirect';
import { ADMIN_PAGES } from '@/lib/pages';

export const dynamic = 'force-dynamic';

/** Ends the admin session: its row is deleted, so the cookie opens nothing even if kept. */
export async function POST(request: Request) {
  const key = adminKeyFrom();
  if (!key) return new Response('Not found', { status: 404 });
  if (!isSameOrigin(request.headers)) {
    countOriginRefusal('inbox');
    return new Response('Forbidden', { status: 403 });
  }
  await closeAdminSession((await getDatabase()).db, key, adminTokenOf(request.headers.get('cookie')));
  const response = seeOther(ADMIN_PAGES.inbox);
  response.cookies.delete({ name: ADMIN_COOKIE, path: ADMIN_PAGES.inbox });
  return response;
}
