/**
 * The help center's questions and the privacy policy's sections, in the order shown. Their
 * texts live under `support.help.topics.{topic}.questions.{question}` (`q`, `a`) and
 * `legal.privacy.sections.{id}` (`title`, `body`); tests/messages/translations.test.ts
 * checks that each exists.
 */
export const HELP_TOPICS = {
  app: ['pair', 'offline', 'voice', 'internet'],
  gateway: ['which', 'howMany', 'other'],
  installation: ['neutral', 'box', 'electrician'],
  warranty: ['length', 'claim', 'returns'],
  ordering: ['where', 'project', 'payment'],
} as const;

export type HelpTopic = keyof typeof HELP_TOPICS;

/** The warranty every product carries, from the date of purchase. */
export const WARRANTY_YEARS = 2;

/** Working days within which the company usually answers a support case. */
export const REPLY_WORKING_DAYS = 2;

/** The warranty page's lists, each item a message under `support.warranty.{list}.items` or `.steps`. */
export const WARRANTY_COVERED = ['defects', 'glass', 'radio'] as const;
export const WARRANTY_NOT_COVERED = ['wiring', 'load', 'outside', 'wear'] as const;
export const WARRANTY_CLAIM_STEPS = ['proof', 'send', 'follow', 'shop'] as const;

/** Sections in order; `list` sections render their paragraphs as a bulleted list. */
export const PRIVACY_SECTIONS = [
  { id: 'controller' },
  { id: 'collected', list: true },
  { id: 'purposes', list: true },
  { id: 'payments' },
  { id: 'analytics' },
  { id: 'cookies' },
  { id: 'sharing' },
  { id: 'transfers' },
  { id: 'retention', list: true },
  { id: 'rights' },
  { id: 'deletion' },
  { id: 'children' },
  { id: 'changes' },
  { id: 'contact' },
] as const satisfies readonly { id: string; list?: boolean }[];

/** Date of the privacy policy's current version. */
export const PRIVACY_POLICY_DATE = new Date(Date.UTC(2020, 11, 25));
