import 'server-only';
import { getDatabase } from '@/lib/db/client';
import { processWideAsync } from '@/lib/processWide';
import { createAuth, type Auth } from './server';
import { resolveAuthSecret } from './secret';

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
}

/** The settings of the process's auth server, from the environment (README, "Configuration"). */
export function authOptionsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    secret: resolveAuthSecret(env),
    baseURL: env.BETTER_AUTH_URL?.trim() || undefined,
    signInPerMinute: positive(env.AUTH_SIGN_IN_PER_MINUTE, 5),
    signUpPerMinute: positive(env.AUTH_SIGN_UP_PER_MINUTE, 3),
    secureCookies: env.NODE_ENV === 'production' && env.AUTH_INSECURE_COOKIES !== '1',
  };
}

/** The process's one auth server, on the site's database. */
export function getAuth(): Promise<Auth> {
  return processWideAsync('auth', async () => createAuth((await getDatabase()).db, authOptionsFromEnv()));
}
