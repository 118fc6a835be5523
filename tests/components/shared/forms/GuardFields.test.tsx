import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import forms from '@/messages/en-US/forms.json';
import { GuardFields } from '@/components/shared/forms/GuardFields';
import { onDemand } from '@/components/shared/onDemand/onDemand';
import { STARTED_FIELD } from '@/lib/forms/fields';

/** A form as the site's forms hold the guard fields, with a field to focus. */
function Form() {
  return (
    <NextIntlClientProvider locale="en-US" messages={{ forms }} timeZone="UTC">
      <form>
        <GuardFields locale="en-US" />
        <input aria-label="email" name="email" defaultValue="" />
      </form>
    </NextIntlClientProvider>
  );
}

const PAGE_START = Math.floor(performance.timeOrigin);

function started(): number {
  return Number(document.querySelector<HTMLInputElement>(`input[name="${STARTED_FIELD}"]`)?.value);
}

let container: HTMLDivElement;
let root: Root | null;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = null;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

/** Hydrates `browser` over the server's HTML of `server`. */
function hydrate(server: React.ReactNode, browser: React.ReactNode) {
  container.innerHTML = renderToString(server);
  act(() => {
    root = hydrateRoot(container, browser);
  });
}

describe('GuardFields: when the form appeared', () => {
  beforeAll(() => {
    // The page started well before any form renders in these tests.
    expect(Date.now() - PAGE_START).toBeGreaterThan(50);
  });

  it('a form in the page’s HTML appeared when the page started: it could be filled before its script ran', () => {
    hydrate(<Form />, <Form />);
    expect(started()).toBe(PAGE_START);
  });

  it('a form rendered in the browser alone (a client-side navigation) appeared when it mounted', () => {
    const before = Date.now();
    render(<Form />, { container });
    expect(started()).toBeGreaterThanOrEqual(before);
    expect(started()).toBeLessThanOrEqual(Date.now());
  });

  it('an on-demand form taking over the page’s HTML counts from the page’s start, not from when its code arrived', async () => {
    const load = () => Promise.resolve(Form);
    const Server = onDemand({ load, server: Form });
    const Browser = onDemand({ load, server: undefined });
    hydrate(<Server />, <Browser />);
    expect(started()).toBe(0);
    fireEvent.focusIn(container.querySelector('input[name="email"]')!);
    await act(async () => {
      for (let round = 0; round < 5; round += 1) await Promise.resolve();
    });
    expect(container.querySelector('.on-demand')).not.toBeNull();
    expect(started()).toBe(PAGE_START);
  });

  it('an on-demand form with no server HTML to take over counts from its mount', async () => {
    const Browser = onDemand({ load: () => Promise.resolve(Form), server: undefined });
    const before = Date.now();
    render(<Browser />, { container });
    await act(async () => {
      for (let round = 0; round < 5; round += 1) await Promise.resolve();
    });
    expect(started()).toBeGreaterThanOrEqual(before);
  });
});
