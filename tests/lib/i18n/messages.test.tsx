import { render, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { IntlProvider } from '@/components/shared/IntlProvider';
import { pickNamespaces } from '@/lib/i18n/messages';
import { mergeMessages } from '@/lib/i18n/mergeMessages';

function Probe({ id }: { id: string }) {
  const t = useTranslations('forms');
  return <p>{t(id as Parameters<typeof t>[0])}</p>;
}

describe('messages', () => {
  it('fills keys a locale lacks (or left empty) from English', () => {
    const english = { nav: { about: 'About', contact: 'Contact us' }, common: { x: 'X' } };
    const german = { nav: { about: 'Über uns', contact: '' } };
    expect(mergeMessages(english, german)).toEqual({ nav: { about: 'Über uns', contact: 'Contact us' }, common: { x: 'X' } });
  });

  it('sends only the requested namespaces', () => {
    expect(pickNamespaces({ forms: { a: 'A' }, pages: { b: 'B' } }, ['forms'])).toEqual({ forms: { a: 'A' } });
  });

  it('renders an unknown key as its own text, without throwing', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlProvider locale="de-DE" messages={{ forms: { known: 'Bekannt' } }}>
        <Probe id="known" />
        <Probe id="Please register first!" />
      </IntlProvider>,
    );
    expect(screen.getByText('Bekannt')).toBeInTheDocument();
    expect(screen.getByText('Please register first!')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
