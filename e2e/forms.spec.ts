import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../lib/i18n/locales';
import { pageHref, publicPath } from '../lib/i18n/paths';
import { ltrText } from '../lib/text/direction';
import { DESKTOP_UA, IPHONE_UA, ONE_PIXEL_PNG, newClientIp, tabAndType, tabUntil, untilHydrated, watchErrors, expectNoConsoleErrors } from './helpers';
import { fakeBackend, type ReceivedRequest } from './fake-backend';
import { readFileSync } from 'node:fs';

/** Every test talks to the one fake backend: run them one after another. */
test.describe.configure({ mode: 'serial' });

type FormsMessages = { required: string; errors: Record<string, string>; merchant: Record<string, string> };
const formsMessages = (locale: string) => JSON.parse(readFileSync(`messages/${locale}/forms.json`, 'utf8')) as FormsMessages;
const englishForms = formsMessages('en-US');
const arabicForms = formsMessages('ar-SA');

const run = Date.now().toString(36);

/** Each test is its own client for the per-client rate limit. */
async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientIp() });
}

async function receivedAt(path: string): Promise<ReceivedRequest[]> {
  return (await fakeBackend.received()).filter((request) => request.path.split('?')[0] === path);
}

test.beforeEach(async ({ page }) => {
  await fakeBackend.reset();
  await asNewClient(page);
});

test.describe('subscribe (desktop footer)', () => {
  test.use({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } });

  test('empty and invalid addresses are refused without a call; a valid one is forwarded once', async ({ page }) => {
    // The run's first submission creates the database (a fresh folder, all migrations).
    test.slow();
    const errors = watchErrors(page);
    await page.goto('/story');
    const footer = page.locator('footer');
    const input = footer.getByLabel('Your email address');
    await input.fill('   ');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please Enter Your Email')).toBeVisible();
    await input.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
    expect(await receivedAt('/rest/V3/newsietter/save')).toHaveLength(0);

    const email = `reader-${run}@example.com`;
    await input.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('success!');
    const [request] = await receivedAt('/rest/V3/newsietter/save');
    expect(JSON.parse(request!.body)).toEqual({ email, is_subscribed: true });
    expect(request!.headers['accept-language']).toBe('en-US');
    expect(request!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // Twice: no error, no second forward.
    await input.fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('success!');
    expect(await receivedAt('/rest/V3/newsietter/save')).toHaveLength(1);
    await expectNoConsoleErrors(errors);
  });

  test('a form in the page counts its fill time from the page’s start, also when its code arrives after the visitor began', async ({ page }) => {
    // The minimum fill time (FORM_MIN_FILL_MS, 0 in this run; tests/lib/forms/guard.test.ts) is
    // measured from this value: an autofilled address sent at once must not look like a robot.
    const startedOf = (form: Locator) => form.locator('input[name="form_started"]').inputValue();
    const pageStart = () => page.evaluate(() => String(Math.floor(performance.timeOrigin)));
    await page.goto('/story');
    const footerForm = page.locator('footer form');
    // The footer form's code loads when the visitor reaches for it (an on-demand part).
    expect(await startedOf(footerForm)).toBe('');
    await footerForm.getByLabel('Your email address').fill(`early-${run}@example.com`);
    await expect.poll(() => startedOf(footerForm)).not.toBe('');
    expect(await startedOf(footerForm)).toBe(await pageStart());

    // So does the application's, on /contact.
    await page.goto('/contact');
    const merchantForm = page.locator('main form');
    await merchantForm.locator('input:not([type="hidden"])').first().focus();
    await expect.poll(() => startedOf(merchantForm)).not.toBe('');
    expect(await startedOf(merchantForm)).toBe(await pageStart());

    // The feedback form hydrates with its page.
    await page.goto('/support/feedback');
    const feedbackForm = page.locator('main form');
    await expect.poll(() => startedOf(feedbackForm)).not.toBe('');
    expect(await startedOf(feedbackForm)).toBe(await pageStart());
  });

  test('the keyboard alone subscribes: Tab to the field, type, Enter', async ({ page }) => {
    await page.goto('/story');
    const email = `keys-${run}@example.com`;
    await tabUntil(page, page.locator('footer').getByLabel('Your email address'), 400);
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page.locator('footer').getByRole('status')).toHaveText('success!');
    expect(JSON.parse((await receivedAt('/rest/V3/newsietter/save'))[0]!.body)).toEqual({ email, is_subscribed: true });
  });

  test('a backend rejection (errorStatusCode) shows an error and no success', async ({ page }) => {
    await fakeBackend.setMode('error-body');
    await page.goto('/ar-SA/story');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const footer = page.locator('footer');
    await footer.locator('input[name=email]').fill(`refused-${run}@example.com`);
    await footer.locator('button[type=submit]').click();
    await expect(footer.getByRole('alert')).toHaveText(arabicForms.errors.rejected!);
    await expect(footer.getByText('success!')).toHaveCount(0);
    const [request] = await receivedAt('/rest/V3/newsietter/save');
    expect(request!.headers['accept-language']).toBe('ar-SA');
  });

  test('too many submissions from one client get the rate-limit message', async ({ page }) => {
    // FORM_RATE_LIMIT is left at its default: 8 submissions a minute per client and form.
    const limit = 8;
    await page.goto('/story');
    const footer = page.locator('footer');
    for (let i = 0; i <= limit; i += 1) {
      await footer.locator('input[name=email]').fill(`burst-${i}-${run}@example.com`);
      // The form's code may not have arrived yet for the first address: then the form posts
      // without it, as it does without JavaScript, and the page comes back with the answer.
      const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/story');
      await footer.locator('button[type=submit]').click();
      await answered;
      // After a success React empties the form: wait for it before typing the next address.
      if (i < limit) await expect(footer.locator('input[name=email]')).toHaveValue('');
    }
    await expect(footer.getByRole('alert')).toHaveText('Too many submissions from your connection. Please wait a minute and try again.');
    expect(await receivedAt('/rest/V3/newsietter/save')).toHaveLength(limit);
  });
});

