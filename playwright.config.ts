import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FAKE_BACKEND_URL } from './e2e/fake-backend';
import { CHROMIUM_LAUNCH_OPTIONS, returningVisitor } from './e2e/browser';
import { SERVER_ENTRY } from './deploy/server';

/** The inbox password of the test server (e2e/admin.spec.ts signs in with it). */
export const ADMIN_PASSWORD_FOR_TESTS = 'e2e-inbox-Password-7';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * The site's database during the browser tests (emptied when the server starts), in the
 * checkout's git-ignored `.data/` beside the embedded database of `npm run serve`: a run leaves
 * nothing outside the checkout, and the next run on that port starts from an empty one.
 */
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(__dirname, '.data', `e2e-${PORT}`);

/** The server's log lines during the run, beside its database (e2e/logs.spec.ts reads them last). */
export const E2E_SERVER_LOG = `${E2E_DATA_DIR}.log`;

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
    storageState: returningVisitor(BASE_URL),
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // Recording a trace of every test, to keep only the failures', costs CI most of its time
    // (docs/benchmarks.md, "CI time"). CI keeps a failure's message, screenshot and page
    // snapshot; rerun the test locally for its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The server log is read once every other test has written to it.
  projects: [
    // The production topology (nginx, two instances, PostgreSQL) has its own run: playwright.topology.config.ts.
    { name: 'site', testIgnore: ['topology/**', 'logs.spec.ts'] },
    { name: 'logs', testMatch: 'logs.spec.ts', dependencies: ['site'] },
  ],
  webServer: {
    // A fresh database each run, so that a first start (migrations on an empty folder) is tested too.
    command: `rm -rf '${E2E_DATA_DIR}' '${E2E_SERVER_LOG}' && mkdir -p '${path.dirname(E2E_SERVER_LOG)}' && exec node ${SERVER_ENTRY} -H 127.0.0.1 -p ${PORT} > '${E2E_SERVER_LOG}' 2>&1`,
    url: `${BASE_URL}/panel/0`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      DATA_DIR: E2E_DATA_DIR,
      BACKEND_URL: FAKE_BACKEND_URL,
      // Quick outbox retries, so tests need not wait. No minimum fill time: a form records when it
      // appeared as its script runs, and a test types faster than a page hydrates, so any minimum
      // made form tests fail at random (the check itself is tested in tests/lib/forms/guard.test.ts).
      OUTBOX_RETRY_BASE_MS: '300',
      OUTBOX_POLL_MS: '250',
      FORM_MIN_FILL_MS: '0',
      // The company inbox is open in the main run (e2e/admin.spec.ts); the auth secret is fixed.
      ADMIN_PASSWORD: ADMIN_PASSWORD_FOR_TESTS,
      BETTER_AUTH_SECRET: 'e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    },
  },
});
