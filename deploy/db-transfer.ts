/**
 * Moves the site's data between stores, e.g. from the embedded database of `npm run serve`
 * (DATA_DIR) to PostgreSQL (DATABASE_URL). Stop the site first: the embedded database has
 * one user at a time, and an export sees what was committed when it started.
 *
 *   npm run db:export -- <file>            # from the store the environment names
 *   npm run db:import -- <file>            # into it: a new database (migrations only)
 *   npm run db:verify -- <a> [<b>]         # compares two stores or dump files (b: the env's store)
 *
 * A store is a `postgres://` URL or an embedded database folder; a dump file is a file.
 * Each prints every table's row count and checksum (lib/db/transfer.ts); verify exits 1 when
 * any differs. Run with `tsx --conditions=react-server` (lib/ is marked server-only).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { databaseOptionsFromEnv, openDatabase, type DatabaseOptions } from '../lib/db/client';
import { differences, exportStore, formatSummaries, importStore, readDump, summarize, type TableSummary } from '../lib/db/transfer';

const describe = (options: DatabaseOptions) => (options.url ? new URL(options.url).host + new URL(options.url).pathname : options.dataDir!);

async function withStore<T>(options: DatabaseOptions, work: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const handle = await openDatabase(options);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** A URL, an existing embedded database folder, or a dump file. */
async function summariesOf(spec: string): Promise<TableSummary[]> {
  if (/^postgres(ql)?:\/\//.test(spec)) return withStore({ url: spec }, ({ db }) => summarize(db));
  if (!existsSync(spec)) throw new Error(`${spec}: no such database folder or dump file`);
  if (statSync(spec).isDirectory()) return withStore({ dataDir: path.resolve(spec) }, ({ db }) => summarize(db));
  return readDump(spec);
}

async function main() {
  const [mode, first, second] = process.argv.slice(2);
  const env = databaseOptionsFromEnv();
  if ((mode === 'export' || mode === 'import') && first) {
    if (mode === 'import' && !existsSync(first)) throw new Error(`${first}: no such file`);
    const summaries = await withStore(env, ({ db }) => (mode === 'export' ? exportStore(db, first) : importStore(db, first)));
    console.log(`${mode === 'export' ? 'exported' : 'imported'} ${describe(env)} ${mode === 'export' ? '→' : '←'} ${first}\n${formatSummaries(summaries)}`);
    return;
  }
  if (mode === 'verify' && first) {
    const [a, b] = [await summariesOf(first), second ? await summariesOf(second) : await withStore(env, ({ db }) => summarize(db))];
    console.log(`${first}\n${formatSummaries(a)}\n${second ?? describe(env)}\n${formatSummaries(b)}`);
    const differing = differences(a, b);
    console.log(differing.length ? `DIFFERENT: ${differing.join(', ')}` : `the same: ${a.length} tables, ${a.reduce((sum, table) => sum + table.count, 0)} rows`);
    process.exitCode = differing.length ? 1 : 0;
    return;
  }
  throw new Error('usage: db-transfer.ts export <file> | import <file> | verify <store|file> [<store|file>]');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
