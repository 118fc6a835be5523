/** @jest-environment node */
import type { DatabaseHandle } from '@/lib/db/client';
import { clearTables, openTestDatabase } from '@/tests/support/testDatabase';

let handle: DatabaseHandle;
jest.mock('@/lib/db/client', () => ({ ...jest.requireActual('@/lib/db/client'), getDatabase: async () => handle }));

// Imported after the mock is in place.
/* eslint-disable @typescript-eslint/no-require-imports */
const { adminAccess, adminKeyFrom, adminPasswordProblem, refuseUnlessAdmin } = require('@/lib/admin/access') as typeof import('@/lib/admin/access');
const session = require('@/lib/admin/session') as typeof import('@/lib/admin/session');
const { signInToInbox } = require('@/lib/admin/signIn') as typeof import('@/lib/admin/signIn');
/* eslint-enable @typescript-eslint/no-require-imports */
const { ADMIN_COOKIE, ADMIN_SESSION_MS, adminPasswordMatches, adminTokenOf, closeAdminSession, openAdminSession, signAdminToken } = session;

jest.setTimeout(60_000);

const PASSWORD = 'a long inbox password 1';
const open = { ADMIN_PASSWORD: PASSWORD, BETTER_AUTH_SECRET: 'test-secret-0123456789abcdefghijklmnopqrstuv', ADMIN_MAX_FAILURES: '3', ADMIN_MAX_FAILURES_ALL: '6' } as unknown as NodeJS.ProcessEnv;
const closed = { BETTER_AUTH_SECRET: open.BETTER_AUTH_SECRET } as unknown as NodeJS.ProcessEnv;
const now = Date.parse('2026-05-01T10:00:00Z');

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => clearTables(handle));

const key = () => adminKeyFrom(open)!;
const request = (cookie?: string) => new Request('http://site.test/admin/attachments/1', { headers: cookie ? { cookie } : {} });

describe('inbox access', () => {
  test('closed (404 for everything) when ADMIN_PASSWORD is unset, blank or shorter than 16 characters', async () => {
    const token = await openAdminSession(handle.db, key(), now);
    expect(await adminAccess(undefined, closed, now)).toBe('closed');
    expect(await adminAccess(token, closed, now)).toBe('closed');
    expect(await adminAccess(token, { ...closed, ADMIN_PASSWORD: '   ' } as NodeJS.ProcessEnv, now)).toBe('closed');
    expect(await adminAccess(token, { ...closed, ADMIN_PASSWORD: 'short-password' } as NodeJS.ProcessEnv, now)).toBe('closed');
    expect((await refuseUnlessAdmin(request(`${ADMIN_COOKIE}=${token}`), closed))?.status).toBe(404);
  });

  test('a password shorter than 16 characters is refused at start with a clear message', () => {
    expect(adminPasswordProblem({ ADMIN_PASSWORD: 'hunter2' } as unknown as NodeJS.ProcessEnv)).toMatch(/ADMIN_PASSWORD must be at least 16 characters long \(it has 7\)/);
    expect(adminPasswordProblem({ ADMIN_PASSWORD: PASSWORD } as unknown as NodeJS.ProcessEnv)).toBeNull();
    expect(adminPasswordProblem({} as NodeJS.ProcessEnv)).toBeNull();
  });

  test('open only with an open, unexpired session signed for the current password', async () => {
    const token = await openAdminSession(handle.db, key(), now);
    expect(await adminAccess(token, open, now)).toBe('open');
    expect(await adminAccess(token, open, now + ADMIN_SESSION_MS + 1)).toBe('signedOut');
    expect(await adminAccess(undefined, open, now)).toBe('signedOut');
    expect(await adminAccess('garbage', open, now)).toBe('signedOut');
    // Changing the password ends every session.
    expect(await adminAccess(token, { ...open, ADMIN_PASSWORD: 'another long password' } as NodeJS.ProcessEnv, now)).toBe('signedOut');
  });

  test('signing out ends the session: the same cookie opens nothing afterwards', async () => {
    const token = await openAdminSession(handle.db, key(), now);
    await closeAdminSession(handle.db, key(), token, now);
    expect(await adminAccess(token, open, now + 1)).toBe('signedOut');
  });

  test('a validly signed token for a session that was never opened is refused', async () => {
    expect(await adminAccess(signAdminToken(key(), 'AAAAAAAAAAAAAAAAAAAAAA', now), open, now)).toBe('signedOut');
  });

  test('a session whose expiry was pushed out or whose signature was altered is refused', async () => {
    const [id, expires, mac] = (await openAdminSession(handle.db, key(), now)).split('.');
    expect(await adminAccess(`${id}.${Number(expires) + 60_000}.${mac}`, open, now)).toBe('signedOut');
    const flipped = mac!.slice(0, -1) + (mac!.endsWith('A') ? 'B' : 'A');
    expect(await adminAccess(`${id}.${expires}.${flipped}`, open, now)).toBe('signedOut');
    // A token claiming a lifetime longer than a session is refused even if signed.
    expect(await adminAccess(signAdminToken(key(), id!, now, ADMIN_SESSION_MS * 10), open, now)).toBe('signedOut');
  });

  test('route handlers answer 401 without the session and pass with it', async () => {
    expect((await refuseUnlessAdmin(request(), open))?.status).toBe(401);
    expect((await refuseUnlessAdmin(request(`${ADMIN_COOKIE}=nope`), open))?.status).toBe(401);
    expect((await refuseUnlessAdmin(request(`${ADMIN_COOKIE}=%`), open))?.status).toBe(401);
    const token = await openAdminSession(handle.db, key());
    expect(await refuseUnlessAdmin(request(`a=1; ${ADMIN_COOKIE}=${token}`), open)).toBeNull();
  });

  test('reads the admin cookie among others; an undecodable one is no cookie', () => {
    expect(adminTokenOf(`x=1; ${ADMIN_COOKIE}=abc.def; y=2`)).toBe('abc.def');
    expect(adminTokenOf(`${ADMIN_COOKIE}=%`)).toBeUndefined();
    expect(adminTokenOf(null)).toBeUndefined();
  });

  test('password check', () => {
    expect(adminPasswordMatches(PASSWORD, PASSWORD)).toBe(true);
    expect(adminPasswordMatches('a long inbox password', PASSWORD)).toBe(false);
    expect(adminPasswordMatches('', PASSWORD)).toBe(false);
  });
});

