/**
 * Brute-force protection of the admin sign-in, per client: after `maxFailures` wrong
 * passwords the client is locked out for `lockMs`, doubling with each further lockout
 * (up to `maxLockMs`). A success clears the client's record.
 */
export interface LockoutPolicy {
  maxFailures: number;
  lockMs: number;
  maxLockMs: number;
}

interface Entry {
  failures: number;
  lockouts: number;
  lockedUntil: number;
}

export interface Lockout {
  /** Milliseconds the client must still wait, 0 when it may try. */
  waitMs(client: string, now?: number): number;
  fail(client: string, now?: number): void;
  succeed(client: string): void;
}

export function createLockout(policy: LockoutPolicy): Lockout {
  const entries = new Map<string, Entry>();
  return {
    waitMs(client, now = Date.now()) {
      const entry = entries.get(client);
      return entry ? Math.max(0, entry.lockedUntil - now) : 0;
    },
    fail(client, now = Date.now()) {
      if (entries.size > 10_000) entries.clear();
      const entry = entries.get(client) ?? { failures: 0, lockouts: 0, lockedUntil: 0 };
      entry.failures += 1;
      if (entry.failures >= policy.maxFailures) {
        entry.lockedUntil = now + Math.min(policy.maxLockMs, policy.lockMs * 2 ** entry.lockouts);
        entry.lockouts += 1;
        entry.failures = 0;
      }
      entries.set(client, entry);
    },
    succeed(client) {
      entries.delete(client);
    },
  };
}
