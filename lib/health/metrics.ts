import 'server-only';
import { count, eq, min } from 'drizzle-orm';
import { getDatabase } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { metrics } from '@/lib/observability/metrics';
import { readiness } from './readiness';

/**
 * The metrics as Prometheus reads them: the counters this process keeps, and the gauges read
 * at scrape time: the outbox's backlog from the database (every instance sees the same
 * shared outbox, so the alert rules take the max over instances) and this instance's
 * readiness, by the same checks as `GET /api/health/ready`.
 */
export async function scrapeMetrics(now = new Date()): Promise<{ contentType: string; body: string }> {
  const { registry, outboxPending, outboxOldestAge, ready } = metrics();
  const [state] = await Promise.all([
    readiness(now.getTime()),
    (async () => {
      try {
        const { db } = await getDatabase();
        const [row] = await db.select({ pending: count(), oldest: min(outbox.createdAt) }).from(outbox).where(eq(outbox.state, 'pending'));
        outboxPending.set(row?.pending ?? 0);
        outboxOldestAge.set(row?.oldest ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000) : 0);
      } catch {
        // No database: unknown, not zero (the readiness gauge says why).
        outboxPending.set(Number.NaN);
        outboxOldestAge.set(Number.NaN);
      }
    })(),
  ]);
  ready.set(state.ready ? 1 : 0);
  return { contentType: registry.contentType, body: await registry.metrics() };
}
