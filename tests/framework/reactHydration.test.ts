/* eslint-disable @typescript-eslint/no-require-imports -- each React build is loaded on its own, in its own module registry */
import type * as ReactModule from 'react';
import type * as ReactDomModule from 'react-dom';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import { canary, installedModule } from './canary';

/**
 * What React does when it hydrates, that the site relies on (docs/framework-internals.md):
 * - components/shared/onDemand/onDemand.tsx: a box hydrated with an empty
 *   `dangerouslySetInnerHTML` and `suppressHydrationWarning` keeps the server's HTML inside it,
 *   untouched and unclaimed, while the rest of the page hydrates; the part's code then renders
 *   in its place under another key;
 * - scripts/prerendered/chunksAfterFirstPaint.ts: `hydrateRoot` marks its root with an own
 *   property `__reactContainer$…` as soon as it is called (the chunk loader's sign that React
 *   now handles clicks);
 * - e2e/helpers.ts `untilHydrated`: a hydrated element carries an own `__reactFiber$…`.
 *
 * The App Router renders and hydrates with the React that Next.js ships inside itself
 * (next/dist/compiled/react-dom), not the `react-dom` of package.json, which jest's component
 * tests and the PDF documents use: both are checked, in their production and development
 * builds. The server HTML comes from the Node.js build of each, as Next renders on Node.js.
 */

interface ReactBuild {
  React: typeof ReactModule;
  dom: typeof ReactDomModule;
  client: typeof ReactDomClient;
  server: typeof ReactDomServer;
}

const SOURCES: Record<'next' | 'installed', () => ReactBuild> = {
  next: () => ({
    React: require('next/dist/compiled/react'),
    dom: require('next/dist/compiled/react-dom'),
    client: require('next/dist/compiled/react-dom/client'),
    server: require('next/dist/compiled/react-dom/server.node'),
  }),
  installed: () => ({
    React: require('react'),
    dom: require('react-dom'),
    client: require('react-dom/client'),
    server: require('react-dom/server.node'),
  }),
};

const BUILDS = [
  { name: "Next's own React (what the site ships), production build", source: 'next', mode: 'production' },
  { name: "Next's own React, development build", source: 'next', mode: 'development' },
  { name: 'the react-dom of package.json (component tests), development build', source: 'installed', mode: 'development' },
  { name: 'the react-dom of package.json, production build', source: 'installed', mode: 'production' },
] as const;

/** A React build in a module registry of its own, loaded under `NODE_ENV=mode`. */
function load(source: keyof typeof SOURCES, mode: string): ReactBuild {
  const env = process.env as Record<string, string | undefined>;
  const previous = env.NODE_ENV;
  let build: ReactBuild | undefined;
  jest.isolateModules(() => {
    env.NODE_ENV = mode;
    try {
      build = installedModule('onDemand', source === 'next' ? 'next/dist/compiled/react-dom' : 'react-dom', SOURCES[source]);
    } finally {
      env.NODE_ENV = previous;
    }
  });
  return build!;
}

/** onDemand's own props for the box in the browser before the part's code arrives. */
const KEEP_SERVER_HTML = { __html: '' };

const ownKey = (node: object, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));

