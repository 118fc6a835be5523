import { chunkLoader } from '@/scripts/prerendered/chunksAfterFirstPaint';

/**
 * An account form sent before the page is live is held until it is (chunkLoader). If a chunk
 * cannot be fetched, the page never will be: the form's status says so, in the sentence the
 * server put on it, and what was typed stays.
 */

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<form data-needs-script><input name="email" value="early@example.com">' +
    '<button type="submit">Log in</button><div role="status" data-no-script-message="Your browser could not reach our server."></div></form>';
});

let removeLoaderListeners = () => {};

afterEach(() => {
  removeLoaderListeners();
  jest.useRealTimers();
});

/** Starts the loader with one chunk and returns that chunk's script element, once requested. */
function startLoader(): HTMLScriptElement {
  // The loader listens on the document for the rest of the page's life: each test's is taken away after it.
  const addEventListener = jest.spyOn(document, 'addEventListener');
  new Function(chunkLoader(['/_next/static/chunks/app.js']))();
  const listeners = addEventListener.mock.calls;
  addEventListener.mockRestore();
  removeLoaderListeners = () => listeners.forEach(([type, listener, options]) => document.removeEventListener(type, listener, options));
  jest.runOnlyPendingTimers();
  jest.runOnlyPendingTimers();
  const script = document.head.querySelector<HTMLScriptElement>('script[src="/_next/static/chunks/app.js"]');
  expect(script).not.toBeNull();
  return script!;
}

function send(): Event {
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  document.querySelector('form')!.dispatchEvent(submit);
  return submit;
}

const status = () => document.querySelector('[role="status"]')!;

it('holds the form and says nothing while the chunks are on their way', () => {
  startLoader();
  expect(send().defaultPrevented).toBe(true);
  expect(status().textContent).toBe('');
  expect(status().hasAttribute('data-failure')).toBe(false);
});

it('says the connection failed when a chunk could not be fetched, for a form sent before or after that', () => {
  const script = startLoader();
  expect(send().defaultPrevented).toBe(true);
  script.dispatchEvent(new Event('error'));
  expect(status().textContent).toBe('Your browser could not reach our server.');
  expect(status().hasAttribute('data-failure')).toBe(true);
  expect(document.querySelector('input')!.value).toBe('early@example.com');

  status().textContent = '';
  expect(send().defaultPrevented).toBe(true);
  expect(status().textContent).toBe('Your browser could not reach our server.');
});
