/** @jest-environment node */
import { clearFailures, consumeRateLimit, lockoutWaitMs, recordFailure } from '@/lib/security/limits';
import type { DatabaseHandle } from '@/lib/db/client';
import { clearTables, openTestDatabase, usingPostgres } from '@/tests/support/testDatabase';

jest.setTimeout(60_000);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => clearTables(handle));

const at = (ms: number) => new Date(1_800_000_000_000 + ms);

describe('rate limits in the database', () => {
  test('allow the limit per window, per key, then refuse until the window ends', async () => {
    const allow = (key: string, ms: number) => consumeRateLimit(handle.db, key, 3, 60_000, at(ms));
    const first = [];
    for (let i = 0; i < 4; i += 1) first.push(await allow('a', i));
    expect(first).toEqual([true, true, true, false]);
    expect(await allow('b', 5)).toBe(true);
    expect(await allow('a', 59_999)).toBe(false);
    expect(await allow('a', 60_000)).toBe(true);
  });

  test('count every instance together: concurrent uses (from two connections on PostgreSQL) share one window', async () => {
    // PGlite is one in-process database: a second handle would be another database.
    const second = usingPostgres ? await openTestDatabase() : handle;
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => consumeRateLimit((i % 2 ? second : handle).db, 'shared', 4, 60_000, at(0))),
      );
      expect(results.filter(Boolean)).toHaveLength(4);
    } finally {
      if (second !== handle) await second.close();
    }
  });

  test('a limit of 0 turns it off', async () => {
    for (let i = 0; i < 20; i += 1) expect(await consumeRateLimit(handle.db, 'off', 0, 60_000, at(0))).toBe(true);
  });
});

describe('sign-in lockout in the database', () => {
  const policy = { maxFailures: 3, lockMs: 1_000, maxLockMs: 3_000 };

  test('locks a key out after too many failures, with a growing wait, per key', async () => {
    expect(await recordFailure(handle.db, 'a', policy, at(0))).toBe(0);
    expect(await recordFailure(handle.db, 'a', policy, at(0))).toBe(0);
    expect(await lockoutWaitMs(handle.db, 'a', at(0))).toBe(0);
    expect(await recordFailure(handle.db, 'a', policy, at(0))).toBe(1_000);
    expect(await lockoutWaitMs(handle.db, 'a', at(0))).toBe(1_000);
    expect(await lockoutWaitMs(handle.db, 'b', at(0))).toBe(0);
    expect(await lockoutWaitMs(handle.db, 'a', at(1_000))).toBe(0);
    for (let i = 0; i < 3; i += 1) await recordFailure(handle.db, 'a', policy, at(1_000));
    expect(await lockoutWaitMs(handle.db, 'a', at(1_000))).toBe(2_000);
    for (let i = 0; i < 3; i += 1) await recordFailure(handle.db, 'a', policy, at(3_000));
    for (let i = 0; i < 3; i += 1) await recordFailure(handle.db, 'a', policy, at(10_000));
    expect(await lockoutWaitMs(handle.db, 'a', at(10_000))).toBe(3_000);
  });

  test('a success clears the record', async () => {
    await recordFailure(handle.db, 'a', policy, at(0));
    await recordFailure(handle.db, 'a', policy, at(0));
    await clearFailures(handle.db, 'a');
    expect(await recordFailure(handle.db, 'a', policy, at(0))).toBe(0);
  });
});
