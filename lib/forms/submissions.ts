import type { Database } from '@/lib/db/client';
import { feedback, feedbackAttachments, merchantApplications, subscriptions } from '@/lib/db/schema';
import { enqueue, type OutboxRow } from './outbox';
import type { FeedbackInput, MerchantInput } from './schemas';
import type { StoredImage } from './attachments';
import type { CaptchaAnswer } from './captcha';

/**
 * Writes each kind of submission, and (when a backend is configured) its outbox
 * entry, in one transaction: once this returns, nothing the visitor sent can be lost.
 */

export interface Stored {
  id: number;
  /** The entry to forward, or null when there is nothing to forward. */
  outbox: OutboxRow | null;
}

/** Subscribing twice is no error: the second call finds the row and forwards nothing. */
export async function storeSubscription(db: Database, email: string, locale: string, forward: boolean): Promise<Stored & { created: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(subscriptions).values({ email, locale }).onConflictDoNothing({ target: subscriptions.email }).returning({ id: subscriptions.id });
    if (!row) return { id: 0, created: false, outbox: null };
    const entry = forward ? await enqueue(tx, { kind: 'subscribe', payload: { email }, locale }) : null;
    return { id: row.id, created: true, outbox: entry };
  });
}

/** The body of `POST /rest/V3/merchant/joinSubmit`. */
export function merchantPayload(input: MerchantInput) {
  return {
    company: input.company,
    contact_name: input.contactName,
    email: input.email,
    phone: `${input.dialCode} ${input.phone}`,
    dial_code: input.dialCode,
    country: input.country,
    business_type: input.businessType,
    website: input.website,
    message: input.message,
    consent: input.consent,
  };
}

/** `captcha` travels in the outbox only: it is the backend's to check, not ours to keep. */
export async function storeMerchantApplication(
  db: Database,
  input: MerchantInput,
  locale: string,
  forward: boolean,
  captcha: Partial<CaptchaAnswer> = {},
): Promise<Stored> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(merchantApplications).values({ ...input, locale }).returning({ id: merchantApplications.id });
    const entry = forward ? await enqueue(tx, { kind: 'merchant', payload: { ...merchantPayload(input), ...captcha }, locale }) : null;
    return { id: row!.id, outbox: entry };
  });
}

export async function storeFeedback(
  db: Database,
  input: FeedbackInput,
  images: readonly StoredImage[],
  userId: string,
  locale: string,
  forward: boolean,
  captcha: Partial<CaptchaAnswer> = {},
): Promise<Stored> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(feedback).values({ ...input, userId, locale }).returning({ id: feedback.id });
    const feedbackId = row!.id;
    if (images.length > 0) await tx.insert(feedbackAttachments).values(images.map((image) => ({ ...image, feedbackId })));
    const entry = forward ? await enqueue(tx, { kind: 'feedback', payload: { feedbackId, ...captcha }, locale }) : null;
    return { id: feedbackId, outbox: entry };
  });
}
