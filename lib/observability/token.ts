import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Shortest `METRICS_TOKEN` the site starts with: whoever holds it reads the site's counters. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/** The token Prometheus must send, or null when metrics are off (unset, blank or too short). */
export function metricsTokenFrom(env: NodeJS.ProcessEnv = process.env): string | null {
  const token = env.METRICS_TOKEN?.trim();
  return token && token.length >= METRICS_TOKEN_MIN_LENGTH ? token : null;
}

/** Why the configured `METRICS_TOKEN` cannot be used, or null (unset is fine: metrics are off). */
export function metricsTokenProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const token = env.METRICS_TOKEN?.trim();
  if (!token || token.length >= METRICS_TOKEN_MIN_LENGTH) return null;
  return `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long (it has ${token.length}). Set a longer one, e.g. \`openssl rand -hex 32\`, or unset it to turn /api/metrics off.`;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an `Authorization` header carries `Bearer <token>`. Both sides are hashed first, so
 * the comparison takes the same time whatever the length or the first wrong character.
 */
export function bearerMatches(authorization: string | null, token: string): boolean {
  const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
