import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PartnerType } from '../content/partnerTypes';
import type { CaseKind } from '../forms/fields';
import type { CaseState } from '../admin/caseStates';

/** Raw bytes (PostgreSQL `bytea`), read and written as Node buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Newsletter sign-ups: one row per address, however often it is submitted. */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});

/** What the company decided on an application (the inbox); `received` until it decides. */
export const APPLICATION_DECISIONS = ['received', 'approved', 'declined'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** Applications sent from the "Merchants Joining" / "Contact us" form. */
export const merchantApplications = pgTable('merchant_applications', {
  id: serial('id').primaryKey(),
  /** The short code the applicant is given (lib/submissions/reference.ts); none on rows older than it. */
  reference: text('reference').unique(),
  /** The signed-in visitor who applied, if any: their account lists it (cleared when the account is deleted). */
  userId: text('user_id'),
  /** The applicant asked to be listed on Where to buy once approved (unticked by default). */
  listingConsent: boolean('listing_consent').notNull().default(false),
  decision: text('decision').$type<ApplicationDecision>().notNull().default('received'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  company: text('company').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  dialCode: text('dial_code').notNull(),
  phone: text('phone').notNull(),
  country: text('country').notNull(),
  businessType: text('business_type').notNull(),
  website: text('website').notNull().default(''),
  message: text('message').notNull(),
  consent: boolean('consent').notNull(),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});

/** Support cases from /support/feedback: a question, a fault or a warranty claim. */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  reference: text('reference').unique(),
  userId: text('user_id').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  purchasingChannel: text('purchasing_channel').notNull(),
  orderNumber: text('order_number').notNull().default(''),
  productNumber: text('product_number').notNull().default(''),
  productName: text('product_name').notNull().default(''),
  description: text('description').notNull(),
  caseKind: text('case_kind').$type<CaseKind>().notNull().default('question'),
  /** `YYYY-MM-DD`, the receipt's date; a warranty claim has one, other cases may. */
  purchaseDate: text('purchase_date').notNull().default(''),
  caseState: text('case_state').$type<CaseState>().notNull().default('open'),
  /** The company's answer, which the visitor reads in their account. */
  answer: text('answer').notNull().default(''),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});

/** What an attached picture shows: the fault, or the receipt of a warranty claim. */
export const ATTACHMENT_PURPOSES = ['picture', 'proof'] as const;
export type AttachmentPurpose = (typeof ATTACHMENT_PURPOSES)[number];

/**
 * Pictures attached to a feedback question, already re-encoded by the server. Kept in
 * the database (not on disk) so that one backup, one transaction and one shared
 * PostgreSQL server cover a submission and its files alike; they are small (<= 5 MB
 * before, usually far less after re-encoding) and at most three per question.
 */
export const feedbackAttachments = pgTable('feedback_attachments', {
  id: serial('id').primaryKey(),
  feedbackId: integer('feedback_id')
    .notNull()
    .references(() => feedback.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<AttachmentPurpose>().notNull().default('picture'),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

export const OUTBOX_STATES = ['pending', 'delivered', 'rejected'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * Submissions to forward to the /rest/V3 backend, and what came of it. Each entry names
 * its submission (exactly one of the three references); the body the backend receives is
 * built from that row when it is sent. `extras` carries what is sent along but not kept
 * with the submission (a captcha answer). An attempt first takes the row's lease (a token
 * and an expiry); only the holder of an unexpired lease may record the attempt's outcome.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    merchantApplicationId: integer('merchant_application_id').references(() => merchantApplications.id, { onDelete: 'cascade' }),
    feedbackId: integer('feedback_id').references(() => feedback.id, { onDelete: 'cascade' }),
    extras: jsonb('extras').$type<Record<string, string>>().notNull().default({}),
    locale: text('locale').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    state: text('state').$type<OutboxState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseToken: text('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('outbox_due_idx').on(table.state, table.nextAttemptAt),
    index('outbox_subscription_idx').on(table.subscriptionId),
    index('outbox_merchant_idx').on(table.merchantApplicationId),
    index('outbox_feedback_idx').on(table.feedbackId),
    check(
      'outbox_one_submission',
      sql`num_nonnulls(${table.subscriptionId}, ${table.merchantApplicationId}, ${table.feedbackId}) = 1`,
    ),
  ],
);

/**
 * Fixed-window counters shared by every instance: form submissions, captcha requests and
 * the like, per client (lib/security/limits.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Wrong inbox passwords per client (and for all clients together, key `*`), and how long
 * each is locked out; shared by every instance.
 */
export const signInLockouts = pgTable('sign_in_lockouts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull().defaultNow(),
});

/** Open inbox sessions: signing out deletes the row, and the cookie is worth nothing after. */
export const adminSessions = pgTable('admin_sessions', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/*
 * Visitor accounts, in the tables better-auth's Drizzle adapter expects (lib/auth/server.ts).
 * Passwords live in `accounts.password` as scrypt hashes; deleting a user deletes its
 * sessions and accounts with it.
 */
const authTimestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...authTimestamps(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...authTimestamps(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...authTimestamps(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...authTimestamps(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** better-auth's per-client counters for sign-in and registration (shared by every instance). */
export const authRateLimits = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});


/**
 * The companies listed on Where to buy, edited in the inbox. `sample` marks the set a fresh
 * install starts with, for the company to replace; `application` the approved application a
 * listing was made from (the applicant's consent to be listed is on it).
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    company: text('company').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    type: text('type').$type<PartnerType>().notNull(),
    /** Panel families stocked (`0`, `1`, `2`: lib/content/families.ts). */
    families: jsonb('families').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    sample: boolean('sample').notNull().default(false),
    applicationId: integer('application_id').references(() => merchantApplications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partners_published_idx').on(table.published, table.country)],
);

/** What the company did, and when: each decision on an application and each change to a listing. */
export const partnerEvents = pgTable(
  'partner_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').references(() => merchantApplications.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** The fields a change set, as they were set. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('partner_events_application_idx').on(table.applicationId), index('partner_events_partner_idx').on(table.partnerId)],
);
