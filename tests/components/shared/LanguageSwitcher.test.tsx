import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '@/components/shared/LanguageSwitcher';
import { LOCALES } from '@/lib/i18n/locales';

let mockPath = '/de-DE/m/panel/1';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

describe('LanguageSwitcher', () => {
  beforeEach(() => {
    mockPath = '/de-DE/m/panel/1';
    document.cookie = 'locale=; Max-Age=0; Path=/';
    localStorage.clear();
  });

  it('lists all 34 languages, each in its own name, linking to the same page', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher locale="de-DE" label="Sprache" />);
    // Closed, the page carries no list at all (nothing to parse or hydrate).
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Deutsch/ }));
    const list = screen.getByRole('list', { name: 'Sprache' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(LOCALES.length);
    expect(within(list).getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja-JP/m/panel/1');
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/m/panel/1');
    expect(within(list).getByRole('link', { name: 'العربية' })).toHaveAttribute('lang', 'ar-SA');
    expect(within(list).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  });

  it('stores the choice in a cookie and in local storage', async () => {
    const user = userEvent.setup();
    mockPath = '/panel/1';
    render(<LanguageSwitcher locale="en-US" label="Language" />);
    await user.click(screen.getByRole('button', { name: /English/ }));
    const link = screen.getByRole('link', { name: 'Français' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(document.cookie).toContain('locale=fr-FR');
    expect(localStorage.getItem('locale')).toBe('fr-FR');
  });

  it('keeps the query string of the current page', async () => {
    const user = userEvent.setup();
    mockPath = '/search';
    window.history.replaceState(null, '', '/search?q=socket');
    render(<LanguageSwitcher locale="en-US" label="Language" />);
    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de-DE/search?q=socket');
    window.history.replaceState(null, '', '/');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher locale="de-DE" label="Sprache" />);
    await user.click(screen.getByRole('button', { name: /Deutsch/ }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Deutsch/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Deutsch/ })).toHaveFocus();
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
  });
});
