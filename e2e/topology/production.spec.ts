import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PRODUCT_SLUGS } from '../../lib/content/products';
import { renderBuildMap } from '../../deploy/nginx/variantMaps';
import { DESKTOP_UA, IPHONE_UA } from '../helpers';
import { actionBody, actionResult, serverActionId } from '../serverActions';
import { fakeBackendAt, type ReceivedRequest } from '../fake-backend';
import { send } from './send';
import { TOPOLOGY_ADMIN_PASSWORD, TOPOLOGY_BACKEND_TIMEOUT_MS, TOPOLOGY_BACKEND_URL, TOPOLOGY_CONTROL_URL, TOPOLOGY_URL } from './config';

/**
 * The site as production runs it (deploy/): nginx in front, setting Host and
 * X-Forwarded-For/-Proto, two `next start` instances bound to 127.0.0.1, one PostgreSQL.
 * Every test goes through nginx; some come from their own loopback address (127.0.0.x), so
 * that nginx sees them as other clients.
 */
test.describe.configure({ mode: 'serial' });

const backend = fakeBackendAt(TOPOLOGY_BACKEND_URL);
const run = Date.now().toString(36);

const json = (data: unknown) => ({ headers: { 'content-type': 'application/json', origin: TOPOLOGY_URL }, body: JSON.stringify(data) });

