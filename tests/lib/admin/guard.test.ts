/** @jest-environment node */
import { adminAccess, adminKeyFrom, adminTokenOf, refuseUnlessAdmin } from '@/lib/auth/admin/guard';
import { ADMIN_COOKIE, ADMIN_SESSION_MS, adminPasswordMatches, signAdminToken } from '@/lib/auth/admin/token';

const open = { ADMIN_PASSWORD: 'inbox password 1', BETTER_AUTH_SECRET: 'test-secret-0123456789abcdefghijklmnopqrstuv' } as unknown as NodeJS.ProcessEnv;
const closed = { BETTER_AUTH_SECRET: open.BETTER_AUTH_SECRET } as unknown as NodeJS.ProcessEnv;
const now = Date.parse('2026-05-01T10:00:00Z');

function tokenFor(env: NodeJS.ProcessEnv, at = now) {
  return signAdminToken(adminKeyFrom(env)!, at);
}

function request(cookie?: string) {
  return new Request('http://site.test/admin/attachments/1', { headers: cookie ? { cookie } : {} });
}

describe('admin guard', () => {
  test('closed (404 for everything) when ADMIN_PASSWORD is unset or blank', () => {
    expect(adminAccess(undefined, closed, now)).toBe('closed');
    expect(adminAccess(tokenFor(open), closed, now)).toBe('closed');
    expect(adminAccess(tokenFor(open), { ...closed, ADMIN_PASSWORD: '   ' } as NodeJS.ProcessEnv, now)).toBe('closed');
    expect(refuseUnlessAdmin(request(`${ADMIN_COOKIE}=${tokenFor(open)}`), closed)?.status).toBe(404);
  });

  test('open only with a valid, unexpired session signed for the current password', () => {
    const token = tokenFor(open);
    expect(adminAccess(token, open, now)).toBe('open');
    expect(adminAccess(token, open, now + ADMIN_SESSION_MS + 1)).toBe('signedOut');
    expect(adminAccess(undefined, open, now)).toBe('signedOut');
    expect(adminAccess('garbage', open, now)).toBe('signedOut');
    // Changing the password ends every session.
    expect(adminAccess(token, { ...open, ADMIN_PASSWORD: 'another password' } as NodeJS.ProcessEnv, now)).toBe('signedOut');
  });

  test('a session whose expiry was pushed out or whose signature was altered is refused', () => {
    const [expires, mac] = tokenFor(open).split('.');
    expect(adminAccess(`${Number(expires) + 60_000}.${mac}`, open, now)).toBe('signedOut');
    const flipped = mac!.slice(0, -1) + (mac!.endsWith('A') ? 'B' : 'A');
    expect(adminAccess(`${expires}.${flipped}`, open, now)).toBe('signedOut');
    // A token claiming a lifetime longer than a session is refused even if signed.
    expect(adminAccess(signAdminToken(adminKeyFrom(open)!, now, ADMIN_SESSION_MS * 10), open, now)).toBe('signedOut');
  });

  test('route handlers answer 401 without the session and pass with it', () => {
    expect(refuseUnlessAdmin(request(), open)?.status).toBe(401);
    expect(refuseUnlessAdmin(request(`${ADMIN_COOKIE}=nope`), open)?.status).toBe(401);
    expect(refuseUnlessAdmin(request(`a=1; ${ADMIN_COOKIE}=${tokenFor(open, Date.now())}`), open)).toBeNull();
  });

  test('reads the admin cookie among others', () => {
    expect(adminTokenOf(`x=1; ${ADMIN_COOKIE}=abc.def; y=2`)).toBe('abc.def');
    expect(adminTokenOf(null)).toBeUndefined();
  });

  test('password check', () => {
    expect(adminPasswordMatches('inbox password 1', 'inbox password 1')).toBe(true);
    expect(adminPasswordMatches('inbox password', 'inbox password 1')).toBe(false);
    expect(adminPasswordMatches('', 'inbox password 1')).toBe(false);
  });
});
