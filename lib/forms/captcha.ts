import { CAPTCHA_FIELD, CAPTCHA_KEY_FIELD } from './fields';

/** The forms with a captcha, by the id the backend draws each one's captcha for. */
export const CAPTCHA_FORMS = { merchant: 'merchant_join', feedback: 'feedback' } as const;

/** Longest captcha answer or key accepted; backend captchas are a few characters. */
export const CAPTCHA_MAX_LENGTH = 64;

/** What is forwarded with a submission so that the backend can check its own captcha. */
export interface CaptchaAnswer {
  captcha_key: string;
  captcha: string;
}

/**
 * The captcha answer a form carries. The site cannot check the answer itself (only the
 * backend that drew the picture can), so it only makes sure one was given: `{}` when the
 * form showed no captcha (no backend, or the backend has none), 'captchaRequired' when
 * it showed one and the answer is missing or implausibly long.
 */
export function captchaAnswer(form: FormData): CaptchaAnswer | Record<string, never> | 'captchaRequired' {
  const key = form.get(CAPTCHA_KEY_FIELD);
  if (typeof key !== 'string' || key.trim() === '') return {};
  const answer = form.get(CAPTCHA_FIELD);
  const text = typeof answer === 'string' ? answer.trim() : '';
  if (text === '' || text.length > CAPTCHA_MAX_LENGTH || key.length > CAPTCHA_MAX_LENGTH) return 'captchaRequired';
  return { captcha_key: key.trim(), captcha: text };
}
