import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { onDemand } from '@/components/shared/onDemand/onDemand';

/** A part with state, a controlled field, a plain button and a form control React fills in. */
function Part({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {label}
      </button>
      <input aria-label="query" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{query ? `results for ${query}` : ''}</output>
      <input aria-label="email" name="email" defaultValue="" />
    </div>
  );
}

/** The same part as the server (which renders it at once) and the browser (which loads it on demand) define it. */
function definitions() {
  const load = jest.fn(() => Promise.resolve(Part));
  return { load, Server: onDemand({ load, server: Part }), Browser: onDemand({ load, server: undefined }) };
}

let container: HTMLDivElement;
let root: Root | null;
let recoverableErrors: unknown[];

type Definition = ReturnType<typeof definitions>['Server'];

/** Hydrates the server's HTML of the part; `beforeHydration` is what the visitor did to that HTML first. */
function hydrate(Server: Definition, Browser: Definition, beforeHydration?: () => void) {
  container.innerHTML = renderToString(
    <main>
      <Server label="Menu" />
    </main>,
  );
  beforeHydration?.();
  act(() => {
    root = hydrateRoot(
      container,
      <main>
        <Browser label="Menu" />
      </main>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
}

/** Lets the dynamic imports settle and React commit. */
async function settle() {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  recoverableErrors = [];
  root = null;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe('onDemand', () => {
  it('hydrates around the server HTML without the part’s code, and keeps that HTML as it is', () => {
    const { load, Server, Browser } = definitions();
    hydrate(Server, Browser);
    const serverHtml = renderToString(
      <main>
        <Server label="Menu" />
      </main>,
    );
    const expected = document.createElement('div');
    expected.innerHTML = serverHtml;
    expect(container.innerHTML).toBe(expected.innerHTML);
    expect(container.querySelector('button')).toHaveTextContent('Menu');
    expect(load).not.toHaveBeenCalled();
    expect(recoverableErrors).toEqual([]);
  });

  it('loads the code when the visitor reaches for the part, and the part then works', async () => {
    const { load, Server, Browser } = definitions();
    hydrate(Server, Browser);
    fireEvent.pointerOver(container.querySelector('button')!);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(container.querySelector('button')!);
    expect(container.querySelector('button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('carries over text typed and focus given before the code arrived, to a field the part controls', async () => {
    const { Server, Browser } = definitions();
    hydrate(Server, Browser);
    const field = container.querySelector<HTMLInputElement>('input[aria-label="query"]')!;
    field.focus();
    field.value = 'usb';
    field.setSelectionRange(1, 2);
    await settle();
    const live = container.querySelector<HTMLInputElement>('input[aria-label="query"]')!;
    expect(live).not.toBe(field);
    expect(live.value).toBe('usb');
    expect(live).toHaveFocus();
    expect([live.selectionStart, live.selectionEnd]).toEqual([1, 2]);
    // The part heard the text as typed: its own state follows.
    expect(container.querySelector('output')).toHaveTextContent('results for usb');
  });

  it('loads the code at once when the focus was already inside before the page hydrated (Tab is quicker)', async () => {
    const { load, Server, Browser } = definitions();
    hydrate(Server, Browser, () => container.querySelector('button')!.focus());
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    const live = container.querySelector('button')!;
    expect(Object.keys(live).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('aria-expanded', 'false');
  });

  it('replays a click on a plain button made before the code arrived', async () => {
    const { load, Server, Browser } = definitions();
    hydrate(Server, Browser);
    fireEvent.click(container.querySelector('button')!);
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(container.querySelector('button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves the server HTML working when the code cannot load, and tries again on the next reach', async () => {
    const load = jest.fn<Promise<typeof Part>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
    hydrate(onDemand({ load, server: Part }), onDemand({ load, server: undefined }));
    fireEvent.pointerOver(container.querySelector('button')!);
    await settle();
    expect(container.querySelector('button')).toHaveTextContent('Menu');
    fireEvent.pointerOver(container.querySelector('button')!);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    fireEvent.click(container.querySelector('button')!);
    expect(container.querySelector('button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads at once where the browser says the server HTML is not right for this visitor', async () => {
    const load = jest.fn(() => Promise.resolve(Part));
    hydrate(onDemand({ load, server: Part }), onDemand({ load, server: undefined, neededAtOnce: () => true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/** A part whose choices are a radio group and a select, as the product configurator and the forms have. */
function Choices() {
  const [finish, setFinish] = useState('white');
  const [country, setCountry] = useState('DE');
  return (
    <form>
      {['white', 'black'].map((value) => (
        <label key={value}>
          <input type="radio" name="finish" value={value} checked={finish === value} onChange={() => setFinish(value)} />
          {value}
        </label>
      ))}
      <select aria-label="country" value={country} onChange={(event) => setCountry(event.target.value)}>
        <option value="DE">Germany</option>
        <option value="FR">France</option>
      </select>
      <p>{`${finish} for ${country}`}</p>
    </form>
  );
}

describe('onDemand, choices made before the code arrived', () => {
  it('carries over an option switched and a value chosen, and the part hears of both', async () => {
    const load = jest.fn(() => Promise.resolve(Choices));
    const Server = onDemand({ load, server: Choices });
    const Browser = onDemand({ load, server: undefined });
    container.innerHTML = renderToString(<Server />);
    act(() => {
      root = hydrateRoot(container, <Browser />);
    });
    const black = container.querySelector<HTMLInputElement>('input[value="black"]')!;
    black.checked = true;
    container.querySelector('select')!.value = 'FR';
    fireEvent.pointerOver(black);
    await settle();
    expect(container.querySelector<HTMLInputElement>('input[value="black"]')).not.toBe(black);
    expect(container.querySelector<HTMLInputElement>('input[value="black"]')!.checked).toBe(true);
    expect(container.querySelector('select')!.value).toBe('FR');
    expect(container.querySelector('p')).toHaveTextContent('black for FR');
  });
});
