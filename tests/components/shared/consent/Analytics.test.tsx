import { act, render } from '@testing-library/react';
import { Analytics } from '@/components/shared/Analytics';
import { resetConsentStore, saveConsent } from '@/components/shared/consent/consentStore';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '@/lib/consent';

// jsdom resolves the package's browser build, an ES module jest cannot load: use its CommonJS twin.
jest.mock('@vercel/analytics', () => jest.requireActual('../../../../node_modules/@vercel/analytics/dist/index.js'));

/** Lets the dynamic import of the Vercel module settle. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

const GTM = 'script[src^="https://www.googletagmanager.com/gtm.js?id=GTM-TEST000"]';
const VERCEL = 'script[src="/_vercel/insights/script.js"]';

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  document.cookie = 'consent=; Path=/; Max-Age=0';
  document.head.innerHTML = '';
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
  act(() => resetConsentStore());
});

afterEach(() => jest.useRealTimers());

describe('Analytics', () => {
  it('loads nothing without a choice, or after a refusal', () => {
    const { unmount } = render(<Analytics gtmId="GTM-TEST000" vercel />);
    act(() => jest.advanceTimersByTime(5000));
    expect(document.querySelector(GTM)).toBeNull();
    act(() => {
      saveConsent({ analytics: false, marketing: true });
    });
    act(() => jest.advanceTimersByTime(5000));
    expect(document.querySelectorAll('script')).toHaveLength(0);
    unmount();
  });

  it('loads the tag manager and Vercel Analytics 1 s after analytics consent', async () => {
    render(<Analytics gtmId="GTM-TEST000" vercel />);
    act(() => {
      saveConsent({ analytics: true, marketing: false });
    });
    act(() => jest.advanceTimersByTime(900));
    expect(document.querySelector(GTM)).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    await settle();
    expect(document.querySelector(GTM)).not.toBeNull();
    expect(document.querySelector(VERCEL)).not.toBeNull();
    const dataLayer = (window as Window & { dataLayer?: unknown[] }).dataLayer!;
    // Consent Mode default as chosen: analytics granted, advertising denied.
    expect(Array.from(dataLayer[0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
  });

  it('loads nothing without a container id or Vercel', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createConsent({ analytics: true, marketing: true })));
    render(<Analytics gtmId={null} vercel={false} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('stops on withdrawal: scripts and analytics cookies removed', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createConsent({ analytics: true, marketing: false })));
    render(<Analytics gtmId={null} vercel />);
    act(() => jest.advanceTimersByTime(2000));
    await settle();
    expect(document.querySelector(VERCEL)).not.toBeNull();
    document.cookie = '_ga=GA1.1.123; Path=/';
    act(() => {
      saveConsent({ analytics: false, marketing: false });
    });
    expect(document.querySelector(VERCEL)).toBeNull();
    expect(document.cookie).not.toContain('_ga=');
  });
});
