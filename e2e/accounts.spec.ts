import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD_FOR_TESTS } from '../playwright.config';
import { DESKTOP_UA, IPHONE, IPHONE_UA, ONE_PIXEL_PNG, expectNoConsoleErrors, newClientIp, tabAndType, tabUntil, untilPageSettled, watchErrors } from './helpers';

const run = Date.now().toString(36);
let clients = 0;

/** Each test is its own client (its own address) for the per-client limits, with its own addresses. */
async function asNewClient(page: Page) {
  clients += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientIp() });
}

const PASSWORD = 'Wall switch 2026';
const emailFor = (name: string) => `${name}-${run}-${process.pid}-${clients}@example.com`;

/** The page's own form (the footer's subscribe field is an "Email address" too). */
const main = (page: Page) => page.getByRole('main');

/**
 * Both helpers fill and send at once, as a password manager can: the account forms work only
 * through their script, and a submit made before the page is live is held until it is
 * (scripts/prerendered/chunksAfterFirstPaint.ts).
 */
async function register(page: Page, name: string, email: string, password = PASSWORD) {
  await main(page).getByLabel('Name', { exact: true }).fill(name);
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Log in' }).click();
}

async function adminSignIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin password').fill(ADMIN_PASSWORD_FOR_TESTS);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Submission inbox' })).toBeVisible();
}

