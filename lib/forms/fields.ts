import type * as z from '@/lib/security/zod';

/**
 * The forms' fields without their rules: hidden fields, limits, choices, field lists and
 * how errors and values are read. Free of zod (only its types), so a page can ship a form
 * and load the form's schema later.
 */

/** Names of the hidden fields every form carries against robots. */
export const HONEYPOT_FIELD = 'extra_notes';
export const STARTED_FIELD = 'form_started';

/** The backend captcha, when the backend provides one: the visitor's answer and the captcha's key. */
export const CAPTCHA_FIELD = 'captcha';
export const CAPTCHA_KEY_FIELD = 'captchaKey';

export const LIMITS = {
  email: 254,
  company: 120,
  contactName: 120,
  phone: 20,
  country: 80,
  website: 200,
  message: 2000,
  subject: 150,
  orderNumber: 64,
  productNumber: 64,
  productName: 120,
  description: 3000,
  purchaseDate: 10,
} as const;

export const BUSINESS_TYPES = ['distributor', 'installer', 'retailer', 'other'] as const;
/** What a support case is about; a warranty claim also needs the purchase date and a proof of purchase. */
export const CASE_KINDS = ['question', 'fault', 'warranty'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];
/** The file input of a warranty claim's proof of purchase (a photo or scan of the receipt). */
export const PROOF_FIELD = 'proof';
export const PURCHASING_CHANNELS = ['officialStore', 'onlineMarketplace', 'distributor', 'installer', 'retailStore', 'other'] as const;

export type FieldErrors = Record<string, string>;

/** The first error key of each field, or null when the values pass. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** How a field arrives in the posted form: as text (typed or chosen), or as a checkbox. */
type FieldInput = 'text' | 'checkbox';

/**
 * Each form's fields, once. Its schema (schemas.ts) must have exactly these; its form's
 * inputs, the backend call and the inbox are records keyed by them. A field added here or to
 * the schema alone fails `tsc` until each of those places says what it does with it.
 */
export const MERCHANT_FORM = {
  company: 'text',
  contactName: 'text',
  email: 'text',
  dialCode: 'text',
  phone: 'text',
  country: 'text',
  businessType: 'text',
  website: 'text',
  message: 'text',
  consent: 'checkbox',
  listing: 'checkbox',
} as const satisfies Record<string, FieldInput>;
export const FEEDBACK_FORM = {
  caseKind: 'text',
  email: 'text',
  subject: 'text',
  purchaseDate: 'text',
  purchasingChannel: 'text',
  orderNumber: 'text',
  productNumber: 'text',
  productName: 'text',
  description: 'text',
} as const satisfies Record<string, FieldInput>;
export type MerchantField = keyof typeof MERCHANT_FORM;
export type FeedbackField = keyof typeof FEEDBACK_FORM;

/** The text fields of a form. */
const textFieldsOf = <Field extends string>(form: Record<Field, FieldInput>) => (Object.keys(form) as Field[]).filter((field) => form[field] === 'text');
export const MERCHANT_FIELDS = textFieldsOf(MERCHANT_FORM);
export const FEEDBACK_FIELDS = textFieldsOf(FEEDBACK_FORM);

/** Plain values of a submitted form: text fields as strings, checkboxes as booleans. */
export function formValues(form: FormData, fields: Record<string, FieldInput>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, input] of Object.entries(fields)) {
    const value = form.get(field);
    values[field] = input === 'checkbox' ? value === 'on' || value === 'true' : typeof value === 'string' ? value : '';
  }
  return values;
}
