/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase } from '@/lib/db/client';

jest.setTimeout(60_000);

/**
 * Several instances start at once on an empty PostgreSQL database (a first deploy): each
 * opens the store and applies the migrations. They must take turns, or the second one's
 * CREATE TABLE fails on the first one's table.
 */
test('three instances opening one empty database at once all end with the same, complete schema', async () => {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `fresh_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.href })));
    const [first] = handles;
    const tables = (await first!.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as {
      rows: { table_name: string }[];
    };
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['outbox', 'subscriptions', 'feedback', 'merchant_applications', 'rate_limits', 'sign_in_lockouts', 'admin_sessions', 'users']),
    );
    await Promise.all(handles.map((handle) => handle.close()));
  } finally {
    // Closed pools finish hanging up a moment later: drop the database once they have.
    for (let waited = 0; waited < 5_000; waited += 50) {
      const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
});
