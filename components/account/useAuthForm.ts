'use client';

import { useState, type FormEvent } from 'react';
import type * as z from '@/lib/security/zod';
import { callAuth, type AuthCall } from '@/lib/auth/client';
import { checkAccountForm, type AccountErrors } from '@/lib/auth/schemas';

/** The values of a form: text fields as strings, checkboxes as booleans. */
function valuesOf(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name) continue;
    values[element.name] = element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

/**
 * An account form: checked in the browser with the same schema the server runs, then
 * sent to better-auth; `calls` turns the checked values into the endpoint calls to make.
 */
export function useAuthForm<T>(schema: z.ZodMiniType<T>, calls: (data: T) => AuthCall[], onSuccess: (form: HTMLFormElement) => void) {
  const [errors, setErrors] = useState<AccountErrors>({});
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const checked = checkAccountForm(schema, valuesOf(form));
    setFormError('');
    if (!checked.ok) {
      setErrors(checked.errors);
      form.querySelector<HTMLElement>(`[name="${Object.keys(checked.errors)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      for (const [endpoint, body] of calls(checked.data)) {
        const outcome = await callAuth(endpoint, body);
        if (!outcome.ok) {
          setErrors(outcome.fieldErrors);
          setFormError(outcome.form);
          return;
        }
      }
      onSuccess(form);
    } finally {
      setPending(false);
    }
  }

  return { errors, formError, pending, onSubmit };
}
