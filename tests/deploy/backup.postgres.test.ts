/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { subscriptions } from '@/lib/db/schema';
import { differences, summarize, type TableSummary } from '@/lib/db/transfer';
import { populateSite, whatTheSiteShows } from '@/tests/support/populatedSite';
import { scratchDatabases } from '@/tests/support/scratchPostgres';
import { scratchDirectory } from '@/tests/support/scratchDirectory';

jest.setTimeout(120_000);

/** deploy/backup.sh and deploy/restore.sh against a populated PostgreSQL database. */
const newDatabase = scratchDatabases();
const run = (script: string, args: string[], databaseUrl: string) =>
  spawnSync('bash', [path.join('deploy', script), ...args], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } });

const handles: DatabaseHandle[] = [];
const open = async (url: string) => {
  const handle = await openDatabase({ url });
  handles.push(handle);
  return handle.db;
};
afterAll(() => Promise.all(handles.map((handle) => handle.close())));

let sourceUrl: string;
let source: DatabaseHandle['db'];
let expected: TableSummary[];
let backup: string;
beforeAll(async () => {
  sourceUrl = await newDatabase('backup_source');
  source = await open(sourceUrl);
  await populateSite(source);
  expected = await summarize(source);
});

test('backup.sh writes a custom-format dump readable by its owner only, and keeps the N newest', () => {
  const dir = scratchDirectory('aurex-backups-');
  for (const old of ['aurex-20200101T000000Z.dump', 'aurex-20210101T000000Z.dump']) writeFileSync(path.join(dir, old), 'old');
  const result = run('backup.sh', [dir, '--keep', '2'], sourceUrl);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  backup = result.stdout.trim();
  expect(path.basename(backup)).toMatch(/^aurex-\d{8}T\d{6}Z\.dump$/);
  expect(readdirSync(dir).sort()).toEqual(['aurex-20210101T000000Z.dump', path.basename(backup)]);
  expect(statSync(backup).mode & 0o777).toBe(0o600);
  expect(readFileSync(backup).subarray(0, 5).toString()).toBe('PGDMP');
});

test('backup.sh fails on a database it cannot reach, and leaves no file', () => {
  const dir = scratchDirectory('aurex-backups-');
  const result = run('backup.sh', [dir], 'postgres://aurex@127.0.0.1:1/none');
  expect(result.status).not.toBe(0);
  expect(readdirSync(dir)).toEqual([]);
});

test('restore.sh refuses a database that is not empty', () => {
  const result = run('restore.sh', [backup], sourceUrl);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/not empty/);
});

test('restored into an empty database, every row is back and the site shows the same from it', async () => {
  const targetUrl = await newDatabase('backup_target');
  const result = run('restore.sh', [backup], targetUrl);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const target = await open(targetUrl);
  expect(differences(await summarize(target), expected)).toEqual([]);
  expect(await whatTheSiteShows(target)).toEqual(await whatTheSiteShows(source));

  // --clean replaces what the backup holds, rows added since included.
  await target.insert(subscriptions).values({ email: 'after-the-backup@example.com', locale: 'en-US' });
  const again = run('restore.sh', [backup, '--clean'], targetUrl);
  expect(again.status).toBe(0);
  expect(differences(await summarize(target), expected)).toEqual([]);
});
