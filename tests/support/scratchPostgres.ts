import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/**
 * New empty databases on the server of `TEST_DATABASE_URL` (`npm run test:postgres`), each
 * dropped when the test file ends, once the pools that used it have hung up.
 */
export function scratchDatabases() {
  const names: string[] = [];
  const admin = () => new Client({ connectionString: process.env.TEST_DATABASE_URL });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    try {
      for (const name of names.splice(0)) {
        for (let waited = 0; waited < 5_000; waited += 50) {
          const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name}`);
      }
    } finally {
      await client.end();
    }
  });
  /** A new empty database's URL. */
  return async (prefix: string): Promise<string> => {
    const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
    const client = admin();
    await client.connect();
    try {
      await client.query(`create database ${name}`);
    } finally {
      await client.end();
    }
    names.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.href;
  };
}
