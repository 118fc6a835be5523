import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { log } from '@/lib/logging/log';
import { countAttempt } from '@/lib/observability/metrics';
import { processWide } from '@/lib/processWide';
import { BackendHttpError, BackendNetworkError, BackendRejection, BackendTimeoutError, isTransient } from './errors';
import { backendTimeoutMs } from './client';

/**
 * The outbox: every submission to forward, tried until the backend takes or refuses it.
 * Safe with several instances on one database: an attempt first claims its row with a
 * lease of its own (a random token and an expiry), and only the holder of the token may
 * write the attempt's outcome. A process that dies mid-attempt leaves a lease that runs
 * out; the row is then tried again with the same idempotency key, which lets the backend
 * recognise a repeat.
 */

export type OutboxRow = typeof outbox.$inferSelect;

/** The submission an entry forwards: a row of one of the three submission tables. */
export type SubmissionRef =
  | { kind: 'subscribe'; subscriptionId: number }
  | { kind: 'merchant'; merchantApplicationId: number }
  | { kind: 'feedback'; feedbackId: number };

/** A row claimed for one attempt, and the token that lets its holder record the outcome. */
export interface ClaimedEntry {
  row: OutboxRow;
  leaseToken: string;
}

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
 * How long one attempt may hold its row: longer than the backend client's deadline for a
 * whole exchange, so a live attempt never loses its lease; a dead one frees it this soon.
 */
export function leaseMs(env: NodeJS.ProcessEnv = process.env): number {
  return backendTimeoutMs(env) + 15_000;
}

const leaseUntil = (now: Date) => new Date(now.getTime() + leaseMs());

/** The tokens of the leases this process holds, given back when it stops (releaseHeldLeases). */
const heldLeases = () => processWide('outboxLeases', () => new Set<string>());

function newLease(): string {
  const token = randomUUID();
  heldLeases().add(token);
  return token;
}

/**
 * Gives back the leases this process still holds (it is stopping), so that another instance
 * tries those entries at once instead of when the leases run out. Returns how many.
 */
export async function releaseHeldLeases(db: Database): Promise<number> {
  const tokens = [...heldLeases()];
  if (tokens.length === 0) return 0;
  const released = await db.update(outbox).set({ leaseToken: null, leaseUntil: null }).where(inArray(outbox.leaseToken, tokens)).returning({ id: outbox.id });
  for (const token of tokens) heldLeases().delete(token);
  return released.length;
}

/**
 * Records a submission to forward, already claimed by the caller (the request that
 * stored it forwards it at once). The idempotency key travels with every attempt.
 */
export async function enqueue(
  db: Executor,
  entry: SubmissionRef & { locale: string; extras?: Record<string, string> },
  now = new Date(),
): Promise<ClaimedEntry> {
  const leaseToken = newLease();
  const [row] = await db
    .insert(outbox)
    .values({ ...entry, extras: entry.extras ?? {}, idempotencyKey: randomUUID(), nextAttemptAt: now, leaseToken, leaseUntil: leaseUntil(now) })
    .returning();
  return { row: row!, leaseToken };
}

const pending = eq(outbox.state, 'pending');
const unleased = (now: Date) => or(isNull(outbox.leaseUntil), lt(outbox.leaseUntil, now));

/** Takes the lease of the rows `which` selects (at most one) for an attempt starting `now`. */
async function claimWhere(db: Database, which: ReturnType<typeof and>, now: Date): Promise<ClaimedEntry | null> {
  const leaseToken = newLease();
  const candidate = db.select({ id: outbox.id }).from(outbox).where(which).orderBy(outbox.nextAttemptAt).limit(1).for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ leaseToken, leaseUntil: leaseUntil(now) })
    .where(sql`${outbox.id} in ${candidate}`)
    .returning();
  if (!row) heldLeases().delete(leaseToken);
  return row ? { row, leaseToken } : null;
}

/** The pending entry due longest, claimed; null when none is due (or all are being tried). */
export function claimDue(db: Database, now = new Date()): Promise<ClaimedEntry | null> {
  return claimWhere(db, and(pending, lte(outbox.nextAttemptAt, now), unleased(now)), now);
}

