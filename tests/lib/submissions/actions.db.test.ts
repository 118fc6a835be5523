/** @jest-environment node */
import http from 'node:http';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { feedback, feedbackAttachments, merchantApplications, outbox, subscriptions } from '@/lib/db/schema';
import { IDLE, type FormResult } from '@/lib/forms/result';
import { CAPTCHA_FIELD, CAPTCHA_KEY_FIELD, FEEDBACK_FIELDS, HONEYPOT_FIELD, LIMITS, MERCHANT_FIELDS, STARTED_FIELD } from '@/lib/forms/fields';
import { withTestDatabase } from '@/tests/support/testDatabase';
import { serveDuringSuite } from '@/tests/support/loopbackServer';

/**
 * The server actions end to end below the browser: guard, validation, database and
 * forward, with the request headers, the session and the database swapped for test ones.
 */
let requestHeaders = new Headers();
let currentUser: { id: string; email: string } | null = null;
const database = withTestDatabase();

jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
jest.mock('@/lib/auth/session', () => ({ getCurrentUser: async () => currentUser }));
jest.mock('@/lib/db/client', () => ({ ...jest.requireActual('@/lib/db/client'), getDatabase: async () => database() }));

// Imported after the mocks are in place.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { captchaAction, feedbackAction, merchantAction, subscribeAction } = require('@/lib/submissions/actions') as typeof import('@/lib/submissions/actions');

jest.setTimeout(60_000);

/** A /rest/V3 stand-in answering with `answer` and recording what it received. */
let answer: { status: number; body: unknown } = { status: 200, body: { status: 'ok' } };
const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const backend = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
});

let client = 0;
const backendOrigin = serveDuringSuite(backend);
afterAll(() => {
  delete process.env.BACKEND_URL;
});
beforeEach(async () => {
  received.length = 0;
  answer = { status: 200, body: { status: 'ok' } };
  delete process.env.BACKEND_URL;
  client += 1;
  requestHeaders = new Headers({ origin: 'https://www.aurex-smart.com', host: 'www.aurex-smart.com', 'x-forwarded-for': `192.0.2.${client}` });
  currentUser = null;
});

const useBackend = () => {
  process.env.BACKEND_URL = backendOrigin();
};

