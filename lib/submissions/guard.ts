import 'server-only';
import type { Database } from '@/lib/db/client';
import { checkSubmission, numberFromEnv, type GuardFailure } from '@/lib/forms/guard';
import { clientAddress } from '@/lib/security/clientAddress';
import { consumeRateLimit } from '@/lib/security/limits';
import { countOriginRefusal, countRateLimitRefusal, countSubmission } from '@/lib/observability/metrics';

interface HeaderSource {
  get(name: string): string | null;
}

/** Whether the client may send `what` once more this minute (`FORM_RATE_LIMIT` per form, default 8). */
export async function withinRateLimit(db: Database, headers: HeaderSource, what: string, limit = numberFromEnv('FORM_RATE_LIMIT', 8), now = new Date()): Promise<boolean> {
  const within = await consumeRateLimit(db, `${what}:${clientAddress(headers)}`, limit, 60_000, now);
  if (!within) countRateLimitRefusal(what);
  return within;
}

/** The form's own checks (lib/forms/guard.ts), then the per-client rate limit shared by every instance. */
export async function guardSubmission(db: Database, form: FormData, headers: HeaderSource, formName: string, now = Date.now()): Promise<GuardFailure | null> {
  const failed = checkSubmission(form, headers, now) ?? ((await withinRateLimit(db, headers, `form:${formName}`, undefined, new Date(now))) ? null : 'rateLimited');
  if (failed === 'crossSite') countOriginRefusal('form');
  if (failed) countSubmission(formName, 'refused');
  return failed;
}
