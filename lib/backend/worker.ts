import { getDatabase } from '@/lib/db/client';
import { processDue, retryPolicyFromEnv } from './outbox';
import { backendDelivery } from './delivery';

const holder = globalThis as { __aurexOutboxWorker?: NodeJS.Timeout };

/**
 * Retries pending outbox entries every `OUTBOX_POLL_MS` (default 5 s), each at its own
 * backoff time. Entries live in the database, so a restart resumes where it stopped.
 */
export function startOutboxWorker(env: NodeJS.ProcessEnv = process.env): void {
  if (holder.__aurexOutboxWorker) return;
  const interval = Number(env.OUTBOX_POLL_MS) > 0 ? Number(env.OUTBOX_POLL_MS) : 5_000;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { db } = await getDatabase();
      await processDue(db, backendDelivery(db, env), retryPolicyFromEnv(env));
    } catch (error) {
      console.error('Outbox worker round failed', error);
    } finally {
      running = false;
    }
  };
  holder.__aurexOutboxWorker = setInterval(() => void tick(), interval);
  holder.__aurexOutboxWorker.unref();
  void tick();
}
