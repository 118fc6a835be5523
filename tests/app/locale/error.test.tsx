import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import arabic from '@/messages/ar-SA/forms.json';
import PageError from '@/app/[locale]/error';
import { PageErrorText } from '@/components/shared/PageErrorText';

describe('the page error boundary', () => {
  it('explains in the page’s language, from the strings the layout gives, and offers to try again', async () => {
    const reset = jest.fn();
    render(
      <PageErrorText strings={arabic.pageError}>
        <PageError error={new Error('render failed')} reset={reset} />
      </PageErrorText>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(arabic.pageError.title);
    expect(screen.getByText(arabic.pageError.text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: arabic.pageError.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
