import 'server-only';
import type { Database } from '@/lib/db/client';
import { clearFailures, lockoutWaitMs, recordFailure, type LockoutPolicy } from '@/lib/security/limits';
import { countSignInFailure } from '@/lib/observability/metrics';
import { adminKeyFrom, adminPasswordFrom } from './access';
import { adminPasswordMatches, deviceTrusted, openAdminSession, signDeviceToken } from './session';

export type SignInResult = { kind: 'open'; token: string; device: string } | { kind: 'failed' } | { kind: 'locked'; waitMs: number } | { kind: 'closed' };

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name]);
  return env[name] && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Two lockouts guard the inbox sign-in, both shared by every instance: one per client
 * (`ADMIN_MAX_FAILURES` wrong passwords, default 5, lock it out for `ADMIN_LOCK_MS`,
 * doubling up to an hour), and one for all clients together (`ADMIN_MAX_FAILURES_ALL`,
 * default 25), which holds when an attacker spreads guesses over many addresses. The second
 * locks out new devices only: a device the inbox was opened from before (its signed cookie)
 * keeps signing in, so nobody can lock the company out of its own inbox.
 */
export function signInPolicies(env: NodeJS.ProcessEnv = process.env): { perClient: LockoutPolicy; allClients: LockoutPolicy } {
  const lockMs = positive(env, 'ADMIN_LOCK_MS', 60_000);
  const maxLockMs = 60 * 60 * 1000;
  return {
    perClient: { maxFailures: positive(env, 'ADMIN_MAX_FAILURES', 5), lockMs, maxLockMs },
    allClients: { maxFailures: positive(env, 'ADMIN_MAX_FAILURES_ALL', 25), lockMs, maxLockMs },
  };
}

const ALL_CLIENTS = 'admin:*';

/** One inbox sign-in attempt by `client` (lib/security/clientAddress.ts) with password `given`. */
export async function signInToInbox(db: Database, client: string, given: unknown, env: NodeJS.ProcessEnv = process.env, now = new Date(), deviceToken?: string): Promise<SignInResult> {
  const password = adminPasswordFrom(env);
  const key = adminKeyFrom(env);
  if (!password || !key) return { kind: 'closed' };
  const clientKey = `admin:${client}`;
  const known = deviceTrusted(key, deviceToken, now.getTime());
  const waitMs = Math.max(await lockoutWaitMs(db, clientKey, now), known ? 0 : await lockoutWaitMs(db, ALL_CLIENTS, now));
  if (waitMs > 0) {
    countSignInFailure('inbox', 'locked');
    return { kind: 'locked', waitMs };
  }
  if (typeof given !== 'string' || !adminPasswordMatches(given, password)) {
    countSignInFailure('inbox', 'wrong_password');
    const policies = signInPolicies(env);
    const locked = Math.max(await recordFailure(db, clientKey, policies.perClient, now), known ? 0 : await recordFailure(db, ALL_CLIENTS, policies.allClients, now));
    return locked > 0 ? { kind: 'locked', waitMs: locked } : { kind: 'failed' };
  }
  await clearFailures(db, clientKey);
  return { kind: 'open', token: await openAdminSession(db, key, now.getTime()), device: signDeviceToken(key, now.getTime()) };
}
