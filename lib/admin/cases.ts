import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { feedback } from '@/lib/db/schema';
import { CASE_STATES, type CaseState } from './caseStates';
import { withoutControlCharacters } from '@/lib/forms/schemas';
import * as z from '@/lib/security/zod';

/** The longest answer the inbox takes. */
export const MAX_ANSWER = 5000;

const caseUpdate = z.object({
  state: z.enum(CASE_STATES),
  answer: z.string().check(withoutControlCharacters, z.trim(), z.maxLength(MAX_ANSWER)),
});

export type CaseUpdate = z.infer<typeof caseUpdate>;

/** A case's new state and answer from the inbox's form, or null when they are not valid. */
export function caseUpdateOf(form: FormData): CaseUpdate | null {
  const parsed = caseUpdate.safeParse({ state: form.get('state'), answer: form.get('answer') ?? '' });
  return parsed.success ? parsed.data : null;
}

/**
 * Sets a support case's state and answer. The answer keeps the time it was first written in
 * these words: saving the same answer again (with another state) does not date it anew.
 * False when there is no such case.
 */
export async function updateCase(db: Database, id: number, { state, answer }: { state: CaseState; answer: string }): Promise<boolean> {
  const updated = await db
    .update(feedback)
    .set({
      caseState: state,
      answer,
      answeredAt: sql`case when ${answer} = '' then null when ${feedback.answer} = ${answer} then ${feedback.answeredAt} else now() end`,
    })
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  return updated.length > 0;
}
