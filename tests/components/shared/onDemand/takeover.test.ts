import { afterPress } from '@/components/shared/onDemand/takeover';

/** A part's box, held down (`:active`) for the next `frames` checks: jsdom does not track presses. */
function heldFor(frames: number): Element {
  const element = document.createElement('div');
  let held = frames;
  jest.spyOn(element, 'matches').mockImplementation((selector) => selector === ':active' && held-- > 0);
  return element;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('afterPress', () => {
  it('goes on at once when nothing in the part is held down', () => {
    const then = jest.fn();
    afterPress(heldFor(0), then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits while the part is held down, and goes on once, in the first frame after it is let go', () => {
    const then = jest.fn();
    afterPress(heldFor(3), then);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    jest.advanceTimersToNextFrame();
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    expect(then).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
