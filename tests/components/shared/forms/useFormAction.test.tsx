import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import forms from '@/messages/en-US/forms.json';
import { useFormAction } from '@/components/shared/forms/useFormAction';
import { useLazySchema } from '@/components/shared/forms/useLazySchema';
import type { FormResult } from '@/lib/forms/result';
import { FormRecoveryBoundary } from '@/components/shared/forms/FormRecovery';

const action = jest.fn<Promise<FormResult>, [FormResult, FormData]>();
const unreachable = () => Promise.reject(new Error('offline'));

/** A form whose rules never load, as when the network drops before the first use. */
function OfflineForm() {
  const rules = useLazySchema(unreachable);
  const { formAction, onSubmit, result } = useFormAction(action, (form) => ({ email: form.get('email') }), rules);
  return (
    <form action={formAction} onSubmit={onSubmit} onFocus={rules.prepare}>
      <input name="email" aria-label="Email" defaultValue="" />
      <button type="submit">Send</button>
      <p role="status">{result.status}</p>
    </form>
  );
}

beforeEach(() => action.mockReset());

test('a form whose rules cannot load still sends, once, and the server answers', async () => {
  action.mockResolvedValue({ status: 'error', message: 'errors.emailRequired' });
  render(
    <NextIntlClientProvider locale="en-US" messages={{ forms }} timeZone="UTC">
      <OfflineForm />
    </NextIntlClientProvider>,
  );
  fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('error'));
  expect(action).toHaveBeenCalledTimes(1);
});

/** A form in its recovery boundary, showing its result's message and refilling from its values. */
function RecoverableForm() {
  const rules = useLazySchema(unreachable);
  const { formAction, onSubmit, result, values } = useFormAction(action, (form) => ({ name: form.get('name') }), rules);
  return (
    <form action={formAction} onSubmit={onSubmit}>
      <input name="name" aria-label="Name" defaultValue={values.name} />
      <button type="submit">Send</button>
      <p role="status">{result.status === 'error' ? result.message : result.status}</p>
    </form>
  );
}

test('an action that cannot answer: the boundary mounts the form again with the message and what was typed', async () => {
  action.mockRejectedValue(new Error('An unexpected response was received from the server.'));
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <NextIntlClientProvider locale="en-US" messages={{ forms }} timeZone="UTC">
      <FormRecoveryBoundary>
        <RecoverableForm />
      </FormRecoveryBoundary>
    </NextIntlClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Jana Nováková' } });
  fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('errors.unavailable'));
  expect(screen.getByLabelText('Name')).toHaveValue('Jana Nováková');

  // Sent again and failing again, it recovers again; nothing is ever lost.
  fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
  await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Jana Nováková'));
  expect(screen.getByRole('status')).toHaveTextContent('errors.unavailable');
  consoleError.mockRestore();
});
