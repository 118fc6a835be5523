import { CONSENT_COOKIE, REJECT_ALL, createConsent, serializeConsent } from '../lib/consent';

/**
 * Debian's chromium-headless-shell (a browser download cannot work on these machines): the same
 * engine as its `chromium`, without the desktop browser around it, which Playwright drives by
 * default for headless runs too. The browser tests run faster in it than in `chromium`
 * (docs/benchmarks.md, "CI time").
 */
const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: HEADLESS_SHELL,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
};

/**
 * Tests browse as a returning visitor who refused optional cookies, so the consent banner
 * does not cover the page; e2e/consent.spec.ts starts from an empty browser instead. The
 * choice is in the cookie alone, which the site copies into localStorage (lib/consent.ts,
 * `loadConsent`): a storage state with localStorage makes Playwright open the origin in
 * every new context first, which slowed every test (docs/benchmarks.md, "CI time").
 */
export function returningVisitor(origin: string) {
  const chosen = serializeConsent(createConsent(REJECT_ALL));
  return {
    cookies: [{ name: CONSENT_COOKIE, value: encodeURIComponent(chosen), domain: new URL(origin).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
    origins: [],
  };
}