test.describe('accounts (desktop)', () => {
  test.use({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } });
  test.beforeEach(async ({ page }) => asNewClient(page));

  test('register from the feedback form, submit, see it in the inbox, delete the account: feedback anonymised, login refused', async ({ page }) => {
    const errors = watchErrors(page);
    const email = emailFor('journey');
    const subject = `Dimmer flickers ${run}`;
    await page.goto('/support/feedback');
    await expect(page.getByTestId('register-first')).toContainText('Please register first!');
    await page.getByTestId('register-first').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\?next=%2Fsupport%2Ffeedback$/);
    await expect(page.getByText('At least 10 characters, with at least one letter and one number, and not one of the commonest passwords.')).toBeVisible();

    // The policy is checked in the browser with the server's messages.
    await register(page, 'Journey Tester', email, 'short1');
    await expect(page.getByText('The password must have between 10 and 128 characters.')).toBeVisible();
    await register(page, 'Journey Tester', email, 'onlyletters');
    await expect(page.getByText('The password must contain at least one letter and one number.')).toBeVisible();
    await register(page, 'Journey Tester', email);

    // Back at the form, signed in, with the email prefilled.
    await expect(page).toHaveURL(/\/support\/feedback$/);
    await expect(page.getByTestId('register-first')).toHaveCount(0);
    await expect(page.getByLabel('Contact email')).toHaveValue(email);
    // A warranty claim: the purchase date and a picture of the receipt go with it.
    await page.getByLabel('What is it about?').selectOption('warranty');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Purchasing channels').selectOption('installer');
    await page.getByLabel('Purchase date').fill('2026-03-01');
    await page.getByLabel('Problem Description').fill('The dimmer flickers at low brightness with LED bulbs.');
    await page.getByLabel('Add Attachments').setInputFiles([{ name: 'dimmer.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }]);
    await page.getByLabel('Proof of purchase').setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Submit successful!')).toBeVisible();
    const reference = /([2-9A-Z]{4}-[2-9A-Z]{4})/.exec((await page.getByText('Submit successful!').textContent()) ?? '')![1]!;

    // A partner application, sent signed in, with the listing asked for.
    await page.goto('/contact');
    const application = page.locator('main form');
    await application.getByLabel('Company name').fill(`Journey Partners ${run}`);
    await application.getByLabel('Contact name').fill('Journey Tester');
    await application.getByLabel('Email (required)', { exact: true }).fill(email);
    await application.getByLabel('Dial code').selectOption('+49');
    await application.getByLabel('Phone number').fill('30 1234 5678');
    await application.getByLabel('Country or region').selectOption('Germany');
    await application.getByLabel('Message (required)', { exact: true }).fill('We install smart switches in Berlin flats.');
    await application.getByLabel('List my company on Where to buy once my application is approved').check();
    await application.getByLabel('I agree to be contacted by AUREX about this application.').check();
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Send application' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Your reference:' });
    await expect(sent).toBeVisible();
    const applicationReference = /([2-9A-Z]{4}-[2-9A-Z]{4})/.exec((await sent.textContent()) ?? '')![1]!;

    // The account lists both, by the references the success messages gave.
    await page.goto('/account');
    await expect(page.locator(`[data-reference="${reference}"]`)).toContainText('Warranty claim');
    await expect(page.locator(`[data-reference="${applicationReference}"]`)).toContainText('Partner application');

    // The company sees it, with its sender and its picture, under the same reference.
    await adminSignIn(page);
    await page.goto('/admin?kind=feedback');
    const row = page.locator('tr', { hasText: subject });
    await expect(row).toContainText(email);
    await expect(row).toContainText(reference);
    await expect(row.locator('[data-state]')).toHaveAttribute('data-state', /^(delivered|pending|rejected|local)$/);
    // Pictures are stored re-encoded as WebP (metadata dropped), under their own name.
    const picture = row.getByRole('link', { name: 'dimmer.webp' });
    const file = await page.request.get((await picture.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/webp');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect(file.headers()['content-disposition']).toMatch(/^inline; filename=/);
    expect(file.headers()['content-security-policy']).toMatch(/; sandbox$/);
    await expect(row).toContainText('Warranty claim');
    await expect(row).toContainText('2026-03-01');
    await expect(row.getByRole('link', { name: 'Proof of purchase: receipt.webp' })).toBeVisible();

    // The company answers the claim in the inbox; the visitor reads the state and the answer in their account.
    const answer = `A new dimmer is on its way (${run}).`;
    await row.getByLabel('Case state').selectOption('answered');
    await row.getByLabel('Answer (the visitor reads it in their account)').fill(answer);
    await row.getByRole('button', { name: 'Save the case' }).click();
    await expect(page.locator('tr', { hasText: subject }).locator('[data-case-state]')).toHaveAttribute('data-case-state', 'answered');
    // Saved again with another state: the page shows that one too, and the answer kept.
    await page.locator('tr', { hasText: subject }).getByLabel('Case state').selectOption('closed');
    await page.locator('tr', { hasText: subject }).getByRole('button', { name: 'Save the case' }).click();
    await expect(page.locator('tr', { hasText: subject }).locator('[data-case-state]')).toHaveAttribute('data-case-state', 'closed');
    await expect(page.locator('tr', { hasText: subject }).getByLabel('Answer (the visitor reads it in their account)')).toHaveValue(answer);
    await page.goto('/account');
    const followed = page.locator(`[data-reference="${reference}"]`);
    await expect(followed.locator('[data-state]')).toHaveText('Closed');
    await expect(followed.locator('[data-answer]')).toContainText(answer);

    // Approved in the inbox: the applicant's account says so.
    await page.goto('/admin?kind=merchant');
    const applied = page.locator('tr', { hasText: applicationReference });
    await applied.getByRole('button', { name: 'Approve' }).click();
    await page.goto('/account');
    await expect(page.locator(`[data-reference="${applicationReference}"] [data-state]`)).toHaveText('Approved');

    // Delete the account, after confirming.
    await page.goto('/account');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    const deletion = page.locator('form', { has: page.getByRole('heading', { name: 'Delete account' }) });
    await deletion.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(deletion.getByText('Please confirm that you want to delete your account.')).toBeVisible();
    await deletion.getByLabel('I understand that my account will be deleted and cannot be restored.').check();
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page.getByTestId('account-signed-out')).toBeVisible();

    // The question is kept, without the email.
    await page.goto('/admin?kind=feedback');
    const kept = page.locator('tr', { hasText: subject });
    await expect(kept).toContainText('The dimmer flickers at low brightness with LED bulbs.');
    await expect(kept).toContainText('(account deleted)');
    await expect(kept).not.toContainText(email);

    // And the account is gone.
    await page.goto('/login');
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('status').filter({ hasText: 'The email address or password is incorrect.' })).toBeVisible();
    await expectNoConsoleErrors(errors.filter((error) => !/status of 40[01]/.test(error)));
  });

  test('a wrong password and an unknown address get the same message', async ({ page, request }) => {
    const email = emailFor('known');
    await page.goto('/register');
    await register(page, 'Known Person', email);
    await expect(page).toHaveURL(/\/account$/);
    const headers = { 'x-forwarded-for': newClientIp(), origin: new URL(page.url()).origin };
    const wrong = await request.post('/api/auth/sign-in/email', { headers, data: { email, password: 'Not the password 1' } });
    const unknown = await request.post('/api/auth/sign-in/email', { headers, data: { email: emailFor('nobody'), password: 'Not the password 1' } });
    expect(wrong.status()).toBe(unknown.status());
    expect(await wrong.json()).toEqual(await unknown.json());

    await page.context().clearCookies({ name: /session/ });
    await page.goto('/login');
    await signIn(page, email, 'Not the password 1');
    const wrongText = await page.getByRole('status').filter({ hasText: /\S/ }).textContent();
    await page.reload();
    await signIn(page, emailFor('nobody-else'), 'Not the password 1');
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(wrongText!);
    expect(wrongText).toBe('The email address or password is incorrect.');
  });

  test('the session cookie is httpOnly, SameSite=Lax and Secure in production', async ({ request, baseURL }) => {
    const response = await request.post('/api/auth/sign-up/email', {
      headers: { 'x-forwarded-for': newClientIp(), origin: baseURL! },
      data: { name: 'Cookie Check', email: emailFor('cookie'), password: PASSWORD },
    });
    expect(response.status()).toBe(200);
    const cookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.includes('session_token'))!.value;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
  });

  test('the server applies the same rules as the form, and refuses cross-site requests', async ({ request, baseURL }) => {
    const headers = { 'x-forwarded-for': newClientIp(), origin: baseURL! };
    const weak = await request.post('/api/auth/sign-up/email', { headers, data: { name: 'Weak', email: emailFor('weak'), password: 'aaaaaaaaaaaa' } });
    expect(weak.status()).toBe(400);
    expect((await weak.json()).fieldErrors).toEqual({ password: 'passwordWeak' });
    const crossSite = await request.post('/api/auth/sign-up/email', {
      headers: { ...headers, origin: 'https://evil.example' },
      data: { name: 'Evil', email: emailFor('evil'), password: PASSWORD },
    });
    expect(crossSite.status()).toBe(403);
  });

  test('sign-in and registration are rate limited per client', async ({ request, baseURL }) => {
    const ip = newClientIp();
    const headers = { 'x-forwarded-for': ip, origin: baseURL! };
    const signIns: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      signIns.push((await request.post('/api/auth/sign-in/email', { headers, data: { email: emailFor('guess'), password: `Guess number ${i}` } })).status());
    }
    expect(signIns).toEqual([401, 401, 401, 401, 401, 429]);
    // Another client is not affected.
    const other = await request.post('/api/auth/sign-in/email', { headers: { ...headers, 'x-forwarded-for': newClientIp() }, data: { email: emailFor('guess'), password: 'Guess again 1' } });
    expect(other.status()).toBe(401);

    const signUps: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      signUps.push((await request.post('/api/auth/sign-up/email', { headers, data: { name: 'Bulk', email: emailFor(`bulk${i}`), password: PASSWORD } })).status());
    }
    expect(signUps).toEqual([200, 200, 200, 429]);
  });

  test('the form shows the rate-limit message', async ({ page }) => {
    await page.goto('/login');
    for (let i = 0; i < 5; i += 1) {
      await signIn(page, emailFor('limited'), `Wrong guess ${i}a`);
      await expect(page.getByRole('status').filter({ hasText: 'The email address or password is incorrect.' })).toBeVisible();
    }
    await signIn(page, emailFor('limited'), 'Wrong guess 6a');
    await expect(page.getByRole('status').filter({ hasText: 'Too many attempts. Please wait a minute and try again.' })).toBeVisible();
  });

  // The last three resolve to //evil.example once the browser normalises them.
  for (const evil of ['//evil.example', 'https://evil.example', '/.//evil.example/x', '/%2e//evil.example/x', '/a/..//evil.example/x']) {
    test(`?next=${evil} is refused: the visitor lands on the account page`, async ({ page }) => {
      await page.goto(`/register?next=${encodeURIComponent(evil)}`);
      await register(page, 'Redirect Check', emailFor('redirect'));
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/account$/);
    });
  }

  test('the commonest passwords are refused, on the server and in the form', async ({ page, request, baseURL }) => {
    const headers = { 'x-forwarded-for': newClientIp(), origin: baseURL! };
    const common = await request.post('/api/auth/sign-up/email', { headers, data: { name: 'Common', email: emailFor('common'), password: 'password123' } });
    expect(common.status()).toBe(400);
    expect((await common.json()).fieldErrors).toEqual({ password: 'passwordCommon' });
    await page.goto('/register');
    await register(page, 'Common Choice', emailFor('common-form'), 'Password123');
    await expect(main(page).getByText('This is one of the most common passwords and easy to guess. Please choose another.')).toBeVisible();
  });

  test('a name with a NUL, a right-to-left override or a zero-width space is stored without them', async ({ request, baseURL }) => {
    const headers = { 'x-forwarded-for': newClientIp(), origin: baseURL! };
    const email = emailFor('controls');
    const created = await request.post('/api/auth/sign-up/email', { headers, data: { name: 'Evil\u0000\u202eexe.txt\u200b', email, password: PASSWORD } });
    expect(created.status()).toBe(200);
    expect(await (await request.get('/api/auth/get-session', { headers })).json()).toMatchObject({ user: { name: 'Evilexe.txt', email } });
  });

  test('an account is deleted only with its password, whatever the session', async ({ request, baseURL }) => {
    const headers = { 'x-forwarded-for': newClientIp(), origin: baseURL! };
    const email = emailFor('keep');
    expect((await request.post('/api/auth/sign-up/email', { headers, data: { name: 'Keep Me', email, password: PASSWORD } })).status()).toBe(200);
    const withoutPassword = await request.post('/api/auth/delete-user', { headers, data: {} });
    expect(withoutPassword.status()).toBe(400);
    expect((await request.get('/api/auth/get-session', { headers })).status()).toBe(200);
    expect(await (await request.get('/api/auth/get-session', { headers })).json()).toMatchObject({ user: { email } });
  });

  // That a refusal hashes the password as a registration does is tests/lib/auth/timing.test.ts's:
  // compared here, the two times said more about what else the machine was running.
  test('registration refuses a taken address, neither answer is kept by a cache, and the endpoints the site does not use are not there', async ({ request, baseURL }) => {
    const headers = { 'x-forwarded-for': newClientIp(), origin: baseURL! };
    const email = emailFor('taken');
    const register = () => request.post('/api/auth/sign-up/email', { headers: { ...headers, 'x-forwarded-for': newClientIp() }, data: { name: 'Taken', email, password: PASSWORD } });
    const [created, taken] = [await register(), await register()];
    expect([created.status(), taken.status(), created.headers()['cache-control'], taken.headers()['cache-control']]).toEqual([200, 422, 'no-store', 'no-store']);
    for (const [method, path] of [['GET', '/list-sessions'], ['GET', '/ok'], ['POST', '/request-password-reset'], ['POST', '/sign-in/social'], ['GET', '/callback/google'], ['POST', '/revoke-sessions'], ['GET', '/sign-in/email']] as const) {
      const response = await request.fetch(`/api/auth${path}`, { method, headers, data: method === 'POST' ? {} : undefined });
      expect([path, response.status(), response.headers()['cache-control']]).toEqual([path, 404, 'no-store']);
    }
  });

  test('the account endpoints read no more than 64 KiB of a body: a larger one gets 413, not memory', async ({ request, baseURL }) => {
    const huge = 'x'.repeat(2 * 1024 * 1024);
    const response = await request.post('/api/auth/sign-in/email', {
      headers: { 'x-forwarded-for': newClientIp(), origin: baseURL!, 'content-type': 'application/json' },
      data: JSON.stringify({ email: emailFor('huge'), password: huge }),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  test('settings: change name, email and password, log out, log in again', async ({ page }) => {
    const email = emailFor('settings');
    const newEmail = emailFor('settings-new');
    await page.goto('/register');
    await register(page, 'Before Name', email);
    await expect(page.getByTestId('account-settings')).toBeVisible();
    const profile = page.locator('form', { has: page.getByRole('heading', { name: 'Your details' }) });
    await profile.getByLabel('Name').fill('After Name');
    await profile.getByLabel('Email address').fill(newEmail);
    await profile.getByRole('button', { name: 'Save details' }).click();
    await expect(profile.getByText('Your details have been saved.')).toBeVisible();
    await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible();

    const password = page.locator('form', { has: page.getByRole('heading', { name: 'Change password' }) });
    await password.getByLabel('Current password').fill('Not my password 1');
    await password.getByLabel('New password').fill('New wall panel 7');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The current password is incorrect.')).toBeVisible();
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your password has been changed and your other devices have been signed out.')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('account-signed-out')).toBeVisible();
    await page.goto('/login');
    await signIn(page, newEmail, 'New wall panel 7');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Signed in as')).toContainText(newEmail);
  });
});

test.describe('accounts by keyboard alone', () => {
  test.use({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } });
  test.beforeEach(async ({ page }) => asNewClient(page));

  test('register, log out and log in again with Tab, typing and Enter only', async ({ page }) => {
    const email = emailFor('keys');
    const typeInto = (label: string, text: string) => tabAndType(page, main(page).getByLabel(label, { exact: true }), text);
    await page.goto('/register');
    await typeInto('Name', 'Key Board');
    await typeInto('Email address', email);
    await typeInto('Password', PASSWORD);
    // Enter in the last field submits the form.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Signed in as')).toContainText(email);

    await tabUntil(page, page.getByRole('button', { name: 'Log out' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('account-signed-out')).toBeVisible();

    await page.goto('/login');
    await typeInto('Email address', email);
    await typeInto('Password', PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Signed in as')).toContainText(email);
  });
  test('feedback, admin sign-in, account settings and deletion with Tab, typing, Space and Enter only', async ({ page }) => {
    const email = emailFor('keys-settings');
    const subject = `Typed by keyboard ${run}`;
    const within = (heading: string) => page.locator('form', { has: page.getByRole('heading', { name: heading }) });
    const typeInto = (field: Locator, text: string) => tabAndType(page, field, text);
    await page.goto('/register?next=%2Fsupport%2Ffeedback');
    await register(page, 'Key Settings', email);
    await expect(page).toHaveURL(/\/support\/feedback$/);

    // Feedback: typing into a select picks the option that starts so; Enter on the button sends.
    const feedback = main(page).locator('form');
    await typeInto(feedback.getByLabel('Subject'), subject);
    await typeInto(feedback.getByLabel('Purchasing channels'), 'Installer');
    await expect(feedback.getByLabel('Purchasing channels')).toHaveValue('installer');
    await typeInto(feedback.getByLabel('Problem Description'), 'Typed with the keyboard alone.');
    await tabUntil(page, feedback.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Submit successful!')).toBeVisible();

    // The company's sign-in, by keyboard too, shows it in the inbox.
    await page.goto('/admin');
    await typeInto(page.getByLabel('Admin password'), ADMIN_PASSWORD_FOR_TESTS);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Submission inbox' })).toBeVisible();
    // Its filter too: typing into the select picks the kind, Enter on the button applies it.
    await typeInto(page.getByLabel('Kind'), 'Feedback');
    await tabUntil(page, page.getByRole('button', { name: 'Filter' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\?kind=feedback/);
    await expect(page.locator('tr', { hasText: subject })).toContainText(email);

    await page.goto('/account');
    const profile = within('Your details');
    await tabUntil(page, profile.getByLabel('Name'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Keyed Name');
    await page.keyboard.press('Enter');
    await expect(profile.getByText('Your details have been saved.')).toBeVisible();
    await expect(profile.getByLabel('Name')).toHaveValue('Keyed Name');

    const password = within('Change password');
    await typeInto(password.getByLabel('Current password'), PASSWORD);
    await typeInto(password.getByLabel('New password'), 'Keyed wall panel 8');
    await page.keyboard.press('Enter');
    await expect(password.getByText('Your password has been changed and your other devices have been signed out.')).toBeVisible();

    const deletion = within('Delete account');
    await typeInto(deletion.getByLabel('Password', { exact: true }), 'Keyed wall panel 8');
    await tabUntil(page, deletion.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(deletion.getByRole('checkbox')).toBeChecked();
    await tabUntil(page, deletion.getByRole('button', { name: 'Delete my account' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  });
});

test.describe('accounts (mobile)', () => {
  test.use(IPHONE);
  test.beforeEach(async ({ page }) => asNewClient(page));

  test('the header shows the guest / signed-in state from the session', async ({ page }) => {
    const sessionChecks: string[] = [];
    page.on('request', (request) => request.url().includes('/api/auth/get-session') && sessionChecks.push(page.url()));
    await page.goto('/m/register');
    await expect(page.getByTestId('header-account')).toHaveAttribute('data-state', 'guest');
    await expect(page.getByTestId('header-account')).toHaveText('Log in');
    await untilPageSettled(page);
    // A guest's page does not ask for a session it cannot have.
    expect(sessionChecks).toEqual([]);
    await register(page, 'Mobile Person', emailFor('mobile'));
    await expect(page).toHaveURL(/\/m\/account$/);
    await expect(page.getByTestId('header-account')).toHaveAttribute('data-state', 'signed-in');
    await expect(page.getByTestId('header-account')).toHaveText('My account');
    await expect(page.getByTestId('header-account')).toHaveAttribute('href', '/m/account');
    // Signed in, other pages show it too; signed out, they stop asking.
    await page.goto('/m/story');
    await expect(page.getByTestId('header-account')).toHaveAttribute('data-state', 'signed-in');
    await page.context().clearCookies({ name: /aurex\.session_token$/ });
    await page.goto('/m/story');
    await expect(page.getByTestId('header-account')).toHaveAttribute('data-state', 'guest');
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'aurex.signed_in')).toBe(false);
  });
});

test.describe('account pages are private', () => {
  test('noindex on every account page, in both shells', async ({ request }) => {
    for (const path of ['/register', '/login', '/account', '/m/register', '/m/login', '/m/account', '/de-DE/account']) {
      const html = await (await request.get(path, { headers: { 'user-agent': path.includes('/m/') ? IPHONE_UA : DESKTOP_UA } })).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});

