/** @jest-environment node */
import { hashPassword } from 'better-auth/crypto';
import { equaliseRefusalTime } from '@/lib/auth/timing';

jest.mock('better-auth/crypto', () => ({ hashPassword: jest.fn(async () => 'hashed') }));

const hashed = jest.mocked(hashPassword);
const body = (fields: object) => new TextEncoder().encode(JSON.stringify(fields));
const refused = () => new Response('{"code":"USER_ALREADY_EXISTS"}', { status: 422 });

describe('equaliseRefusalTime', () => {
  beforeEach(() => hashed.mockClear());

  it('hashes the password of a refused registration, as creating the account would have', async () => {
    await equaliseRefusalTime(refused(), body({ email: 'taken@example.com', password: 'correct horse battery' }), performance.now());
    expect(hashed).toHaveBeenCalledWith('correct horse battery');
  });

  it('hashes nothing for an account that was created, or a refusal without a password', async () => {
    await equaliseRefusalTime(new Response('{}', { status: 200 }), body({ password: 'correct horse battery' }), performance.now());
    await equaliseRefusalTime(refused(), body({ email: 'taken@example.com' }), performance.now());
    await equaliseRefusalTime(refused(), new TextEncoder().encode('not json'), performance.now());
    await equaliseRefusalTime(refused(), undefined, performance.now());
    expect(hashed).not.toHaveBeenCalled();
  });

  it('adds nothing to a refusal that has already taken a second', async () => {
    await equaliseRefusalTime(refused(), body({ password: 'correct horse battery' }), performance.now() - 1500);
    expect(hashed).not.toHaveBeenCalled();
  });
});
