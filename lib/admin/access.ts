import { resolveAuthSecret } from '../secret';
import { ADMIN_COOKIE, adminKey, verifyAdminToken } from './token';

/**
 * Who may see `/admin`: nobody when `ADMIN_PASSWORD` is unset (every admin page and file
 * answers 404), else whoever holds a valid admin session cookie.
 */
export type AdminAccess = 'closed' | 'signedOut' | 'open';

export function adminPasswordFrom(env: NodeJS.ProcessEnv = process.env): string | null {
  const password = env.ADMIN_PASSWORD;
  return password && password.trim() !== '' ? password : null;
}

/** The key that signs admin sessions, or null when the inbox is closed. */
export function adminKeyFrom(env: NodeJS.ProcessEnv = process.env): Buffer | null {
  const password = adminPasswordFrom(env);
  return password ? adminKey(password, resolveAuthSecret(env)) : null;
}

export function adminAccess(token: string | undefined, env: NodeJS.ProcessEnv = process.env, now = Date.now()): AdminAccess {
  const key = adminKeyFrom(env);
  if (!key) return 'closed';
  return verifyAdminToken(key, token, now) ? 'open' : 'signedOut';
}

/** The admin cookie's value in a `Cookie` header. */
export function adminTokenOf(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ADMIN_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };

/** For route handlers: a 404 or 401 answer when the request may not see admin data, else null. */
export function refuseUnlessAdmin(request: Request, env: NodeJS.ProcessEnv = process.env): Response | null {
  const access = adminAccess(adminTokenOf(request.headers.get('cookie')), env);
  if (access === 'closed') return new Response('Not found', { status: 404, headers: PRIVATE_HEADERS });
  if (access === 'signedOut') return new Response('Unauthorized', { status: 401, headers: PRIVATE_HEADERS });
  return null;
}
