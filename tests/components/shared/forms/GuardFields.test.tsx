import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import forms from '@/messages/en-US/forms.json';
import { GuardFields } from '@/components/shared/forms/GuardFields';
import { STARTED_FIELD } from '@/lib/forms/fields';

/** A form as the site's forms hold the guard fields, with a field whose typing re-renders it. */
function Form() {
  const [typed, setTyped] = useState('');
  return (
    <NextIntlClientProvider locale="en-US" messages={{ forms }} timeZone="UTC">
      <form>
        <GuardFields locale="en-US" />
        <input aria-label="email" name="email" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </form>
    </NextIntlClientProvider>
  );
}

const PAGE_START = Math.floor(performance.timeOrigin);

function started(): number {
  return Number(document.querySelector<HTMLInputElement>(`input[name="${STARTED_FIELD}"]`)?.value);
}

/** The page the browser loaded, as its navigation entry names it (jsdom has none); `null`: a browser without one. */
function pageLoadedAt(url: string | null) {
  const entries = url === null ? [] : [{ name: url }];
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: (type: string) => (type === 'navigation' ? entries : []) });
}

let container: HTMLDivElement;
let root: Root | null;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = null;
  window.history.replaceState(null, '', '/contact');
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
});

describe('GuardFields: when the form appeared', () => {
  beforeAll(() => {
    // The page started well before any form renders in these tests.
    expect(Date.now() - PAGE_START).toBeGreaterThan(50);
  });

  it('on the page the browser loaded, the form appeared at the page’s start: it could be filled before its script ran', () => {
    pageLoadedAt(`${window.location.origin}/contact?from=mail#form`);
    container.innerHTML = renderToString(<Form />);
    act(() => {
      root = hydrateRoot(container, <Form />);
    });
    expect(started()).toBe(PAGE_START);
  });

  it('keeps the time through the form’s re-renders', () => {
    pageLoadedAt(`${window.location.origin}/contact`);
    render(<Form />, { container });
    fireEvent.change(container.querySelector('input[name="email"]')!, { target: { value: 'a@example.com' } });
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('a@example.com');
    expect(started()).toBe(PAGE_START);
  });

  it('after a client-side navigation to another path, the form appeared when it mounted', () => {
    pageLoadedAt(`${window.location.origin}/story`);
    const before = Date.now();
    render(<Form />, { container });
    expect(started()).toBeGreaterThanOrEqual(before);
    expect(started()).toBeLessThanOrEqual(Date.now());
  });

  it('in a browser that names no navigation, the page’s start: a false refusal is worse than a late one', () => {
    pageLoadedAt(null);
    render(<Form />, { container });
    expect(started()).toBe(PAGE_START);
  });
});
