import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentGate } from '@/components/shared/consent/ConsentGate';
import { onOpenConsentSettings, resetConsentStore } from '@/components/shared/consent/consentStore';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '@/lib/consent';
import { renderWithIntl } from './renderWithIntl';

function gate() {
  return renderWithIntl(
    <ConsentGate provider="YouTube">
      <iframe title="Installing a wall switch" src="https://www.youtube-nocookie.com/embed/example" />
    </ConsentGate>,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'consent=; Path=/; Max-Age=0';
  act(() => resetConsentStore());
});

describe('ConsentGate', () => {
  it('keeps third-party content out of the page until asked, saying who serves it', () => {
    gate();
    expect(screen.queryByTitle('Installing a wall switch')).toBeNull();
    expect(screen.getByRole('group', { name: 'YouTube content' })).toHaveTextContent('hosted by YouTube');
  });

  it('stays closed after analytics-only consent', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createConsent({ analytics: true, marketing: false })));
    gate();
    expect(screen.queryByTitle('Installing a wall switch')).toBeNull();
  });

  it('loads this one item on request, without storing consent', async () => {
    const user = userEvent.setup();
    gate();
    await user.click(screen.getByRole('button', { name: 'Load content' }));
    expect(screen.getByTitle('Installing a wall switch')).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('renders the content directly with marketing consent', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createConsent({ analytics: false, marketing: true })));
    gate();
    expect(screen.getByTitle('Installing a wall switch')).toBeInTheDocument();
  });

  it('"Always allow" stores marketing consent, keeping the analytics choice', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createConsent({ analytics: true, marketing: false })));
    const user = userEvent.setup();
    gate();
    await user.click(screen.getByRole('button', { name: 'Always allow marketing content' }));
    expect(screen.getByTitle('Installing a wall switch')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ analytics: true, marketing: true });
  });

  it('opens the cookie settings', async () => {
    const opened = jest.fn();
    const stop = onOpenConsentSettings(opened);
    const user = userEvent.setup();
    gate();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(opened).toHaveBeenCalledTimes(1);
    stop();
  });
});
