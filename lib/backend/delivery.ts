import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { feedback, feedbackAttachments, merchantApplications, subscriptions } from '@/lib/db/schema';
import { backendFor } from './client';
import { BackendError } from './errors';
import { feedbackSubmitFields, merchantJoinBody, saveNewsletter, submitFeedback, submitMerchantJoin } from './calls';
import type { Deliver, OutboxRow } from './outbox';

/** A submission that is gone (its row deleted) can never be sent: final, not retried. */
class SubmissionGone extends BackendError {
  constructor(row: OutboxRow) {
    super(`The ${row.kind} submission of outbox entry ${row.id} no longer exists`, false);
  }
}

async function one<T>(rows: Promise<T[]>, entry: OutboxRow): Promise<T> {
  const [row] = await rows;
  if (!row) throw new SubmissionGone(entry);
  return row;
}

async function feedbackForm(db: Database, entry: OutboxRow): Promise<FormData> {
  const row = await one(db.select().from(feedback).where(eq(feedback.id, entry.feedbackId ?? 0)), entry);
  const files = await db.select().from(feedbackAttachments).where(eq(feedbackAttachments.feedbackId, row.id));
  const form = new FormData();
  const fields: Record<string, string> = { ...feedbackSubmitFields(row), ...entry.extras };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('attachments', new Blob([new Uint8Array(file.data)], { type: file.mimeType }), file.fileName);
  return form;
}

/**
 * How each kind of outbox entry reaches the backend configured by `BACKEND_URL`: the body
 * is built from the stored submission when it is sent, plus the entry's extras (a captcha
 * answer), so what the backend receives is always what the inbox shows.
 */
export function backendDelivery(db: Database, env: NodeJS.ProcessEnv = process.env): Deliver {
  return async (entry: OutboxRow) => {
    const client = backendFor(entry.locale, env);
    if (!client) throw new Error('BACKEND_URL is not set');
    switch (entry.kind) {
      case 'subscribe': {
        const row = await one(db.select().from(subscriptions).where(eq(subscriptions.id, entry.subscriptionId ?? 0)), entry);
        return saveNewsletter(client, row.email, entry.idempotencyKey);
      }
      case 'merchant': {
        const row = await one(db.select().from(merchantApplications).where(eq(merchantApplications.id, entry.merchantApplicationId ?? 0)), entry);
        return submitMerchantJoin(client, { ...merchantJoinBody(row), ...entry.extras }, entry.idempotencyKey);
      }
      case 'feedback':
        return submitFeedback(client, await feedbackForm(db, entry), entry.idempotencyKey);
      default:
        throw new Error(`Unknown outbox kind ${entry.kind}`);
    }
  };
}
