import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { is, sql, type SQL } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import * as schema from './schema';

/**
 * A portable copy of every table of the schema, between any two stores (the embedded PGlite
 * folder and PostgreSQL, either way): scripts/db-transfer.ts. The file is JSON lines: a header,
 * then each table in foreign-key order as a `{"table"}` line, its rows ordered by primary key
 * (bytea as base64, timestamps as UTC ISO 8601 with microseconds, bigint as a string, JSON as
 * it is) and an `{"end"}` line with the table's count, checksum and next serial id. Primary
 * keys are kept, and sequences are set past them after an import.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Row = Record<string, Json>;
/** A database or a transaction on one: all this module needs is to run SQL. */
type Executor = Pick<Database, 'execute'>;

export interface TransferTable {
  name: string;
  columns: { name: string; type: string }[];
  primaryKey: string;
  /** The primary key is text: ordered by code point (`collate "C"`), the same on every server. */
  textKey: boolean;
  /** Columns filled from a sequence (`serial`). */
  serials: string[];
  hasBytes: boolean;
}

export interface TableSummary {
  table: string;
  count: number;
  /** sha256 over the rows' canonical JSON lines, in primary-key order. */
  sha256: string;
  /** What the next row of each serial column would get. */
  nextIds: Record<string, string>;
}

const FORMAT = 'aurex-db-transfer';
const VERSION = 1;

/** Rows a migration inserts (the sample Where-to-buy listing), which an import replaces. */
const SEEDED_BY_MIGRATIONS: Record<string, string> = { partners: 'sample' };

const SERIAL_TYPES: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };

/** Every table of lib/db/schema.ts, each after the tables its foreign keys refer to. */
export function transferTables(): TransferTable[] {
  const configs = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));
  const byName = new Map(configs.map((config) => [config.name, config]));
  const ordered: TransferTable[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`foreign keys go round in a circle: ${[...path, name].join(' → ')}`);
    const config = byName.get(name)!;
    for (const key of config.foreignKeys) {
      const target = getTableConfig(key.reference().foreignTable).name;
      if (target !== name) place(target, [...path, name]);
    }
    const keys = config.columns.filter((column) => column.primary);
    if (keys.length !== 1 || config.primaryKeys.length > 0) throw new Error(`${name}: a transfer needs a single-column primary key`);
    const columns = config.columns.map((column) => ({ name: column.name, type: column.getSQLType() }));
    ordered.push({
      name,
      columns,
      primaryKey: keys[0]!.name,
      textKey: keys[0]!.getSQLType() === 'text',
      serials: columns.filter((column) => column.type in SERIAL_TYPES).map((column) => column.name),
      hasBytes: columns.some((column) => column.type === 'bytea'),
    });
    placed.add(name);
  };
  for (const config of configs) place(config.name, []);
  return ordered;
}

