/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBackendClient } from '@/lib/backend/client';
import { BackendHttpError, BackendNetworkError, BackendRejection, BackendTimeoutError, isTransient } from '@/lib/backend/errors';
import { merchantJoinPath, newsletterPath, saveNewsletter } from '@/lib/backend/calls';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let baseUrl: string;
const received: Received[] = [];
let answer: (req: Received, res: http.ServerResponse) => void;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const entry = { method: req.method!, url: req.url!, headers: req.headers, body };
      received.push(entry);
      answer(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

const json = (status: number, body: unknown) => (_req: Received, res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('backend client', () => {
  test('unwraps the body and sends Accept-Language, JSON and the idempotency key', async () => {
    answer = json(200, { status: 'ok', id: 42 });
    const client = createBackendClient({ baseUrl, locale: 'de-DE' });
    await expect(saveNewsletter(client, 'max@example.de', 'key-1')).resolves.toEqual({ status: 'ok', id: 42 });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: newsletterPath });
    expect(request!.headers['accept-language']).toBe('de-DE');
    expect(request!.headers['idempotency-key']).toBe('key-1');
    expect(JSON.parse(request!.body)).toEqual({ email: 'max@example.de', is_subscribed: true });
  });

  test('get sends query parameters; put, delete and multipart use their methods', async () => {
    answer = json(200, { ok: true });
    const client = createBackendClient({ baseUrl, locale: 'en-US' });
    await client.get('/rest/V3/customer/captcha', { query: { formId: 'merchant', skip: undefined } });
    await client.put('/rest/V3/x', { a: 1 });
    await client.delete('/rest/V3/x');
    const form = new FormData();
    form.append('subject', 'Hello');
    await client.multipart('/rest/V3/feedback/submit', form);
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /rest/V3/customer/captcha?formId=merchant',
      'PUT /rest/V3/x',
      'DELETE /rest/V3/x',
      'POST /rest/V3/feedback/submit',
    ]);
    expect(received[3]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[3]!.body).toContain('Hello');
  });

  test('a body with errorStatusCode is a rejection, not a success', async () => {
    answer = json(200, { errorStatusCode: 4003, message: 'Email already registered' });
    const client = createBackendClient({ baseUrl, locale: 'en-US' });
    const error = await client.post(merchantJoinPath, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendRejection);
    expect(error).toMatchObject({ errorStatusCode: 4003, body: { message: 'Email already registered' } });
    expect(isTransient(error)).toBe(false);
  });

  test('HTTP errors are typed: 5xx transient, 4xx not, body kept', async () => {
    const client = createBackendClient({ baseUrl, locale: 'en-US' });
    answer = json(503, { message: 'maintenance' });
    const outage = await client.get('/rest/V3/countries').catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(BackendHttpError);
    expect(outage).toMatchObject({ status: 503, body: { message: 'maintenance' }, transient: true });
    answer = json(400, { message: 'bad email' });
    const bad = await client.get('/rest/V3/countries').catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, transient: false });
  });

  test('a refused connection is a transient network error', async () => {
    const client = createBackendClient({ baseUrl: 'http://127.0.0.1:9', locale: 'en-US' });
    const error = await client.get('/rest/V3/countries').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendNetworkError);
    expect(isTransient(error)).toBe(true);
  });

  test('gives up after 30 000 ms with a timeout error', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const hangingFetch = ((_url: URL, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise((_resolve, reject) => signal!.addEventListener('abort', () => reject(new Error('aborted'))));
      }) as unknown as typeof fetch;
      const client = createBackendClient({ baseUrl, locale: 'en-US', fetch: hangingFetch });
      const pending = client.get('/rest/V3/countries').catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(29_999);
      expect(signal!.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(BackendTimeoutError);
      expect(error).toMatchObject({ timeoutMs: 30_000, transient: true });
    } finally {
      jest.useRealTimers();
    }
  });

  test('the deadline covers the whole exchange: a backend that sends its headers and then stalls times out', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"status":');
      // ...and nothing more until the client gives up (the socket is closed with the server).
    };
    const client = createBackendClient({ baseUrl, locale: 'en-US', timeoutMs: 300 });
    const started = Date.now();
    const error = await client.get('/rest/V3/countries').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('a connection that fails before any answer is tried once more for a GET or an idempotent post, never for another post', async () => {
    let calls = 0;
    const staleOnce = (async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
      return new Response('{"ok":true}', { status: 200 });
    }) as unknown as typeof fetch;
    expect(await createBackendClient({ baseUrl, locale: 'en-US', fetch: staleOnce }).get('/rest/V3/countries')).toEqual({ ok: true });
    expect(calls).toBe(2);
    calls = 0;
    expect(await createBackendClient({ baseUrl, locale: 'en-US', fetch: staleOnce }).post('/rest/V3/x', {}, { headers: { 'Idempotency-Key': 'k1' } })).toEqual({ ok: true });
    expect(calls).toBe(2);
    calls = 0;
    const error = await createBackendClient({ baseUrl, locale: 'en-US', fetch: staleOnce }).post('/rest/V3/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendNetworkError);
    expect(calls).toBe(1);
  });

  test('sends credentials with every request', async () => {
    const seen: RequestInit[] = [];
    const recordingFetch = (async (_url: URL, init: RequestInit) => {
      seen.push(init);
      return new Response('{"ok":true}', { status: 200 });
    }) as unknown as typeof fetch;
    await createBackendClient({ baseUrl, locale: 'ar-SA', fetch: recordingFetch }).get('/rest/V3/countries');
    expect(seen[0]).toMatchObject({ credentials: 'include', method: 'GET' });
  });
});
