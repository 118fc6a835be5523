/** @jest-environment node */
import { userOfRequest } from '@/lib/auth/session';
import type { Auth } from '@/lib/auth/server';

type Session = { user: { id: string; email: string; name: string } } | null;

/** An auth server that knows one session token. */
function authKnowing(token: string, session: Session, fail = false) {
  const getSession = jest.fn(async ({ headers }: { headers: Headers }) => {
    if (fail) throw new Error('database down');
    return (headers.get('cookie') ?? '').includes(`aurex.session_token=${token}`) ? session : null;
  });
  return { auth: { api: { getSession } } as unknown as Auth, getSession };
}

const ana = { user: { id: 'u1', email: 'ana@example.com', name: 'Ana', emailVerified: false } };

describe('the session check (getCurrentUser)', () => {
  test('a valid session cookie gives the signed-in user, and only id, email and name', async () => {
    const { auth } = authKnowing('good', ana);
    await expect(userOfRequest(auth, new Headers({ cookie: 'aurex.session_token=good; other=1' }))).resolves.toEqual({ id: 'u1', email: 'ana@example.com', name: 'Ana' });
  });

  test('no cookie: nobody, without asking the database', async () => {
    const { auth, getSession } = authKnowing('good', ana);
    await expect(userOfRequest(auth, new Headers())).resolves.toBeNull();
    expect(getSession).not.toHaveBeenCalled();
  });

  test('an unknown, expired or revoked session is nobody', async () => {
    const { auth } = authKnowing('good', ana);
    await expect(userOfRequest(auth, new Headers({ cookie: 'aurex.session_token=forged' }))).resolves.toBeNull();
  });

  test('only the cookie is passed on, and a failing store means nobody rather than a crash', async () => {
    const { auth, getSession } = authKnowing('good', ana, true);
    await expect(userOfRequest(auth, new Headers({ cookie: 'aurex.session_token=good', authorization: 'Bearer x' }))).resolves.toBeNull();
    const passed = getSession.mock.calls[0]![0].headers as Headers;
    expect([...passed.keys()]).toEqual(['cookie']);
  });
});
