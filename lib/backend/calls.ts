import 'server-only';
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

/** What an application holds, as `POST /rest/V3/merchant/joinSubmit` names it. */
export interface MerchantApplication {
  company: string;
  contactName: string;
  email: string;
  dialCode: string;
  phone: string;
  country: string;
  businessType: string;
  website: string;
  message: string;
  consent: boolean;
}

export function merchantJoinBody(application: MerchantApplication) {
  return {
    company: application.company,
    contact_name: application.contactName,
    email: application.email,
    phone: `${application.dialCode} ${application.phone}`,
    dial_code: application.dialCode,
    country: application.country,
    business_type: application.businessType,
    website: application.website,
    message: application.message,
    consent: application.consent,
  };
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
