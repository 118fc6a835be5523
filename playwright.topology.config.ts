import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, returningVisitor } from './e2e/browser';
import { TOPOLOGY_URL } from './e2e/topology/config';

/**
 * The browser suite against the production topology: nginx in front of two `next start`
 * instances bound to 127.0.0.1, sharing one PostgreSQL (deploy/topology.mjs). Needs a
 * production build; `npm test` runs it after the main browser suite.
 */
export default defineConfig({
  testDir: 'e2e/topology',
  globalSetup: './e2e/topology/setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/topology.json' }]],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: TOPOLOGY_URL,
    storageState: returningVisitor(TOPOLOGY_URL),
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // Recording a trace of every test, to keep only the failures', costs CI most of its time
    // (docs/benchmarks.md, "CI time"). CI keeps a failure's message, screenshot and page
    // snapshot; rerun the test locally for its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
