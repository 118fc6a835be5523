import { chunkLoader } from '@/scripts/prerendered/chunksAfterFirstPaint';

/**
 * The chunk loader keeps the last tap on a client-side button made before the page is live,
 * and clicks that button again once it is. It reads two signs: React marks the root it hydrates
 * (the document) with an own `__reactContainer$…` property, and Next's router replaces
 * `history.pushState` in an effect, the page's last.
 */

const nativePushState = history.pushState;
let removeLoaderListener: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML =
    '<header><button type="button" id="burger">≡</button>' +
    '<div class="on-demand"><button type="button" id="menu"><svg><path></path></svg></button></div></header>' +
    // A submit button, outside a form here: jsdom does not submit forms.
    '<button id="send">Send</button><a id="link" href="#x">x</a>';
  // The loader listens on the document for the rest of the page's life; catch its listener to
  // take it away after each test.
  const addEventListener = jest.spyOn(document, 'addEventListener');
  new Function(chunkLoader([]))();
  const [type, listener, capture] = addEventListener.mock.calls[0]!;
  removeLoaderListener = () => document.removeEventListener(type, listener, capture);
  addEventListener.mockRestore();
});

afterEach(() => {
  removeLoaderListener();
  for (const key of Object.keys(document)) if (key.startsWith('__reactContainer$')) delete (document as unknown as Record<string, unknown>)[key];
  history.pushState = nativePushState;
  jest.useRealTimers();
});

/** What React does when it starts hydrating: marks the root, then hears clicks. */
function reactTakesTheRoot(): string[] {
  (document as unknown as Record<string, unknown>)['__reactContainer$x1y2'] = {};
  const heard: string[] = [];
  document.addEventListener('click', (event) => heard.push((event.target as Element).closest('[id]')!.id));
  return heard;
}

/** What Next's router does in its effect, after every other effect of the page. */
function effectsHaveRun(): void {
  history.pushState = function pushState(...args: Parameters<History['pushState']>) {
    nativePushState.apply(history, args);
  };
}

const click = (selector: string) => document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

it('clicks the last button tapped before React held the page again once the page is live, and only then', () => {
  click('#burger');
  click('#menu path');
  const heard = reactTakesTheRoot();
  jest.advanceTimersByTime(500);
  expect(heard).toEqual([]);
  effectsHaveRun();
  jest.advanceTimersByTime(50);
  expect(heard).toEqual(['menu']);
  jest.advanceTimersByTime(1000);
  expect(heard).toEqual(['menu']);
});

it('leaves a click on a button React holds to React, but keeps one in a part whose listener is not there yet', () => {
  const heard = reactTakesTheRoot();
  click('#burger');
  expect(heard).toEqual(['burger']);
  click('#menu');
  effectsHaveRun();
  jest.advanceTimersByTime(1000);
  expect(heard).toEqual(['burger', 'menu', 'menu']);
});

it('records nothing once the page is live', () => {
  const heard = reactTakesTheRoot();
  effectsHaveRun();
  click('#menu');
  click('#burger');
  jest.advanceTimersByTime(1000);
  expect(heard).toEqual(['menu', 'burger']);
});

it('replays no link or submit button, which work from the HTML', () => {
  click('#link');
  click('#send');
  const heard = reactTakesTheRoot();
  effectsHaveRun();
  jest.advanceTimersByTime(1000);
  expect(heard).toEqual([]);
});

it('drops the click when the button is gone from the page by then', () => {
  click('#menu');
  document.querySelector('#menu')!.remove();
  const heard = reactTakesTheRoot();
  effectsHaveRun();
  jest.advanceTimersByTime(1000);
  expect(heard).toEqual([]);
});
