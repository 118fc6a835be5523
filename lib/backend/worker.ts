import 'server-only';
import { getDatabase } from '@/lib/db/client';
import { processDue, retryPolicyFromEnv } from './outbox';
import { backendDelivery } from './delivery';
import { queueUnsentSubmissions } from './unsent';
import { processWide } from '@/lib/processWide';
import { withoutPersonalData } from '@/lib/text/personalData';
import { log } from '@/lib/logging/log';
import { isShuttingDown, onShutdown } from '@/lib/lifecycle/shutdown';

function positive(value: string | undefined, fallback: number): number {
  return Number(value) > 0 ? Number(value) : fallback;
}

/**
 * Forwards pending outbox entries every `OUTBOX_POLL_MS` (default 5 s), each at its own
 * backoff time; a round stops taking new entries after `OUTBOX_ROUND_MS` (default 60 s),
 * so a slow backend never keeps one round going. Entries live in the database, so a
 * restart resumes where it stopped. On start, submissions stored before `BACKEND_URL`
 * was set are queued once.
 */
export function startOutboxWorker(env: NodeJS.ProcessEnv = process.env): void {
  processWide('outboxWorker', () => runOutboxWorker(env));
}

/**
 * How often the worker's timer fires, and when it last did (a round in progress counts: a
 * slow backend holds a round, not the timer); null when no worker runs in this process.
 */
export interface WorkerPulse {
  intervalMs: number;
  lastTickAt: number | null;
}

const pulse = () => processWide('outboxWorkerPulse', (): { value: WorkerPulse | null } => ({ value: null }));

export function workerPulse(): WorkerPulse | null {
  return pulse().value;
}

function runOutboxWorker(env: NodeJS.ProcessEnv): NodeJS.Timeout {
  const interval = positive(env.OUTBOX_POLL_MS, 5_000);
  const roundMs = positive(env.OUTBOX_ROUND_MS, 60_000);
  pulse().value = { intervalMs: interval, lastTickAt: null };
  let round: Promise<void> | null = null;
  let queuedUnsent = false;
  const runRound = async () => {
    try {
      const { db } = await getDatabase();
      if (!queuedUnsent) {
        const queued = await queueUnsentSubmissions(db);
        if (queued > 0) log().info({ queued }, 'outbox: queued submissions stored before BACKEND_URL was set');
        queuedUnsent = true;
      }
      await processDue(db, backendDelivery(db, env), retryPolicyFromEnv(env), { deadline: Date.now() + roundMs, stopping: isShuttingDown });
    } catch (error) {
      log().error({ error: withoutPersonalData(error) }, 'outbox worker round failed');
    } finally {
      round = null;
    }
  };
  const tick = () => {
    pulse().value = { intervalMs: interval, lastTickAt: Date.now() };
    if (!round && !isShuttingDown()) round = runRound();
  };
  const timer = setInterval(tick, interval);
  timer.unref();
  // Stopping: no new round, and the attempt under way finishes (processDue takes no next one).
  onShutdown('drain', async () => {
    clearInterval(timer);
    await round;
  });
  tick();
  return timer;
}