describe('inbox sign-in', () => {
  const at = (ms: number) => new Date(now + ms);

  test('the right password opens a session', async () => {
    const result = await signInToInbox(handle.db, '192.0.2.1', PASSWORD, open, at(0));
    expect(result.kind).toBe('open');
    expect(await adminAccess(result.kind === 'open' ? result.token : '', open, now)).toBe('open');
  });

  test('a client is locked out after its wrong passwords, even with the right one', async () => {
    for (let i = 0; i < 2; i += 1) expect(await signInToInbox(handle.db, '192.0.2.1', 'wrong', open, at(0))).toEqual({ kind: 'failed' });
    expect(await signInToInbox(handle.db, '192.0.2.1', 'wrong', open, at(0))).toEqual({ kind: 'locked', waitMs: 60_000 });
    expect(await signInToInbox(handle.db, '192.0.2.1', PASSWORD, open, at(1))).toMatchObject({ kind: 'locked' });
    expect((await signInToInbox(handle.db, '192.0.2.2', PASSWORD, open, at(1))).kind).toBe('open');
  });

  test('guesses spread over many addresses lock the sign-in for every new device', async () => {
    const outcomes = [];
    for (let i = 0; i < 6; i += 1) outcomes.push((await signInToInbox(handle.db, `198.51.100.${i}`, 'wrong', open, at(0))).kind);
    expect(outcomes).toEqual(['failed', 'failed', 'failed', 'failed', 'failed', 'locked']);
    expect(await signInToInbox(handle.db, '203.0.113.50', PASSWORD, open, at(1))).toMatchObject({ kind: 'locked' });
    expect((await signInToInbox(handle.db, '203.0.113.50', PASSWORD, open, at(60_001))).kind).toBe('open');
  });

  test('a device the inbox was opened from before still signs in while guesses lock everyone else out', async () => {
    const earlier = await signInToInbox(handle.db, '192.0.2.10', PASSWORD, open, at(0));
    expect(earlier.kind).toBe('open');
    const device = earlier.kind === 'open' ? earlier.device : '';
    for (let i = 0; i < 6; i += 1) await signInToInbox(handle.db, `198.51.100.${i}`, 'wrong', open, at(1));
    expect(await signInToInbox(handle.db, '203.0.113.60', PASSWORD, open, at(2))).toMatchObject({ kind: 'locked' });
    expect((await signInToInbox(handle.db, '192.0.2.10', PASSWORD, open, at(2), device)).kind).toBe('open');
    // Forged or altered device cookies count for nothing.
    for (const forged of [`${Date.now() + 1000}.${'A'.repeat(43)}`, device.replace(/^\d/, '9'), 'x']) {
      expect(await signInToInbox(handle.db, '203.0.113.61', PASSWORD, open, at(3), forged)).toMatchObject({ kind: 'locked' });
    }
  });

  test('the inbox closed: no attempt is counted', async () => {
    expect(await signInToInbox(handle.db, '192.0.2.1', 'x', closed, at(0))).toEqual({ kind: 'closed' });
  });
});
