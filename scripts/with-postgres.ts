import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '../deploy/topology';

/**
 * `tsx scripts/with-postgres.ts <command …>`: runs the command with `TEST_DATABASE_URL`
 * naming a fresh PostgreSQL server (Debian's package, started for it and stopped after),
 * so that the database suites run against the server production uses, not only PGlite.
 */
async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('usage: tsx scripts/with-postgres.ts <command> [args…]');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aurex-postgres-'));
  chmodSync(dir, 0o755);
  const postgres = await startPostgres(dir, (line) => console.log(line));
  try {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.url } });
    process.exitCode = result.status ?? 1;
  } finally {
    postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
