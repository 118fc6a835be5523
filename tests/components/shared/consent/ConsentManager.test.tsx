import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentManager } from '@/components/shared/consent/ConsentManager';
import { CookieSettingsButton } from '@/components/shared/consent/CookieSettingsButton';
import { resetConsentStore } from '@/components/shared/consent/consentStore';
import { CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '@/lib/consent';
import { render } from '@testing-library/react';
import consent from '@/messages/en-US/consent.json';

let mockPath = '/panel/1';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

const WARNING = 'By rejecting all cookies, the website will not function properly. Please close the website.';

function stored() {
  const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

function banner() {
  return screen.queryByRole('dialog', { name: 'Cookies on this site' });
}

/** The page as the root layout renders it: the banner's strings resolved, the dialogs' messages passed along. */
function page(rejectMode: 'store' | 'warn' = 'store') {
  return render(
    <>
      <main>
        <button type="button">Page button</button>
        <CookieSettingsButton label="Cookie settings" />
      </main>
      <ConsentManager rejectMode={rejectMode} banner={consent.banner} messages={{ consent }} formattingLocale="en-US" analytics={null} />
    </>,
  );
}

/** A dialog, once open: each opens in a task after it mounts, and the dialogs' code loads when one is opened. */
function opened(name: string) {
  return screen.findByRole('dialog', { name });
}

/** The page on a first visit, once the banner has opened. */
async function firstVisit(rejectMode: 'store' | 'warn' = 'store') {
  page(rejectMode);
  return opened('Cookies on this site');
}

/** No banner: not even mounted, so not about to open either. */
function noBannerMounted() {
  expect(document.querySelector('dialog')).toBeNull();
}

beforeEach(() => {
  mockPath = '/panel/1';
  localStorage.clear();
  document.cookie = 'consent=; Path=/; Max-Age=0';
  document.documentElement.style.overflow = '';
  act(() => resetConsentStore());
});

describe('ConsentManager', () => {
  it('shows the banner on a first visit, with focus in it and page scroll locked', async () => {
    await firstVisit();
    expect(screen.getByRole('heading', { name: 'Cookies on this site' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('opens the banner in a task after the one that mounted it (the inert page is restyled there, not in hydration)', async () => {
    page();
    const dialog = document.querySelector('dialog');
    expect(dialog).not.toBeNull();
    expect(dialog).not.toHaveAttribute('open');
    expect(document.documentElement.style.overflow).toBe('');
    expect(await opened('Cookies on this site')).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
  });

  it('does not show the banner on /404, in any locale', () => {
    mockPath = '/ar-SA/404';
    page();
    noBannerMounted();
  });

  it('does not show the banner to a visitor who already chose', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createConsent({ analytics: false, marketing: true })));
    page();
    noBannerMounted();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('shows the banner again after removing a corrupt stored value', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"necessary":tru');
    await firstVisit();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('Accept & continue stores every category and closes, restoring scroll', async () => {
    const user = userEvent.setup();
    await firstVisit();
    await user.click(screen.getByRole('button', { name: 'Accept & continue' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: true, version: 1 });
    expect(document.cookie).toContain('consent=');
    expect(banner()).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('Reject all stores the refusal and closes by default', async () => {
    const user = userEvent.setup();
    await firstVisit();
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(banner()).toBeNull();
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it('in warn mode, Reject all shows the SPEC warning; Cancel goes back to the banner', async () => {
    const user = userEvent.setup();
    await firstVisit('warn');
    const reject = screen.getByRole('button', { name: 'Reject all' });
    await user.click(reject);
    const warning = await opened('Reject all cookies?');
    expect(warning).toHaveTextContent(WARNING);
    expect(screen.getByRole('button', { name: 'Close Website' })).toBeInTheDocument();
    expect(stored()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Reject all cookies?' })).toBeNull();
    expect(banner()).toBeInTheDocument();
    expect(reject).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('Manage cookies: policy texts, switches, Save stores exactly what was chosen', async () => {
    const user = userEvent.setup();
    await firstVisit();
    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    const dialog = await opened('Cookie settings');
    expect(dialog).toHaveTextContent('Cookie policy');
    expect(dialog).toHaveTextContent('Privacy policy: the key points');
    expect(screen.getByRole('link', { name: 'Read the full privacy policy' })).toHaveAttribute('href', '/privacy');
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    const marketing = screen.getByRole('switch', { name: 'Marketing' });
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it.each([
    ['store', 'never limits what you can do', 'we ask you to close it'],
    ['warn', 'we ask you to close it', 'never limits what you can do'],
  ] as const)('in %s mode, the cookie policy says what rejecting does, never the opposite', async (mode, says, never) => {
    const user = userEvent.setup();
    await firstVisit(mode);
    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveTextContent(says);
    expect(dialog).not.toHaveTextContent(never);
  });

  it('links to the privacy policy of the same locale and shell', async () => {
    mockPath = '/ar-SA/m/panel/1';
    const user = userEvent.setup();
    await firstVisit();
    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    await opened('Cookie settings');
    expect(screen.getByRole('link', { name: 'Read the full privacy policy' })).toHaveAttribute('href', '/ar-SA/m/privacy');
  });

  it('traps Tab inside the dialog, in both directions', async () => {
    const user = userEvent.setup();
    await firstVisit();
    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    await opened('Cookie settings');
    const close = screen.getByRole('button', { name: 'Close cookie settings' });
    const save = screen.getByRole('button', { name: 'Save choices' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('Escape and the close button close the dialog and return focus to its opener', async () => {
    const user = userEvent.setup();
    await firstVisit();
    const manage = screen.getByRole('button', { name: 'Manage cookies' });
    await user.click(manage);
    await opened('Cookie settings');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).toBeNull();
    expect(manage).toHaveFocus();
    expect(banner()).toBeInTheDocument();
    await user.click(manage);
    await opened('Cookie settings');
    await user.click(screen.getByRole('button', { name: 'Close cookie settings' }));
    expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).toBeNull();
    expect(manage).toHaveFocus();
    expect(stored()).toBeNull();
  });

  it('Escape does not dismiss the banner: a choice is needed', async () => {
    const user = userEvent.setup();
    await firstVisit();
    await user.keyboard('{Escape}');
    expect(banner()).toBeInTheDocument();
  });

  it('the footer control reopens the settings with the stored choice, and locks scroll meanwhile', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createConsent({ analytics: true, marketing: false })));
    const user = userEvent.setup();
    page();
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(opener);
    await opened('Cookie settings');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('a click on the footer control before the manager listens opens the settings once it does (the control hydrates first)', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createConsent({ analytics: false, marketing: false })));
    const user = userEvent.setup();
    const footer = render(<CookieSettingsButton label="Cookie settings" />);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(document.querySelector('dialog')).toBeNull();
    footer.unmount();
    page();
    expect(await opened('Cookie settings')).toHaveAttribute('open');
  });
});
