/** Which parts of the shells a page shows (SPEC section 2, "Visibility rules"). */
export interface Visibility {
  header: boolean;
  mobileFooter: boolean;
  desktopFooter: boolean;
  cookieBanner: boolean;
}

const MOBILE_FOOTER_HIDDEN = [
  'm/catalogDetail', 'm/review', 'm/cart', 'm/account', 'm/checkout',
  'm/login', 'm/create', 'm/forgotpassword', 'm/diy', 'm/discovery',
];

/**
 * @param path the public path (with or without a locale prefix)
 * @param pageName the page's name where the rule is by name (`new-photo2`)
 */
export function visibilityFor(path: string, pageName?: string): Visibility {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const is404 = segments.at(-1) === '404';
  return {
    header: !/cart|checkout/.test(path),
    mobileFooter: !MOBILE_FOOTER_HIDDEN.some((fragment) => path.includes(fragment)),
    desktopFooter: pageName !== 'new-photo2',
    cookieBanner: !is404,
  };
}
