import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { feedback, feedbackAttachments, merchantApplications, outbox, subscriptions, type AttachmentPurpose } from '@/lib/db/schema';
import { enqueue, type ClaimedEntry } from '@/lib/backend/outbox';
import type { FeedbackInput, MerchantInput } from '@/lib/forms/schemas';
import type { StoredImage } from '@/lib/forms/attachments';
import type { CaptchaAnswer } from '@/lib/forms/captcha';
import { newReference } from './reference';

/**
 * Writes each kind of submission, and (when a backend is configured) its outbox
 * entry, in one transaction: once this returns, nothing the visitor sent can be lost.
 */

export interface Stored {
  id: number;
  /** What the visitor is given to name the submission by (lib/submissions/reference.ts); none for subscriptions. */
  reference?: string;
  /** The entry to forward now, claimed for this request; null when there is nothing to forward. */
  outbox: ClaimedEntry | null;
}

/**
 * One row per address, however often it is submitted. Subscribing again forwards the
 * address again unless an entry for it is delivered or still pending: a visitor whose
 * address the backend refused can try again once the backend would take it.
 */
export async function storeSubscription(db: Database, email: string, locale: string, forward: boolean): Promise<Stored> {
  return db.transaction(async (tx) => {
    await tx.insert(subscriptions).values({ email, locale }).onConflictDoNothing({ target: subscriptions.email });
    // Locked, so that two submissions of one address at once queue it once.
    const [row] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.email, email)).for('update');
    const id = row!.id;
    if (!forward) return { id, outbox: null };
    const [live] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.subscriptionId, id), inArray(outbox.state, ['pending', 'delivered'])))
      .limit(1);
    return { id, outbox: live ? null : await enqueue(tx, { kind: 'subscribe', subscriptionId: id, locale }) };
  });
}

/** `captcha` travels in the outbox only: it is the backend's to check, not ours to keep. */
export async function storeMerchantApplication(
  db: Database,
  input: MerchantInput,
  locale: string,
  forward: boolean,
  captcha: Partial<CaptchaAnswer> = {},
  userId?: string,
): Promise<Stored> {
  const { listing, ...application } = input;
  return withReference((reference) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(merchantApplications).values({ ...application, listingConsent: listing === true, userId, reference, locale }).returning({ id: merchantApplications.id });
      const id = row!.id;
      return { id, reference, outbox: forward ? await enqueue(tx, { kind: 'merchant', merchantApplicationId: id, locale, extras: captcha }) : null };
    }),
  );
}

/**
 * Runs `store` with a new reference, and again with another in the unlikely case that one is
 * taken (the unique index refuses it, and the transaction stores nothing).
 */
async function withReference(store: (reference: string) => Promise<Stored>): Promise<Stored> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await store(newReference());
    } catch (error) {
      if (attempt >= 3 || !/reference_unique/.test(String((error as { cause?: unknown }).cause ?? error))) throw error;
    }
  }
}

export async function storeFeedback(
  db: Database,
  input: FeedbackInput,
  /** The pictures, and the proof of purchase of a warranty claim (`purpose: 'proof'`). */
  images: readonly (StoredImage & { purpose?: AttachmentPurpose })[],
  userId: string,
  locale: string,
  forward: boolean,
  captcha: Partial<CaptchaAnswer> = {},
): Promise<Stored> {
  return withReference((reference) =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(feedback).values({ ...input, userId, reference, locale }).returning({ id: feedback.id });
      const feedbackId = row!.id;
      if (images.length > 0) await tx.insert(feedbackAttachments).values(images.map((image) => ({ ...image, feedbackId })));
      return { id: feedbackId, reference, outbox: forward ? await enqueue(tx, { kind: 'feedback', feedbackId, locale, extras: captcha }) : null };
    }),
  );
}
