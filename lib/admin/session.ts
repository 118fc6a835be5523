import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The admin session: a cookie holding its expiry time and an HMAC-SHA256 of it, keyed
 * with a key derived from `ADMIN_PASSWORD` and the auth secret. Changing the password
 * ends every admin session.
 */
export const ADMIN_COOKIE = 'aurex_admin';
export const ADMIN_SESSION_MS = 2 * 60 * 60 * 1000;

export function adminKey(password: string, secret: string): Buffer {
  return createHash('sha256').update(`aurex-admin-session\0${password}\0${secret}`).digest();
}

function mac(key: Buffer, expires: number): string {
  return createHmac('sha256', key).update(`admin:${expires}`).digest('base64url');
}

export function signAdminToken(key: Buffer, now = Date.now(), lifetimeMs = ADMIN_SESSION_MS): string {
  const expires = now + lifetimeMs;
  return `${expires}.${mac(key, expires)}`;
}

function sameBytes(a: string, b: string): boolean {
  // Hashing first makes the comparison constant-time whatever the lengths.
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

export function verifyAdminToken(key: Buffer, token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= now || expires > now + ADMIN_SESSION_MS) return false;
  return sameBytes(match[2]!, mac(key, expires));
}

/** Constant-time check of a typed password against `ADMIN_PASSWORD`. */
export function adminPasswordMatches(given: string, expected: string): boolean {
  return sameBytes(given, expected);
}
