import { isSameOrigin } from '@/lib/forms/guard';
import { adminPasswordFrom } from '@/lib/auth/admin/guard';
import { ADMIN_COOKIE } from '@/lib/auth/admin/token';
import { seeOther } from '@/lib/auth/admin/redirect';

export const dynamic = 'force-dynamic';

/** Ends the admin session. */
export async function POST(request: Request) {
  if (!adminPasswordFrom()) return new Response('Not found', { status: 404 });
  if (!isSameOrigin(request.headers)) return new Response('Forbidden', { status: 403 });
  const response = seeOther('/admin');
  response.cookies.delete({ name: ADMIN_COOKIE, path: '/admin' });
  return response;
}