function form(fields: Record<string, string>, files: File[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append('attachments', file);
  return data;
}

const png = async () => new File([new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3300' } }).png().toBuffer())], 'socket.png', { type: 'image/png' });

describe('subscribeAction', () => {
  test('an empty address is refused with the SPEC message and nothing is stored', async () => {
    expect(await subscribeAction(IDLE, form({ email: '   ', locale: 'en-US' }))).toMatchObject({ status: 'error', message: 'errors.emailRequired' });
    expect(await database().db.select().from(subscriptions)).toHaveLength(0);
  });

  test('without a backend the database is the inbox; subscribing twice is a success and one row', async () => {
    expect(await subscribeAction(IDLE, form({ email: 'Ada@Example.com', locale: 'de-DE' }))).toEqual({ status: 'success', message: 'subscribe.success' });
    expect(await subscribeAction(IDLE, form({ email: 'ada@example.com', locale: 'de-DE' }))).toEqual({ status: 'success', message: 'subscribe.success' });
    expect(await database().db.select({ email: subscriptions.email, locale: subscriptions.locale }).from(subscriptions)).toEqual([{ email: 'ada@example.com', locale: 'de-DE' }]);
    expect(await database().db.select().from(outbox)).toHaveLength(0);
  });

  test('with a backend the address is forwarded at once, in the page locale, and marked delivered', async () => {
    useBackend();
    expect(await subscribeAction(IDLE, form({ email: 'grace@example.com', locale: 'ar-SA' }))).toMatchObject({ status: 'success' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ path: '/rest/V3/newsietter/save', headers: expect.objectContaining({ 'accept-language': 'ar-SA' }) });
    expect(JSON.parse(received[0]!.body)).toEqual({ email: 'grace@example.com', is_subscribed: true });
    const [entry] = await database().db.select().from(outbox);
    expect(entry).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(received[0]!.headers['idempotency-key']).toBe(entry!.idempotencyKey);
  });

  test('a rejection (errorStatusCode) is shown and not retried; a 5xx is kept for the worker and the visitor told it was received', async () => {
    useBackend();
    answer = { status: 200, body: { errorStatusCode: 4001, message: 'Blocked domain' } };
    expect(await subscribeAction(IDLE, form({ email: 'no@blocked.example', locale: 'en-US' }))).toMatchObject({ status: 'error', message: 'errors.rejected', detail: 'Blocked domain' });
    answer = { status: 503, body: { message: 'maintenance' } };
    expect(await subscribeAction(IDLE, form({ email: 'later@example.com', locale: 'en-US' }))).toMatchObject({ status: 'success' });
    const states = await database().db.select({ state: outbox.state, email: subscriptions.email }).from(outbox).innerJoin(subscriptions, eq(subscriptions.id, outbox.subscriptionId)).orderBy(outbox.id);
    expect(states).toEqual([
      { state: 'rejected', email: 'no@blocked.example' },
      { state: 'pending', email: 'later@example.com' },
    ]);
  });

  test('cross-site posts and filled honeypots are refused before anything is stored', async () => {
    requestHeaders.set('origin', 'https://evil.example');
    expect(await subscribeAction(IDLE, form({ email: 'x@example.com' }))).toMatchObject({ message: 'errors.crossSite' });
    requestHeaders.set('origin', 'https://www.aurex-smart.com');
    expect(await subscribeAction(IDLE, form({ email: 'x@example.com', [HONEYPOT_FIELD]: 'buy now' }))).toMatchObject({ message: 'errors.spam' });
    expect(await database().db.select().from(subscriptions)).toHaveLength(0);
  });
});

describe('limits count the client by the address the proxy wrote', () => {
  test('rotating forged leading X-Forwarded-For entries does not get past the form limit', async () => {
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      requestHeaders.set('x-forwarded-for', `10.9.${i}.1, 203.0.113.77`);
      answers.push((await subscribeAction(IDLE, form({ email: `rotate${i}@example.com`, locale: 'en-US' }))).status);
    }
    expect(answers.filter((status) => status === 'success')).toHaveLength(8);
    expect(await subscribeAction(IDLE, form({ email: 'x@example.com' }))).toMatchObject({ message: 'errors.rateLimited' });
    // Another client, whatever it claims to the left, is not held back.
    requestHeaders.set('x-forwarded-for', '203.0.113.77, 203.0.113.78');
    expect((await subscribeAction(IDLE, form({ email: 'other@example.com', locale: 'en-US' }))).status).toBe('success');
  });

  test('the captcha picture, a backend request each, is limited per client too', async () => {
    useBackend();
    answer = { status: 200, body: { key: 'k', image: 'data:image/png;base64,iVBORw0KGgo=' } };
    requestHeaders.set('x-forwarded-for', '203.0.113.90');
    const pictures = [];
    for (let i = 0; i < 14; i += 1) pictures.push(await captchaAction('merchant', 'en-US'));
    expect(pictures.filter(Boolean)).toHaveLength(12);
    expect(received.filter((request) => request.path.startsWith('/rest/V3/customer/captcha'))).toHaveLength(12);
  });
});

describe('merchantAction', () => {
  const application = {
    company: '<img src=x onerror=alert(1)> Trading',
    contactName: 'Omar Haddad',
    email: 'omar@gulf-trading.example',
    dialCode: '+971',
    phone: '50 123 4567',
    country: 'United Arab Emirates',
    businessType: 'distributor',
    website: '',
    message: 'We supply 120 electrical shops across the Emirates.',
    consent: 'on',
    locale: 'en-US',
  };

  test('field errors come back with the typed values, for the form to show again', async () => {
    const result = await merchantAction(IDLE, form({ ...application, company: 'x'.repeat(500), consent: '' }));
    expect(result).toMatchObject({ status: 'error', message: 'errors.checkFields', fieldErrors: { company: 'tooLong', consent: 'consentRequired' }, values: { contactName: 'Omar Haddad' } });
  });

  test('a refused post echoes each field at most to its limit: a 19 MB message is not sent back whole', async () => {
    const result = await merchantAction(IDLE, form({ ...application, message: 'x'.repeat(19 * 1024 * 1024), country: 'y'.repeat(100_000) }));
    expect(result).toMatchObject({ status: 'error', fieldErrors: { message: 'tooLong', country: 'tooLong' } });
    expect(result.status === 'error' && [result.values?.message?.length, result.values?.country?.length]).toEqual([LIMITS.message, LIMITS.country]);
  });

  test('a shown captcha must be answered, and the answer travels to the backend with its key', async () => {
    useBackend();
    expect(await merchantAction(IDLE, form({ ...application, [CAPTCHA_KEY_FIELD]: 'k9' }))).toMatchObject({ fieldErrors: { captcha: 'captchaRequired' } });
    expect(await merchantAction(IDLE, form({ ...application, [CAPTCHA_KEY_FIELD]: 'k9', [CAPTCHA_FIELD]: 'Q7X' }))).toEqual({ status: 'success', message: 'merchant.success', reference: expect.stringMatching(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/) });
    expect(JSON.parse(received[0]!.body)).toMatchObject({ company: application.company, phone: '+971 50 123 4567', captcha_key: 'k9', captcha: 'Q7X' });
  });
});

describe('feedbackAction', () => {
  const question = {
    email: 'lena@example.com',
    subject: 'Second gang does not switch',
    purchasingChannel: 'distributor',
    orderNumber: 'SO-2025-1187',
    productNumber: 'AX-EU-2G-BK',
    productName: 'Glass touch switch, 2 gang',
    description: 'Since the last firmware update the second gang ignores touches.',
    locale: 'en-US',
  };

  test('a visitor (nobody signed in) is asked to register first and nothing is stored', async () => {
    expect(await feedbackAction(IDLE, form(question))).toMatchObject({ status: 'error', message: 'feedback.registerFirst' });
    expect(await database().db.select().from(feedback)).toHaveLength(0);
  });

  test('a signed-in customer’s question and pictures are stored; a disguised file is refused', async () => {
    currentUser = { id: 'user-42', email: 'lena@example.com' };
    const disguised = new File(['<?php system($_GET["c"]); ?>'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await feedbackAction(IDLE, form(question, [await png(), disguised]))).toMatchObject({ status: 'error', message: 'feedback.failed', fieldErrors: { attachments: 'fileType' } });
    expect(await database().db.select().from(feedback)).toHaveLength(0);

    expect(await feedbackAction(IDLE, form(question, [await png()]))).toEqual({ status: 'success', message: 'feedback.success', reference: expect.stringMatching(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/) });
    const [row] = await database().db.select().from(feedback);
    expect(row).toMatchObject({ userId: 'user-42', subject: question.subject, purchasingChannel: 'distributor' });
    const pictures = await database().db.select().from(feedbackAttachments).where(eq(feedbackAttachments.feedbackId, row!.id));
    expect(pictures).toEqual([expect.objectContaining({ fileName: 'socket.webp', mimeType: 'image/webp', width: 64, height: 48 })]);
  });

  test('a warranty claim needs its purchase date and one picture of the receipt, stored as its proof; other cases drop a proof', async () => {
    currentUser = { id: 'user-42', email: 'lena@example.com' };
    const claim = { ...question, caseKind: 'warranty', purchaseDate: '2026-03-01' };
    const withProof = (fields: Record<string, string>, proofs: File[]) => {
      const data = form(fields);
      for (const proof of proofs) data.append('proof', proof);
      return data;
    };
    expect(await feedbackAction(IDLE, withProof({ ...claim, purchaseDate: '' }, [await png()]))).toMatchObject({ status: 'error', fieldErrors: { purchaseDate: 'purchaseDateRequired' } });
    expect(await feedbackAction(IDLE, withProof(claim, []))).toMatchObject({ status: 'error', fieldErrors: { proof: 'proofRequired' } });
    expect(await feedbackAction(IDLE, withProof(claim, [await png(), await png()]))).toMatchObject({ status: 'error', fieldErrors: { proof: 'tooManyFiles' } });
    expect(await database().db.select().from(feedback)).toHaveLength(0);

    expect(await feedbackAction(IDLE, withProof(claim, [await png()]))).toMatchObject({ status: 'success' });
    expect(await feedbackAction(IDLE, withProof({ ...question, caseKind: 'fault' }, [await png()]))).toMatchObject({ status: 'success' });
    const rows = await database().db.select().from(feedback).orderBy(feedback.id);
    expect(rows.map((row) => [row.caseKind, row.purchaseDate])).toEqual([['warranty', '2026-03-01'], ['fault', '']]);
    const files = await database().db.select().from(feedbackAttachments).orderBy(feedbackAttachments.id);
    expect(files.map((file) => [file.feedbackId, file.purpose])).toEqual([[rows[0]!.id, 'proof']]);
  });

  test('with a backend the question and its pictures are sent as multipart', async () => {
    useBackend();
    currentUser = { id: 'user-42', email: 'lena@example.com' };
    expect(await feedbackAction(IDLE, form(question, [await png()]))).toMatchObject({ status: 'success' });
    // Before it, the site asked whether the backend draws a captcha for the form (it does not).
    const sent = received.find((request) => request.path === '/rest/V3/feedback/submit')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('Second gang does not switch');
    expect(sent.body).toContain('filename="socket.webp"');
  });
});

describe('every action, whatever is posted (property-based)', () => {
  const formsMessages = JSON.parse(readFileSync('messages/en-US/forms.json', 'utf8')) as Record<string, unknown>;
  /** Keys resolve the way the forms resolve them (useMessage): a bare key lives under `errors`. */
  const hasMessage = (key: string) =>
    typeof (key.includes('.') ? key : `errors.${key}`).split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], formsMessages) === 'string';

  const oddText = fc.oneof(
    fc.constantFrom('', ' ', '\u0000', '\ud800', '\u202e', '=HYPERLINK("x")', '<script>alert(1)</script>', 'on', 'true', '+971', 'distributor', 'officialStore', 'en-US', 'ar-SA', '__proto__'),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.emailAddress(),
    fc.integer({ min: 100, max: 6000 }).map((length) => 'x'.repeat(length)),
  );
  const oddFile = fc.uint8Array({ maxLength: 256 }).map((bytes) => new File([bytes], 'upload.jpg', { type: 'image/jpeg' }));
  const FIELD_NAMES = [
    ...new Set([...MERCHANT_FIELDS, ...FEEDBACK_FIELDS, 'consent', 'locale', HONEYPOT_FIELD, STARTED_FIELD, CAPTCHA_FIELD, CAPTCHA_KEY_FIELD, 'attachments', '__proto__', 'constructor']),
  ];
  /** A complete, valid application and question, that the generated fields then spoil (or not). */
  const VALID: Record<string, string> = {
    company: 'Nordlicht Elektro GmbH', contactName: 'Kim Berg', email: 'kim@example.com', dialCode: '+49', phone: '30 1234 5678',
    country: 'Germany', businessType: 'installer', message: 'We fit 400 homes a year in Berlin.', consent: 'on',
    subject: 'Dimmer hums', purchasingChannel: 'installer', description: 'The dimmer hums at low brightness.', locale: 'de-DE',
  };
  /** Nothing or the valid fields, then any of the known fields sent one or two times, as text or as a file. */
  const postedForm = fc
    .tuple(
      fc.boolean(),
      fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.array(fc.oneof({ weight: 6, arbitrary: oddText }, { weight: 1, arbitrary: oddFile }), { minLength: 1, maxLength: 2 }), { maxKeys: 4 }),
    )
    .map(([startValid, spoilt]) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(startValid ? VALID : {})) if (!(name in spoilt)) data.append(name, value);
      for (const [name, values] of Object.entries(spoilt)) for (const value of values) data.append(name, value);
      // A counterexample prints its fields rather than [object FormData].
      return Object.assign(data, { [fc.toStringMethod]: () => fc.stringify([...data.entries()]) });
    });
  const postedHeaders = fc.record({
    origin: fc.constantFrom('https://www.aurex-smart.com', 'https://www.aurex-smart.com', 'https://evil.example', 'null', '%%%', ''),
    forwardedFor: fc.oneof(fc.ipV4(), fc.string({ maxLength: 60 })),
  });

  const firstText = (data: FormData, field: string) => {
    const value = data.get(field);
    return typeof value === 'string' ? value : '';
  };
  const rowsIn = async (table: typeof subscriptions | typeof merchantApplications | typeof feedback) =>
    (await database().db.select({ rows: count() }).from(table))[0]!.rows;

  function expectWellFormed(result: FormResult, data: FormData, echoedFields: readonly string[]) {
    expect(['success', 'error']).toContain(result.status);
    if (result.status === 'idle') return;
    expect(hasMessage(result.message)).toBe(true);
    if (result.status === 'success') return;
    for (const key of Object.values(result.fieldErrors ?? {})) expect(hasMessage(key)).toBe(true);
    // What was typed comes back as typed, so the form never loses it, up to the field's own limit.
    const limitOf = (field: string) => (LIMITS as Record<string, number>)[field] ?? 200;
    for (const field of result.values ? echoedFields : []) expect(result.values![field]).toBe(firstText(data, field).slice(0, limitOf(field)));
  }

  const cases = [
    { name: 'subscribeAction', action: subscribeAction, table: subscriptions, echoed: [] as readonly string[] },
    { name: 'merchantAction', action: merchantAction, table: merchantApplications, echoed: MERCHANT_FIELDS },
    { name: 'feedbackAction', action: feedbackAction, table: feedback, echoed: FEEDBACK_FIELDS },
  ];

  test.each(cases)('$name answers a known message, keeps what was typed, and stores only what it accepts', async ({ action, table, echoed }) => {
    // Malformed addresses all count as one client: the rate limit (tested on its own) would
    // soon answer every case alike.
    process.env.FORM_RATE_LIMIT = '0';
    const outcomes = { success: 0, error: 0 };
    await fc.assert(
      fc.asyncProperty(postedForm, postedHeaders, fc.boolean(), async (data, { origin, forwardedFor }, signedIn) => {
        requestHeaders = new Headers({ host: 'www.aurex-smart.com', ...(origin ? { origin } : {}) });
        requestHeaders.set('x-forwarded-for', encodeURIComponent(forwardedFor));
        currentUser = signedIn ? { id: 'user-7', email: 'kim@example.com' } : null;
        const before = await rowsIn(table);
        const storeFailed = jest.spyOn(console, 'error').mockImplementation(() => {});
        const result = await action(IDLE, data);
        // Whatever passes the checks is stored: a failing insert would lose the submission.
        expect(storeFailed).not.toHaveBeenCalled();
        storeFailed.mockRestore();
        expectWellFormed(result, data, echoed);
        if (result.status !== 'idle') outcomes[result.status] += 1;
        const after = await rowsIn(table);
        if (result.status === 'error') expect(after).toBe(before);
        // A repeated subscription is a success without a second row.
        else if (table === subscriptions) expect(after - before).toBeLessThanOrEqual(1);
        else expect(after).toBe(before + 1);
      }),
      { numRuns: 150, seed: 20261123 },
    );
    delete process.env.FORM_RATE_LIMIT;
    // Both ways through the action were taken.
    expect(outcomes.success).toBeGreaterThan(5);
    expect(outcomes.error).toBeGreaterThan(5);
  });

  test('a valid submission among arbitrary extra fields is accepted and stored as validated', async () => {
    const extras = fc.dictionary(fc.string({ maxLength: 12 }).filter((name) => !FIELD_NAMES.includes(name)), oddText, { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(extras, fc.emailAddress().filter((email) => email.length <= LIMITS.email), async (extra, email) => {
        client += 1;
        requestHeaders.set('x-forwarded-for', `198.51.100.${client % 250}`);
        const data = form({ ...extra, email, locale: 'fr-FR' });
        expect(await subscribeAction(IDLE, data)).toEqual({ status: 'success', message: 'subscribe.success' });
        const stored = await database().db.select({ locale: subscriptions.locale }).from(subscriptions).where(eq(subscriptions.email, email.toLowerCase()));
        expect(stored).toEqual([{ locale: 'fr-FR' }]);
      }),
      { numRuns: 60, seed: 20261123 },
    );
  });
});

