import type { Database } from '@/lib/db/client';
import { BackendHttpError, BackendRejection } from '@/lib/backend/errors';
import { attempt, retryPolicyFromEnv, type AttemptOutcome, type OutboxRow } from './outbox';
import { backendDelivery } from './delivery';

/** Tries to forward a freshly stored submission at once; the worker retries what stays pending. */
export function forwardNow(db: Database, row: OutboxRow | null): Promise<AttemptOutcome> {
  if (!row) return Promise.resolve({ state: 'delivered' });
  return attempt(db, row, backendDelivery(db), retryPolicyFromEnv());
}

/** A short reason from the backend's refusal, shown (escaped) to the visitor. */
export function rejectionDetail(error: unknown): string | undefined {
  const body = error instanceof BackendRejection || error instanceof BackendHttpError ? error.body : undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown; errorMessage?: unknown }).message ?? (body as { errorMessage?: unknown }).errorMessage;
  return typeof message === 'string' ? message.slice(0, 300) : undefined;
}

export const backendConfigured = () => Boolean(process.env.BACKEND_URL?.trim());
