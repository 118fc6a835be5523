import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import english from '@/messages/en-US/forms.json';
import german from '@/messages/de-DE/forms.json';
import { AttachmentPicker } from '@/components/shared/forms/AttachmentPicker';

const picture = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function picker(messages: typeof english = english, locale = 'en-US') {
  return (
    <NextIntlClientProvider locale={locale} messages={{ forms: messages }} timeZone="UTC">
      <form>
        <AttachmentPicker name="attachments" pending={false} />
        <button type="reset">Reset</button>
      </form>
    </NextIntlClientProvider>
  );
}

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = jest.fn((file: File) => `blob:${file.name}`);
  URL.revokeObjectURL = jest.fn();
});

describe('AttachmentPicker', () => {
  it('the server HTML has the browser’s own control only: without script no count line could follow the choice', () => {
    const html = renderToString(picker());
    expect(html).toContain('type="file"');
    expect(html).not.toContain('Choose pictures');
    expect(html).not.toContain('No picture chosen');
  });

  it('in the page: a button and a count in the page’s language, describing the input', async () => {
    render(picker(german, 'de-DE'));
    const input = screen.getByLabelText('Anhänge hinzufügen');
    expect(screen.getByText('Bilder auswählen')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAccessibleDescription(/^Kein Bild ausgewählt Bis zu 3 Bilder/);
    await userEvent.upload(input, [picture('a.png'), picture('b.png')]);
    expect(input).toHaveAccessibleDescription(/^2 Bilder ausgewählt/);
  });

  it('previews the chosen pictures and counts them', async () => {
    render(picker());
    await userEvent.upload(screen.getByLabelText('Add Attachments'), [picture('switch.png')]);
    expect(screen.getByText('1 picture chosen')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of switch.png' })).toHaveAttribute('src', 'blob:switch.png');
  });

  it('more than three pictures: the error, no previews, and the input refuses to submit', async () => {
    render(picker());
    const input = screen.getByLabelText<HTMLInputElement>('Add Attachments');
    await userEvent.upload(input, ['a', 'b', 'c', 'd'].map((name) => picture(`${name}.png`)));
    expect(screen.getByText('Please choose at most 3 pictures.')).toBeInTheDocument();
    expect(screen.getByText('4 pictures chosen')).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(input.validity.customError).toBe(true);
  });

  it('the Reset button empties the count, the previews and the error', async () => {
    render(picker());
    const input = screen.getByLabelText<HTMLInputElement>('Add Attachments');
    await userEvent.upload(input, ['a', 'b', 'c', 'd'].map((name) => picture(`${name}.png`)));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('No picture chosen')).toBeInTheDocument();
    expect(screen.queryByText('Please choose at most 3 pictures.')).toBeNull();
    expect(input.validity.customError).toBe(false);
  });

  it('the reset React makes after an action keeps the chosen pictures on show', async () => {
    const { rerender } = render(picker());
    await userEvent.upload(screen.getByLabelText('Add Attachments'), [picture('switch.png')]);
    rerender(
      <NextIntlClientProvider locale="en-US" messages={{ forms: english }} timeZone="UTC">
        <form>
          <AttachmentPicker name="attachments" pending />
        </form>
      </NextIntlClientProvider>,
    );
    act(() => screen.getByLabelText<HTMLInputElement>('Add Attachments').form!.reset());
    expect(screen.getByText('1 picture chosen')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of switch.png' })).toBeInTheDocument();
  });
});