describe('a captcha the backend draws', () => {
  test('is required: a post that leaves its key out is refused, on whichever instance it arrives', async () => {
    useBackend();
    answer = { status: 200, body: { key: 'k1', image: 'data:image/png;base64,iVBORw0KGgo=' } };
    const merchant = { company: 'Gulf Trading', contactName: 'Omar Haddad', email: 'omar@gulf-trading.example', dialCode: '+971', phone: '50 123 4567', country: 'United Arab Emirates', businessType: 'distributor', website: '', message: 'We supply 120 electrical shops across the Emirates.', consent: 'on', locale: 'en-US' };
    expect(await merchantAction(IDLE, form(merchant))).toMatchObject({ status: 'error', fieldErrors: { captcha: 'captchaRequired' } });
    expect(received.filter((request) => request.path.startsWith('/rest/V3/customer/captcha'))).toHaveLength(1);
    // A backend that stops drawing captchas is asked again: the visitor, who sees none, is not held up.
    answer = { status: 200, body: { status: 'ok' } };
    expect(await merchantAction(IDLE, form(merchant))).toMatchObject({ status: 'success' });
    // That it draws none is remembered: the next post does not ask again.
    const asked = received.filter((request) => request.path.startsWith('/rest/V3/customer/captcha')).length;
    await merchantAction(IDLE, form(merchant));
    expect(received.filter((request) => request.path.startsWith('/rest/V3/customer/captcha'))).toHaveLength(asked);
  });

  test('a backend that does not answer is asked again at the next post, not trusted to draw none', async () => {
    useBackend();
    const { backendDemandsCaptcha } = jest.requireActual('@/lib/submissions/captchaDemand') as typeof import('@/lib/submissions/captchaDemand');
    answer = { status: 503, body: {} };
    expect(await backendDemandsCaptcha('outage_probe', 'en-US')).toBe(false);
    answer = { status: 200, body: { key: 'k2', image: 'data:image/png;base64,iVBORw0KGgo=' } };
    expect(await backendDemandsCaptcha('outage_probe', 'en-US')).toBe(true);
    expect(received.filter((request) => request.path.startsWith('/rest/V3/customer/captcha'))).toHaveLength(2);
  });
});
