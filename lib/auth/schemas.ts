import * as z from '@/lib/security/zod';
import { emailField, withoutControlCharacters } from '@/lib/forms/schemas';

/**
 * Account form rules, shared by the browser (instant feedback) and the auth server
 * (authoritative, lib/auth/server.ts runs them before better-auth sees a request).
 * Every error is a key under `account.errors`.
 */
export const PASSWORD = { min: 10, max: 128 } as const;
export const NAME_MAX = 80;

/** `forms` email errors, said in the account pages' words. */
const EMAIL_ERRORS: Record<string, string> = { emailRequired: 'required', emailInvalid: 'email', tooLong: 'email' };

const email = emailField;

const name = z.string().check(withoutControlCharacters, z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(NAME_MAX, { error: 'nameLength' }));

export const passwordField = z.string().check(
  z.minLength(1, { error: 'required' }),
  z.minLength(PASSWORD.min, { error: 'passwordLength' }),
  z.maxLength(PASSWORD.max, { error: 'passwordLength' }),
  z.refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), { error: 'passwordWeak' }),
);

/** Sign-in asks for no policy: an old password must still be accepted as typed. */
const anyPassword = z.string().check(z.minLength(1, { error: 'required' }), z.maxLength(PASSWORD.max, { error: 'credentials' }));

export const registerSchema = z.object({ name, email, password: passwordField });
export const loginSchema = z.object({ email, password: anyPassword });
export const profileSchema = z.object({ name, email });
export const passwordChangeSchema = z
  .object({ currentPassword: anyPassword, newPassword: passwordField })
  .check(z.refine((value) => value.currentPassword !== value.newPassword, { error: 'passwordSame', path: ['newPassword'] }));
export const deleteSchema = z.object({ password: anyPassword, confirm: z.literal(true, { error: 'confirm' }) });
/** What the server requires of a deletion: the password (the confirmation is the form's). */
export const deletionSchema = z.object({ password: anyPassword });

export type AccountErrors = Record<string, string>;

/** The first error key (under `account.errors`) of each field. */
export function accountErrorsOf(error: z.core.$ZodError): AccountErrors {
  const errors: AccountErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= EMAIL_ERRORS[issue.message] ?? issue.message;
  }
  return errors;
}

/** Validates with `schema`: the parsed value, or the error key of each field. */
export function checkAccountForm<T>(schema: z.ZodMiniType<T>, values: unknown): { ok: true; data: T } | { ok: false; errors: AccountErrors } {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: accountErrorsOf(parsed.error) };
}
