import 'server-only';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Messages } from 'next-intl';
import type { Database } from '@/lib/db/client';
import { feedback, feedbackAttachments, merchantApplications, outbox, subscriptions, type ApplicationDecision, type AttachmentPurpose } from '@/lib/db/schema';
import type { FeedbackField, MerchantField } from '@/lib/forms/fields';
import type { CaseState } from './caseStates';

/** The names of the fields the inbox shows, each with its label under `admin.fields`. */
export type InboxField = Extract<keyof Messages['admin']['fields'], string>;

/** What the company's inbox lists: every kind of submission with its delivery state. */
export const INBOX_KINDS = ['subscribe', 'merchant', 'feedback'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export type Delivery =
  /** No backend configured when it arrived: the database is the inbox. */
  | { state: 'local' }
  | { state: 'delivered'; outboxId: number }
  | { state: 'pending'; outboxId: number; attempts: number; nextAttemptAt: Date; error: string | null }
  | { state: 'rejected'; outboxId: number; error: string | null };

export interface InboxItem {
  kind: InboxKind;
  id: number;
  createdAt: Date;
  locale: string;
  /** Field name (a key under `admin.fields`) and value, in display order. */
  fields: [InboxField, string][];
  attachments: { id: number; fileName: string; purpose: AttachmentPurpose }[];
  delivery: Delivery;
  /** A partner application's decision, and the listing made from it if it was approved. */
  application?: { decision: ApplicationDecision; listingConsent: boolean; partnerId: number | null };
  /** A support case's state and the company's answer. */
  supportCase?: { state: CaseState; answer: string; answeredAt: Date | null };
}

export interface InboxFilter {
  kind?: InboxKind;
  /** Inclusive UTC day `YYYY-MM-DD`. */
  from?: string;
  /** Inclusive UTC day `YYYY-MM-DD`. */
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(value: string | undefined, plusDays = 0): Date | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Date(date.getTime() + plusDays * 86_400_000);
}

/** Reads `kind`, `from` and `to` from a query, ignoring anything malformed. */
export function parseInboxFilter(query: Record<string, string | string[] | undefined>): InboxFilter {
  const one = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
  const kind = one('kind');
  return {
    kind: (INBOX_KINDS as readonly string[]).includes(kind ?? '') ? (kind as InboxKind) : undefined,
    from: dayStart(one('from')) ? one('from') : undefined,
    to: dayStart(one('to')) ? one('to') : undefined,
  };
}

function inRange(column: PgColumn, filter: InboxFilter): SQL | undefined {
  const from = dayStart(filter.from);
  const until = dayStart(filter.to, 1);
  return and(from ? gte(column, from) : undefined, until ? lt(column, until) : undefined);
}

const outboxColumns = {
  outboxId: outbox.id,
  outboxState: outbox.state,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  lastError: outbox.lastError,
};

type OutboxColumns = { outboxId: number | null; outboxState: string | null; attempts: number | null; nextAttemptAt: Date | null; lastError: string | null };

function deliveryOf(row: OutboxColumns): Delivery {
  if (row.outboxId === null) return { state: 'local' };
  if (row.outboxState === 'delivered') return { state: 'delivered', outboxId: row.outboxId };
  if (row.outboxState === 'rejected') return { state: 'rejected', outboxId: row.outboxId, error: row.lastError };
  return { state: 'pending', outboxId: row.outboxId, attempts: row.attempts ?? 0, nextAttemptAt: row.nextAttemptAt ?? new Date(), error: row.lastError };
}

/**
 * The outbox entry of a submission, by its reference; a subscription sent again after a
 * refusal has several, and the inbox shows the newest.
 */
function latestEntryOf(reference: PgColumn, submissionId: PgColumn, column: string): SQL {
  return and(
    eq(reference, submissionId),
    sql`${outbox.id} = (select max(o.id) from outbox as o where o.${sql.identifier(column)} = ${submissionId})`,
  )!;
}

const subscriptionOutbox = latestEntryOf(outbox.subscriptionId, subscriptions.id, 'subscription_id');
const merchantOutbox = latestEntryOf(outbox.merchantApplicationId, merchantApplications.id, 'merchant_application_id');
const feedbackOutbox = latestEntryOf(outbox.feedbackId, feedback.id, 'feedback_id');

export const MAX_LISTED = 500;

/**
 * How the inbox shows each field of a form (lib/forms/fields.ts), in the form's order, under
 * the field's own label; `null` when it is shown with another or not worth a column.
 */
type Shown<Field extends string, Row> = { [Name in Field]: Name extends InboxField ? ((row: Row) => string) | null : null };

function shownFields<Field extends string, Row>(shown: Shown<Field, Row>, row: Row): [InboxField, string][] {
  return (Object.keys(shown) as Field[]).flatMap((field) => {
    const value = shown[field] as ((row: Row) => string) | null;
    return value ? [[field as InboxField, value(row)] as [InboxField, string]] : [];
  });
}

type MerchantRow = typeof merchantApplications.$inferSelect;
const MERCHANT_SHOWN: Shown<MerchantField, MerchantRow> = {
  company: (row) => row.company,
  contactName: (row) => row.contactName,
  email: (row) => row.email,
  // The number is shown whole, with its country code.
  dialCode: null,
  phone: (row) => `${row.dialCode} ${row.phone}`,
  country: (row) => row.country,
  businessType: (row) => row.businessType,
  website: (row) => row.website,
  message: (row) => row.message,
  // Nobody can apply without it.
  consent: null,
  listing: (row) => (row.listingConsent ? 'yes' : 'no'),
};

type FeedbackRow = typeof feedback.$inferSelect;
const FEEDBACK_SHOWN: Shown<FeedbackField, FeedbackRow> = {
  caseKind: (row) => row.caseKind,
  email: (row) => row.email,
  subject: (row) => row.subject,
  purchasingChannel: (row) => row.purchasingChannel,
  purchaseDate: (row) => row.purchaseDate,
  orderNumber: (row) => row.orderNumber,
  productNumber: (row) => row.productNumber,
  productName: (row) => row.productName,
  description: (row) => row.description,
};

async function subscriptionsIn(db: Database, filter: InboxFilter, limit: number): Promise<InboxItem[]> {
  const rows = await db
    .select({ row: subscriptions, ...outboxColumns })
    .from(subscriptions)
    .leftJoin(outbox, subscriptionOutbox)
    .where(inRange(subscriptions.createdAt, filter))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(limit);
  return rows.map(({ row, ...delivery }) => ({
    kind: 'subscribe',
    id: row.id,
    createdAt: row.createdAt,
    locale: row.locale,
    fields: [['email', row.email]],
    attachments: [],
    delivery: deliveryOf(delivery),
  }));
}

async function merchantsIn(db: Database, filter: InboxFilter, limit: number): Promise<InboxItem[]> {
  const rows = await db
    .select({ row: merchantApplications, partnerId: sql<number | null>`(select p.id from partners p where p.application_id = ${merchantApplications.id} order by p.id limit 1)`, ...outboxColumns })
    .from(merchantApplications)
    .leftJoin(outbox, merchantOutbox)
    .where(inRange(merchantApplications.createdAt, filter))
    .orderBy(desc(merchantApplications.createdAt), desc(merchantApplications.id))
    .limit(limit);
  return rows.map(({ row, partnerId, ...delivery }) => ({
    kind: 'merchant',
    id: row.id,
    createdAt: row.createdAt,
    locale: row.locale,
    application: { decision: row.decision, listingConsent: row.listingConsent, partnerId },
    fields: [['reference', row.reference ?? ''], ...shownFields(MERCHANT_SHOWN, row), ['decision', row.decision]],
    attachments: [],
    delivery: deliveryOf(delivery),
  }));
}

async function feedbackIn(db: Database, filter: InboxFilter, limit: number): Promise<InboxItem[]> {
  const rows = await db
    .select({ row: feedback, ...outboxColumns })
    .from(feedback)
    .leftJoin(outbox, feedbackOutbox)
    .where(inRange(feedback.createdAt, filter))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
  const ids = rows.map(({ row }) => row.id);
  const files = ids.length
    ? await db
        .select({ id: feedbackAttachments.id, feedbackId: feedbackAttachments.feedbackId, fileName: feedbackAttachments.fileName, purpose: feedbackAttachments.purpose })
        .from(feedbackAttachments)
        .where(inArray(feedbackAttachments.feedbackId, ids))
        .orderBy(feedbackAttachments.id)
    : [];
  return rows.map(({ row, ...delivery }) => ({
    kind: 'feedback',
    id: row.id,
    createdAt: row.createdAt,
    locale: row.locale,
    supportCase: { state: row.caseState, answer: row.answer, answeredAt: row.answeredAt },
    fields: [['reference', row.reference ?? ''], ...shownFields(FEEDBACK_SHOWN, row)],
    attachments: files.filter((file) => file.feedbackId === row.id).map(({ id, fileName, purpose }) => ({ id, fileName, purpose })),
    delivery: deliveryOf(delivery),
  }));
}

const READERS: Record<InboxKind, (db: Database, filter: InboxFilter, limit: number) => Promise<InboxItem[]>> = {
  subscribe: subscriptionsIn,
  merchant: merchantsIn,
  feedback: feedbackIn,
};

/** Submissions matching `filter`, newest first, at most `limit`. */
export async function listInbox(db: Database, filter: InboxFilter, limit = MAX_LISTED): Promise<InboxItem[]> {
  const kinds = filter.kind ? [filter.kind] : INBOX_KINDS;
  const lists = await Promise.all(kinds.map((kind) => READERS[kind](db, filter, limit)));
  return lists
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, limit);
}
