'use server';

import 'server-only';
import { headers } from 'next/headers';
import { getDatabase } from '@/lib/db/client';
import { getCurrentUser } from '@/lib/auth/session';
import { localeOrDefault } from '@/lib/i18n/locales';
import { backendFor } from '@/lib/backend/client';
import { fetchCaptcha, parseCaptcha, type Captcha } from '@/lib/backend/calls';
import type { DialCodeOption } from '@/lib/content/countries';
import { failure, type FormResult } from '@/lib/forms/result';
import { FEEDBACK_FORM, LIMITS, MERCHANT_FORM, PROOF_FIELD, fieldErrorsOf, formValues, type CaseKind } from '@/lib/forms/fields';
import { feedbackSchema, merchantSchema, subscribeSchema } from '@/lib/forms/schemas';
import { numberFromEnv } from '@/lib/forms/guard';
import { loadDialCodes } from './dialCodes';
import { guardSubmission, withinRateLimit } from './guard';
import { storeFeedback, storeMerchantApplication, storeSubscription, type Stored } from './store';
import { backendConfigured, forwardNow, rejectionDetail } from '@/lib/backend/forward';
import { pickedFiles, processImages, type StoredImage } from '@/lib/forms/attachments';
import type { AttachmentError } from '@/lib/forms/fileRules';
import { withoutPersonalData } from '@/lib/text/personalData';
import { CAPTCHA_FORMS, captchaAnswer, type CaptchaAnswer } from '@/lib/forms/captcha';
import { backendDemandsCaptcha } from './captchaDemand';
import { log } from '@/lib/logging/log';
import { countSubmission, type SubmissionKind } from '@/lib/observability/metrics';

/** The form's captcha answer, or 'captchaRequired' when it has none and the backend draws one for the form. */
async function requiredCaptcha(form: FormData, formId: string): Promise<CaptchaAnswer | Record<string, never> | 'captchaRequired'> {
  const answer = captchaAnswer(form);
  if (answer === 'captchaRequired' || 'captcha_key' in answer) return answer;
  return (await backendDemandsCaptcha(formId, localeOf(form))) ? 'captchaRequired' : answer;
}

function localeOf(form: FormData): string {
  const value = form.get('locale');
  return localeOrDefault(value);
}

/**
 * The values sent back to refill a refused form: each at most its field's own limit (a field
 * over it is refused anyway), so a 19 MB message does not come back as a 19 MB answer.
 */
function echo(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, (typeof value === 'string' ? value : String(value)).slice(0, (LIMITS as Record<string, number>)[key] ?? ECHO_DEFAULT_LIMIT)]),
  );
}

/** Fields without a limit of their own are choices and ticks: a few characters. */
const ECHO_DEFAULT_LIMIT = 200;

/** Stores, forwards, and turns the outcome into what the visitor sees. */
async function storeAndForward(kind: SubmissionKind, store: () => Promise<Stored>, success: string, failed: string): Promise<FormResult> {
  let stored: Stored;
  try {
    stored = await store();
  } catch (error) {
    log().error({ error: withoutPersonalData(error) }, 'could not store a form submission');
    countSubmission(kind, 'failed');
    return failure(failed);
  }
  // Stored: from here on a failure to forward only delays it (the outbox keeps it).
  const outcome = await forwardNow((await getDatabase()).db, stored.outbox).catch(() => ({ state: 'pending' as const }));
  countSubmission(kind, !stored.outbox ? 'stored' : outcome.state === 'delivered' || outcome.state === 'rejected' ? outcome.state : 'queued');
  if (outcome.state === 'rejected') return failure('errors.rejected', { detail: rejectionDetail(outcome.error) });
  // Delivered, or safely stored in the outbox for the worker to retry.
  return { status: 'success', message: success, ...(stored.reference ? { reference: stored.reference } : {}) };
}

export async function subscribeAction(_previous: FormResult, form: FormData): Promise<FormResult> {
  const blocked = await guardSubmission((await getDatabase()).db, form, await headers(), 'subscribe');
  if (blocked) return failure(`errors.${blocked}`);
  const parsed = subscribeSchema.safeParse({ email: form.get('email') ?? '' });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return failure(fieldErrors.email ? `errors.${fieldErrors.email}` : 'errors.invalid', { values: echo({ email: form.get('email') ?? '' }) });
  }
  const locale = localeOf(form);
  return storeAndForward(
    'subscribe',
    async () => storeSubscription((await getDatabase()).db, parsed.data.email, locale, backendConfigured()),
    'subscribe.success',
    'errors.unavailable',
  );
}

