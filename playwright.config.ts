import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FAKE_BACKEND_URL } from './e2e/fake-backend';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY, REJECT_ALL, createConsent, serializeConsent } from './lib/consent';

/** The inbox password of the test server (e2e/admin.spec.ts signs in with it). */
export const ADMIN_PASSWORD_FOR_TESTS = 'e2e-inbox-Password-7';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** The site's database during the browser tests (emptied when the server starts). */
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `aurex-e2e-db-${PORT}`);

/** Debian's chromium: a browser download cannot work on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Tests browse as a returning visitor who refused optional cookies, so the consent banner
 * does not cover the page; e2e/consent.spec.ts starts from an empty browser instead.
 */
const CHOSEN = serializeConsent(createConsent(REJECT_ALL));
const RETURNING_VISITOR = {
  cookies: [{ name: CONSENT_COOKIE, value: encodeURIComponent(CHOSEN), domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
  origins: [{ origin: `http://127.0.0.1:${PORT}`, localStorage: [{ name: CONSENT_STORAGE_KEY, value: CHOSEN }] }],
};

export default defineConfig({
  testDir: 'e2e',
  // A fake /rest/V3 upstream the site forwards form submissions to (e2e/forms.spec.ts).
  globalSetup: './e2e/fake-backend.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    storageState: RETURNING_VISITOR,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // A fresh database each run, so that a first start (migrations on an empty folder) is tested too.
    command: `rm -rf '${E2E_DATA_DIR}' && npx next start -H 127.0.0.1 -p ${PORT}`,
    url: `${BASE_URL}/panel/0`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      DATA_DIR: E2E_DATA_DIR,
      BACKEND_URL: FAKE_BACKEND_URL,
      // Quick outbox retries and a short minimum fill time, so tests need not wait.
      OUTBOX_RETRY_BASE_MS: '300',
      OUTBOX_POLL_MS: '250',
      FORM_MIN_FILL_MS: '400',
      // The company inbox is open in the main run (e2e/admin.spec.ts); the auth secret is fixed.
      ADMIN_PASSWORD: ADMIN_PASSWORD_FOR_TESTS,
      BETTER_AUTH_SECRET: 'e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    },
  },
});
