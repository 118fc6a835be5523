import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import forms from '@/messages/en-US/forms.json';
import { useFormAction } from '@/components/shared/forms/useFormAction';
import { useLazySchema } from '@/components/shared/forms/useLazySchema';
import type { FormResult } from '@/lib/forms/result';

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
