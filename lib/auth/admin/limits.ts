import { createLockout, type Lockout } from './lockout';

function fromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value > 0 ? value : fallback;
}

const holder = globalThis as { __aurexAdminLockout?: Lockout };

/**
 * The process's admin sign-in lockout: 5 wrong passwords from one client lock it out for
 * a minute, then 2, 4 … up to an hour (`ADMIN_MAX_FAILURES`, `ADMIN_LOCK_MS`).
 */
export function adminLockout(): Lockout {
  holder.__aurexAdminLockout ??= createLockout({
    maxFailures: fromEnv('ADMIN_MAX_FAILURES', 5),
    lockMs: fromEnv('ADMIN_LOCK_MS', 60_000),
    maxLockMs: 60 * 60 * 1000,
  });
  return holder.__aurexAdminLockout;
}
