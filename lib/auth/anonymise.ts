import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { feedback, merchantApplications } from '@/lib/db/schema';

/**
 * What deleting an account does to the questions it sent (privacy policy, "Deleting your
 * account"): the text is kept for warranty handling, the contact email and the link to
 * the account are removed. Partner applications lose only their link to the account.
 */
export async function anonymiseFeedbackOf(db: Database, userId: string): Promise<number> {
  const rows = await db.update(feedback).set({ email: '', userId: '' }).where(eq(feedback.userId, userId)).returning({ id: feedback.id });
  // A partner application is the company's business record: it stays, no longer tied to the account.
  await db.update(merchantApplications).set({ userId: null }).where(eq(merchantApplications.userId, userId));
  return rows.length;
}
