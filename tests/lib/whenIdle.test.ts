import { IDLE_DELAY_MS, whenIdle } from '@/lib/whenIdle';

describe('whenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('runs 1 s after a loaded page, not before (SPEC section 9)', () => {
    expect(IDLE_DELAY_MS).toBe(1000);
    const fn = jest.fn();
    whenIdle(fn);
    jest.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits for the idle callback where the browser has one', () => {
    let idle: (() => void) | undefined;
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: () => void) => {
        idle = callback;
        return 7;
      },
    });
    const fn = jest.fn();
    whenIdle(fn, 500);
    jest.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
    idle?.();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const fn = jest.fn();
    whenIdle(fn, 1000);
    jest.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('can be cancelled', () => {
    const fn = jest.fn();
    const cancel = whenIdle(fn);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});
