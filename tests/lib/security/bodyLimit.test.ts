/** @jest-environment node */
import { readBodyWithin, readFormWithin } from '@/lib/security/bodyLimit';

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://site.test/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('reading a body within a limit', () => {
  test('a body within the limit is read whole', async () => {
    expect(Buffer.from((await readBodyWithin(post('hello'), 10))!).toString()).toBe('hello');
  });

  test('a declared length over the limit is refused before reading', async () => {
    let pulls = 0;
    const endless = new ReadableStream({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    // As the server hands it over: the client's Content-Length kept (a fetch Request would drop it).
    const request = { headers: new Headers({ 'content-length': '10000000' }), body: endless } as unknown as Request;
    expect(await readBodyWithin(request, 1024 * 1024)).toBeNull();
    // The stream fills its small queue once by itself; nothing more is asked of it.
    expect(pulls).toBeLessThanOrEqual(1);
  });

  test('a streamed body that turns out longer is abandoned at the limit', async () => {
    let chunks = 0;
    const endless = new ReadableStream({
      pull(controller) {
        chunks += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await readBodyWithin(post(endless), 4096)).toBeNull();
    expect(chunks).toBeLessThan(10);
  });

  test('a form post is read into its fields; a too-large one is null', async () => {
    const form = new URLSearchParams({ password: 'secret' });
    expect((await readFormWithin(post(form.toString(), { 'content-type': 'application/x-www-form-urlencoded' }), 100))?.get('password')).toBe('secret');
    expect(await readFormWithin(post('password=' + 'x'.repeat(200), { 'content-type': 'application/x-www-form-urlencoded' }), 100)).toBeNull();
  });
});
