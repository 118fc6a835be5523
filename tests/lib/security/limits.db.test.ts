/** @jest-environment node */
import { clearFailures, consumeRateLimit, lockoutWaitMs, recordFailure } from '@/lib/security/limits';
import { openTestDatabase, usingPostgres, withTestDatabase } from '@/tests/support/testDatabase';

jest.setTimeout(60_000);

const database = withTestDatabase();

const at = (ms: number) => new Date(1_800_000_000_000 + ms);

describe('rate limits in the database', () => {
  test('allow the limit per window, per key, then refuse until the window ends', async () => {
    const allow = (key: string, ms: number) => consumeRateLimit(database().db, key, 3, 60_000, at(ms));
    const first = [];
    for (let i = 0; i < 4; i += 1) first.push(await allow('a', i));
    expect(first).toEqual([true, true, true, false]);
    expect(await allow('b', 5)).toBe(true);
    expect(await allow('a', 59_999)).toBe(false);
    expect(await allow('a', 60_000)).toBe(true);
  });

  test('count every instance together: concurrent uses (from two connections on PostgreSQL) share one window', async () => {
    // PGlite is one in-process database: a second handle would be another database.
    const second = usingPostgres ? await openTestDatabase() : database();
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => consumeRateLimit((i % 2 ? second : database()).db, 'shared', 4, 60_000, at(0))),
      );
      expect(results.filter(Boolean)).toHaveLength(4);
    } finally {
      if (second !== database()) await second.close();
    }
  });

  test('a limit of 0 turns it off', async () => {
    for (let i = 0; i < 20; i += 1) expect(await consumeRateLimit(database().db, 'off', 0, 60_000, at(0))).toBe(true);
  });
});

describe('sign-in lockout in the database', () => {
  const policy = { maxFailures: 3, lockMs: 1_000, maxLockMs: 3_000 };

  test('locks a key out after too many failures, with a growing wait, per key', async () => {
    expect(await recordFailure(database().db, 'a', policy, at(0))).toBe(0);
    expect(await recordFailure(database().db, 'a', policy, at(0))).toBe(0);
    expect(await lockoutWaitMs(database().db, 'a', at(0))).toBe(0);
    expect(await recordFailure(database().db, 'a', policy, at(0))).toBe(1_000);
    expect(await lockoutWaitMs(database().db, 'a', at(0))).toBe(1_000);
    expect(await lockoutWaitMs(database().db, 'b', at(0))).toBe(0);
    expect(await lockoutWaitMs(database().db, 'a', at(1_000))).toBe(0);
    for (let i = 0; i < 3; i += 1) await recordFailure(database().db, 'a', policy, at(1_000));
    expect(await lockoutWaitMs(database().db, 'a', at(1_000))).toBe(2_000);
    for (let i = 0; i < 3; i += 1) await recordFailure(database().db, 'a', policy, at(3_000));
    for (let i = 0; i < 3; i += 1) await recordFailure(database().db, 'a', policy, at(10_000));
    expect(await lockoutWaitMs(database().db, 'a', at(10_000))).toBe(3_000);
  });

  test('a success clears the record', async () => {
    await recordFailure(database().db, 'a', policy, at(0));
    await recordFailure(database().db, 'a', policy, at(0));
    await clearFailures(database().db, 'a');
    expect(await recordFailure(database().db, 'a', policy, at(0))).toBe(0);
  });
});
