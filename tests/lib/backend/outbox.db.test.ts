/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { feedback, merchantApplications, outbox, subscriptions } from '@/lib/db/schema';
import { BackendHttpError, BackendNetworkError, BackendRejection, BackendTimeoutError } from '@/lib/backend/errors';
import { attempt, leaseMs, backoffMs, claimDue, enqueue, processDue, releaseHeldLeases, retryNow, type ClaimedEntry, type OutboxRow } from '@/lib/backend/outbox';
import { queueUnsentSubmissions } from '@/lib/backend/unsent';
import type { Database } from '@/lib/db/client';
import { openTestDatabase, withTestDatabase } from '@/tests/support/testDatabase';

jest.setTimeout(60_000);

const policy = { baseMs: 1_000, maxMs: 8_000 };
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const clockAt = (ms: number) => () => at(ms);
const LEASE_MS = leaseMs();

const database = withTestDatabase();

async function rowOf(id: number) {
  const [row] = await database().db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

let addresses = 0;
async function subscription(db: Database = database().db) {
  const [row] = await db.insert(subscriptions).values({ email: `s${(addresses += 1)}@example.com`, locale: 'en-US' }).returning();
  return row!;
}

/** A stored subscription with an entry whose request lease has run out: due for the worker at t0. */
async function dueEntry(db: Database = database().db): Promise<OutboxRow> {
  const { id } = await subscription(db);
  const { row } = await enqueue(db, { kind: 'subscribe', subscriptionId: id, locale: 'en-US' }, at(-LEASE_MS - 1));
  return row;
}

describe('outbox', () => {
  test('backoff doubles from the base and stops at the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => backoffMs(attempts, policy))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  test('a delivered entry is marked delivered and not sent again', async () => {
    const row = await dueEntry();
    const deliver = jest.fn().mockResolvedValue({ ok: true });
    expect(await processDue(database().db, deliver, policy, { clock: clockAt(0) })).toEqual([{ state: 'delivered' }]);
    expect(await rowOf(row.id)).toMatchObject({ state: 'delivered', leaseToken: null, leaseUntil: null });
    await processDue(database().db, deliver, policy, { clock: clockAt(60_000) });
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  test('transient failures are retried with backoff and the same idempotency key until delivered', async () => {
    const row = await dueEntry();
    const keys: string[] = [];
    const failures = [new BackendNetworkError('/x', new Error('ECONNREFUSED')), new BackendTimeoutError('/x', 30_000), new BackendHttpError('/x', 503, null)];
    const deliver = jest.fn(async (entry: OutboxRow) => {
      keys.push(entry.idempotencyKey);
      const failure = failures.shift();
      if (failure) throw failure;
      return {};
    });
    await processDue(database().db, deliver, policy, { clock: clockAt(0) });
    let stored = await rowOf(row.id);
    expect(stored).toMatchObject({ state: 'pending', attempts: 1, leaseToken: null });
    expect(stored.nextAttemptAt.getTime()).toBe(at(1_000).getTime());
    expect(stored.lastError).toMatch(/ECONNREFUSED/);
    // Not due yet: nothing is sent.
    await processDue(database().db, deliver, policy, { clock: clockAt(999) });
    expect(deliver).toHaveBeenCalledTimes(1);
    await processDue(database().db, deliver, policy, { clock: clockAt(1_000) });
    stored = await rowOf(row.id);
    expect(stored.nextAttemptAt.getTime()).toBe(at(1_000 + 2_000).getTime());
    await processDue(database().db, deliver, policy, { clock: clockAt(3_000) });
    expect((await rowOf(row.id)).nextAttemptAt.getTime()).toBe(at(3_000 + 4_000).getTime());
    await processDue(database().db, deliver, policy, { clock: clockAt(7_000) });
    expect(await rowOf(row.id)).toMatchObject({ state: 'delivered', attempts: 4, lastError: null });
    expect(new Set(keys)).toEqual(new Set([row.idempotencyKey]));
    expect(keys).toHaveLength(4);
  });

  test('a rejection (errorStatusCode or 4xx) is recorded and never retried', async () => {
    const first = await dueEntry();
    const second = await dueEntry();
    const deliver = jest.fn(async (entry: OutboxRow) => {
      throw entry.id === first.id
        ? new BackendRejection('/x', 4001, { errorStatusCode: 4001, message: 'Duplicate application' })
        : new BackendHttpError('/x', 422, { message: 'bad phone' });
    });
    await processDue(database().db, deliver, policy, { clock: clockAt(0) });
    expect(await rowOf(first.id)).toMatchObject({ state: 'rejected', attempts: 1 });
    expect((await rowOf(first.id)).lastError).toContain('Duplicate application');
    expect(await rowOf(second.id)).toMatchObject({ state: 'rejected' });
    await processDue(database().db, deliver, policy, { clock: clockAt(10 * 60_000) });
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  test('a new entry is held by the request that stored it: the worker takes it only once that lease has run out', async () => {
    const { id } = await subscription();
    const { row } = await enqueue(database().db, { kind: 'subscribe', subscriptionId: id, locale: 'en-US' }, t0);
    const delivered: number[] = [];
    const deliver = async (entry: OutboxRow) => delivered.push(entry.id);
    expect(await processDue(database().db, deliver, policy, { clock: clockAt(LEASE_MS - 1) })).toEqual([]);
    expect(await processDue(database().db, deliver, policy, { clock: clockAt(LEASE_MS + 1) })).toEqual([{ state: 'delivered' }]);
    expect(delivered).toEqual([row.id]);
  });

  test('each entry gets its own idempotency key', async () => {
    const a = await dueEntry();
    const b = await dueEntry();
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
    expect(a.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('an entry names exactly one submission', async () => {
    const { id } = await subscription();
    await expect(database().db.insert(outbox).values({ kind: 'subscribe', locale: 'en-US', idempotencyKey: 'none' })).rejects.toThrow();
    const [application] = await database().db
      .insert(merchantApplications)
      .values({ company: 'A', contactName: 'B', email: 'a@b.example', dialCode: '+1', phone: '1', country: 'US', businessType: 'installer', message: 'm', consent: true, locale: 'en-US' })
      .returning();
    await expect(database().db.insert(outbox).values({ kind: 'subscribe', subscriptionId: id, merchantApplicationId: application!.id, locale: 'en-US', idempotencyKey: 'two' })).rejects.toThrow();
  });
});

describe('leases: only the holder records an outcome', () => {
  test('each due row is claimed by one attempt at a time', async () => {
    const rows = [await dueEntry(), await dueEntry()];
    const first = await claimDue(database().db, t0);
    const second = await claimDue(database().db, t0);
    const third = await claimDue(database().db, t0);
    expect(new Set([first!.row.id, second!.row.id])).toEqual(new Set(rows.map((row) => row.id)));
    expect(first!.leaseToken).not.toBe(second!.leaseToken);
    expect(third).toBeNull();
  });

  test('an attempt that outlives its lease does not overwrite the attempt that took the row over', async () => {
    const row = await dueEntry();
    const slow = (await claimDue(database().db, t0))!;
    // The slow attempt's process stalls; its lease runs out and another instance takes the row.
    const takeover = (await claimDue(database().db, at(LEASE_MS + 1)))!;
    expect(takeover.row.id).toBe(row.id);
    expect(await attempt(database().db, takeover, async () => ({}), policy, clockAt(LEASE_MS + 2))).toEqual({ state: 'delivered' });
    // The slow one ends in a failure: it must not turn the delivered entry back to pending.
    const outcome = await attempt(database().db, slow, async () => {
      throw new BackendTimeoutError('/x', 30_000);
    }, policy, clockAt(LEASE_MS + 3));
    expect(outcome).toEqual({ state: 'superseded' });
    expect(await rowOf(row.id)).toMatchObject({ state: 'delivered', attempts: 1, lastError: null });
  });

  test('retry now, the worker and the request never send one entry side by side', async () => {
    const { id } = await subscription();
    const held: ClaimedEntry = await enqueue(database().db, { kind: 'subscribe', subscriptionId: id, locale: 'en-US' }, t0);
    const deliver = jest.fn().mockResolvedValue({});
    // While the request holds the lease, neither the inbox button nor the worker sends it.
    expect(await retryNow(database().db, held.row.id, deliver, policy, clockAt(10))).toBeNull();
    expect(await processDue(database().db, deliver, policy, { clock: clockAt(10) })).toEqual([]);
    expect(deliver).not.toHaveBeenCalled();
    expect(await attempt(database().db, held, deliver, policy, clockAt(20))).toEqual({ state: 'delivered' });
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  test('a round stops claiming once its deadline has passed', async () => {
    await dueEntry();
    await dueEntry();
    let now = 0;
    const deliver = async () => {
      now += 600;
      return {};
    };
    const outcomes = await processDue(database().db, deliver, policy, { clock: () => at(now), deadline: at(500).getTime() });
    expect(outcomes).toHaveLength(1);
  });
});

describe('retry now (the inbox button)', () => {
  test('sends a pending entry at once, before its next scheduled attempt, with the same key', async () => {
    const row = await dueEntry();
    await processDue(database().db, jest.fn().mockRejectedValue(new BackendHttpError('/x', 503, null)), policy, { clock: clockAt(0) });
    const pending = await rowOf(row.id);
    expect(pending.state).toBe('pending');
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(t0.getTime());
    const deliver = jest.fn().mockResolvedValue({});
    expect(await retryNow(database().db, row.id, deliver, policy, clockAt(0))).toEqual({ state: 'delivered' });
    expect(deliver).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: row.idempotencyKey }));
    expect((await rowOf(row.id)).state).toBe('delivered');
  });

  test('does nothing to an entry that is no longer pending', async () => {
    const row = await dueEntry();
    await processDue(database().db, jest.fn().mockResolvedValue({}), policy, { clock: clockAt(0) });
    const deliver = jest.fn();
    expect(await retryNow(database().db, row.id, deliver, policy, clockAt(0))).toBeNull();
    expect(await retryNow(database().db, 987_654, deliver, policy, clockAt(0))).toBeNull();
    expect(deliver).not.toHaveBeenCalled();
  });
});

describe('submissions stored before BACKEND_URL was set', () => {
  test('are queued once, each with its own key; queuing again adds nothing', async () => {
    const stored = await subscription();
    const [question] = await database().db
      .insert(feedback)
      .values({ userId: 'u', email: 'f@example.com', subject: 's', purchasingChannel: 'shop', description: 'd', locale: 'de-DE' })
      .returning();
    const alreadyQueued = await dueEntry();
    expect(await queueUnsentSubmissions(database().db)).toBe(2);
    expect(await queueUnsentSubmissions(database().db)).toBe(0);
    const entries = await database().db.select().from(outbox).orderBy(outbox.id);
    expect(entries).toHaveLength(3);
    expect(entries.find((entry) => entry.subscriptionId === stored.id)).toMatchObject({ kind: 'subscribe', state: 'pending', locale: 'en-US' });
    expect(entries.find((entry) => entry.feedbackId === question!.id)).toMatchObject({ kind: 'feedback', locale: 'de-DE' });
    expect(entries.filter((entry) => entry.subscriptionId === alreadyQueued.subscriptionId)).toHaveLength(1);
    expect(new Set(entries.map((entry) => entry.idempotencyKey)).size).toBe(3);
  });
});

describe('outbox when the process stops', () => {
  test('a round takes no next entry once the process is stopping', async () => {
    await dueEntry();
    await dueEntry();
    let stopping = false;
    const deliver = jest.fn(async () => {
      stopping = true;
    });
    expect(await processDue(database().db, deliver, policy, { clock: clockAt(0), stopping: () => stopping })).toEqual([{ state: 'delivered' }]);
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  test('the leases it still holds are given back, so another instance tries those entries at once', async () => {
    const { id } = await subscription();
    const { row } = await enqueue(database().db, { kind: 'subscribe', subscriptionId: id, locale: 'en-US' });
    const other = await dueEntry();
    const claimed = await claimDue(database().db, t0);
    expect(claimed?.row.id).toBe(other.id);
    expect(await releaseHeldLeases(database().db)).toBe(2);
    expect(await rowOf(row.id)).toMatchObject({ state: 'pending', leaseToken: null, leaseUntil: null });
    const claimable = [await claimDue(database().db), await claimDue(database().db)].map((entry) => entry?.row.id);
    expect(claimable.sort()).toEqual([other.id, row.id].sort());
  });

  test('an attempt that finished holds nothing to give back', async () => {
    await dueEntry();
    await processDue(database().db, async () => undefined, policy, { clock: clockAt(0) });
    expect(await releaseHeldLeases(database().db)).toBe(0);
  });
});

describe('outbox across a restart', () => {
  test('a pending entry survives closing and reopening the database and is delivered afterwards', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aurex-outbox-'));
    try {
      const first = await openTestDatabase(dir);
      const row = await dueEntry(first.db);
      await processDue(first.db, async () => {
        throw new BackendNetworkError('/x', new Error('down'));
      }, policy, { clock: clockAt(0) });
      await first.close();

      const second = await openTestDatabase(dir);
      const delivered: OutboxRow[] = [];
      await processDue(second.db, async (entry) => delivered.push(entry), policy, { clock: clockAt(policy.baseMs) });
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({ idempotencyKey: row.idempotencyKey, subscriptionId: row.subscriptionId, attempts: 1 });
      const [stored] = await second.db.select().from(outbox);
      expect(stored).toMatchObject({ state: 'delivered', attempts: 2 });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