test.describe('subscribe (mobile footer)', () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true });

  test('success appears as a toast', async ({ page }) => {
    await page.goto('/m/story');
    const footer = page.locator('footer');
    await footer.locator('input[name=email]').fill(`mobile-${run}@example.com`);
    // The toast and its timer are the form's script, which typing loads: sent before it
    // hydrates, the form posts as it does without JavaScript and the answer stays in the page.
    await untilHydrated(footer.locator('input[name=email]'));
    await footer.locator('button[type=submit]').click();
    const toast = footer.getByRole('status');
    await expect(toast).toHaveText('success!');
    await expect(toast).toHaveCSS('position', 'fixed');
    await expect(toast).toBeHidden({ timeout: 8_000 });
  });
});

/** Fills the application through its labels in the page's language. */
async function fillMerchant(page: Page, company: string, messages: FormsMessages = englishForms) {
  const { merchant } = messages;
  const form = page.locator('main form');
  const requiredField = (label: string) => form.getByLabel(`${label} (${messages.required})`, { exact: true });
  await form.getByLabel(merchant.company!).fill(company);
  await form.getByLabel(merchant.contactName!).fill('Omar Haddad');
  await requiredField(merchant.email!).fill(`omar-${run}@gulf-trading.example`);
  await form.getByLabel(merchant.dialCode!).selectOption('+971');
  await form.getByLabel(merchant.phone!).fill('50 123 4567');
  await form.getByLabel(merchant.country!).selectOption('United Arab Emirates');
  await form.getByLabel(merchant.businessType!).selectOption('distributor');
  await requiredField(merchant.message!).fill('We distribute electrical accessories to 120 shops across the UAE.');
  await form.getByLabel(merchant.consent!).check();
}

