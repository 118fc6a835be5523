import { createLockout } from '@/lib/auth/admin/lockout';

describe('admin sign-in lockout', () => {
  const policy = { maxFailures: 3, lockMs: 1_000, maxLockMs: 3_000 };

  test('locks a client out after too many failures, with a growing wait, per client', () => {
    const lockout = createLockout(policy);
    lockout.fail('a', 0);
    lockout.fail('a', 0);
    expect(lockout.waitMs('a', 0)).toBe(0);
    lockout.fail('a', 0);
    expect(lockout.waitMs('a', 0)).toBe(1_000);
    expect(lockout.waitMs('b', 0)).toBe(0);
    expect(lockout.waitMs('a', 1_000)).toBe(0);
    for (let i = 0; i < 3; i += 1) lockout.fail('a', 1_000);
    expect(lockout.waitMs('a', 1_000)).toBe(2_000);
    for (let i = 0; i < 3; i += 1) lockout.fail('a', 3_000);
    for (let i = 0; i < 3; i += 1) lockout.fail('a', 10_000);
    expect(lockout.waitMs('a', 10_000)).toBe(3_000);
  });

  test('a success clears the record', () => {
    const lockout = createLockout(policy);
    lockout.fail('a', 0);
    lockout.fail('a', 0);
    lockout.succeed('a');
    lockout.fail('a', 0);
    expect(lockout.waitMs('a', 0)).toBe(0);
  });
});
