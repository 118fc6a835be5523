/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { subscriptions } from '@/lib/db/schema';
import { differences, exportStore, importStore, readDump, summarize, transferTables } from '@/lib/db/transfer';
import { populateSite, whatTheSiteShows } from '@/tests/support/populatedSite';
import { scratchDirectory } from '@/tests/support/scratchDirectory';

jest.setTimeout(120_000);

/** Embedded databases in memory: the transfer between two of them, as between any two stores. */
const handles: DatabaseHandle[] = [];
const fresh = async () => {
  const handle = await openDatabase({ dataDir: 'memory://' });
  handles.push(handle);
  return handle.db;
};
afterAll(() => Promise.all(handles.map((handle) => handle.close())));

let source: DatabaseHandle['db'];
let target: DatabaseHandle['db'];
let file: string;
beforeAll(async () => {
  source = await fresh();
  await populateSite(source);
  file = path.join(scratchDirectory('aurex-transfer-'), 'site.jsonl');
  await exportStore(source, file);
});

test('the transfer covers every table and column the migrations create, parents before children', async () => {
  const tables = transferTables();
  const { rows } = (await source.execute(sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const inDatabase = rows.map((row) => `${row.table_name}.${row.column_name}`).sort();
  expect(tables.flatMap((table) => table.columns.map((column) => `${table.name}.${column.name}`)).sort()).toEqual(inDatabase);
  const order = tables.map((table) => table.name);
  expect(order.indexOf('feedback')).toBeLessThan(order.indexOf('feedback_attachments'));
  expect(order.indexOf('merchant_applications')).toBeLessThan(order.indexOf('partners'));
  expect(order.indexOf('partners')).toBeLessThan(order.indexOf('partner_events'));
  expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));
});

test('the populated site has rows in every table, and the file says so', async () => {
  const summaries = await summarize(source);
  expect(summaries.filter((summary) => summary.count === 0)).toEqual([]);
  expect(differences(await readDump(file), summaries)).toEqual([]);
});

test('an import checks the file: a damaged one is refused and nothing is imported', async () => {
  target = await fresh();
  const damaged = path.join(path.dirname(file), 'damaged.jsonl');
  writeFileSync(damaged, readFileSync(file, 'utf8').replace('rejected@example.com', 'rejected@example.org'));
  const before = await summarize(target);
  await expect(importStore(target, damaged)).rejects.toThrow(/subscriptions does not match its own count and checksum/);
  expect(differences(await summarize(target), before)).toEqual([]);
});

test('an import into a new store keeps every row, and the site shows the same from it', async () => {
  const imported = await importStore(target, file);
  expect(differences(imported, await summarize(source))).toEqual([]);
  expect(await whatTheSiteShows(target)).toEqual(await whatTheSiteShows(source));
  // The sequences went past the imported keys: a new row takes the next id.
  const { rows } = (await target.execute(sql`select max(id)::int as max from subscriptions`)) as unknown as { rows: { max: number }[] };
  const [row] = await target.insert(subscriptions).values({ email: 'new@example.com', locale: 'en-US' }).returning();
  expect(row!.id).toBe(rows[0]!.max + 1);
});

test('an import refuses a store that holds data', async () => {
  await expect(importStore(target, file)).rejects.toThrow(/not empty \(.*subscriptions/);
});
