import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopNav, CLOSE_AFTER_ITEM_MS, CLOSE_AFTER_SUBMENU_MS, type NavItem } from '@/components/desktop/DesktopNav';
import { sectionsByFirstSegment } from '@/lib/pages';

const SECTIONS = sectionsByFirstSegment();

let mockPath = '/panel/1';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

const items: NavItem[] = [
  {
    id: 'products',
    label: 'Product Series',
    children: [
      { id: 'function', label: 'Function modules', href: '/function/electronic_types', description: 'd', preview: <svg data-testid="preview" /> },
      { id: 'panel-0', label: 'European type panels', href: '/panel/0', description: 'd', preview: null },
    ],
  },
  { id: 'support', label: 'Technical Support', children: [{ id: 'download', label: 'App Download', href: '/download', description: 'd', preview: null }] },
  { id: 'about', label: 'About', href: '/story' },
  { id: 'contact', label: 'Contact us', href: '/contact' },
];

function trigger(name: string) {
  return screen.getByRole('button', { name });
}

describe('DesktopNav', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockPath = '/panel/1';
  });
  afterEach(() => jest.useRealTimers());

  it('opens a submenu with preview images on hover', () => {
    render(<DesktopNav items={items} label="Main menu" sections={SECTIONS} />);
    const item = trigger('Product Series').closest('li')!;
    expect(trigger('Product Series')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(item);
    expect(trigger('Product Series')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /European type panels/ })).toBeVisible();
    expect(screen.getByTestId('preview')).toBeInTheDocument();
  });

  it('closes 300 ms after the pointer leaves the item', () => {
    render(<DesktopNav items={items} label="Main menu" sections={SECTIONS} />);
    const item = trigger('Product Series').closest('li')!;
    fireEvent.pointerEnter(item);
    fireEvent.pointerLeave(item);
    act(() => jest.advanceTimersByTime(CLOSE_AFTER_ITEM_MS - 1));
    expect(trigger('Product Series')).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(trigger('Product Series')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes 200 ms after the pointer leaves the submenu', () => {
    render(<DesktopNav items={items} label="Main menu" sections={SECTIONS} />);
    const item = trigger('Product Series').closest('li')!;
    fireEvent.pointerEnter(item);
    const panel = document.getElementById('submenu-products')!;
    fireEvent.pointerEnter(panel);
    // One pointerout from the submenu to the page leaves the submenu and the item.
    fireEvent.pointerLeave(panel, { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(CLOSE_AFTER_SUBMENU_MS - 1));
    expect(trigger('Product Series')).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(trigger('Product Series')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back before the delay ends', () => {
    render(<DesktopNav items={items} label="Main menu" sections={SECTIONS} />);
    const item = trigger('Product Series').closest('li')!;
    fireEvent.pointerEnter(item);
    fireEvent.pointerLeave(item);
    act(() => jest.advanceTimersByTime(CLOSE_AFTER_ITEM_MS - 50));
    fireEvent.pointerEnter(item);
    act(() => jest.advanceTimersByTime(1000));
    expect(trigger('Product Series')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on focus, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<DesktopNav items={items} label="Main menu" sections={SECTIONS} />);
    await user.tab();
    expect(trigger('Product Series')).toHaveFocus();
    expect(trigger('Product Series')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: /Function modules/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger('Product Series')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Product Series')).toHaveFocus();
  });

  it('closes when focus moves on to the next menu item', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<DesktopNav items={items} label="Main menu" sections={SECTIONS} />);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(trigger('Technical Support')).toHaveFocus();
    expect(trigger('Product Series')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Technical Support')).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks the item of the current path active', () => {
    mockPath = '/de-DE/story';
    render(<DesktopNav items={items} label="Main menu" sections={SECTIONS} />);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(trigger('Product Series')).not.toHaveAttribute('data-active');
  });

  it('marks Product Series active on a panel page', () => {
    render(<DesktopNav items={items} label="Main menu" sections={SECTIONS} />);
    expect(trigger('Product Series')).toHaveAttribute('data-active', 'true');
  });
});