async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within 5 s`)), 5000);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Hydrated {
  container: HTMLElement;
  serverHtml: string;
  serverButton: Element;
  containerMarkedAtOnce: boolean;
  box: { current: HTMLDivElement | null };
  goLive: () => void;
  siblingClicks: () => number;
  recoverableErrors: unknown[];
  consoleErrors: unknown[][];
  unmount: () => void;
}

/**
 * A page as onDemand makes it: the server renders the part in full inside `<div
 * class="on-demand">`; the browser hydrates that box with KEEP_SERVER_HTML, and renders the
 * part's own markup in it under another key once its code has arrived.
 */
async function hydrateOnDemandBox({ React, dom, client, server }: ReactBuild): Promise<Hydrated> {
  const h = React.createElement;
  let clicks = 0;
  const Page = ({ box }: { box: ReactModule.ReactNode }) =>
    h(
      'main',
      null,
      h('button', { type: 'button', id: 'sibling', onClick: () => (clicks += 1) }, 'Hydrated with the page'),
      box,
      h('p', null, 'After the part'),
    );
  const part = (label: string) => h('nav', { 'aria-label': 'Menu' }, h('button', { type: 'button' }, label), h('input', { 'aria-label': 'query', defaultValue: '' }));

  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = server.renderToString(h(Page, { box: h('div', { className: 'on-demand' }, part('Menu')) }));
  const serverHtml = container.innerHTML;
  const serverButton = container.querySelector('.on-demand button')!;

  let committed!: (value: { box: { current: HTMLDivElement | null }; setLive: (live: boolean) => void }) => void;
  const afterCommit = new Promise<{ box: { current: HTMLDivElement | null }; setLive: (live: boolean) => void }>((resolve) => (committed = resolve));
  function Box() {
    const box = React.useRef<HTMLDivElement>(null);
    const [live, setLive] = React.useState(false);
    React.useEffect(() => committed({ box, setLive }), []);
    return live
      ? h('div', { key: 'live', ref: box, className: 'on-demand' }, part('Menu (live)'))
      : h('div', { key: 'server-html', ref: box, className: 'on-demand', dangerouslySetInnerHTML: KEEP_SERVER_HTML, suppressHydrationWarning: true });
  }

  const recoverableErrors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const root = client.hydrateRoot(container, h(Page, { box: h(Box) }), { onRecoverableError: (error) => recoverableErrors.push(error) });
  const containerMarkedAtOnce = ownKey(container, '__reactContainer$');
  const { box, setLive } = await within(afterCommit, 'The hydration commit');
  return {
    container,
    serverHtml,
    serverButton,
    containerMarkedAtOnce,
    box,
    goLive: () => dom.flushSync(() => setLive(true)),
    siblingClicks: () => clicks,
    recoverableErrors,
    consoleErrors: consoleError.mock.calls,
    unmount: () => {
      root.unmount();
      container.remove();
      consoleError.mockRestore();
    },
  };
}

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = globals.IS_REACT_ACT_ENVIRONMENT;
// Hydration here runs as in a browser, by React's own scheduler, not inside act().
beforeAll(() => (globals.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (globals.IS_REACT_ACT_ENVIRONMENT = actEnvironment));

describe.each(BUILDS)('$name', ({ source, mode }) => {
  let page: Hydrated;
  let version: string;

  beforeAll(async () => {
    const build = load(source, mode);
    version = build.dom.version;
    page = await hydrateOnDemandBox(build);
  });
  afterAll(() => page?.unmount());

  it('keeps the server HTML inside a box hydrated with an empty dangerouslySetInnerHTML, without a mismatch (onDemand)', () => {
    canary('onDemand', page.container.innerHTML === page.serverHtml, `React ${version} changed the page while hydrating it: the part's server HTML was not kept.\nBefore: ${page.serverHtml}\nAfter:  ${page.container.innerHTML}`);
    canary('onDemand', page.container.querySelector('.on-demand button') === page.serverButton, `React ${version} replaced the part's server elements while hydrating.`);
    canary('onDemand', !ownKey(page.serverButton, '__reactFiber$'), `React ${version} claimed the part's server elements (they carry a fiber): it hydrated inside the box.`);
    canary('onDemand', page.box.current?.className === 'on-demand' && page.box.current.contains(page.serverButton), `React ${version} did not give the box's ref the server's box.`);
    canary('onDemand', page.recoverableErrors.length === 0, `React ${version} reported a hydration error: ${page.recoverableErrors.map(String).join('; ')}`);
    canary('onDemand', page.consoleErrors.length === 0, `React ${version} logged while hydrating: ${page.consoleErrors.map((call) => call.map(String).join(' ')).join('; ')}`);
  });

  it('hydrates the rest of the page around the box (onDemand)', () => {
    const sibling = page.container.querySelector<HTMLButtonElement>('#sibling')!;
    sibling.click();
    canary('onDemand', page.siblingClicks() === 1, `React ${version} did not hydrate the page around a box it keeps: a click on a sibling button was not handled.`);
  });

  it('marks a hydrated element with an own __reactFiber$… (e2e/helpers.ts untilHydrated)', () => {
    canary('testInternals', ownKey(page.container.querySelector('#sibling')!, '__reactFiber$'), `React ${version} no longer marks hydrated elements with an own "__reactFiber$…" property: e2e/helpers.ts untilHydrated would wait for ever.`);
  });

  it('marks the root with an own __reactContainer$… as soon as hydrateRoot is called (the chunk loader)', () => {
    canary(
      'chunkLoader',
      page.containerMarkedAtOnce,
      `React ${version} does not mark the root it hydrates with an own "__reactContainer$…" property when hydrateRoot returns: the chunk loader (scripts/prerendered/chunksAfterFirstPaint.ts, reactHolds) would record and replay clicks React already handles.`,
    );
  });

  it("renders the part's own markup in place of the kept HTML once its code has arrived (onDemand)", () => {
    page.goLive();
    const boxes = page.container.querySelectorAll('.on-demand');
    canary('onDemand', boxes.length === 1 && boxes[0]!.querySelector('button')?.textContent === 'Menu (live)', `React ${version} did not replace the kept server HTML with the part: ${page.container.innerHTML}`);
    canary('onDemand', !page.serverButton.isConnected, `React ${version} left the server's elements in the page after the part rendered.`);
  });
});
