import 'server-only';
import type { FeedbackField, MerchantField } from '@/lib/forms/fields';
import type { BackendClient } from './client';

/** The /rest/V3 calls of SPEC section 7 that the forms use. */

export interface Captcha {
  /** Identifier to send back with the answer. */
  key: string;
  /** The picture to show, as a `data:` URL. */
  image: string;
}

export const captchaPath = '/rest/V3/customer/captcha';
export const merchantJoinPath = '/rest/V3/merchant/joinSubmit';
export const countriesPath = '/rest/V3/countries';
/** Spelled as the backend spells it. */
export const newsletterPath = '/rest/V3/newsietter/save';
/** Not listed in the SPEC (its feedback call is "not shown"): our choice of path. */
export const feedbackPath = '/rest/V3/feedback/submit';

export function fetchCaptcha(client: BackendClient, formId: string) {
  return client.get<unknown>(captchaPath, { query: { formId } });
}

export function saveNewsletter(client: BackendClient, email: string, idempotencyKey: string) {
  return client.post<unknown>(newsletterPath, { email, is_subscribed: true }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * What `POST /rest/V3/merchant/joinSubmit` calls each field of an application; `null` where
 * its API has no such field (the listing choice is the site's own: it decides the partner list).
 */
const MERCHANT_JOIN_NAMES = {
  company: 'company',
  contactName: 'contact_name',
  email: 'email',
  dialCode: 'dial_code',
  phone: 'phone',
  country: 'country',
  businessType: 'business_type',
  website: 'website',
  message: 'message',
  consent: 'consent',
  listing: null,
} as const satisfies Record<MerchantField, string | null>;

type Sent<Names extends Record<string, string | null>> = { [Field in keyof Names]: Names[Field] extends null ? never : Field }[keyof Names];

/** What an application sends, as the site stores it. */
export type MerchantApplication = Record<Exclude<Sent<typeof MERCHANT_JOIN_NAMES>, 'consent'>, string> & { consent: boolean };

export function merchantJoinBody(application: MerchantApplication): Record<string, string | boolean> {
  const body = renamed(MERCHANT_JOIN_NAMES, application);
  // The backend reads the whole number from `phone`, its country code first.
  return { ...body, phone: `${application.dialCode} ${application.phone}` };
}

/**
 * What the feedback call names each field of a case; `null` where its API has none: the
 * kind of case and the purchase date stay in the site's database (the inbox, the account).
 */
const FEEDBACK_SUBMIT_NAMES = {
  caseKind: null,
  email: 'email',
  subject: 'subject',
  purchaseDate: null,
  purchasingChannel: 'purchasing_channel',
  orderNumber: 'order_number',
  productNumber: 'product_number',
  productName: 'product_name',
  description: 'description',
} as const satisfies Record<FeedbackField, string | null>;

/** A case's fields under the feedback call's names. */
export function feedbackSubmitFields(question: Record<Sent<typeof FEEDBACK_SUBMIT_NAMES>, string>): Record<string, string> {
  return renamed(FEEDBACK_SUBMIT_NAMES, question);
}

/** The values the backend takes, under its names. */
function renamed<Names extends Record<string, string | null>, Value>(names: Names, values: Record<Sent<Names>, Value>): Record<string, Value> {
  const body: Record<string, Value> = {};
  for (const [field, name] of Object.entries(names)) if (name !== null) body[name] = values[field as Sent<Names>];
  return body;
}

export function submitMerchantJoin(client: BackendClient, body: Record<string, unknown>, idempotencyKey: string) {
  return client.post<unknown>(merchantJoinPath, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function submitFeedback(client: BackendClient, form: FormData, idempotencyKey: string) {
  return client.multipart<unknown>(feedbackPath, form, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function fetchCountries(client: BackendClient) {
  return client.get<unknown>(countriesPath);
}

/** Reads a captcha answer of unknown shape: `{key|id|captchaId, image|img|data}`. */
export function parseCaptcha(body: unknown): Captcha | null {
  const record = (typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' ? body.data : body) as Record<string, unknown> | null;
  if (!record || typeof record !== 'object') return null;
  const key = [record.key, record.id, record.captchaId].find((value) => typeof value === 'string' && value);
  const image = [record.image, record.img].find((value) => typeof value === 'string' && /^data:image\/(png|jpeg|gif|svg\+xml|webp);base64,/.test(value));
  return typeof key === 'string' && typeof image === 'string' ? { key, image } : null;
}
