import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { adminSessions } from '@/lib/db/schema';

/**
 * The inbox session: a cookie holding a session id, its expiry and an HMAC-SHA256 of both,
 * keyed with a key derived from `ADMIN_PASSWORD` and the auth secret, and a row in
 * `admin_sessions` that signing out deletes. The signature stops forged and altered
 * cookies without a database read; the row makes signing out (and a changed password)
 * end the session everywhere, on every instance.
 */
export const ADMIN_COOKIE = 'aurex_admin';
export const ADMIN_SESSION_MS = 2 * 60 * 60 * 1000;

export function adminKey(password: string, secret: string): Buffer {
  return createHash('sha256').update(`aurex-admin-session\0${password}\0${secret}`).digest();
}

function mac(key: Buffer, id: string, expires: number): string {
  return createHmac('sha256', key).update(`admin:${id}:${expires}`).digest('base64url');
}

function sameBytes(a: string, b: string): boolean {
  // Hashing first makes the comparison constant-time whatever the lengths.
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

/** A session token for session `id`, valid until `now + lifetimeMs`. */
export function signAdminToken(key: Buffer, id: string, now = Date.now(), lifetimeMs = ADMIN_SESSION_MS): string {
  const expires = now + lifetimeMs;
  return `${id}.${expires}.${mac(key, id, expires)}`;
}

/** The session id a token names when its signature and expiry hold, else null. */
export function verifyAdminToken(key: Buffer, token: string | undefined, now = Date.now()): string | null {
  if (!token) return null;
  const match = /^([\w-]{22})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expiresText, signature] = match;
  const expires = Number(expiresText);
  if (expires <= now || expires > now + ADMIN_SESSION_MS) return null;
  return sameBytes(signature!, mac(key, id!, expires)) ? id! : null;
}

/** Opens a session (and forgets expired ones); returns the cookie's value. */
export async function openAdminSession(db: Database, key: Buffer, now = Date.now()): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now)));
  await db.insert(adminSessions).values({ id, expiresAt: new Date(now + ADMIN_SESSION_MS) });
  return signAdminToken(key, id, now);
}

/** Whether a cookie's value is a signed, unexpired token of a session still open. */
export async function adminSessionOpen(db: Database, key: Buffer, token: string | undefined, now = Date.now()): Promise<boolean> {
  const id = verifyAdminToken(key, token, now);
  if (!id) return false;
  const [row] = await db.select({ id: adminSessions.id }).from(adminSessions).where(and(eq(adminSessions.id, id), gt(adminSessions.expiresAt, new Date(now))));
  return Boolean(row);
}

/** Signs out: the session's row goes, and its cookie opens nothing any more. */
export async function closeAdminSession(db: Database, key: Buffer, token: string | undefined, now = Date.now()): Promise<void> {
  const id = verifyAdminToken(key, token, now);
  if (id) await db.delete(adminSessions).where(eq(adminSessions.id, id));
}

/**
 * A device the inbox was opened from: a cookie, signed like a session but for another
 * purpose, kept for `ADMIN_DEVICE_MS`. Guesses spread over many addresses lock the sign-in
 * for new devices only; the company's own keep signing in (lib/admin/signIn.ts).
 */
export const ADMIN_DEVICE_COOKIE = 'aurex_admin_device';
export const ADMIN_DEVICE_MS = 90 * 24 * 60 * 60 * 1000;

function deviceMac(key: Buffer, expires: number): string {
  return createHmac('sha256', key).update(`admin-device:${expires}`).digest('base64url');
}

export function signDeviceToken(key: Buffer, now = Date.now()): string {
  const expires = now + ADMIN_DEVICE_MS;
  return `${expires}.${deviceMac(key, expires)}`;
}

/** Whether a device cookie's value is signed for the current password and unexpired. */
export function deviceTrusted(key: Buffer, token: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  return expires > now && expires <= now + ADMIN_DEVICE_MS && sameBytes(match[2]!, deviceMac(key, expires));
}

/** Constant-time check of a typed password against `ADMIN_PASSWORD`. */
export function adminPasswordMatches(given: string, expected: string): boolean {
  return sameBytes(given, expected);
}

/** The admin cookie's value in a `Cookie` header; undefined when absent or not decodable. */
export function adminTokenOf(cookieHeader: string | null, cookie = ADMIN_COOKIE): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== cookie) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
