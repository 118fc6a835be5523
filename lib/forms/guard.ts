import { createRateLimiter } from './rateLimit';
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

/** The client a rate limit counts: the first `X-Forwarded-For` address (set by the proxy in front). */
export function clientKey(headers: HeaderSource): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'direct';
}

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && process.env[name] !== undefined && process.env[name] !== '' ? value : fallback;
}

const holder = globalThis as { __aurexRateLimiter?: ReturnType<typeof createRateLimiter> };
function limiter() {
  holder.__aurexRateLimiter ??= createRateLimiter(numberFromEnv('FORM_RATE_LIMIT', 8), 60_000);
  return holder.__aurexRateLimiter;
}

/**
 * The checks every form submission passes before its values are read: same origin,
 * an empty honeypot, a human fill time (when the browser ran the page's script to
 * record when the form appeared) and the per-client rate limit.
 */
export function guardSubmission(form: FormData, headers: HeaderSource, formName: string, now = Date.now()): GuardFailure | null {
  if (!isSameOrigin(headers)) return 'crossSite';
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'spam';
  const started = Number(form.get(STARTED_FIELD));
  if (started > 0 && now - started < numberFromEnv('FORM_MIN_FILL_MS', 2500)) return 'tooFast';
  if (!limiter()(`${formName}:${clientKey(headers)}`, now)) return 'rateLimited';
  return null;
}
