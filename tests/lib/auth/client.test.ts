/** @jest-environment node */
import { callAuth } from '@/lib/auth/client';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answering(response: Response | Error) {
  global.fetch = jest.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response))) as typeof fetch;
}

describe('callAuth', () => {
  it('says the connection failed when no answer came at all', async () => {
    answering(new TypeError('Failed to fetch'));
    await expect(callAuth('/sign-in/email', { email: 'a@example.com', password: 'x' })).resolves.toEqual({ ok: false, form: 'network', fieldErrors: {} });
  });

  it('tells a server error, a refusal and too many attempts apart', async () => {
    answering(new Response('{}', { status: 500 }));
    await expect(callAuth('/sign-in/email')).resolves.toEqual({ ok: false, form: 'unavailable', fieldErrors: {} });
    answering(new Response('{}', { status: 401 }));
    await expect(callAuth('/sign-in/email')).resolves.toEqual({ ok: false, form: 'credentials', fieldErrors: {} });
    answering(new Response('{}', { status: 429 }));
    await expect(callAuth('/sign-in/email')).resolves.toEqual({ ok: false, form: 'rateLimited', fieldErrors: {} });
    answering(new Response(null, { status: 200 }));
    await expect(callAuth('/sign-in/email')).resolves.toEqual({ ok: true });
  });
});