/** One pending entry, claimed whatever its backoff says (the inbox's "Retry now"). */
export function claimEntry(db: Database, id: number, now = new Date()): Promise<ClaimedEntry | null> {
  return claimWhere(db, and(eq(outbox.id, id), pending, unleased(now)), now);
}

export type AttemptOutcome =
  | { state: 'delivered' }
  | { state: 'rejected'; error: unknown }
  | { state: 'pending'; error: unknown }
  /** The lease ran out mid-attempt and another attempt took the row: its outcome stands. */
  | { state: 'superseded' };

function describe(error: unknown): string {
  const body = (error as { body?: unknown }).body;
  const text = error instanceof Error ? error.message : String(error);
  return body === undefined ? text : `${text}: ${JSON.stringify(body).slice(0, 500)}`;
}

/** Why an attempt failed, as a word a log line or a metric label may carry (never the backend's text). */
export function failureReason(error: unknown): string {
  if (error instanceof BackendTimeoutError) return 'timeout';
  if (error instanceof BackendNetworkError) return 'network';
  if (error instanceof BackendHttpError) return `http_${error.status}`;
  if (error instanceof BackendRejection) return 'rejected';
  return 'error';
}

/** One delivery attempt of a claimed row; its outcome is written only while the lease is ours. */
export async function attempt(db: Database, claimed: ClaimedEntry, deliver: Deliver, policy: RetryPolicy, clock: () => Date = () => new Date()): Promise<AttemptOutcome> {
  const { row, leaseToken } = claimed;
  const attempts = row.attempts + 1;
  const started = performance.now();
  let outcome: Exclude<AttemptOutcome, { state: 'superseded' }>;
  try {
    await deliver(row);
    outcome = { state: 'delivered' };
  } catch (error) {
    outcome = isTransient(error) ? { state: 'pending', error } : { state: 'rejected', error };
  }
  const now = clock();
  const recorded = await db
    .update(outbox)
    .set({
      state: outcome.state,
      attempts,
      lastError: outcome.state === 'delivered' ? null : describe(outcome.error),
      nextAttemptAt: outcome.state === 'pending' ? new Date(now.getTime() + backoffMs(attempts, policy)) : row.nextAttemptAt,
      leaseToken: null,
      leaseUntil: null,
      updatedAt: now,
    })
    .where(and(eq(outbox.id, row.id), eq(outbox.leaseToken, leaseToken)))
    .returning({ id: outbox.id });
  heldLeases().delete(leaseToken);
  const result: AttemptOutcome = recorded.length > 0 ? outcome : { state: 'superseded' };
  countAttempt(row.kind, result.state, 'error' in outcome ? failureReason(outcome.error) : undefined);
  log().info(
    { outbox: { entry: row.id, kind: row.kind, attempt: attempts, outcome: result.state, ...('error' in outcome ? { reason: failureReason(outcome.error) } : {}) }, durationMs: Math.round(performance.now() - started) },
    'outbox attempt',
  );
  return result;
}

/**
 * One round of the worker: claims and tries due entries one at a time until none is due
 * or the round's deadline has passed, and returns what came of each.
 */
export async function processDue(
  db: Database,
  deliver: Deliver,
  policy: RetryPolicy,
  options: { clock?: () => Date; deadline?: number; limit?: number; stopping?: () => boolean } = {},
): Promise<AttemptOutcome[]> {
  const clock = options.clock ?? (() => new Date());
  const outcomes: AttemptOutcome[] = [];
  while (outcomes.length < (options.limit ?? Infinity) && clock().getTime() < (options.deadline ?? Infinity) && !options.stopping?.()) {
    const claimed = await claimDue(db, clock());
    if (!claimed) break;
    outcomes.push(await attempt(db, claimed, deliver, policy, clock));
  }
  return outcomes;
}

/**
 * Tries one pending entry at once (the inbox's "Retry now"); null when the entry is not
 * pending (already delivered or rejected) or an attempt is under way.
 */
export async function retryNow(db: Database, id: number, deliver: Deliver, policy: RetryPolicy, clock: () => Date = () => new Date()): Promise<AttemptOutcome | null> {
  const claimed = await claimEntry(db, id, clock());
  return claimed ? attempt(db, claimed, deliver, policy, clock) : null;
}