test.describe('merchant application (/contact)', () => {
  test.use({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } });

  test('shows each field error, then sends the application to the backend', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByText('Gulf Smart Living Trading LLC')).toBeVisible();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
    await expect(page.getByText('Please agree to be contacted')).toBeVisible();
    expect(await receivedAt('/rest/V3/merchant/joinSubmit')).toHaveLength(0);

    const company = `<b>Gulf</b> Trading ${run}`;
    await fillMerchant(page, company);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status')).toContainText('Your contact has been successfully received and will be answered in 48 hours');
    const [request] = await receivedAt('/rest/V3/merchant/joinSubmit');
    expect(JSON.parse(request!.body)).toMatchObject({
      company,
      contact_name: 'Omar Haddad',
      phone: '+971 50 123 4567',
      country: 'United Arab Emirates',
      business_type: 'distributor',
      consent: true,
    });
    await expectNoConsoleErrors(errors);
  });

  test('the application can be filled in and sent with the keyboard alone', async ({ page }) => {
    await page.goto('/contact');
    const { merchant, required } = englishForms;
    const form = page.locator('main form');
    const typeInto = (label: string, keys: string) => tabAndType(page, form.getByLabel(label, { exact: true }), keys);
    const company = `Keyboard Trading ${run}`;
    await typeInto(`${merchant.company} (${required})`, company);
    await typeInto(`${merchant.contactName} (${required})`, 'Omar Haddad');
    await typeInto(`${merchant.email} (${required})`, `keys-${run}@gulf-trading.example`);
    await typeInto(merchant.dialCode!, '+971');
    await typeInto(`${merchant.phone} (${required})`, '50 123 4567');
    await typeInto(`${merchant.country} (${required})`, 'United Arab');
    await typeInto(`${merchant.message} (${required})`, 'We distribute electrical accessories across the UAE.');
    await tabUntil(page, form.getByLabel(merchant.consent!));
    await page.keyboard.press('Space');
    await tabUntil(page, form.getByRole('button', { name: 'Send application' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('Your contact has been successfully received and will be answered in 48 hours');
    const [request] = await receivedAt('/rest/V3/merchant/joinSubmit');
    expect(JSON.parse(request!.body)).toMatchObject({ company, phone: '+971 50 123 4567', country: 'United Arab Emirates', consent: true });
  });

  test('the backend captcha is shown when the backend has one, and its answer is forwarded', async ({ page }) => {
    await fakeBackend.setCaptcha(true);
    await page.goto('/contact');
    // The form's code, and with it the captcha, comes once the visitor starts on the form.
    await fillMerchant(page, `Captcha Trading ${run}`);
    await expect(page.getByRole('img', { name: 'Security check: letters and digits to type' })).toBeVisible();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Please type the characters shown in the picture.')).toBeVisible();
    expect(await receivedAt('/rest/V3/merchant/joinSubmit')).toHaveLength(0);
    // The form kept what was typed; a fresh captcha replaced the first one.
    await expect(page.getByLabel('Company name')).toHaveValue(`Captcha Trading ${run}`);
    await expect.poll(async () => (await receivedAt('/rest/V3/customer/captcha')).length).toBeGreaterThan(1);
    await page.getByLabel('Characters in the picture').fill('X7K2');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status')).toContainText('Your contact has been successfully received and will be answered in 48 hours');
    const [request] = await receivedAt('/rest/V3/merchant/joinSubmit');
    expect(JSON.parse(request!.body)).toMatchObject({ company: `Captcha Trading ${run}`, captcha: 'X7K2', captcha_key: expect.stringMatching(/^cap-\d+$/) });
  });

  test('a double-click sends one application', async ({ page }) => {
    await page.goto('/contact');
    await fillMerchant(page, `Double Click Trading ${run}`);
    await page.getByRole('button', { name: 'Send application' }).dblclick();
    await expect(page.getByRole('status')).toContainText('Your contact has been successfully received and will be answered in 48 hours');
    await page.waitForTimeout(1_000);
    expect(await receivedAt('/rest/V3/merchant/joinSubmit')).toHaveLength(1);
  });

  test('the dial codes come from GET /rest/V3/countries, sorted by number, once the visitor starts on the form', async ({ page }) => {
    await page.goto('/contact');
    const dial = page.getByLabel('Dial code');
    // Until then, the list shipped with the site.
    await expect.poll(() => dial.locator('option').count()).toBeGreaterThan(200);
    await page.getByRole('textbox', { name: /Company/ }).focus();
    await expect(dial.locator('option')).toHaveCount(3);
    await expect(dial.locator('option')).toHaveText([`${ltrText('+1')} United States`, `${ltrText('+49')} Germany`, `${ltrText('+971')} United Arab Emirates`]);
  });

  test('countries read in the page language, and the backend still gets their English names', async ({ page }) => {
    const german = formsMessages('de-DE');
    await page.goto('/de-DE/contact');
    const form = page.locator('main form');
    const dial = form.getByLabel(german.merchant.dialCode!);
    const country = form.getByLabel(`${german.merchant.country} (${german.required})`, { exact: true });
    await expect(dial.locator('option[value="+49"]')).toHaveText(`${ltrText('+49')} Deutschland`);
    await expect(country.locator('option[value="Germany"]')).toHaveText('Deutschland');
    // Sorted the German way: Österreich comes with the O's, before Pakistan.
    const names = await country.locator('option:not([value=""])').allTextContents();
    expect(names.indexOf('Österreich')).toBeGreaterThan(names.indexOf('Oman'));
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Pakistan'));
    // The backend's list, once the visitor starts on the form, is named in German too.
    await form.getByLabel(german.merchant.company!).focus();
    await expect(dial.locator('option')).toHaveText([`${ltrText('+1')} Vereinigte Staaten`, `${ltrText('+49')} Deutschland`, `${ltrText('+971')} Vereinigte Arabische Emirate`]);
    await fillMerchant(page, `Deutsche Elektro ${run}`, german);
    await country.selectOption({ label: 'Deutschland' });
    await form.locator('button[type=submit]').click();
    await expect(page.getByRole('status')).toContainText(german.merchant.success!);
    const [request] = await receivedAt('/rest/V3/merchant/joinSubmit');
    expect(JSON.parse(request!.body)).toMatchObject({ country: 'Germany' });
  });

  test('a submission made while the backend is down arrives once it is back', async ({ page }) => {
    await fakeBackend.setMode('unreachable');
    await page.goto('/ar-SA/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await fillMerchant(page, `Offline Trading ${run}`, arabicForms);
    await page.locator('main form button[type=submit]').click();
    // Stored safely: the visitor is told it was received.
    await expect(page.getByRole('status')).toContainText(arabicForms.merchant.success!);
    await fakeBackend.setMode('5xx');
    await expect.poll(async () => (await receivedAt('/rest/V3/merchant/joinSubmit')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await fakeBackend.setMode('ok');
    await expect
      .poll(async () => (await fakeBackend.received()).filter((r) => r.path === '/rest/V3/merchant/joinSubmit').length, { timeout: 20_000 })
      .toBeGreaterThan(1);
    const attempts = await receivedAt('/rest/V3/merchant/joinSubmit');
    expect(new Set(attempts.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect(attempts.every((r) => r.headers['accept-language'] === 'ar-SA')).toBe(true);
    expect(JSON.parse(attempts.at(-1)!.body)).toMatchObject({ company: `Offline Trading ${run}` });
    // Delivered: no more attempts after the 2xx.
    const count = attempts.length;
    await page.waitForTimeout(1_500);
    expect(await receivedAt('/rest/V3/merchant/joinSubmit')).toHaveLength(count);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } });

  test('the merchant form still submits and shows the confirmation, in a page under a nonce policy', async ({ page }) => {
    await page.goto('/contact');
    await fillMerchant(page, `No Script Trading ${run}`);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/contact');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Your contact has been successfully received and will be answered in 48 hours')).toBeVisible();
    // The result is a page rendered for this post: it carries a policy with a fresh nonce.
    const policy = (await answer).headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    const [request] = await receivedAt('/rest/V3/merchant/joinSubmit');
    expect(JSON.parse(request!.body)).toMatchObject({ company: `No Script Trading ${run}` });
  });

  test('overlong and malformed fields come back with their messages and the typed values', async ({ page }) => {
    await page.goto('/contact');
    await fillMerchant(page, 'x'.repeat(300));
    await page.getByLabel('Email (required)', { exact: true }).fill('omar@@example');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
    await expect(page.getByText('Please use at most 120 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Contact name')).toHaveValue('Omar Haddad');
    await expect(page.getByLabel('I agree to be contacted')).toBeChecked();
    expect(await receivedAt('/rest/V3/merchant/joinSubmit')).toHaveLength(0);
  });

  test('the subscribe form shows the server messages', async ({ page }) => {
    await page.goto('/story');
    const footer = page.locator('footer');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('footer').getByText('Please Enter Your Email')).toBeVisible();
    expect(await receivedAt('/rest/V3/newsietter/save')).toHaveLength(0);
    await page.locator('footer input[name=email]').fill(`noscript-${run}@example.com`);
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('footer').getByText('success!')).toBeVisible();
    expect(await receivedAt('/rest/V3/newsietter/save')).toHaveLength(1);
  });
});

test.describe('when the server cannot answer', () => {
  test.use({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } });

  test('the form says so in the page’s language and keeps everything typed', async ({ page }) => {
    await page.goto('/de-DE/contact');
    const germanForms = formsMessages('de-DE');
    await fillMerchant(page, `Verloren GmbH ${run}`, germanForms);
    // The action's request fails as a dropped connection or a crashed server would make it fail.
    await page.route('**/de-DE/contact', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue()));
    await page.getByRole('button', { name: germanForms.merchant.submit! }).click();
    await expect(page.getByRole('status')).toHaveText(germanForms.errors.unavailable!);
    const form = page.locator('main form');
    await expect(form.getByLabel(germanForms.merchant.company!)).toHaveValue(`Verloren GmbH ${run}`);
    await expect(form.getByLabel(germanForms.merchant.contactName!)).toHaveValue('Omar Haddad');
    await expect(form.getByLabel(`${germanForms.merchant.message} (${germanForms.required})`, { exact: true })).toHaveValue('We distribute electrical accessories to 120 shops across the UAE.');
    expect(await receivedAt('/rest/V3/merchant/joinSubmit')).toHaveLength(0);
  });
});

