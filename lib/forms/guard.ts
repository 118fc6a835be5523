import { isSameOrigin } from '@/lib/security/sameOrigin';
import { HONEYPOT_FIELD, STARTED_FIELD } from './fields';

export type GuardFailure = 'crossSite' | 'spam' | 'tooFast' | 'rateLimited';

interface HeaderSource {
  get(name: string): string | null;
}

/** A number from the environment, or `fallback` when unset or not a number. */
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
