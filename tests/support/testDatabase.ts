import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';

/**
 * The database the DB suites run against: PostgreSQL when `TEST_DATABASE_URL` is set
 * (`npm run test:postgres`), else an embedded PGlite (in memory, or in `dataDir`).
 */
export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export function openTestDatabase(dataDir = 'memory://'): Promise<DatabaseHandle> {
  return openDatabase(usingPostgres ? { url: process.env.TEST_DATABASE_URL } : { dataDir });
}

/** Empties every table, so that suites sharing one PostgreSQL server start clean. */
export async function clearTables(handle: DatabaseHandle) {
  await handle.db.execute(sql`truncate table feedback_attachments, feedback, merchant_applications, subscriptions, outbox, rate_limits, sign_in_lockouts, admin_sessions restart identity cascade`);
}

/**
 * One test database for the suite that calls it: opened before its tests, emptied before
 * each, closed after them. The returned function gives the open handle.
 */
export function withTestDatabase(): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle?.close());
  beforeEach(() => clearTables(handle!));
  return () => handle!;
}
