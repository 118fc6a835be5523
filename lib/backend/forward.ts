import 'server-only';
import type { Database } from '@/lib/db/client';
import { BackendHttpError, BackendRejection } from './errors';
import { attempt, retryPolicyFromEnv, type AttemptOutcome, type ClaimedEntry } from './outbox';
import { backendDelivery } from './delivery';

/** Tries to forward a freshly stored submission at once; the worker retries what stays pending. */
export function forwardNow(db: Database, entry: ClaimedEntry | null): Promise<AttemptOutcome> {
  if (!entry) return Promise.resolve({ state: 'delivered' });
  return attempt(db, entry, backendDelivery(db), retryPolicyFromEnv());
}

/** A short reason from the backend's refusal, shown (escaped) to the visitor. */
export function rejectionDetail(error: unknown): string | undefined {
  const body = error instanceof BackendRejection || error instanceof BackendHttpError ? error.body : undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown; errorMessage?: unknown }).message ?? (body as { errorMessage?: unknown }).errorMessage;
  return typeof message === 'string' ? message.slice(0, 300) : undefined;
}

export const backendConfigured = () => Boolean(process.env.BACKEND_URL?.trim());
