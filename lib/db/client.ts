import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

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

/** Opens the store and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** Where the site keeps its data: `DATABASE_URL`, else the PGlite folder `DATA_DIR`. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  return { dataDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.DATA_DIR?.trim() || '.data/db') };
}

type Holder = { __aurexDatabase?: Promise<DatabaseHandle> };

/**
 * The process's one connection. Kept on `globalThis` because Next bundles server code
 * into several chunks, each with its own copy of this module.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  if (!holder.__aurexDatabase) {
    holder.__aurexDatabase = openDatabase(databaseOptionsFromEnv()).catch((error: unknown) => {
      holder.__aurexDatabase = undefined;
      throw error;
    });
  }
  return holder.__aurexDatabase;
}
