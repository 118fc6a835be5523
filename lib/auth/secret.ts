import 'server-only';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * The secret that signs session cookies: `BETTER_AUTH_SECRET` (or `AUTH_SECRET`) when
 * set. Otherwise a random one is generated on first start and kept next to the embedded
 * database (`<DATA_DIR>.auth-secret`, readable by the owner only), so the quick start
 * needs no configuration and no secret is ever written into the code. Several instances
 * sharing one PostgreSQL server must be given the same secret through the environment.
 */
export function authSecretFile(env: NodeJS.ProcessEnv = process.env): string {
  const dataDir = env.DATA_DIR?.trim() || '.data/db';
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), `${dataDir.replace(/[\\/]+$/, '')}.auth-secret`);
}

export function resolveAuthSecret(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.BETTER_AUTH_SECRET?.trim() || env.AUTH_SECRET?.trim();
  if (given) return given;
  const file = authSecretFile(env);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch {
      // Another process wrote it first: use theirs.
    }
    return readFileSync(file, 'utf8').trim();
  }
}
