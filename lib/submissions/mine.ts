import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { feedback, merchantApplications } from '@/lib/db/schema';
import type { CaseState } from '@/lib/admin/caseStates';
import type { CaseKind } from '@/lib/forms/fields';

/**
 * Where a submission stands, as the visitor's account shows it: received or passed on until
 * the company decides on an application or takes up a case.
 */
export type SubmissionState = 'received' | 'delivered' | 'approved' | 'declined' | Exclude<CaseState, 'open'>;

export interface MySubmission {
  /** A partner application, or the kind of a support case. */
  kind: 'merchant' | CaseKind;
  reference: string;
  /** ISO 8601. */
  sentAt: string;
  state: SubmissionState;
  /** The company's answer to a support case, and when it was written (ISO 8601). */
  answer?: { text: string; at: string };
}

/** The newest outbox entry's state of a submission, by its reference column. */
const deliveredSql = (column: string, id: unknown) =>
  sql<boolean>`coalesce((select o.state = 'delivered' from outbox o where o.${sql.identifier(column)} = ${id} order by o.id desc limit 1), false)`;

/**
 * A signed-in visitor's partner applications and support questions, newest first, each with
 * its reference and state: the company's decision where it took one, else whether the
 * submission reached the company's system (delivered) or is held by the site (received).
 */
export async function submissionsOf(db: Database, userId: string): Promise<MySubmission[]> {
  const applications = await db
    .select({ reference: merchantApplications.reference, createdAt: merchantApplications.createdAt, decision: merchantApplications.decision, delivered: deliveredSql('merchant_application_id', merchantApplications.id) })
    .from(merchantApplications)
    .where(eq(merchantApplications.userId, userId))
    .orderBy(desc(merchantApplications.createdAt));
  const questions = await db
    .select({
      reference: feedback.reference,
      createdAt: feedback.createdAt,
      kind: feedback.caseKind,
      caseState: feedback.caseState,
      answer: feedback.answer,
      answeredAt: feedback.answeredAt,
      delivered: deliveredSql('feedback_id', feedback.id),
    })
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt));
  const listed: MySubmission[] = [
    ...applications.map((row) => ({ kind: 'merchant' as const, reference: row.reference ?? '', sentAt: row.createdAt.toISOString(), state: (row.decision === 'received' ? (row.delivered ? 'delivered' : 'received') : row.decision) as SubmissionState })),
    ...questions.map((row) => ({
      kind: row.kind,
      reference: row.reference ?? '',
      sentAt: row.createdAt.toISOString(),
      state: row.caseState !== 'open' ? row.caseState : row.delivered ? ('delivered' as const) : ('received' as const),
      ...(row.answer && row.answeredAt ? { answer: { text: row.answer, at: row.answeredAt.toISOString() } } : {}),
    })),
  ];
  return listed.filter((item) => item.reference).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
