import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD_FOR_TESTS } from '../playwright.config';
import { axeViolations } from './axe';
import { newClientIp } from './helpers';
import { serverCommand } from '../deploy/server';

const run = Date.now().toString(36);

const ADMIN_URLS = ['/admin', '/admin?kind=feedback', '/admin/export?kind=feedback', '/admin/export?kind=subscribe', '/admin/export?kind=merchant', '/admin/attachments/1'];

async function signIn(page: Page, password: string) {
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('company inbox', () => {
  test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientIp() }));

  test('every admin page and file answers 401 without the admin session, and is never indexed', async ({ request }) => {
    for (const url of ADMIN_URLS) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(401);
      expect(await response.text(), url).not.toContain('Submission inbox');
    }
    const forged = await request.get('/admin/export?kind=feedback', { headers: { cookie: 'aurex_admin=9999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(forged.status()).toBe(401);
    // An undecodable cookie is no cookie: 401, not a server error.
    expect((await request.get('/admin/export?kind=feedback', { headers: { cookie: 'aurex_admin=%' } })).status()).toBe(401);
    const loginPage = await request.get('/admin');
    expect(await loginPage.text()).toMatch(/<meta name="robots" content="noindex, nofollow/);
    expect(loginPage.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(loginPage.headers()['cache-control']).toMatch(/no-store/);
    expect(loginPage.headers()['cache-control']).not.toMatch(/public|s-maxage/);
    // Rendered per request: its inline scripts run by a nonce, nothing else inline does.
    const policy = loginPage.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');
  });

  test('wrong passwords lock the client out, even for the right password afterwards', async ({ page }) => {
    await page.goto('/admin');
    for (let i = 0; i < 4; i += 1) {
      await signIn(page, `wrong ${i}`);
      await expect(page.getByRole('status')).toHaveText('Wrong password.');
    }
    await signIn(page, 'wrong 5');
    await expect(page.getByRole('status')).toHaveText(/Too many failed attempts\. Try again in 1 minutes\./);
    await signIn(page, ADMIN_PASSWORD_FOR_TESTS);
    await expect(page.getByRole('status')).toHaveText(/Too many failed attempts/);
    await expect(page.getByRole('heading', { name: 'Submission inbox' })).toHaveCount(0);
    // Another client can still sign in.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientIp() });
    await page.goto('/admin');
    await signIn(page, ADMIN_PASSWORD_FOR_TESTS);
    await expect(page.getByRole('heading', { name: 'Submission inbox' })).toBeVisible();
  });

  test('lists submissions newest first, filters by kind and date, exports CSV, signs out', async ({ page, baseURL }) => {
    // Two newsletter sign-ups through the real form action's endpoint: the footer form.
    const emails = [`first-${run}@example.com`, `=cmd-${run}@example.com`];
    for (const email of emails) {
      await page.goto('/');
      await page.getByRole('textbox', { name: 'Your email address' }).fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('success!')).toBeVisible();
    }
    await page.goto('/admin');
    expect(await axeViolations(page), 'sign-in page').toEqual([]);
    await signIn(page, ADMIN_PASSWORD_FOR_TESTS);
    await expect(page.getByRole('heading', { name: 'Submission inbox' })).toBeVisible();
    expect(await axeViolations(page), 'inbox').toEqual([]);

    await page.getByLabel('Kind').selectOption('subscribe');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/kind=subscribe/);
    const rows = page.locator('tbody tr');
    const texts = await rows.allTextContents();
    expect(texts.every((text) => text.includes('Newsletter subscriptions'))).toBe(true);
    const newest = texts.findIndex((text) => text.includes(emails[1]!));
    const older = texts.findIndex((text) => text.includes(emails[0]!));
    expect(newest).toBeGreaterThanOrEqual(0);
    expect(newest).toBeLessThan(older);
    await expect(rows.first().locator('[data-state]')).toHaveAttribute('data-state', /^(delivered|pending|rejected|local)$/);

    // A date range that ends before today lists nothing.
    await page.goto('/admin?kind=subscribe&from=2020-01-01&to=2020-01-31');
    await expect(page.getByText('No submissions match.')).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/admin?kind=subscribe&from=${today}&to=${today}`);
    await expect(page.locator('tbody tr', { hasText: emails[0]! })).toHaveCount(1);

    const csv = await page.request.get(`/admin/export?kind=subscribe&from=${today}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="aurex-subscribe-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.headers()['x-content-type-options']).toBe('nosniff');
    // The file's own policy, not the pages' one: nothing in it may run.
    expect(csv.headers()['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('\uFEFFid,received,language,email,attachments,delivery,delivery_detail');
    expect(text).toContain(`,'=cmd-${run}@example.com,`);
    expect(text).toContain(`,first-${run}@example.com,`);

    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'aurex_admin')!;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Admin password')).toBeVisible();
    expect((await page.request.get('/admin/export?kind=subscribe')).status()).toBe(401);
    // Signing out ended the session itself: the cookie, kept and sent again, opens nothing.
    expect((await page.request.get('/admin/export?kind=subscribe', { headers: { cookie: `aurex_admin=${session.value}` } })).status()).toBe(401);
    expect(baseURL).toBeTruthy();
  });
});

test('a server whose ADMIN_PASSWORD is shorter than 16 characters refuses to start, saying why', async () => {
  test.setTimeout(60_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 2001;
  const env = { ...process.env, ADMIN_PASSWORD: 'admin1234', DATA_DIR: path.join(os.tmpdir(), `aurex-e2e-weak-${port}`) };
  const { command, args } = serverCommand(port);
  const server = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain('Refusing to start: ADMIN_PASSWORD must be at least 16 characters long (it has 9).');
});

test.describe('company inbox without ADMIN_PASSWORD', () => {
  let server: ChildProcess | undefined;
  const port = Number(process.env.E2E_PORT ?? 3100) + 2000;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const env = { ...process.env, ADMIN_PASSWORD: '', DATA_DIR: path.join(os.tmpdir(), `aurex-e2e-closed-${port}`), PORT: String(port) };
    const { command, args } = serverCommand(port);
    server = spawn(command, args, { env, stdio: 'ignore', detached: true });
    for (let i = 0; i < 120; i += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/panel/0`)).ok) return;
      } catch {
        // Not up yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('second server did not start');
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test('every admin page and file answers 404, even with a session cookie', async ({ request }) => {
    for (const url of ADMIN_URLS) {
      const response = await request.get(`http://127.0.0.1:${port}${url}`, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      // The page shown (the router's payload in its scripts also names the sign-in boundary).
      const shown = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
      expect(shown, url).not.toContain('Admin password');
    }
    const login = await request.post(`http://127.0.0.1:${port}/admin/login`, { maxRedirects: 0, form: { password: '' } });
    expect(login.status()).toBe(404);
  });
});
