/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { outbox } from '@/lib/db/schema';
import { BackendHttpError, BackendNetworkError, BackendRejection, BackendTimeoutError } from '@/lib/backend/errors';
import { FRESH_ENTRY_LEASE_MS, backoffMs, enqueue, processDue, retryNow, type OutboxRow } from '@/lib/forms/outbox';
import { clearTables, openTestDatabase } from './testDatabase';
import type { DatabaseHandle } from '@/lib/db/client';

jest.setTimeout(60_000);

const policy = { baseMs: 1_000, maxMs: 8_000 };
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => clearTables(handle));

async function rowOf(id: number) {
  const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

async function enqueueAt(kind: 'subscribe' | 'merchant', payload: unknown) {
  const row = await enqueue(handle.db, { kind, payload, locale: 'en-US' });
  await handle.db.update(outbox).set({ nextAttemptAt: t0 }).where(eq(outbox.id, row.id));
  return row;
}

describe('outbox', () => {
  test('backoff doubles from the base and stops at the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => backoffMs(attempts, policy))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  test('a delivered entry is marked delivered and not sent again', async () => {
    const row = await enqueueAt('subscribe', { email: 'a@example.com' });
    const deliver = jest.fn().mockResolvedValue({ ok: true });
    expect(await processDue(handle.db, deliver, policy, t0)).toEqual([{ state: 'delivered' }]);
    expect((await rowOf(row.id)).state).toBe('delivered');
    await processDue(handle.db, deliver, policy, at(60_000));
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  test('transient failures are retried with backoff and the same idempotency key until delivered', async () => {
    const row = await enqueueAt('subscribe', { email: 'b@example.com' });
    const keys: string[] = [];
    const failures = [new BackendNetworkError('/x', new Error('ECONNREFUSED')), new BackendTimeoutError('/x', 30_000), new BackendHttpError('/x', 503, null)];
    const deliver = jest.fn(async (entry: OutboxRow) => {
      keys.push(entry.idempotencyKey);
      const failure = failures.shift();
      if (failure) throw failure;
      return {};
    });
    await processDue(handle.db, deliver, policy, t0);
    let stored = await rowOf(row.id);
    expect(stored).toMatchObject({ state: 'pending', attempts: 1 });
    expect(stored.nextAttemptAt.getTime()).toBe(at(1_000).getTime());
    expect(stored.lastError).toMatch(/ECONNREFUSED/);
    // Not due yet: nothing is sent.
    await processDue(handle.db, deliver, policy, at(999));
    expect(deliver).toHaveBeenCalledTimes(1);
    await processDue(handle.db, deliver, policy, at(1_000));
    stored = await rowOf(row.id);
    expect(stored.nextAttemptAt.getTime()).toBe(at(1_000 + 2_000).getTime());
    await processDue(handle.db, deliver, policy, at(3_000));
    expect((await rowOf(row.id)).nextAttemptAt.getTime()).toBe(at(3_000 + 4_000).getTime());
    await processDue(handle.db, deliver, policy, at(7_000));
    expect(await rowOf(row.id)).toMatchObject({ state: 'delivered', attempts: 4, lastError: null });
    expect(new Set(keys)).toEqual(new Set([row.idempotencyKey]));
    expect(keys).toHaveLength(4);
  });

  test('a rejection (errorStatusCode or 4xx) is recorded and never retried', async () => {
    const first = await enqueueAt('merchant', { company: 'A' });
    const second = await enqueueAt('merchant', { company: 'B' });
    const deliver = jest.fn(async (entry: OutboxRow) => {
      throw (entry.payload as { company: string }).company === 'A'
        ? new BackendRejection('/x', 4001, { errorStatusCode: 4001, message: 'Duplicate application' })
        : new BackendHttpError('/x', 422, { message: 'bad phone' });
    });
    await processDue(handle.db, deliver, policy, t0);
    expect(await rowOf(first.id)).toMatchObject({ state: 'rejected', attempts: 1 });
    expect((await rowOf(first.id)).lastError).toContain('Duplicate application');
    expect(await rowOf(second.id)).toMatchObject({ state: 'rejected' });
    await processDue(handle.db, deliver, policy, at(10 * 60_000));
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  test('a new entry is left to the request that stored it: the worker takes it only after the lease', async () => {
    const row = await enqueue(handle.db, { kind: 'subscribe', payload: { email: 'fresh@example.com' }, locale: 'en-US' }, t0);
    const delivered: OutboxRow[] = [];
    const deliver = async (entry: OutboxRow) => delivered.push(entry);
    expect(await processDue(handle.db, deliver, policy, at(FRESH_ENTRY_LEASE_MS - 1))).toEqual([]);
    expect(await processDue(handle.db, deliver, policy, at(FRESH_ENTRY_LEASE_MS))).toEqual([{ state: 'delivered' }]);
    expect(delivered.map((entry) => entry.id)).toEqual([row.id]);
  });

  test('each entry gets its own idempotency key', async () => {
    const a = await enqueueAt('subscribe', { email: 'c@example.com' });
    const b = await enqueueAt('subscribe', { email: 'd@example.com' });
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
    expect(a.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** A restart: the connection is closed and a new one opened (same PGlite folder, or same server). */
describe('retry now (the inbox button)', () => {
  test('sends a pending entry at once, before its next scheduled attempt, with the same key', async () => {
    const row = await enqueueAt('subscribe', { email: 'r@example.com' });
    await processDue(handle.db, jest.fn().mockRejectedValue(new BackendHttpError('/x', 503, null)), policy, t0);
    const pending = await rowOf(row.id);
    expect(pending.state).toBe('pending');
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(t0.getTime());
    const deliver = jest.fn().mockResolvedValue({});
    expect(await retryNow(handle.db, row.id, deliver, policy, t0)).toEqual({ state: 'delivered' });
    expect(deliver).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: row.idempotencyKey }));
    expect((await rowOf(row.id)).state).toBe('delivered');
  });

  test('does nothing to an entry that is no longer pending', async () => {
    const row = await enqueueAt('subscribe', { email: 's@example.com' });
    await processDue(handle.db, jest.fn().mockResolvedValue({}), policy, t0);
    const deliver = jest.fn();
    expect(await retryNow(handle.db, row.id, deliver, policy, t0)).toBeNull();
    expect(await retryNow(handle.db, 987_654, deliver, policy, t0)).toBeNull();
    expect(deliver).not.toHaveBeenCalled();
  });
});

describe('outbox across a restart', () => {
  test('a pending entry survives closing and reopening the database and is delivered afterwards', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aurex-outbox-'));
    try {
      const first = await openTestDatabase(dir);
      const row = await enqueue(first.db, { kind: 'subscribe', payload: { email: 'restart@example.com' }, locale: 'de-DE' }, t0);
      await processDue(first.db, async () => {
        throw new BackendNetworkError('/x', new Error('down'));
      }, policy, at(FRESH_ENTRY_LEASE_MS));
      await first.close();

      const second = await openTestDatabase(dir);
      const delivered: OutboxRow[] = [];
      await processDue(second.db, async (entry) => delivered.push(entry), policy, at(FRESH_ENTRY_LEASE_MS + policy.baseMs));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({ idempotencyKey: row.idempotencyKey, locale: 'de-DE', payload: { email: 'restart@example.com' }, attempts: 1 });
      const [stored] = await second.db.select().from(outbox);
      expect(stored).toMatchObject({ state: 'delivered', attempts: 2 });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
