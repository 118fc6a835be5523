import http from 'node:http';

/**
 * A stand-in for the /rest/V3 backend, on 127.0.0.1:FAKE_BACKEND_PORT. Playwright
 * starts it as global setup; the site is started with BACKEND_URL pointing at it.
 * Tests switch its mode and read what it received through `/__control/*`.
 *
 * Modes: ok (answers `{status: 'ok'}`), error-body (HTTP 200 with an errorStatusCode),
 * 5xx (HTTP 503), unreachable (drops every connection without an answer), stall (sends
 * its headers and the start of a body, then nothing more, until the mode changes). With
 * the captcha switched on, GET /rest/V3/customer/captcha hands out a picture and a key.
 */
export type FakeMode = 'ok' | 'error-body' | '5xx' | 'unreachable' | 'stall';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Next to the site's own port, so that engineers running e2e side by side do not collide. */
export const FAKE_BACKEND_PORT = Number(process.env.FAKE_BACKEND_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000);
export const FAKE_BACKEND_URL = `http://127.0.0.1:${FAKE_BACKEND_PORT}`;

const COUNTRIES = [
  { cn: '阿拉伯联合酋长国', en: 'United Arab Emirates', phone_code: '+971' },
  { cn: '德国', en: 'Germany', phone_code: '+49' },
  { cn: '美国', en: 'United States', phone_code: '+1' },
];

/** A 1x1 PNG: the picture of the fake captcha. */
const CAPTCHA_IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export function startFakeBackend(port = FAKE_BACKEND_PORT): Promise<http.Server> {
  let mode: FakeMode = 'ok';
  let captcha = false;
  let captchasIssued = 0;
  let received: ReceivedRequest[] = [];
  const stalled: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      if (path.startsWith('/__control/')) {
        if (path === '/__control/mode') {
          mode = JSON.parse(body).mode as FakeMode;
          // Leaving the stall: the answers held so far break off, as a backend restart would end them.
          if (mode !== 'stall') for (const held of stalled.splice(0)) held.destroy();
        }
        if (path === '/__control/captcha') captcha = Boolean(JSON.parse(body).on);
        if (path === '/__control/reset') {
          for (const held of stalled.splice(0)) held.destroy();
          mode = 'ok';
          captcha = false;
          received = [];
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(path === '/__control/received' ? received : { mode }));
        return;
      }
      if (mode === 'unreachable') {
        req.socket.destroy();
        return;
      }
      received.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      if (mode === 'stall') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"status":');
        stalled.push(res);
        return;
      }
      if (mode === '5xx') {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Service temporarily unavailable' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      if (mode === 'error-body') res.end(JSON.stringify({ errorStatusCode: 4001, message: 'This address cannot be accepted' }));
      else if (path.startsWith('/rest/V3/countries')) res.end(JSON.stringify(COUNTRIES));
      else if (path.startsWith('/rest/V3/customer/captcha') && captcha) res.end(JSON.stringify({ key: `cap-${(captchasIssued += 1)}`, image: CAPTCHA_IMAGE }));
      else res.end(JSON.stringify({ status: 'ok' }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Stops a fake backend, breaking off the answers it holds. */
export function stopFakeBackend(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Playwright global setup: starts the fake backend, returns its teardown. */
export default async function globalSetup() {
  const server = await startFakeBackend();
  return () => stopFakeBackend(server);
}

/** Drives the fake backend at `url` (the browser suite's own by default). */
export function fakeBackendAt(url: string) {
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${url}/__control/${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
    return response.json() as Promise<unknown>;
  };
  return {
    setMode: (mode: FakeMode) => control('mode', { mode }),
    setCaptcha: (on: boolean) => control('captcha', { on }),
    reset: () => control('reset'),
    received: () => control('received') as Promise<ReceivedRequest[]>,
  };
}

export const fakeBackend = fakeBackendAt(FAKE_BACKEND_URL);
