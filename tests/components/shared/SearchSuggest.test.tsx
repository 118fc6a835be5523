import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchSuggest, type SuggestItem } from '@/components/shared/SearchSuggest';

const push = jest.fn();
jest.mock('@/components/shared/navigateTo', () => ({ navigateTo: (href: string) => push(href) }));

const items: SuggestItem[] = [
  { title: 'Smart touch switch, 1 gang', href: '/de-DE/products/touch-switch-1-gang' },
  { title: 'Smart touch switch, 2 gang', href: '/de-DE/products/touch-switch-2-gang' },
];

const fetchMock = jest.fn();

function renderBox() {
  render(
    <form role="search" action="/de-DE/search">
      <SearchSuggest locale="de-DE" shell="desktop" name="q" label="Search products" placeholder="Search" listLabel="Product suggestions" maxLength={100} />
    </form>,
  );
  return screen.getByRole('combobox', { name: 'Search products' });
}

beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset().mockResolvedValue({ ok: true, json: async () => ({ items }) });
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('SearchSuggest', () => {
  it('is a named input of the GET form, closed until there are suggestions', () => {
    const input = renderBox();
    expect(input).toHaveAttribute('name', 'q');
    // The label names it; the shorter placeholder is what fits in the header's box.
    expect(input).toHaveAttribute('placeholder', 'Search');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
  });

  it('shows suggestions from the API as you type', async () => {
    const user = userEvent.setup();
    const input = renderBox();
    await user.type(input, 'touch');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(items.map((item) => item.title));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Product suggestions' })).toBeVisible();
    // Debounced: one request for the whole word, not one per key.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/suggest?q=touch&locale=de-DE&shell=desktop');
  });

  it('does not ask for one letter', async () => {
    const user = userEvent.setup();
    const input = renderBox();
    await user.type(input, 't');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through suggestions with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    const input = renderBox();
    await user.type(input, 'touch');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/de-DE/products/touch-switch-2-gang');
  });

  it('closes with Escape and keeps the text', async () => {
    const user = userEvent.setup();
    const input = renderBox();
    await user.type(input, 'touch');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('touch');
  });

  it('opens a suggestion on click', async () => {
    const user = userEvent.setup();
    const input = renderBox();
    await user.type(input, 'touch');
    await user.click((await screen.findAllByRole('option'))[0]!);
    expect(push).toHaveBeenCalledWith(items[0]!.href);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows nothing when the API fails', async () => {
    fetchMock.mockResolvedValue({ ok: false, json: async () => ({}) });
    const user = userEvent.setup();
    const input = renderBox();
    await user.type(input, 'touch');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
