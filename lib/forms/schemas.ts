import * as z from '@/lib/security/zod';

/**
 * Form rules shared by the browser (instant feedback) and the server actions
 * (authoritative). Every error message is a key under `forms.errors`.
 */
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
} as const;

export const BUSINESS_TYPES = ['distributor', 'installer', 'retailer', 'other'] as const;
export const PURCHASING_CHANNELS = ['officialStore', 'onlineMarketplace', 'distributor', 'installer', 'retailStore', 'other'] as const;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

type Check = z.core.$ZodCheck<string>;

/** Trimmed text of at most `max` characters, with further checks. */
const text = (max: number, ...checks: Check[]) => z.string().check(z.trim(), z.maxLength(max, { error: 'tooLong' }), ...checks);
const required = (max: number, ...checks: Check[]) => text(max, z.minLength(1, { error: 'required' }), ...checks);

export const emailField = z.pipe(
  z.string().check(
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
});

export const feedbackSchema = z.object({
  email: emailField,
  subject: required(LIMITS.subject),
  purchasingChannel: z.enum(PURCHASING_CHANNELS, { error: 'required' }),
  orderNumber: text(LIMITS.orderNumber),
  productNumber: text(LIMITS.productNumber),
  productName: text(LIMITS.productName),
  description: required(LIMITS.description, z.minLength(10, { error: 'messageTooShort' })),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;
export type MerchantInput = z.infer<typeof merchantSchema>;
export type FeedbackInput = z.infer<typeof feedbackSchema>;

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

export const SUBSCRIBE_FIELDS = ['email'] as const;
export const MERCHANT_FIELDS = ['company', 'contactName', 'email', 'dialCode', 'phone', 'country', 'businessType', 'website', 'message'] as const;
export const FEEDBACK_FIELDS = ['email', 'subject', 'purchasingChannel', 'orderNumber', 'productNumber', 'productName', 'description'] as const;
