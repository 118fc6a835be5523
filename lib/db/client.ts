import 'server-only';
import path from 'node:path';
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { existingProcessWide, processWideAsync } from '../processWide';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Which store is behind `db`: an embedded PGlite folder or a PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when given, `dataDir` is ignored. */
  url?: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
}

const MIGRATIONS = path.join(process.cwd(), 'lib/db/migrations');
/** Any fixed number: the advisory lock that lets one instance at a time migrate a shared server. */
const MIGRATION_LOCK = 0x61757266;

/** Opens the store and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: 10 });
    const db = drizzle(pool, { schema });
    // Instances starting together would each apply the same migrations: one at a time.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder: MIGRATIONS });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(dataDir);
  if (!dataDir.startsWith('memory://')) keepPrivate(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/**
 * The embedded database's folder holds every submission: only the site's own user may
 * enter it. PGlite writes its files world-writable (0666); the folder's 0700 shuts others
 * out of them, and the files themselves lose their group and world bits as well.
 */
function keepPrivate(dataDir: string): void {
  chmodSync(dataDir, 0o700);
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

/** Where the site keeps its data: `DATABASE_URL`, else the PGlite folder `DATA_DIR`. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  return { dataDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.DATA_DIR?.trim() || '.data/db') };
}

/** The process's one connection (lib/processWide.ts says why one per process, not per module). */
export function getDatabase(): Promise<DatabaseHandle> {
  return processWideAsync('database', () => openDatabase(databaseOptionsFromEnv()));
}

/** The process's connection if something opened it already (the process is stopping). */
export function openedDatabase(): Promise<DatabaseHandle> | undefined {
  return existingProcessWide<Promise<DatabaseHandle>>('database');
}
