import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { isTransient } from '@/lib/backend/errors';
import { BACKEND_TIMEOUT_MS } from '@/lib/backend/client';

export type OutboxKind = 'subscribe' | 'merchant' | 'feedback';
export type OutboxRow = typeof outbox.$inferSelect;
/** Sends one outbox entry to the backend; throws a `BackendError` when it does not go through. */
export type Deliver = (row: OutboxRow) => Promise<unknown>;
type Executor = Pick<Database, 'insert'>;

export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
}

export function retryPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): RetryPolicy {
  const baseMs = Number(env.OUTBOX_RETRY_BASE_MS) > 0 ? Number(env.OUTBOX_RETRY_BASE_MS) : 30_000;
  return { baseMs, maxMs: Math.max(baseMs, 6 * 60 * 60 * 1000) };
}

/** Exponential backoff: base, 2x base, 4x base ... capped at `maxMs`. */
export function backoffMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * How long a new entry is left to the request that stored it, which forwards it at once,
 * before the worker may take it: longer than one forward can last, so that the two never
 * send it side by side, and short enough that a crash mid-request only delays it.
 */
export const FRESH_ENTRY_LEASE_MS = BACKEND_TIMEOUT_MS + 15_000;

/** Records a submission to forward; the idempotency key travels with every attempt. */
export async function enqueue(db: Executor, entry: { kind: OutboxKind; payload: unknown; locale: string }, now = new Date()): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({ ...entry, idempotencyKey: randomUUID(), nextAttemptAt: new Date(now.getTime() + FRESH_ENTRY_LEASE_MS) })
    .returning();
  return row!;
}

export type AttemptOutcome = { state: 'delivered' } | { state: 'rejected'; error: unknown } | { state: 'pending'; error: unknown };

function describe(error: unknown): string {
  const body = (error as { body?: unknown }).body;
  const text = error instanceof Error ? error.message : String(error);
  return body === undefined ? text : `${text}: ${JSON.stringify(body).slice(0, 500)}`;
}

/** One delivery attempt, with its outcome written back to the row. */
export async function attempt(db: Database, row: OutboxRow, deliver: Deliver, policy: RetryPolicy, now = new Date()): Promise<AttemptOutcome> {
  const attempts = row.attempts + 1;
  try {
    await deliver(row);
    await db.update(outbox).set({ state: 'delivered', attempts, lastError: null, updatedAt: now }).where(eq(outbox.id, row.id));
    return { state: 'delivered' };
  } catch (error) {
    const transient = isTransient(error);
    await db
      .update(outbox)
      .set({
        state: transient ? 'pending' : 'rejected',
        attempts,
        lastError: describe(error),
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts, policy)),
        updatedAt: now,
      })
      .where(eq(outbox.id, row.id));
    return transient ? { state: 'pending', error } : { state: 'rejected', error };
  }
}

/**
 * Claims the entries that are due (pushing their next attempt out by a lease, so that
 * another process sharing the database skips them) and tries each once.
 */
export async function processDue(db: Database, deliver: Deliver, policy: RetryPolicy, now = new Date(), limit = 20) {
  const lease = new Date(now.getTime() + Math.max(policy.baseMs, 60_000));
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.state, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: lease })
    .where(sql`${outbox.id} in ${due}`)
    .returning();
  const outcomes: AttemptOutcome[] = [];
  for (const row of claimed) outcomes.push(await attempt(db, row, deliver, policy, now));
  return outcomes;
}

/**
 * Tries one pending entry at once (the inbox's "Retry now"), whatever its backoff says;
 * null when the entry is not pending (already delivered or rejected). A worker round that
 * claimed the same entry may send it too: the idempotency key makes that harmless.
 */
export async function retryNow(db: Database, id: number, deliver: Deliver, policy: RetryPolicy, now = new Date()): Promise<AttemptOutcome | null> {
  const lease = new Date(now.getTime() + Math.max(policy.baseMs, 60_000));
  const [row] = await db
    .update(outbox)
    .set({ nextAttemptAt: lease })
    .where(and(eq(outbox.id, id), eq(outbox.state, 'pending')))
    .returning();
  return row ? attempt(db, row, deliver, policy, now) : null;
}
