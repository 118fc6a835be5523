import type { FieldErrors } from './fields';

/**
 * What a form action answers. `message` and field errors are keys under `forms`;
 * `values` lets a form re-fill itself after a submission without JavaScript.
 */
export type FormResult =
  | { status: 'idle' }
  /** `reference`: what the visitor can name the submission by (applications, feedback). */
  | { status: 'success'; message: string; reference?: string }
  | { status: 'error'; message: string; fieldErrors?: FieldErrors; values?: Record<string, string>; detail?: string };

export const IDLE: FormResult = { status: 'idle' };

export function failure(message: string, extra: Omit<Extract<FormResult, { status: 'error' }>, 'status' | 'message'> = {}): FormResult {
  return { status: 'error', message, ...extra };
}
