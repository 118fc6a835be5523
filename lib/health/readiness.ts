import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/lib/db/client';
import { workerPulse } from '@/lib/backend/worker';
import { isShuttingDown } from '@/lib/lifecycle/shutdown';

export interface Readiness {
  ready: boolean;
  checks: {
    /** `stopping`: the process received SIGTERM and finishes what it has (server/main.ts). */
    process: 'ok' | 'stopping';
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'behind' | 'unknown';
    /** `idle`: no backend to forward to, so no worker runs. */
    outboxWorker: 'ok' | 'stalled' | 'starting' | 'idle';
  };
}

const MIGRATIONS_JOURNAL = path.join(process.cwd(), 'lib/db/migrations/meta/_journal.json');

function committedMigrations(): number {
  return (JSON.parse(readFileSync(MIGRATIONS_JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;
}

/** Resolves `promise`, or rejects after `ms`: a stalled database must not stall the check. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}

/**
 * Whether this instance can serve: its database answers, has every committed migration,
 * and the outbox worker (where one runs) finished a round within twice its interval, or is
 * still within its first. No personal data, nothing but states.
 */
export async function readiness(now = Date.now()): Promise<Readiness> {
  let database: Readiness['checks']['database'] = 'ok';
  let migrations: Readiness['checks']['migrations'] = 'unknown';
  try {
    const { db } = await within(getDatabase(), 3000);
    const rows = await within(db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`), 2000);
    const applied = Number((rows as unknown as { rows?: { applied: number }[] }).rows?.[0]?.applied ?? (rows as unknown as { applied: number }[])[0]?.applied);
    migrations = applied >= committedMigrations() ? 'ok' : 'behind';
  } catch {
    database = 'unreachable';
  }
  const pulse = workerPulse();
  const outboxWorker = !pulse ? 'idle' : pulse.lastTickAt === null ? 'starting' : now - pulse.lastTickAt <= 2 * pulse.intervalMs ? 'ok' : 'stalled';
  const process = isShuttingDown() ? 'stopping' : 'ok';
  return { ready: process === 'ok' && database === 'ok' && migrations === 'ok' && outboxWorker !== 'stalled', checks: { process, database, migrations, outboxWorker } };
}
