import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import arabic from '@/messages/ar-SA/forms.json';
import PageError from '@/app/[locale]/error';

describe('the page error boundary', () => {
  it('explains in the page’s language and offers to try again', async () => {
    const reset = jest.fn();
    render(
      <NextIntlClientProvider locale="ar-SA" messages={{ forms: arabic }} timeZone="UTC">
        <PageError error={new Error('render failed')} reset={reset} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(arabic.pageError.title);
    expect(screen.getByText(arabic.pageError.text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: arabic.pageError.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
