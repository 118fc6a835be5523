/** Names of the hidden fields every form carries against robots. */
export const HONEYPOT_FIELD = 'extra_notes';
export const STARTED_FIELD = 'form_started';