export async function merchantAction(_previous: FormResult, form: FormData): Promise<FormResult> {
  const values = formValues(form, MERCHANT_FORM);
  const blocked = await guardSubmission((await getDatabase()).db, form, await headers(), 'merchant');
  if (blocked) return failure(`errors.${blocked}`, { values: echo(values) });
  const parsed = merchantSchema.safeParse(values);
  if (!parsed.success) return failure('errors.checkFields', { fieldErrors: fieldErrorsOf(parsed.error), values: echo(values) });
  const captcha = await requiredCaptcha(form, CAPTCHA_FORMS.merchant);
  if (captcha === 'captchaRequired') return failure('errors.checkFields', { fieldErrors: { captcha }, values: echo(values) });
  const locale = localeOf(form);
  const result = await storeAndForward(
    'merchant',
    async () => storeMerchantApplication((await getDatabase()).db, parsed.data, locale, backendConfigured(), captcha, (await getCurrentUser())?.id),
    'merchant.success',
    'errors.unavailable',
  );
  return result.status === 'error' ? { ...result, values: echo(values) } : result;
}

export async function feedbackAction(_previous: FormResult, form: FormData): Promise<FormResult> {
  const values = formValues(form, FEEDBACK_FORM);
  const blocked = await guardSubmission((await getDatabase()).db, form, await headers(), 'feedback');
  if (blocked) return failure(`errors.${blocked}`, { values: echo(values) });
  const user = await getCurrentUser();
  if (!user) return failure('feedback.registerFirst', { values: echo(values) });
  const parsed = feedbackSchema.safeParse(values);
  if (!parsed.success) return failure('feedback.failed', { fieldErrors: fieldErrorsOf(parsed.error), values: echo(values) });
  const captcha = await requiredCaptcha(form, CAPTCHA_FORMS.feedback);
  if (captcha === 'captchaRequired') return failure('feedback.failed', { fieldErrors: { captcha }, values: echo(values) });
  const images = await processImages(pickedFiles(form));
  if (typeof images === 'string') return failure('feedback.failed', { fieldErrors: { attachments: images }, values: echo(values) });
  const proof = await proofOfPurchase(form, parsed.data.caseKind);
  if (typeof proof === 'string') return failure('feedback.failed', { fieldErrors: { proof }, values: echo(values) });
  const locale = localeOf(form);
  const result = await storeAndForward(
    'feedback',
    async () => storeFeedback((await getDatabase()).db, parsed.data, [...images, ...proof], user.id, locale, backendConfigured(), captcha),
    'feedback.success',
    'feedback.failed',
  );
  return result.status === 'error' ? { ...result, values: echo(values) } : result;
}

/**
 * The receipt a warranty claim needs, one picture checked and re-encoded like the others; what
 * another kind of case sends in its place is left out.
 */
async function proofOfPurchase(form: FormData, kind: CaseKind): Promise<(StoredImage & { purpose: 'proof' })[] | AttachmentError | 'proofRequired'> {
  if (kind !== 'warranty') return [];
  const files = pickedFiles(form, PROOF_FIELD);
  if (files.length === 0) return 'proofRequired';
  if (files.length > 1) return 'tooManyFiles';
  const images = await processImages(files);
  return typeof images === 'string' ? images : images.map((image) => ({ ...image, purpose: 'proof' as const }));
}

/** Whether someone is signed in, and their email to prefill: asked by the static feedback page from the browser. */
export async function sessionStateAction(): Promise<{ signedIn: boolean; email?: string }> {
  const user = await getCurrentUser();
  return user ? { signedIn: true, email: user.email } : { signedIn: false };
}

/** The dial-code list: the backend's when it answers, else the one shipped with the site. */
export async function dialCodesAction(locale: string): Promise<DialCodeOption[]> {
  // A client asking too often gets the shipped list, which costs nothing.
  if (!(await withinRateLimit((await getDatabase()).db, await headers(), 'dialCodes', numberFromEnv('DIAL_CODES_RATE_LIMIT', 20)))) return loadDialCodes(localeOrDefault(locale), Date.now(), { offline: true });
  return loadDialCodes(localeOrDefault(locale));
}

/** The backend's captcha for a form, or null when there is no backend or it has none to give. */
export async function captchaAction(formId: string, locale: string): Promise<Captcha | null> {
  const client = backendFor(localeOrDefault(locale));
  if (!client || !/^[\w-]{1,40}$/.test(formId)) return null;
  // Each picture is a request to the backend: a client gets a few a minute, as a person needs.
  if (!(await withinRateLimit((await getDatabase()).db, await headers(), 'captcha', numberFromEnv('CAPTCHA_RATE_LIMIT', 12)))) return null;
  try {
    return parseCaptcha(await fetchCaptcha(client, formId));
  } catch {
    return null;
  }
}
