import { render } from '@testing-library/react';
import { KeptTogether } from '@/components/shared/KeptTogether';

const markup = (format: (value: string) => string, value: string) => render(<p>{KeptTogether({ format, value })}</p>).container.firstElementChild!.innerHTML;

describe('KeptTogether', () => {
  it('puts the value in a box that does not break, with the message around it', () => {
    expect(markup((email) => `Email: ${email}`, 'support@aurex-smart.com')).toBe('Email: <span class="unbroken">support@aurex-smart.com</span>');
    expect(markup((phone) => `Appelez le ${phone} (chat)`, '+86 755 8600 1234')).toBe('Appelez le <span class="unbroken">+86 755 8600 1234</span> (chat)');
  });

  it('keeps the isolates a right-to-left page puts round the value', () => {
    expect(markup((email) => `البريد: ${email}`, '\u2066support@aurex-smart.com\u2069')).toBe('البريد: <span class="unbroken">\u2066support@aurex-smart.com\u2069</span>');
  });

  it('falls back to the plain message when it holds the value other than once', () => {
    expect(markup(() => 'Write to us', 'support@aurex-smart.com')).toBe('Write to us');
    expect(markup((email) => `${email} / ${email}`, 'a@b.c')).toBe('a@b.c / a@b.c');
  });
});