test.describe('support feedback', () => {
  test.use({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } });

  test('visitors are asked to register first, with links to register and log in', async ({ page }) => {
    await page.goto('/support/feedback');
    for (const label of ['Subject', 'Purchasing channels', 'Order Number', 'Product Number', 'Product Name', 'Problem Description', 'Add Attachments']) {
      await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
    const notice = page.getByTestId('register-first');
    await expect(notice).toContainText('Please register first!');
    await expect(notice.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?next=%2Fsupport%2Ffeedback');
    await expect(notice.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fsupport%2Ffeedback');
  });

  test('pictures are previewed and counted, more than three are refused; a visitor cannot submit but keeps them; Reset empties them', async ({ page }) => {
    await page.goto('/support/feedback');
    const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    const input = page.getByLabel('Add Attachments');
    const pictureCount = () => input.evaluate((element: HTMLInputElement) => element.files?.length);
    await input.setInputFiles([picture('switch.png')]);
    await expect(page.getByRole('img', { name: 'Preview of switch.png' })).toBeVisible();
    await expect(page.getByText('1 picture chosen')).toBeVisible();
    await input.setInputFiles(['a', 'b', 'c', 'd'].map((n) => picture(`${n}.png`)));
    await expect(page.getByText('Please choose at most 3 pictures.')).toBeVisible();
    await input.setInputFiles([picture('switch.png')]);

    await page.getByLabel('Contact email').fill(`owner-${run}@example.com`);
    await page.getByLabel('Subject').fill('Touch switch does not respond');
    await page.getByLabel('Purchasing channels').selectOption('distributor');
    await page.getByLabel('Problem Description').fill('The second gang stopped responding after a firmware update.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText('Please register first!');
    expect(await fakeBackend.received()).toEqual(expect.not.arrayContaining([expect.objectContaining({ path: '/rest/V3/feedback/submit' })]));

    // React empties the form after the action; the picture is put back, so the next try still sends it.
    await expect.poll(pictureCount).toBe(1);
    await expect(page.getByText('1 picture chosen')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of switch.png' })).toBeVisible();
    // The Reset button empties it.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.locator('#feedback-attachments-chosen').getByText('No picture chosen')).toBeVisible();
    expect(await pictureCount()).toBe(0);
    await expect(page.getByRole('img', { name: 'Preview of switch.png' })).toHaveCount(0);
  });
});

test.describe('privacy notices', () => {
  type Notices = Record<'subscribe' | 'merchant' | 'feedback' | 'register', string>;
  const messagesOf = (locale: Locale) => ({
    notices: (JSON.parse(readFileSync(`messages/${locale}/legal.json`, 'utf8')) as { formNotice: Notices }).formNotice,
    policy: (JSON.parse(readFileSync(`messages/${locale}/common.json`, 'utf8')) as { footer: { privacy: string } }).footer.privacy,
  });
  const withoutTags = (text: string) => text.replace(/<\/?privacy>/g, '');

  for (const [locale, shell] of [['en-US', 'desktop'], ['de-DE', 'mobile']] as const) {
    test(`${locale} ${shell}: each form says what its data is for, with a link to the privacy policy of the same language and shell`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, userAgent: shell === 'mobile' ? IPHONE_UA : DESKTOP_UA });
      const page = await context.newPage();
      const { notices, policy } = messagesOf(locale);
      const expectNotice = async (form: Locator, text: string) => {
        const notice = form.locator('p', { hasText: withoutTags(text) });
        await expect(notice).toBeVisible();
        await expect(notice.getByRole('link', { name: policy })).toHaveAttribute('href', pageHref(locale, shell, '/privacy'));
      };
      for (const [path, form] of [['/contact', 'merchant'], ['/support/feedback', 'feedback'], ['/register', 'register']] as const) {
        await page.goto(publicPath(locale, shell, path));
        await expectNotice(page.getByRole('main').locator('form'), notices[form]);
      }
      // The newsletter field of the footer, on every page.
      await expectNotice(page.getByRole('contentinfo').locator('form'), notices.subscribe);
      await context.close();
    });
  }
});
