/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { createPartner } from '@/lib/admin/partners';
import { differences, summarize } from '@/lib/db/transfer';
import { storeFeedback, storeSubscription } from '@/lib/submissions/store';
import { populateSite, VISITOR, whatTheSiteShows } from '@/tests/support/populatedSite';
import { scratchDatabases } from '@/tests/support/scratchPostgres';
import { scratchDirectory } from '@/tests/support/scratchDirectory';

jest.setTimeout(180_000);

/** The way out of the embedded database: `npm run db:export` from a DATA_DIR, `db:import` into PostgreSQL. */
const newDatabase = scratchDatabases();
const npmRun = (script: string, args: string[], env: Record<string, string>) => {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  return spawnSync('npm', ['run', '--silent', script, '--', ...args], { encoding: 'utf8', env: { ...inherited, ...env } });
};

test('an embedded database moves to PostgreSQL with every row, and new rows get new ids', async () => {
  const dir = scratchDirectory('aurex-embedded-');
  const dataDir = path.join(dir, 'db');
  const embedded = await openDatabase({ dataDir });
  await populateSite(embedded.db);
  const expected = await summarize(embedded.db);
  const shown = await whatTheSiteShows(embedded.db);
  await embedded.close();

  const file = path.join(dir, 'site.jsonl');
  const exported = npmRun('db:export', [file], { DATA_DIR: dataDir });
  expect(exported.stderr).toBe('');
  expect(exported.status).toBe(0);
  const targetUrl = await newDatabase('transfer_target');
  const imported = npmRun('db:import', [file], { DATABASE_URL: targetUrl });
  expect(imported.stderr).toBe('');
  expect(imported.status).toBe(0);
  // Each prints the same count and checksum per table.
  const tableLines = (output: string) => output.split('\n').filter((line) => /sha256/.test(line));
  expect(tableLines(imported.stdout)).toEqual(tableLines(exported.stdout));
  const verified = npmRun('db:verify', [dataDir, targetUrl], {});
  expect(verified.status).toBe(0);
  expect(verified.stdout).toMatch(/the same: \d+ tables/);

  const target = await openDatabase({ url: targetUrl });
  try {
    expect(differences(await summarize(target.db), expected)).toEqual([]);
    expect(await whatTheSiteShows(target.db)).toEqual(shown);
    // The sequences were set past the imported keys.
    const max = async (table: string) => ((await target.db.execute(sql`select max(id)::int as max from ${sql.identifier(table)}`)) as unknown as { rows: { max: number }[] }).rows[0]!.max;
    const [subscriptionMax, feedbackMax, partnerMax] = [await max('subscriptions'), await max('feedback'), await max('partners')];
    expect((await storeSubscription(target.db, 'after-the-move@example.com', 'en-US', true)).id).toBe(subscriptionMax + 1);
    const question = { caseKind: 'question' as const, purchaseDate: '', email: 'li@example.cn', subject: 'After the move', purchasingChannel: 'installer' as const, orderNumber: '', productNumber: '', productName: '', description: 'Still works after the move.' };
    expect((await storeFeedback(target.db, question, [{ fileName: 'a.webp', mimeType: 'image/webp', width: 1, height: 1, data: Buffer.from([1]) }], VISITOR, 'en-US', true)).id).toBe(feedbackMax + 1);
    expect(await createPartner(target.db, { company: 'New GmbH', country: 'DE', city: 'Bonn', address: '', phone: '', email: '', website: '', type: 'retailer', families: [] })).toBe(partnerMax + 1);
  } finally {
    await target.close();
  }
});
