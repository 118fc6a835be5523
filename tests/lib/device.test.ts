import { isMobileDevice, parseViewportWidth, MOBILE_MAX_WIDTH } from '@/lib/device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('isMobileDevice', () => {
  it.each([
    ['iPhone', IPHONE, true],
    ['Android phone', ANDROID_PHONE, true],
    ['Android tablet', ANDROID_TABLET, false],
    ['desktop Chrome', DESKTOP, false],
  ])('reads the user agent of an %s', (_name, userAgent, expected) => {
    expect(isMobileDevice({ userAgent })).toBe(expected);
  });

  it('trusts the Sec-CH-UA-Mobile client hint', () => {
    expect(isMobileDevice({ userAgent: DESKTOP, mobileHint: '?1' })).toBe(true);
    expect(isMobileDevice({ userAgent: DESKTOP, mobileHint: '?0' })).toBe(false);
  });

  it('treats a reported viewport of at most 768 px as mobile', () => {
    expect(isMobileDevice({ userAgent: DESKTOP, viewportWidth: String(MOBILE_MAX_WIDTH) })).toBe(true);
    expect(isMobileDevice({ userAgent: DESKTOP, viewportWidth: '769' })).toBe(false);
    expect(isMobileDevice({ userAgent: DESKTOP, viewportWidth: 375 })).toBe(true);
  });

  it('ignores a viewport cookie that is not a sane number', () => {
    for (const junk of ['', 'abc', '-5', '0', '1e3', '375px', '9'.repeat(30)]) {
      expect(isMobileDevice({ userAgent: DESKTOP, viewportWidth: junk })).toBe(false);
    }
    expect(parseViewportWidth(' 400 ')).toBe(400);
  });

  it('is desktop when nothing is known', () => {
    expect(isMobileDevice({})).toBe(false);
  });
});
