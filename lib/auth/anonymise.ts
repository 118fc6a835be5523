import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { feedback } from '@/lib/db/schema';

/**
 * What deleting an account does to the questions it sent (privacy policy, "Deleting your
 * account"): the text is kept for warranty handling, the contact email and the link to
 * the account are removed.
 */
export async function anonymiseFeedbackOf(db: Database, userId: string): Promise<number> {
  const rows = await db.update(feedback).set({ email: '', userId: '' }).where(eq(feedback.userId, userId)).returning({ id: feedback.id });
  return rows.length;
}
