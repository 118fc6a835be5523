import { visibilityFor } from '@/lib/visibility';

describe('visibilityFor', () => {
  it('shows everything on ordinary pages', () => {
    expect(visibilityFor('/panel/1')).toEqual({ header: true, mobileFooter: true, desktopFooter: true, cookieBanner: true });
  });
  it('hides the header on cart and checkout paths', () => {
    expect(visibilityFor('/cart').header).toBe(false);
    expect(visibilityFor('/de-DE/m/checkout/step').header).toBe(false);
  });
  it.each(['m/catalogDetail', 'm/review', 'm/cart', 'm/account', 'm/checkout', 'm/login', 'm/create', 'm/forgotpassword', 'm/diy', 'm/discovery'])(
    'hides the mobile footer on %s',
    (fragment) => {
      expect(visibilityFor(`/${fragment}`).mobileFooter).toBe(false);
      expect(visibilityFor(`/fr-FR/${fragment}/x`).mobileFooter).toBe(false);
    },
  );
  it('keeps the mobile footer on other mobile pages', () => {
    expect(visibilityFor('/m/contact').mobileFooter).toBe(true);
  });
  it('hides the desktop footer only on the page named new-photo2', () => {
    expect(visibilityFor('/photo', 'new-photo2').desktopFooter).toBe(false);
    expect(visibilityFor('/photo', 'photo').desktopFooter).toBe(true);
  });
  it('shows the cookie banner everywhere but the 404 page', () => {
    expect(visibilityFor('/404').cookieBanner).toBe(false);
    expect(visibilityFor('/ar-SA/404').cookieBanner).toBe(false);
    expect(visibilityFor('/').cookieBanner).toBe(true);
  });
});
