import 'server-only';
import { cookies } from 'next/headers';
import { notFound, unauthorized } from 'next/navigation';
import { ADMIN_COOKIE, ADMIN_SESSION_MS } from './session';
import { adminAccess } from './access';
import { ADMIN_PAGES } from '@/lib/pages';

/** For admin pages and actions: 404 when the inbox is closed, 401 without an open admin session. */
export async function requireAdmin(): Promise<void> {
  const access = await adminAccess((await cookies()).get(ADMIN_COOKIE)?.value);
  if (access === 'closed') notFound();
  if (access === 'signedOut') unauthorized();
}

export function adminCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: process.env.NODE_ENV === 'production' && process.env.AUTH_INSECURE_COOKIES !== '1',
    path: ADMIN_PAGES.inbox,
    maxAge: Math.floor(ADMIN_SESSION_MS / 1000),
  };
}
