import * as z from '@/lib/security/zod';
import { BUSINESS_TYPES, CASE_KINDS, LIMITS, PURCHASING_CHANNELS, type FeedbackField, type MerchantField } from './fields';

/** A form's rules, one per field of its list in fields.ts: no more, no fewer. */
type RulesOf<Field extends string> = Record<Field, z.ZodMiniType>;

/**
 * Form rules shared by the browser (instant feedback) and the server actions
 * (authoritative). Every error message is a key under `forms.errors`.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

type Check = z.core.$ZodCheck<string>;

/**
 * Characters nobody types into a form, which only do harm where the text is shown again:
 * control characters other than tab and line breaks (PostgreSQL refuses NUL in text, which
 * would fail the store and lose the whole submission), the bidi embeddings, overrides and
 * isolates that show "Evil\u202eexe.txt" as "Evilexe.txt" reversed in the inbox and the CSV,
 * and invisible zero-width spaces. Joiners (emoji, scripts that need them) stay.
 */
const UNTYPED_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/g;
export const withoutControlCharacters = z.overwrite((value: string) => value.replace(UNTYPED_CHARACTERS, ''));

/** Trimmed text of at most `max` characters, with further checks. */
const text = (max: number, ...checks: Check[]) => z.string().check(withoutControlCharacters, z.trim(), z.maxLength(max, { error: 'tooLong' }), ...checks);
const required = (max: number, ...checks: Check[]) => text(max, z.minLength(1, { error: 'required' }), ...checks);

export const emailField = z.pipe(
  z.string().check(
    withoutControlCharacters,
    z.trim(),
    z.minLength(1, { error: 'emailRequired' }),
    z.maxLength(LIMITS.email, { error: 'tooLong' }),
    z.regex(EMAIL, { error: 'emailInvalid' }),
  ),
  z.transform((value) => value.toLowerCase()),
);

export const subscribeSchema = z.object({ email: emailField });

export const merchantSchema = z.object({
  company: required(LIMITS.company),
  contactName: required(LIMITS.contactName),
  email: emailField,
  dialCode: z.string().check(z.trim(), z.regex(/^\+\d{1,4}$/, { error: 'dialCodeInvalid' })),
  phone: required(LIMITS.phone, z.regex(/^[\d\s().-]{4,}$/, { error: 'phoneInvalid' })),
  country: required(LIMITS.country),
  businessType: z.enum(BUSINESS_TYPES, { error: 'required' }),
  website: text(LIMITS.website, z.refine((value) => value === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(value), { error: 'websiteInvalid' })),
  message: required(LIMITS.message, z.minLength(10, { error: 'messageTooShort' })),
  consent: z.literal(true, { error: 'consentRequired' }),
  /** List the company on Where to buy once approved: the applicant's own choice, unticked by default. */
  listing: z.optional(z.boolean()),
} satisfies RulesOf<MerchantField>);

/** Whether `value` is a calendar day `YYYY-MM-DD` that has begun somewhere on Earth (UTC+14) by `now`. */
export function isPastDay(value: string, now = Date.now()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && day.getTime() <= now + 14 * 3_600_000;
}

export const feedbackSchema = z
  .object({
    // A page served before the choice existed sends none: a case of no known kind is a question.
    caseKind: z.catch(z.enum(CASE_KINDS), 'question'),
    email: emailField,
    subject: required(LIMITS.subject),
    purchaseDate: text(LIMITS.purchaseDate, z.refine((value) => value === '' || isPastDay(value), { error: 'purchaseDateInvalid' })),
    purchasingChannel: z.enum(PURCHASING_CHANNELS, { error: 'required' }),
    orderNumber: text(LIMITS.orderNumber),
    productNumber: text(LIMITS.productNumber),
    productName: text(LIMITS.productName),
    description: required(LIMITS.description, z.minLength(10, { error: 'messageTooShort' })),
  } satisfies RulesOf<FeedbackField>)
  .check(z.refine((input) => input.caseKind !== 'warranty' || input.purchaseDate !== '', { error: 'purchaseDateRequired', path: ['purchaseDate'] }));

export type MerchantInput = z.infer<typeof merchantSchema>;
export type FeedbackInput = z.infer<typeof feedbackSchema>;
