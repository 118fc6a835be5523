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

/** Plain values of a submitted form: text fields as strings, checkboxes as booleans. */
export function formValues(form: FormData, fields: readonly string[], checkboxes: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  for (const field of checkboxes) values[field] = form.get(field) === 'on' || form.get(field) === 'true';
  return values;
}

export const MERCHANT_FIELDS = ['company', 'contactName', 'email', 'dialCode', 'phone', 'country', 'businessType', 'website', 'message'] as const;
export const FEEDBACK_FIELDS = ['caseKind', 'email', 'subject', 'purchaseDate', 'purchasingChannel', 'orderNumber', 'productNumber', 'productName', 'description'] as const;