async function control(step: 'kill' | 'start', instance: number) {
  const response = await fetch(`${TOPOLOGY_CONTROL_URL}/${step}?instance=${instance}&signal=SIGKILL`, { method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function receivedAt(pathname: string): Promise<ReceivedRequest[]> {
  return (await backend.received()).filter((request) => request.path.split('?')[0] === pathname);
}

/** Forms refuse what is sent faster than a person types (FORM_MIN_FILL_MS 400 here). */
const humanPause = (page: Page) => page.waitForTimeout(600);

/** Sends the partner application of /contact as a visitor does; its success message names a reference. */
async function applyAsPartner(page: Page, company: string, listing: boolean): Promise<string> {
  await page.goto('/contact');
  const form = page.locator('main form');
  const required = (label: string) => form.getByLabel(`${label} (required)`, { exact: true });
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Contact name').fill('Omar Haddad');
  await required('Email').fill(`omar-${run}@gulf-trading.example`);
  await form.getByLabel('Dial code').selectOption('+971');
  await form.getByLabel('Phone number').fill('50 123 4567');
  await form.getByLabel('Country or region').selectOption('United Arab Emirates');
  await form.getByLabel('Business type').selectOption('distributor');
  await required('Message').fill('We distribute electrical accessories to 120 shops across the UAE.');
  if (listing) await form.getByLabel('List my company on Where to buy once my application is approved').check();
  await form.getByLabel('I agree to be contacted by AUREX about this application.').check();
  await humanPause(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Your contact has been successfully received and will be answered in 48 hours' });
  await expect(status).toContainText(/Your reference: [2-9A-Z]{4}-[2-9A-Z]{4}/);
  return /([2-9A-Z]{4}-[2-9A-Z]{4})/.exec((await status.textContent()) ?? '')![1]!;
}

/** Where to buy for the UAE, as a visitor gets it through nginx. */
async function listedInTheEmirates(company: string): Promise<boolean> {
  const answer = await send('127.0.0.9', 'GET', '/where-to-buy?country=AE');
  expect(answer.status).toBe(200);
  return answer.body.includes(company);
}

async function adminSignIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill(TOPOLOGY_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Submission inbox' })).toBeVisible();
}

test.beforeEach(() => backend.reset());

test.describe('pages and redirects through nginx', () => {
  const locales = [
    { locale: 'en-US', prefix: '', dir: 'ltr' },
    { locale: 'de-DE', prefix: '/de-DE', dir: 'ltr' },
    { locale: 'ar-SA', prefix: '/ar-SA', dir: 'rtl' },
    { locale: 'ja-JP', prefix: '/ja-JP', dir: 'ltr' },
  ];

  for (const { locale, prefix, dir } of locales) {
    test(`${locale}: pages of both shells answer 200 in their language, unprefixed English included`, async () => {
      for (const [shell, userAgent] of [['', DESKTOP_UA], ['/m', IPHONE_UA]] as const) {
        for (const page of ['', '/panel/1', '/contact', '/support/feedback', `/products/${PRODUCT_SLUGS[0]}`]) {
          const pathname = `${prefix}${shell}${page}` || '/';
          const answer = await send('127.0.0.1', 'GET', pathname, { 'user-agent': userAgent, 'accept-language': 'en' });
          expect(answer.status, pathname).toBe(200);
          expect(answer.body, pathname).toContain(`<html lang="${locale === 'en-US' ? 'en-US' : locale}" dir="${dir}"`);
          expect(answer.body, pathname).toMatch(/<h1[ >]/);
        }
      }
    });
  }

  test('a browser reaches every unprefixed English page without a loop, and phones get the mobile shell', async ({ browser }) => {
    const desktop = await browser.newContext({ userAgent: DESKTOP_UA, storageState: undefined });
    const page = await desktop.newPage();
    for (const pathname of ['/', '/panel/0', '/contact', '/login', '/search?q=dimmer']) {
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(200);
      expect(new URL(page.url()).pathname).toBe(pathname.split('?')[0]);
    }
    await desktop.close();
    const phone = await browser.newContext({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });
    const mobile = await phone.newPage();
    await mobile.goto('/panel/1');
    expect(mobile.url()).toBe(`${TOPOLOGY_URL}/m/panel/1`);
    await phone.close();
  });

  test('device and locale redirects name paths of this site only, whatever Host or scheme the client claims', async () => {
    const cases: [string, Record<string, string>, number, string][] = [
      ['/panel/1', { 'user-agent': IPHONE_UA }, 307, '/m/panel/1'],
      ['/m/panel/1', {}, 307, '/panel/1'],
      ['/panel/1', { 'accept-language': 'de-DE,de;q=0.9' }, 307, '/de-DE/panel/1'],
      ['/de-de/panel/1', {}, 308, '/de-DE/panel/1'],
      ['/nope', {}, 307, '/404'],
      ['/m/panel?activePanel=2', { 'user-agent': IPHONE_UA }, 308, '/m/panel/2'],
    ];
    for (const [pathname, headers, status, location] of cases) {
      const answer = await send('127.0.0.1', 'GET', pathname, { ...headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
      expect(answer.status, pathname).toBe(status);
      expect(answer.headers.location, pathname).toBe(location);
    }
    const forgedHost = await send('127.0.0.1', 'GET', '/panel/1', { host: 'evil.example', 'user-agent': IPHONE_UA });
    expect(forgedHost.headers.location).toBe('/m/panel/1');
    const notFound = await send('127.0.0.1', 'GET', '/404');
    expect(notFound.status).toBe(404);
  });

  test('an instance behind a TLS-terminating proxy (X-Forwarded-Proto: https, the public Host) serves English pages itself', async () => {
    const [port] = (process.env.TOPOLOGY_INSTANCE_PORTS ?? '').split(',').map(Number);
    for (const pathname of ['/', '/panel/0', '/contact']) {
      const answer = await send('127.0.0.1', 'GET', pathname, { host: 'www.aurex-smart.com', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' }, undefined, port);
      expect(answer.status, pathname).toBe(200);
    }
  });
});

test.describe('the three forms, end to end to the backend', () => {
  test.use({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } });

  test('subscribe: stored once, forwarded once with its idempotency key', async ({ page }) => {
    await page.goto('/story');
    const footer = page.locator('footer');
    await footer.getByLabel('Your email address').fill(`topology-${run}@example.com`);
    await humanPause(page);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('success!');
    const received = await receivedAt('/rest/V3/newsietter/save');
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual({ email: `topology-${run}@example.com`, is_subscribed: true });
    expect(received[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('merchant application: forwarded with the fields the inbox shows', async ({ page }) => {
    await applyAsPartner(page, `Topology Trading ${run}`, false);
    const [request] = await receivedAt('/rest/V3/merchant/joinSubmit');
    expect(JSON.parse(request!.body)).toMatchObject({ company: `Topology Trading ${run}`, phone: '+971 50 123 4567', country: 'United Arab Emirates', consent: true });
  });

  test('register, then feedback with 3 pictures of nearly 5 MB each (14.8 MB, the form’s own limits): accepted, stored and forwarded with all three', async ({ page }) => {
    test.slow();
    const email = `installer-${run}@example.com`;
    await page.goto('/register?next=%2Fsupport%2Ffeedback');
    const main = page.getByRole('main');
    await main.getByLabel('Name', { exact: true }).fill('Topology Installer');
    await main.getByLabel('Email address').fill(email);
    await main.getByLabel('Password', { exact: true }).fill('Wall switch 2026');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/support\/feedback$/);
    await expect(page.getByLabel('Contact email')).toHaveValue(email);

    // Noise does not compress: each JPEG is about 4.9 MB, just under the 5 MB per picture.
    const pictures = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const buffer = await sharp({ create: { width: 2180, height: 2180, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 97 }).toBuffer();
        return { name: `wiring-${n}.jpg`, mimeType: 'image/jpeg', buffer };
      }),
    );
    for (const picture of pictures) expect(picture.buffer.length).toBeGreaterThan(4.5 * 1024 * 1024);
    for (const picture of pictures) expect(picture.buffer.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    await page.getByLabel('Subject').fill(`Wiring question ${run}`);
    await page.getByLabel('Purchasing channels').selectOption('installer');
    await page.getByLabel('Problem Description').fill('Which terminal takes the neutral on the 2-gang switch?');
    await page.getByLabel('Add Attachments').setInputFiles(pictures);
    await humanPause(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Submit successful!')).toBeVisible({ timeout: 30_000 });
    const [request] = await receivedAt('/rest/V3/feedback/submit');
    expect(request!.body).toContain(`Wiring question ${run}`);
    expect(request!.body.match(/filename="wiring-\d\.webp"/g)).toHaveLength(3);

    // Signed out and in again, through the other instance as often as not.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto('/login');
    await main.getByLabel('Email address').fill(email);
    await main.getByLabel('Password', { exact: true }).fill('Wall switch 2026');
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  });

  test('Where to buy: an approved application that asked to be listed is published from the inbox, shows through nginx within 60 s, and goes when withdrawn; one that did not ask cannot be published', async ({ page }) => {
    // Names that are not part of each other: locators match text as a substring.
    const listed = `Gulf Partners ${run}`;
    const unlisted = `Desert Supplies ${run}`;
    const reference = await applyAsPartner(page, listed, true);
    await applyAsPartner(page, unlisted, false);
    await adminSignIn(page);
    const row = page.locator('tr', { hasText: listed });
    await expect(row).toContainText(reference);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Where to buy listings' })).toBeVisible();
    const listing = page.locator('li[id^="partner-"]', { has: page.getByRole('heading', { name: listed }) });
    await listing.getByRole('textbox', { name: 'City', exact: true }).fill('Dubai');
    await listing.getByRole('button', { name: 'Save' }).click();
    await page.locator('li[id^="partner-"]', { has: page.getByRole('heading', { name: listed }) }).getByRole('button', { name: 'Publish' }).click();
    const started = Date.now();
    await expect.poll(() => listedInTheEmirates(listed), { timeout: 60_000, intervals: [1000] }).toBe(true);
    console.log(`topology: a published listing showed through nginx after ${Date.now() - started} ms`);
    await page.locator('li[id^="partner-"]', { has: page.getByRole('heading', { name: listed }) }).getByRole('button', { name: 'Unpublish' }).click();
    await expect.poll(() => listedInTheEmirates(listed), { timeout: 60_000, intervals: [1000] }).toBe(false);

    await page.goto('/admin');
    await page.locator('tr', { hasText: unlisted }).getByRole('button', { name: 'Approve' }).click();
    const refused = page.locator('li[id^="partner-"]', { has: page.getByRole('heading', { name: unlisted }) });
    await expect(refused.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(refused).toContainText('did not ask to be listed');
  });

  test('the inbox lists what both instances stored, delivered; signing out ends the session on every instance', async ({ page }) => {
    await adminSignIn(page);
    await expect(page.locator('tr', { hasText: `topology-${run}@example.com` }).locator('[data-state]')).toHaveAttribute('data-state', 'delivered');
    await expect(page.locator('tr', { hasText: `Topology Trading ${run}` }).locator('[data-state]')).toHaveAttribute('data-state', 'delivered');
    await expect(page.locator('tr', { hasText: `Wiring question ${run}` }).locator('[data-state]')).toHaveAttribute('data-state', 'delivered');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'aurex_admin')!;
    await page.getByRole('button', { name: 'Sign out' }).click();
    // The old cookie, replayed, opens nothing on either instance (nginx balances the requests).
    for (let i = 0; i < 4; i += 1) {
      const answer = await send('127.0.0.1', 'GET', '/admin/export?kind=subscribe', { cookie: `aurex_admin=${cookie.value}` });
      expect(answer.status).toBe(401);
    }
  });
});

test.describe('limits nobody can forge', () => {
  test('sign-in: forged X-Forwarded-For entries land in the sender’s own bucket; a real user elsewhere signs in', async () => {
    const email = `victim-${run}@example.com`;
    const registered = await send('127.0.0.4', 'POST', '/api/auth/sign-up/email', json({ name: 'Victim', email, password: 'Right password 9' }).headers, json({ name: 'Victim', email, password: 'Right password 9' }).body);
    expect(registered.status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      const attempt = json({ email, password: `Wrong password ${i}` });
      const answer = await send('127.0.0.3', 'POST', '/api/auth/sign-in/email', { ...attempt.headers, 'x-forwarded-for': `198.51.100.${i + 1}, 10.0.0.1` }, attempt.body);
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const real = json({ email, password: 'Right password 9' });
    expect((await send('127.0.0.4', 'POST', '/api/auth/sign-in/email', real.headers, real.body)).status).toBe(200);
  });

  test('inbox sign-in: 20 wrong passwords with rotating forged addresses lock the sender out after 5', async () => {
    const outcomes = [];
    for (let i = 0; i < 20; i += 1) {
      const answer = await send('127.0.0.5', 'POST', '/admin/login', {
        'content-type': 'application/x-www-form-urlencoded',
        origin: TOPOLOGY_URL,
        'x-forwarded-for': `203.0.113.${i + 1}`,
      }, `password=wrong-guess-${i}`);
      outcomes.push(String(answer.headers.location));
    }
    expect(outcomes.slice(0, 4)).toEqual(Array(4).fill('/admin?login=failed'));
    expect(outcomes.slice(4).every((location) => location.startsWith('/admin?login=locked'))).toBe(true);
    const right = await send('127.0.0.6', 'POST', '/admin/login', { 'content-type': 'application/x-www-form-urlencoded', origin: TOPOLOGY_URL }, `password=${TOPOLOGY_ADMIN_PASSWORD}`);
    expect(right.headers.location).toBe('/admin');
  });

  test('the form limit counts the address nginx saw, not the one the client wrote', async () => {
    const subscribe = serverActionId('subscribeAction');
    const post = async (from: string, forwardedFor: string, index: number) => {
      const body = new Response(actionBody({ email: `limit-${run}-${index}@example.com`, locale: 'en-US' }));
      const answer = await send(
        from,
        'POST',
        '/story',
        { 'next-action': subscribe, accept: 'text/x-component', origin: TOPOLOGY_URL, 'x-forwarded-for': forwardedFor, 'content-type': body.headers.get('content-type')! },
        await body.text(),
      );
      return actionResult(answer.body).message ?? actionResult(answer.body).status;
    };
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await post('127.0.0.7', `192.0.2.${i}`, i));
    expect(answers.filter((answer) => answer === 'subscribe.success')).toHaveLength(8);
    expect(answers.slice(8)).toEqual(['errors.rateLimited', 'errors.rateLimited']);
    expect(await post('127.0.0.8', '127.0.0.7', 99)).toBe('subscribe.success');
  });
});

test.describe('failures', () => {
  test.use({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } });

  test('one instance killed: nginx serves every page from the other; started again, it takes its share', async () => {
    await control('kill', 0);
    try {
      for (let i = 0; i < 12; i += 1) expect((await send('127.0.0.1', 'GET', i % 2 ? '/panel/1' : '/de-DE/contact')).status).toBe(200);
    } finally {
      await control('start', 0);
    }
    for (let i = 0; i < 6; i += 1) expect((await send('127.0.0.1', 'GET', '/ja-JP/story')).status).toBe(200);
  });

  test('a backend that stalls after its headers: the visitor gets an answer within the deadline, the entry is delivered once it recovers', async ({ page }) => {
    await backend.setMode('stall');
    await page.goto('/story');
    const footer = page.locator('footer');
    const email = `stalled-${run}@example.com`;
    await footer.getByLabel('Your email address').fill(email);
    await humanPause(page);
    const started = Date.now();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('success!', { timeout: TOPOLOGY_BACKEND_TIMEOUT_MS + 8_000 });
    expect(Date.now() - started).toBeLessThan(TOPOLOGY_BACKEND_TIMEOUT_MS + 8_000);
    await backend.setMode('ok');
    // The worker's retry carries the same key.
    await expect
      .poll(async () => (await receivedAt('/rest/V3/newsietter/save')).filter((request) => request.body.includes(email)).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const keys = new Set((await receivedAt('/rest/V3/newsietter/save')).filter((request) => request.body.includes(email)).map((request) => request.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    await adminSignIn(page);
    // The worker records the delivery once the backend has answered the retry, which can be
    // just after the backend logged it: the inbox shows it on a later look, not on a page
    // already loaded.
    const state = page.locator('tr', { hasText: email }).locator('[data-state]');
    await expect
      .poll(
        async () => {
          await page.reload();
          return state.getAttribute('data-state');
        },
        { timeout: 15_000 },
      )
      .toBe('delivered');
  });
});

test('the shipped production nginx config (TLS, default server, proxy settings) passes nginx -t', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aurex-nginx-check-'));
  try {
    mkdirSync(path.join(dir, 'aurex'));
    copyFileSync('deploy/nginx/aurex-proxy.conf', path.join(dir, 'aurex/aurex-proxy.conf'));
    copyFileSync('deploy/nginx/aurex-variant.conf', path.join(dir, 'aurex/aurex-variant.conf'));
    copyFileSync('deploy/nginx/aurex-http.conf', path.join(dir, 'aurex/aurex-http.conf'));
    writeFileSync(path.join(dir, 'aurex/build.conf'), renderBuildMap('test-build'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=www.aurex-smart.com'], { stdio: 'ignore' });
    const site = readFileSync('deploy/nginx/aurex.conf', 'utf8')
      .replaceAll('/etc/letsencrypt/live/www.aurex-smart.com/fullchain.pem', path.join(dir, 'cert.pem'))
      .replaceAll('/etc/letsencrypt/live/www.aurex-smart.com/privkey.pem', path.join(dir, 'key.pem'))
      .replaceAll('/etc/nginx/aurex/', `${dir}/aurex/`)
      .replaceAll('/var/cache/nginx/aurex', `${dir}/cache`);
    writeFileSync(path.join(dir, 'site.conf'), site);
    writeFileSync(path.join(dir, 'nginx.conf'), `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n    include ${dir}/site.conf;\n}\n`);
    execFileSync('nginx', ['-t', '-q', '-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'pipe' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
