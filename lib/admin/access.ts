import 'server-only';
import { getDatabase } from '@/lib/db/client';
import { resolveAuthSecret } from '@/lib/auth/secret';
import { adminKey, adminSessionOpen, adminTokenOf } from './session';

/** Shortest `ADMIN_PASSWORD` the site starts with: the inbox holds every visitor's data. */
export const ADMIN_PASSWORD_MIN_LENGTH = 16;

/**
 * Who may see `/admin`: nobody when `ADMIN_PASSWORD` is unset (every admin page and file
 * answers 404), else whoever holds an open admin session.
 */
export type AdminAccess = 'closed' | 'signedOut' | 'open';

/** The inbox password, or null when the inbox is closed (unset, blank or too short). */
export function adminPasswordFrom(env: NodeJS.ProcessEnv = process.env): string | null {
  const password = env.ADMIN_PASSWORD;
  return password && password.trim().length >= ADMIN_PASSWORD_MIN_LENGTH ? password : null;
}

/** Why the configured `ADMIN_PASSWORD` cannot be used, or null (unset is fine: the inbox is closed). */
export function adminPasswordProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const password = env.ADMIN_PASSWORD;
  if (password === undefined || password === '') return null;
  if (password.trim().length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long (it has ${password.trim().length}). Set a longer one, e.g. \`openssl rand -base64 24\`, or unset it to close the inbox.`;
  }
  return null;
}

/** The key that signs admin sessions, or null when the inbox is closed. */
export function adminKeyFrom(env: NodeJS.ProcessEnv = process.env): Buffer | null {
  const password = adminPasswordFrom(env);
  return password ? adminKey(password, resolveAuthSecret(env)) : null;
}

export async function adminAccess(token: string | undefined, env: NodeJS.ProcessEnv = process.env, now = Date.now()): Promise<AdminAccess> {
  const key = adminKeyFrom(env);
  if (!key) return 'closed';
  const { db } = await getDatabase();
  return (await adminSessionOpen(db, key, token, now)) ? 'open' : 'signedOut';
}

const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };

/** For route handlers: a 404 or 401 answer when the request may not see admin data, else null. */
export async function refuseUnlessAdmin(request: Request, env: NodeJS.ProcessEnv = process.env): Promise<Response | null> {
  const access = await adminAccess(adminTokenOf(request.headers.get('cookie')), env);
  if (access === 'closed') return new Response('Not found', { status: 404, headers: PRIVATE_HEADERS });
  if (access === 'signedOut') return new Response('Unauthorized', { status: 401, headers: PRIVATE_HEADERS });
  return null;
}
