import { checkAccountForm, deleteSchema, loginSchema, passwordChangeSchema, profileSchema, registerSchema } from '@/lib/auth/schemas';

describe('account form rules (shared by the browser and the auth server)', () => {
  test('registration accepts a valid name, email and password, lower-casing the email', () => {
    expect(checkAccountForm(registerSchema, { name: ' Ana ', email: 'Ana@Example.COM', password: 'switch panel 9' })).toEqual({
      ok: true,
      data: { name: 'Ana', email: 'ana@example.com', password: 'switch panel 9' },
    });
  });

  test('registration reports each field with a key under account.errors', () => {
    expect(checkAccountForm(registerSchema, { name: '', email: 'not-an-email', password: 'short1' })).toEqual({
      ok: false,
      errors: { name: 'required', email: 'email', password: 'passwordLength' },
    });
    expect(checkAccountForm(registerSchema, { name: 'A', email: '', password: 'onlyletterslong' })).toEqual({
      ok: false,
      errors: { email: 'required', password: 'passwordWeak' },
    });
    expect(checkAccountForm(registerSchema, { name: 'x'.repeat(81), email: 'a@b.co', password: `${'a1'.repeat(65)}` })).toEqual({
      ok: false,
      errors: { name: 'nameLength', password: 'passwordLength' },
    });
  });

  test('sign-in applies no password policy (old passwords still work) but needs both fields', () => {
    expect(checkAccountForm(loginSchema, { email: 'a@b.co', password: 'x' }).ok).toBe(true);
    expect(checkAccountForm(loginSchema, { email: 'a@b.co', password: '' })).toEqual({ ok: false, errors: { password: 'required' } });
  });

  test('a new password must follow the policy and differ from the current one', () => {
    expect(checkAccountForm(passwordChangeSchema, { currentPassword: 'old password 1', newPassword: 'old password 1' })).toEqual({
      ok: false,
      errors: { newPassword: 'passwordSame' },
    });
    expect(checkAccountForm(passwordChangeSchema, { currentPassword: 'x', newPassword: 'new password 2' }).ok).toBe(true);
  });

  test('profile and deletion', () => {
    expect(checkAccountForm(profileSchema, { name: 'Ana', email: 'ana@example' })).toEqual({ ok: false, errors: { email: 'email' } });
    expect(checkAccountForm(deleteSchema, { password: 'x', confirm: false })).toEqual({ ok: false, errors: { confirm: 'confirm' } });
    expect(checkAccountForm(deleteSchema, { password: 'x', confirm: true }).ok).toBe(true);
  });
});
