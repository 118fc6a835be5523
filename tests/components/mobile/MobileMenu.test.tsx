import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu, type MobileNavItem } from '@/components/mobile/MobileMenu';

jest.mock('next/navigation', () => ({ usePathname: () => '/m' }));

const items: MobileNavItem[] = [
  { id: 'products', label: 'Product Series', children: [{ id: 'p0', label: 'European type panels', href: '/m/panel/0' }] },
  { id: 'support', label: 'Technical Support', children: [{ id: 'dl', label: 'App Download', href: '/m/download' }] },
  { id: 'about', label: 'About', href: '/m/story' },
];

function setup() {
  render(<MobileMenu items={items} labels={{ open: 'Open menu', close: 'Close menu', menu: 'Main menu' }} footer={<p>footer</p>} />);
  return userEvent.setup();
}

describe('MobileMenu', () => {
  it('opens and closes with the hamburger button', async () => {
    const user = setup();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Closed, the page carries no menu at all (nothing to parse or hydrate).
    expect(screen.queryByRole('navigation', { name: 'Main menu', hidden: true })).not.toBeInTheDocument();
    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu', hidden: true })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('toggles each submenu', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const products = screen.getByRole('button', { name: 'Product Series' });
    expect(screen.queryByRole('link', { name: 'European type panels' })).not.toBeInTheDocument();
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'European type panels' })).toHaveAttribute('href', '/m/panel/0');
    await user.click(screen.getByRole('button', { name: 'Technical Support' }));
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Technical Support' }));
    expect(screen.getByRole('button', { name: 'Technical Support' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
