import { NextResponse } from 'next/server';
import { isSameOrigin } from '@/lib/forms/guard';
import { adminPasswordFrom } from '@/lib/auth/admin/guard';
import { ADMIN_COOKIE } from '@/lib/auth/admin/token';

export const dynamic = 'force-dynamic';

/** Ends the admin session. */
export async function POST(request: Request) {
  if (!adminPasswordFrom()) return new Response('Not found', { status: 404 });
  if (!isSameOrigin(request.headers)) return new Response('Forbidden', { status: 403 });
  const response = NextResponse.redirect(new URL('/admin', request.url), 303);
  response.cookies.delete({ name: ADMIN_COOKIE, path: '/admin' });
  return response;
}
