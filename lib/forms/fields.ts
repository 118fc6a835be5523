/** Names of the hidden fields every form carries against robots. */
export const HONEYPOT_FIELD = 'extra_notes';
export const STARTED_FIELD = 'form_started';

/** The backend captcha, when the backend provides one: the visitor's answer and the captcha's key. */
export const CAPTCHA_FIELD = 'captcha';
export const CAPTCHA_KEY_FIELD = 'captchaKey';
