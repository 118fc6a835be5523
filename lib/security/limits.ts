import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { rateLimits, signInLockouts } from '@/lib/db/schema';

/**
 * Limits kept in the database, so that every instance of the site counts together: a
 * client cannot get twice the allowance by landing on two instances in turn.
 */

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Rows of windows that ended long ago are removed now and then, by the request that finds them. */
const SWEEP_EVERY = 500;
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one use of `key` in fixed windows of `windowMs`: true while the window's count
 * is within `limit` (0 turns the limit off). One statement, atomic on PostgreSQL.
 */
export async function consumeRateLimit(db: Database, key: string, limit: number, windowMs: number, now = new Date()): Promise<boolean> {
  if (limit <= 0) return true;
  const windowEnded = sql`${rateLimits.windowStart} <= ${timestamp(new Date(now.getTime() - windowMs))}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowEnded} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowEnded} then ${timestamp(now)} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  if (Math.random() * SWEEP_EVERY < 1) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - SWEEP_AFTER_MS)));
  }
  return row!.count <= limit;
}

/**
 * Brute-force protection of a sign-in: after `maxFailures` failures a key is locked out
 * for `lockMs`, doubling with each further lockout up to `maxLockMs`.
 */
export interface LockoutPolicy {
  maxFailures: number;
  lockMs: number;
  maxLockMs: number;
}

/** Milliseconds `key` must still wait before it may try again; 0 when it may. */
export async function lockoutWaitMs(db: Database, key: string, now = new Date()): Promise<number> {
  const [row] = await db.select({ lockedUntil: signInLockouts.lockedUntil }).from(signInLockouts).where(eq(signInLockouts.key, key));
  return row ? Math.max(0, row.lockedUntil.getTime() - now.getTime()) : 0;
}

/** Counts a failure of `key`; returns how long it is locked out from now on (0: not yet). */
export async function recordFailure(db: Database, key: string, policy: LockoutPolicy, now = new Date()): Promise<number> {
  const reached = sql`${signInLockouts.failures} + 1 >= ${policy.maxFailures}`;
  const lockFor = sql`least(${policy.maxLockMs}, ${policy.lockMs} * power(2, ${signInLockouts.lockouts}))`;
  const first = policy.maxFailures <= 1;
  const [row] = await db
    .insert(signInLockouts)
    .values({ key, failures: first ? 0 : 1, lockouts: first ? 1 : 0, lockedUntil: first ? new Date(now.getTime() + policy.lockMs) : now })
    .onConflictDoUpdate({
      target: signInLockouts.key,
      set: {
        failures: sql`case when ${reached} then 0 else ${signInLockouts.failures} + 1 end`,
        lockouts: sql`case when ${reached} then ${signInLockouts.lockouts} + 1 else ${signInLockouts.lockouts} end`,
        lockedUntil: sql`case when ${reached} then ${timestamp(now)} + ${lockFor} * interval '1 millisecond' else ${signInLockouts.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: signInLockouts.lockedUntil });
  return Math.max(0, row!.lockedUntil.getTime() - now.getTime());
}

/** A success forgets the key's failures and lockouts. */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInLockouts).where(eq(signInLockouts.key, key));
}
