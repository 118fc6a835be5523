import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import forms from '@/messages/en-US/forms.json';
import { SubscribeForm } from '@/components/shared/forms/SubscribeForm';
import type { FormResult } from '@/lib/forms/result';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => '/story' }));

/** The server action, replaced: a resolver per call lets a test hold the answer back. */
const subscribeAction = jest.fn<Promise<FormResult>, [FormResult, FormData]>();
jest.mock('@/lib/submissions/actions', () => ({ subscribeAction: (...args: [FormResult, FormData]) => subscribeAction(...args) }));

function renderForm(variant: 'desktop' | 'mobile' = 'desktop') {
  render(
    <NextIntlClientProvider locale="en-US" messages={{ forms }} timeZone="UTC">
      <SubscribeForm locale="en-US" variant={variant} privacyNotice={<p>What we use the address for</p>} />
    </NextIntlClientProvider>,
  );
  return { input: screen.getByRole('textbox', { name: 'Your email address' }), button: screen.getByRole('button', { name: 'Subscribe' }) };
}

jest.setTimeout(20_000);
beforeEach(() => subscribeAction.mockReset());

describe('SubscribeForm', () => {
  it('shows the privacy notice it is given inside the form, after the field', () => {
    const { input } = renderForm();
    const notice = screen.getByText('What we use the address for');
    expect(notice.closest('form')).toBe(input.closest('form'));
    expect(input.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an empty address (after trimming) shows the SPEC message and makes no call', async () => {
    const { input, button } = renderForm();
    await userEvent.type(input, '   ');
    await userEvent.click(button);
    expect(await screen.findByText('Please Enter Your Email')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(subscribeAction).not.toHaveBeenCalled();
  });

  it('an invalid address is refused in the browser', async () => {
    const { input, button } = renderForm();
    await userEvent.type(input, 'someone@nowhere');
    await userEvent.click(button);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(subscribeAction).not.toHaveBeenCalled();
  });

  it('a valid address is sent once with the page locale, however often the button is pressed, and success is shown', async () => {
    let answer: (result: FormResult) => void = () => undefined;
    subscribeAction.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { input, button } = renderForm();
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(subscribeAction).toHaveBeenCalledTimes(1));
    const sent = subscribeAction.mock.calls[0]![1];
    expect(sent.get('email')).toBe('ada@example.com');
    expect(sent.get('locale')).toBe('en-US');
    answer({ status: 'success', message: 'subscribe.success' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('success!'));
    expect(subscribeAction).toHaveBeenCalledTimes(1);
  });

  it('a server error is shown as an alert, never as success', async () => {
    subscribeAction.mockResolvedValue({ status: 'error', message: 'errors.rateLimited', values: { email: 'ada@example.com' } });
    const { input, button } = renderForm('mobile');
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many submissions from your connection.'));
    expect(screen.queryByText('success!')).not.toBeInTheDocument();
  });

  it('a submit before any intent waits for the rules, then checks in the browser', async () => {
    const { input, button } = renderForm();
    // No pointer over the form and no focus in it: the rules start loading only now.
    fireEvent.submit(button.closest('form')!);
    expect(await screen.findByText('Please Enter Your Email')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(subscribeAction).not.toHaveBeenCalled();
  });

  it('a valid address submitted before any intent is sent once the rules are in', async () => {
    subscribeAction.mockResolvedValue({ status: 'success', message: 'subscribe.success' });
    const { input, button } = renderForm();
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(subscribeAction).toHaveBeenCalledTimes(1));
    expect(subscribeAction.mock.calls[0]![1].get('email')).toBe('ada@example.com');
  });
});
