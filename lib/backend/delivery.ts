import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { feedback, feedbackAttachments } from '@/lib/db/schema';
import { backendFor } from '@/lib/backend/client';
import { saveNewsletter, submitFeedback, submitMerchantJoin } from '@/lib/backend/calls';
import type { Deliver, OutboxRow } from './outbox';

async function feedbackForm(db: Database, payload: Record<string, unknown>): Promise<FormData> {
  const feedbackId = Number(payload.feedbackId);
  const [row] = await db.select().from(feedback).where(eq(feedback.id, feedbackId));
  if (!row) throw new Error(`Feedback ${feedbackId} no longer exists`);
  const files = await db.select().from(feedbackAttachments).where(eq(feedbackAttachments.feedbackId, feedbackId));
  const form = new FormData();
  const fields: Record<string, string> = {
    email: row.email,
    subject: row.subject,
    purchasing_channel: row.purchasingChannel,
    order_number: row.orderNumber,
    product_number: row.productNumber,
    product_name: row.productName,
    description: row.description,
  };
  for (const key of ['captcha_key', 'captcha'] as const) if (typeof payload[key] === 'string') fields[key] = payload[key];
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('attachments', new Blob([new Uint8Array(file.data)], { type: file.mimeType }), file.fileName);
  return form;
}

/** How each kind of outbox entry reaches the backend configured by `BACKEND_URL`. */
export function backendDelivery(db: Database, env: NodeJS.ProcessEnv = process.env): Deliver {
  return async (row: OutboxRow) => {
    const client = backendFor(row.locale, env);
    if (!client) throw new Error('BACKEND_URL is not set');
    const payload = row.payload as Record<string, unknown>;
    switch (row.kind) {
      case 'subscribe':
        return saveNewsletter(client, String(payload.email), row.idempotencyKey);
      case 'merchant':
        return submitMerchantJoin(client, payload, row.idempotencyKey);
      case 'feedback':
        return submitFeedback(client, await feedbackForm(db, payload), row.idempotencyKey);
      default:
        throw new Error(`Unknown outbox kind ${row.kind}`);
    }
  };
}
