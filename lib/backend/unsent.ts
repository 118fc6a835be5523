import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';

/** Any fixed number: one instance at a time queues unsent submissions. */
const QUEUE_UNSENT_LOCK = 0x61757278;

/**
 * Queues every submission that has never had an outbox entry: those stored while no
 * `BACKEND_URL` was set (the database was the inbox), or before an entry could be written.
 * Each gets a fresh idempotency key and is sent by the worker's next round. Run under a
 * transaction-wide advisory lock, so instances starting together queue each one once.
 * Returns how many were queued.
 */
export async function queueUnsentSubmissions(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_UNSENT_LOCK})`);
    let queued = 0;
    for (const [kind, table, column] of [
      ['subscribe', 'subscriptions', 'subscription_id'],
      ['merchant', 'merchant_applications', 'merchant_application_id'],
      ['feedback', 'feedback', 'feedback_id'],
    ] as const) {
      const result = await tx.execute(sql`
        insert into outbox (kind, ${sql.identifier(column)}, locale, idempotency_key, next_attempt_at)
        select ${kind}, s.id, s.locale, gen_random_uuid()::text, now()
        from ${sql.identifier(table)} as s
        where not exists (select 1 from outbox as o where o.${sql.identifier(column)} = s.id)
        order by s.id`);
      queued += (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
    }
    return queued;
  });
}
