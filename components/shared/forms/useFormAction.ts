'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { IDLE, type FormResult } from '@/lib/forms/result';
import { fieldErrorsOf, type FieldErrors } from '@/lib/forms/schemas';

type Action = (previous: FormResult, form: FormData) => Promise<FormResult>;

/**
 * A server action behind a `<form action>` (works without JavaScript), plus, when the
 * script runs, the same zod check before sending and one submission at a time.
 */
export function useFormAction(action: Action, read: (form: FormData) => unknown, schema: z.ZodType) {
  const [result, formAction, pending] = useActionState(action, IDLE);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const sending = useRef(false);
  useEffect(() => {
    sending.current = false;
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending.current || pending) {
      event.preventDefault();
      return;
    }
    const parsed = schema.safeParse(read(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setClientErrors(null);
    sending.current = true;
  }

  const serverErrors = result.status === 'error' ? result.fieldErrors ?? {} : {};
  return { result, formAction, pending, onSubmit, fieldErrors: clientErrors ?? serverErrors, clientFailed: clientErrors !== null };
}
