/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COUNTRY_LIST_RETRY_MS, loadDialCodes } from '@/lib/submissions/dialCodes';

jest.mock('server-only', () => ({}));

let server: http.Server;
let requests = 0;
let answer: (res: http.ServerResponse) => void;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    requests += 1;
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.BACKEND_TIMEOUT_MS = '300';
});
afterAll(() => {
  delete process.env.BACKEND_URL;
  delete process.env.BACKEND_TIMEOUT_MS;
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe('the dial-code list from the backend', () => {
  it('asks a stalled backend once for 20 callers, then not again for a while: they all get the shipped list', async () => {
    answer = () => undefined; // Never answers: the client's timeout ends each attempt.
    const now = Date.now();
    const lists = await Promise.all(Array.from({ length: 20 }, () => loadDialCodes('en-US', now)));
    expect(requests).toBe(1);
    expect(new Set(lists.map((list) => list.length)).size).toBe(1);
    expect(lists[0]!.length).toBeGreaterThan(100);
    await loadDialCodes('en-US', now + COUNTRY_LIST_RETRY_MS / 2);
    expect(requests).toBe(1);
    // After the pause the backend is asked again, and its list is kept.
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify([{ id: 'DE', full_name_english: 'Germany', dial_code: '49' }]));
    };
    const later = now + COUNTRY_LIST_RETRY_MS + 1;
    await loadDialCodes('en-US', later);
    expect(requests).toBe(2);
    await loadDialCodes('en-US', later + 1000);
    expect(requests).toBe(2);
  });
});
