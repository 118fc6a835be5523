import type { Messages } from 'next-intl';

/**
 * Message keys that code builds from data (a field name, an error code a schema returns):
 * named here as types, so that a form field or an error without its message fails `tsc`.
 */
export type AccountErrorKey = Extract<keyof Messages['account']['errors'], string>;
export type FormFieldLabel<Form extends 'merchant' | 'feedback'> = Extract<keyof Messages['forms'][Form], string>;
