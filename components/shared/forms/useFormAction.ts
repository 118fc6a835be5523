'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { IDLE, type FormResult } from '@/lib/forms/result';
import { fieldErrorsOf, type FieldErrors } from '@/lib/forms/fields';
import { useMessage } from './useMessage';
import type { FormFieldLabel } from '@/lib/i18n/keys';
import type { LazySchema } from './useLazySchema';
import { useFormRecovery } from './FormRecovery';

type Action = (previous: FormResult, form: FormData) => Promise<FormResult>;

/** The text fields of what was sent, to fill the form in again. */
function typedValues(values: unknown): Record<string, string> {
  if (typeof values !== 'object' || values === null) return {};
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The pictures a form sends, by the name of their input. */
function chosenFiles(form: FormData): Record<string, File[]> {
  const files: Record<string, File[]> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'object' && value.size > 0) (files[name] ??= []).push(value);
  return files;
}

/**
 * A server action behind a `<form action>` (works without JavaScript), plus, when the
 * script runs, the same zod check before sending and one submission at a time.
 */
export function useFormAction(action: Action, read: (form: FormData) => unknown, schema: LazySchema) {
  const message = useMessage();
  // After a submission the server could not answer, the form starts from its message and values.
  const recovery = useFormRecovery();
  const [result, formAction, pending] = useActionState(action, recovery?.recovered?.result ?? IDLE);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const sending = useRef(false);
  useEffect(() => {
    sending.current = false;
  }, [result]);

  // A submit that comes before the rules is held until they load, then made again; that second
  // submit goes on even if they could not load.
  const awaitingRules = useRef(false);
  const rulesAwaited = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending.current || pending || awaitingRules.current) {
      event.preventDefault();
      return;
    }
    const rules = schema.current();
    if (!rules && !rulesAwaited.current) {
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      awaitingRules.current = true;
      void schema.ready().then(() => {
        awaitingRules.current = false;
        rulesAwaited.current = true;
        if (form.isConnected) form.requestSubmit(submitter);
      });
      return;
    }
    rulesAwaited.current = false;
    const sent = new FormData(event.currentTarget);
    const parsed = rules?.safeParse(read(sent));
    if (parsed && !parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setClientErrors(null);
    recovery?.remember({ values: typedValues(read(sent)), files: chosenFiles(sent) });
    sending.current = true;
  }

  const serverErrors = result.status === 'error' ? result.fieldErrors ?? {} : {};
  const fieldErrors = clientErrors ?? serverErrors;
  /** What was sent, for the form to show again after an error (also without JavaScript). */
  const values = result.status === 'error' ? result.values ?? {} : {};
  /** A field's error as text, or undefined. */
  const errorText = (field: string) => (fieldErrors[field] ? message(fieldErrors[field], field) : undefined);
  return { result, formAction, pending, onSubmit, fieldErrors, clientFailed: clientErrors !== null, values, errorText };
}

/** Builds the props of the labelled fields of a form, labelled by `forms.<prefix>.<name>`. */
export function useFieldProps<Form extends 'merchant' | 'feedback'>(prefix: Form, values: Record<string, string>, errorText: (field: string) => string | undefined) {
  const t = useTranslations('forms');
  const requiredText = t('required');
  return (name: FormFieldLabel<Form>, optional = false) => ({
    id: `${prefix}-${name}`,
    name,
    label: t(`${prefix}.${name}` as Parameters<typeof t>[0]),
    error: errorText(name),
    required: !optional,
    requiredText,
    defaultValue: values[name],
  });
}
