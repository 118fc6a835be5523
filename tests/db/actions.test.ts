/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { feedback, feedbackAttachments, outbox, subscriptions } from '@/lib/db/schema';
import type { DatabaseHandle } from '@/lib/db/client';
import { IDLE } from '@/lib/forms/result';
import { CAPTCHA_FIELD, CAPTCHA_KEY_FIELD, HONEYPOT_FIELD } from '@/lib/forms/fields';
import { clearTables, openTestDatabase } from './testDatabase';

/**
 * The server actions end to end below the browser: guard, validation, database and
 * forward, with the request headers, the session and the database swapped for test ones.
 */
let requestHeaders = new Headers();
let currentUser: { id: string; email: string } | null = null;
let handle: DatabaseHandle;

jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
jest.mock('@/lib/auth/session', () => ({ getCurrentUser: async () => currentUser }));
jest.mock('@/lib/db/client', () => ({ ...jest.requireActual('@/lib/db/client'), getDatabase: async () => handle }));

// Imported after the mocks are in place.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { feedbackAction, merchantAction, subscribeAction } = require('@/lib/forms/actions') as typeof import('@/lib/forms/actions');

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
beforeAll(async () => {
  handle = await openTestDatabase();
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await handle.close();
  await new Promise((resolve) => backend.close(resolve));
  delete process.env.BACKEND_URL;
});
beforeEach(async () => {
  await clearTables(handle);
  received.length = 0;
  answer = { status: 200, body: { status: 'ok' } };
  delete process.env.BACKEND_URL;
  client += 1;
  requestHeaders = new Headers({ origin: 'https://www.aurex-smart.com', host: 'www.aurex-smart.com', 'x-forwarded-for': `192.0.2.${client}` });
  currentUser = null;
});

const useBackend = () => {
  process.env.BACKEND_URL = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
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
    expect(await handle.db.select().from(subscriptions)).toHaveLength(0);
  });

  test('without a backend the database is the inbox; subscribing twice is a success and one row', async () => {
    expect(await subscribeAction(IDLE, form({ email: 'Ada@Example.com', locale: 'de-DE' }))).toEqual({ status: 'success', message: 'subscribe.success' });
    expect(await subscribeAction(IDLE, form({ email: 'ada@example.com', locale: 'de-DE' }))).toEqual({ status: 'success', message: 'subscribe.success' });
    expect(await handle.db.select({ email: subscriptions.email, locale: subscriptions.locale }).from(subscriptions)).toEqual([{ email: 'ada@example.com', locale: 'de-DE' }]);
    expect(await handle.db.select().from(outbox)).toHaveLength(0);
  });

  test('with a backend the address is forwarded at once, in the page locale, and marked delivered', async () => {
    useBackend();
    expect(await subscribeAction(IDLE, form({ email: 'grace@example.com', locale: 'ar-SA' }))).toMatchObject({ status: 'success' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ path: '/rest/V3/newsietter/save', headers: expect.objectContaining({ 'accept-language': 'ar-SA' }) });
    expect(JSON.parse(received[0]!.body)).toEqual({ email: 'grace@example.com', is_subscribed: true });
    const [entry] = await handle.db.select().from(outbox);
    expect(entry).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(received[0]!.headers['idempotency-key']).toBe(entry!.idempotencyKey);
  });

  test('a rejection (errorStatusCode) is shown and not retried; a 5xx is kept for the worker and the visitor told it was received', async () => {
    useBackend();
    answer = { status: 200, body: { errorStatusCode: 4001, message: 'Blocked domain' } };
    expect(await subscribeAction(IDLE, form({ email: 'no@blocked.example', locale: 'en-US' }))).toMatchObject({ status: 'error', message: 'errors.rejected', detail: 'Blocked domain' });
    answer = { status: 503, body: { message: 'maintenance' } };
    expect(await subscribeAction(IDLE, form({ email: 'later@example.com', locale: 'en-US' }))).toMatchObject({ status: 'success' });
    const states = await handle.db.select({ state: outbox.state, payload: outbox.payload }).from(outbox).orderBy(outbox.id);
    expect(states).toEqual([
      { state: 'rejected', payload: { email: 'no@blocked.example' } },
      { state: 'pending', payload: { email: 'later@example.com' } },
    ]);
  });

  test('cross-site posts and filled honeypots are refused before anything is stored', async () => {
    requestHeaders.set('origin', 'https://evil.example');
    expect(await subscribeAction(IDLE, form({ email: 'x@example.com' }))).toMatchObject({ message: 'errors.crossSite' });
    requestHeaders.set('origin', 'https://www.aurex-smart.com');
    expect(await subscribeAction(IDLE, form({ email: 'x@example.com', [HONEYPOT_FIELD]: 'buy now' }))).toMatchObject({ message: 'errors.spam' });
    expect(await handle.db.select().from(subscriptions)).toHaveLength(0);
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

  test('a shown captcha must be answered, and the answer travels to the backend with its key', async () => {
    useBackend();
    expect(await merchantAction(IDLE, form({ ...application, [CAPTCHA_KEY_FIELD]: 'k9' }))).toMatchObject({ fieldErrors: { captcha: 'captchaRequired' } });
    expect(await merchantAction(IDLE, form({ ...application, [CAPTCHA_KEY_FIELD]: 'k9', [CAPTCHA_FIELD]: 'Q7X' }))).toEqual({ status: 'success', message: 'merchant.success' });
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
    expect(await handle.db.select().from(feedback)).toHaveLength(0);
  });

  test('a signed-in customer’s question and pictures are stored; a disguised file is refused', async () => {
    currentUser = { id: 'user-42', email: 'lena@example.com' };
    const disguised = new File(['<?php system($_GET["c"]); ?>'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await feedbackAction(IDLE, form(question, [await png(), disguised]))).toMatchObject({ status: 'error', message: 'feedback.failed', fieldErrors: { attachments: 'fileType' } });
    expect(await handle.db.select().from(feedback)).toHaveLength(0);

    expect(await feedbackAction(IDLE, form(question, [await png()]))).toEqual({ status: 'success', message: 'feedback.success' });
    const [row] = await handle.db.select().from(feedback);
    expect(row).toMatchObject({ userId: 'user-42', subject: question.subject, purchasingChannel: 'distributor' });
    const pictures = await handle.db.select().from(feedbackAttachments).where(eq(feedbackAttachments.feedbackId, row!.id));
    expect(pictures).toEqual([expect.objectContaining({ fileName: 'socket.webp', mimeType: 'image/webp', width: 64, height: 48 })]);
  });

  test('with a backend the question and its pictures are sent as multipart', async () => {
    useBackend();
    currentUser = { id: 'user-42', email: 'lena@example.com' };
    expect(await feedbackAction(IDLE, form(question, [await png()]))).toMatchObject({ status: 'success' });
    expect(received[0]!.path).toBe('/rest/V3/feedback/submit');
    expect(received[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.body).toContain('Second gang does not switch');
    expect(received[0]!.body).toContain('filename="socket.webp"');
  });
});