/** JSON with every object's keys sorted: one spelling per value, to hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const id = (name: string) => sql.identifier(name);

/** How a column is read into the portable form. */
function exported(column: { name: string; type: string }): SQL {
  if (/^timestamp.*with time zone$/.test(column.type)) return sql`to_char(${id(column.name)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  if (/^timestamp/.test(column.type)) return sql`to_char(${id(column.name)}, 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
  if (['bytea', 'json', 'jsonb', 'text', 'boolean', 'integer', 'smallint', 'serial', 'smallserial'].includes(column.type)) return sql`${id(column.name)}`;
  return sql`${id(column.name)}::text`;
}

/** How a portable value is written back into a column. */
function imported(column: { name: string; type: string }, value: Json | undefined): SQL {
  if (value === null || value === undefined) return sql`null`;
  if (column.type === 'bytea') return sql`decode(${value}, 'base64')`;
  if (column.type === 'json' || column.type === 'jsonb') return sql`${JSON.stringify(value)}::${sql.raw(column.type)}`;
  return sql`${value}::${sql.raw(SERIAL_TYPES[column.type] ?? column.type)}`;
}

function portable(table: TransferTable, raw: Record<string, unknown>): Row {
  const row: Row = {};
  for (const column of table.columns) {
    const value = raw[column.name];
    row[column.name] = value instanceof Uint8Array ? Buffer.from(value).toString('base64') : (value as Json);
  }
  return row;
}

const rowsOf = async (db: Executor, query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** A table's rows in primary-key order, a page at a time. */
async function* readRows(db: Executor, table: TransferTable): AsyncGenerator<Row[]> {
  const key = table.textKey ? sql`${id(table.primaryKey)} collate "C"` : id(table.primaryKey);
  const select = sql.join(
    table.columns.map((column) => sql`${exported(column)} as ${id(column.name)}`),
    sql`, `,
  );
  const pageSize = table.hasBytes ? 20 : 1000;
  let after: unknown;
  for (;;) {
    const where = after === undefined ? sql`` : sql`where ${key} > ${after}`;
    const page = await rowsOf(db, sql`select ${select} from ${id(table.name)} ${where} order by ${key} limit ${pageSize}`);
    if (page.length === 0) return;
    yield page.map((raw) => portable(table, raw));
    if (page.length < pageSize) return;
    after = page.at(-1)![table.primaryKey];
  }
}

async function nextIds(db: Executor, table: TransferTable): Promise<Record<string, string>> {
  const next: Record<string, string> = {};
  for (const column of table.serials) {
    const [{ sequence }] = (await rowsOf(db, sql`select pg_get_serial_sequence(${table.name}, ${column}) as sequence`)) as [{ sequence: string }];
    const [state] = (await rowsOf(db, sql`select last_value::text as last, is_called as called from ${sql.raw(sequence)}`)) as [{ last: string; called: boolean }];
    next[column] = String(BigInt(state.last) + (state.called ? 1n : 0n));
  }
  return next;
}

class Checksum {
  count = 0;
  private readonly hash = createHash('sha256');
  add(row: Row) {
    this.count += 1;
    this.hash.update(`${canonicalJson(row)}\n`);
  }
  summary(table: string, next: Record<string, string>): TableSummary {
    return { table, count: this.count, sha256: this.hash.digest('hex'), nextIds: next };
  }
}

/** Which migrations the store has applied: a copy goes only between stores at the same point. */
async function migrationState(db: Executor): Promise<string> {
  const [row] = (await rowsOf(db, sql`select count(*)::int as n, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`)) as [{ n: number; last: string }];
  return `${row.n}@${row.last}`;
}

/** Counts, checksums and next ids of every table, from one snapshot. */
export function summarize(db: Database): Promise<TableSummary[]> {
  return db.transaction(
    async (tx) => {
      const summaries: TableSummary[] = [];
      for (const table of transferTables()) {
        const checksum = new Checksum();
        for await (const page of readRows(tx, table)) page.forEach((row) => checksum.add(row));
        summaries.push(checksum.summary(table.name, await nextIds(tx, table)));
      }
      return summaries;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Writes every table to `file` (which must not exist yet, mode 0600), from one snapshot. */
export async function exportStore(db: Database, file: string): Promise<TableSummary[]> {
  const out = await open(file, 'wx', 0o600);
  try {
    return await db.transaction(
      async (tx) => {
        const tables = transferTables();
        await out.write(`${JSON.stringify({ format: FORMAT, version: VERSION, migrations: await migrationState(tx), tables: tables.map((table) => table.name) })}\n`);
        const summaries: TableSummary[] = [];
        for (const table of tables) {
          await out.write(`${JSON.stringify({ table: table.name, columns: table.columns.map((column) => column.name) })}\n`);
          const checksum = new Checksum();
          for await (const page of readRows(tx, table)) {
            page.forEach((row) => checksum.add(row));
            await out.write(page.map((row) => `${canonicalJson(row)}\n`).join(''));
          }
          const summary = checksum.summary(table.name, await nextIds(tx, table));
          await out.write(`${JSON.stringify({ end: table.name, count: summary.count, sha256: summary.sha256, nextIds: summary.nextIds })}\n`);
          summaries.push(summary);
        }
        return summaries;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } finally {
    await out.close();
  }
}

interface DumpHeader {
  format: string;
  version: number;
  migrations: string;
  tables: string[];
}

/**
 * Reads a file `exportStore` wrote, checking each table's rows against its end line, and hands
 * the rows to `sink` a batch at a time. Returns the file's summaries.
 */
export async function readDump(file: string, sink?: { header?: (header: DumpHeader) => Promise<void>; rows?: (table: TransferTable, rows: Row[]) => Promise<void> }): Promise<TableSummary[]> {
  const tables = new Map(transferTables().map((table) => [table.name, table]));
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const summaries: TableSummary[] = [];
  let header: DumpHeader | undefined;
  /** The table being read; a line with other keys than its columns ends it. */
  let current: { table: TransferTable; columns: string; checksum: Checksum; batch: Row[]; bytes: number } | undefined;
  const flush = async () => {
    if (current && current.batch.length > 0) await sink?.rows?.(current.table, current.batch);
    if (current) [current.batch, current.bytes] = [[], 0];
  };
  for await (const line of lines) {
    if (!line) continue;
    const entry = JSON.parse(line) as Record<string, Json>;
    if (!header) {
      header = entry as unknown as DumpHeader;
      if (header.format !== FORMAT || header.version !== VERSION) throw new Error(`${file} is not a ${FORMAT} file of version ${VERSION}`);
      const missing = [...tables.keys()].filter((name) => !header!.tables.includes(name));
      const unknown = header.tables.filter((name) => !tables.has(name));
      if (missing.length || unknown.length) throw new Error(`${file} holds other tables than this schema (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'})`);
      await sink?.header?.(header);
    } else if (!current) {
      const table = tables.get(String(entry.table));
      if (!table) throw new Error(`${file}: a table was expected, found ${line.slice(0, 80)}`);
      const columns = (entry.columns as string[]).join(',');
      if (columns !== table.columns.map((column) => column.name).join(',')) throw new Error(`${file}: ${table.name} has other columns than this schema (${columns})`);
      current = { table, columns: table.columns.map((column) => column.name).sort().join(','), checksum: new Checksum(), batch: [], bytes: 0 };
    } else if (Object.keys(entry).sort().join(',') !== current.columns) {
      await flush();
      const summary = current.checksum.summary(current.table.name, entry.nextIds as Record<string, string>);
      if (entry.end !== current.table.name || summary.count !== entry.count || summary.sha256 !== entry.sha256) {
        throw new Error(`${file}: ${current.table.name} does not match its own count and checksum (damaged or edited)`);
      }
      summaries.push(summary);
      current = undefined;
    } else {
      current.checksum.add(entry);
      current.batch.push(entry);
      current.bytes += line.length;
      if (current.batch.length >= 500 || current.bytes >= 8_000_000) await flush();
    }
  }
  if (!header || current || summaries.length !== tables.size) throw new Error(`${file} ends early: it is incomplete`);
  return summaries;
}

/** Tables with rows other than the ones the migrations insert: an import refuses to mix. */
async function occupiedTables(db: Executor): Promise<string[]> {
  const occupied: string[] = [];
  for (const table of transferTables()) {
    const seeded = SEEDED_BY_MIGRATIONS[table.name];
    const [row] = (await rowsOf(db, sql`select exists (select 1 from ${id(table.name)} ${seeded ? sql`where not ${id(seeded)}` : sql``}) as found`)) as [{ found: boolean }];
    if (row.found) occupied.push(table.name);
  }
  return occupied;
}

/**
 * Loads a file `exportStore` wrote into a store that holds nothing but what its migrations
 * made, in one transaction: keeps primary keys, sets each sequence past them, and commits only
 * if every table then has the file's count and checksum.
 */
export async function importStore(db: Database, file: string): Promise<TableSummary[]> {
  return db.transaction(async (tx) => {
    const occupied = await occupiedTables(tx);
    if (occupied.length > 0) throw new Error(`the target store is not empty (${occupied.join(', ')}): import only into a new database`);
    for (const [table, column] of Object.entries(SEEDED_BY_MIGRATIONS)) await tx.execute(sql`delete from ${id(table)} where ${id(column)}`);
    const migrations = await migrationState(tx);
    const expected = await readDump(file, {
      header: async (header) => {
        if (header.migrations !== migrations) throw new Error(`the file was exported at migrations ${header.migrations}, the target is at ${migrations}: update the older one first`);
      },
      rows: async (table, rows) => {
        const names = sql.join(table.columns.map((column) => id(column.name)), sql`, `);
        const values = sql.join(rows.map((row) => sql`(${sql.join(table.columns.map((column) => imported(column, row[column.name])), sql`, `)})`), sql`, `);
        await tx.execute(sql`insert into ${id(table.name)} (${names}) values ${values}`);
      },
    });
    for (const summary of expected) {
      for (const [column, next] of Object.entries(summary.nextIds)) {
        const [{ max }] = (await rowsOf(tx, sql`select coalesce(max(${id(column)}), 0)::text as max from ${id(summary.table)}`)) as [{ max: string }];
        const value = BigInt(next) > BigInt(max) ? BigInt(next) : BigInt(max) + 1n;
        await tx.execute(sql`select setval(pg_get_serial_sequence(${summary.table}, ${column}), ${value.toString()}::bigint, false)`);
      }
    }
    const loaded: TableSummary[] = [];
    for (const table of transferTables()) {
      const checksum = new Checksum();
      for await (const page of readRows(tx, table)) page.forEach((row) => checksum.add(row));
      loaded.push(checksum.summary(table.name, await nextIds(tx, table)));
    }
    const differing = differences(expected, loaded);
    if (differing.length > 0) throw new Error(`after the import ${differing.join(', ')} differ from the file: nothing was imported`);
    return loaded;
  });
}

/** The tables whose count, checksum or next ids differ between two lists of summaries. */
export function differences(a: readonly TableSummary[], b: readonly TableSummary[]): string[] {
  const names = [...new Set([...a, ...b].map((summary) => summary.table))];
  return names.filter((name) => {
    const [left, right] = [a.find((summary) => summary.table === name), b.find((summary) => summary.table === name)];
    return canonicalJson(left ?? null) !== canonicalJson(right ?? null);
  });
}

/** One line per table, for a person to read and compare. */
export function formatSummaries(summaries: readonly TableSummary[]): string {
  return summaries
    .map((summary) => {
      const next = Object.entries(summary.nextIds).map(([column, value]) => `  next ${column} ${value}`).join('');
      return `${summary.table.padEnd(22)} ${String(summary.count).padStart(8)} rows  sha256 ${summary.sha256}${next}`;
    })
    .join('\n');
}
