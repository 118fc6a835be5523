import 'server-only';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processWide } from '@/lib/processWide';

/**
 * What the site counts for Prometheus (`GET /api/metrics`, app/api/metrics/route.ts): one
 * registry per process (lib/processWide.ts: Next's chunks would each make their own), with
 * prom-client's process metrics. Every label value is one of a few fixed words, chosen here
 * from what the code passes: never an address, a name, a message or a backend's text.
 */

const KINDS = ['subscribe', 'merchant', 'feedback'] as const;
/** A form, or the kind of an outbox entry; anything else (it cannot happen) is `other`. */
export type SubmissionKind = (typeof KINDS)[number];

/**
 * What came of a submission: `refused` by the guard (origin, honeypot, fill time, rate limit),
 * `failed` to store, or stored and then `delivered`, `queued` for the outbox worker, `rejected`
 * by the backend, or only `stored` (nothing to forward: no backend configured, or an address
 * subscribed again whose entry is already delivered or pending).
 */
export type SubmissionOutcome = 'refused' | 'failed' | 'stored' | 'delivered' | 'queued' | 'rejected';

/** An outbox attempt's outcome (lib/backend/outbox.ts `AttemptOutcome`): `pending` means retried later. */
export type AttemptState = 'delivered' | 'pending' | 'rejected' | 'superseded';

/** How one exchange with the backend ended (lib/backend/client.ts). */
export type BackendOutcome = 'ok' | 'http_error' | 'rejected' | 'timeout' | 'network';

/** Where the site refused a post from another origin. */
export type OriginRefusal = 'form' | 'inbox' | 'accounts';

/** Which sign-in failed, and why. */
export type SignInArea = 'inbox' | 'accounts';
export type SignInFailure = 'wrong_password' | 'locked';

const RATE_LIMITS = ['form_subscribe', 'form_merchant', 'form_feedback', 'captcha', 'dial_codes', 'accounts'] as const;
const FAILURE_REASONS = /^(?:timeout|network|rejected|error|http_[1-5]\d\d)$/;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

const oneOf = <T extends string>(allowed: readonly T[], value: string, fallback: string): string => ((allowed as readonly string[]).includes(value) ? value : fallback);

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    submissions: new Counter({
      name: 'aurex_form_submissions_total',
      help: 'Form submissions by form and outcome (refused by the guard, failed to store, stored, delivered, queued, rejected by the backend).',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    }),
    attempts: new Counter({
      name: 'aurex_outbox_attempts_total',
      help: 'Delivery attempts of outbox entries by kind and outcome (delivered, pending: retried later, rejected: final, superseded).',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    }),
    failures: new Counter({
      name: 'aurex_outbox_failures_total',
      help: 'Failed delivery attempts of outbox entries by kind and reason (timeout, network, http_<status>, rejected, error).',
      labelNames: ['kind', 'reason'] as const,
      registers,
    }),
    outboxPending: new Gauge({
      name: 'aurex_outbox_pending_entries',
      help: 'Outbox entries not yet delivered nor rejected (read from the shared database at scrape time).',
      registers,
    }),
    outboxOldestAge: new Gauge({
      name: 'aurex_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest outbox entry not yet delivered nor rejected; 0 when there is none (read at scrape time).',
      registers,
    }),
    backendLatency: new Histogram({
      name: 'aurex_backend_request_duration_seconds',
      help: 'Duration of exchanges with the /rest/V3 backend, answer included, by method and outcome.',
      labelNames: ['method', 'outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'aurex_rate_limit_refusals_total',
      help: 'Requests refused by a per-client rate limit, by limit.',
      labelNames: ['limit'] as const,
      registers,
    }),
    originRefusals: new Counter({
      name: 'aurex_origin_refusals_total',
      help: 'Posts refused because their Origin is not the site, by where (form, inbox, accounts).',
      labelNames: ['where'] as const,
      registers,
    }),
    signInFailures: new Counter({
      name: 'aurex_sign_in_failures_total',
      help: 'Failed sign-ins by area (inbox, accounts) and reason (wrong_password, locked).',
      labelNames: ['area', 'reason'] as const,
      registers,
    }),
    ready: new Gauge({
      name: 'aurex_ready',
      help: '1 when this instance is ready (GET /api/health/ready answers 200), else 0; read at scrape time.',
      registers,
    }),
  };
}

/** The process's metrics. */
export const metrics = () => processWide('metrics', create);

const kindOf = (kind: string) => oneOf(KINDS, kind, 'other');

export function countSubmission(kind: string, outcome: SubmissionOutcome): void {
  metrics().submissions.inc({ kind: kindOf(kind), outcome });
}

/** One outbox attempt; `reason` (lib/backend/outbox.ts `failureReason`) when it failed. */
export function countAttempt(kind: string, state: AttemptState, reason?: string): void {
  const { attempts, failures } = metrics();
  attempts.inc({ kind: kindOf(kind), outcome: state });
  if (reason !== undefined) failures.inc({ kind: kindOf(kind), reason: FAILURE_REASONS.test(reason) ? reason : 'error' });
}

export function observeBackendRequest(method: string, outcome: BackendOutcome, seconds: number): void {
  metrics().backendLatency.observe({ method: oneOf(METHODS, method, 'other'), outcome }, seconds);
}

/** A refusal by the per-client limit named `limit` (`form:subscribe`, `dialCodes`, `accounts` …). */
export function countRateLimitRefusal(limit: string): void {
  const word = limit.replace(/[^A-Za-z]+/g, '_').replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  metrics().rateLimitRefusals.inc({ limit: oneOf(RATE_LIMITS, word, 'other') });
}

export function countOriginRefusal(where: OriginRefusal): void {
  metrics().originRefusals.inc({ where });
}

export function countSignInFailure(area: SignInArea, reason: SignInFailure): void {
  metrics().signInFailures.inc({ area, reason });
}
