import type { Database } from '@/lib/db/client';
import { clientAddress } from '@/lib/security/clientAddress';
import { consumeRateLimit } from '@/lib/security/limits';
import { HONEYPOT_FIELD, STARTED_FIELD } from './fields';

export type GuardFailure = 'crossSite' | 'spam' | 'tooFast' | 'rateLimited';

interface HeaderSource {
  get(name: string): string | null;
}

/** True when the request's `Origin` names the host it was sent to. */
export function isSameOrigin(headers: HeaderSource): boolean {
  const origin = headers.get('origin');
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host.split(',')[0]!.trim();
  } catch {
    return false;
  }
}

export function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && process.env[name] !== undefined && process.env[name] !== '' ? value : fallback;
}

/**
 * The checks a form submission passes before anything is counted: same origin, an empty
 * honeypot and a human fill time (when the browser ran the page's script to record when
 * the form appeared).
 */
export function checkSubmission(form: FormData, headers: HeaderSource, now = Date.now()): Exclude<GuardFailure, 'rateLimited'> | null {
  if (!isSameOrigin(headers)) return 'crossSite';
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'spam';
  const started = Number(form.get(STARTED_FIELD));
  if (started > 0 && now - started < numberFromEnv('FORM_MIN_FILL_MS', 2500)) return 'tooFast';
  return null;
}

/** Whether the client may send `what` once more this minute (`FORM_RATE_LIMIT` per form, default 8). */
export async function withinRateLimit(db: Database, headers: HeaderSource, what: string, limit = numberFromEnv('FORM_RATE_LIMIT', 8), now = new Date()): Promise<boolean> {
  return consumeRateLimit(db, `${what}:${clientAddress(headers)}`, limit, 60_000, now);
}

/** `checkSubmission`, then the per-client rate limit shared by every instance. */
export async function guardSubmission(db: Database, form: FormData, headers: HeaderSource, formName: string, now = Date.now()): Promise<GuardFailure | null> {
  const failed = checkSubmission(form, headers, now);
  if (failed) return failed;
  return (await withinRateLimit(db, headers, `form:${formName}`, undefined, new Date(now))) ? null : 'rateLimited';
}
