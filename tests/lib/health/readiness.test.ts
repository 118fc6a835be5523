/** @jest-environment node */
import { readiness } from '@/lib/health/readiness';
import { beginShutdown } from '@/lib/lifecycle/shutdown';

let applied = 99;
let reachable = true;
jest.mock('@/lib/db/client', () => ({
  getDatabase: async () => {
    if (!reachable) throw new Error('connect ECONNREFUSED');
    return { db: { execute: async () => ({ rows: [{ applied }] }) } };
  },
}));

describe('readiness', () => {
  beforeEach(() => {
    applied = 99;
    reachable = true;
  });

  it('is ready when the database answers with every migration applied', async () => {
    expect(await readiness()).toEqual({ ready: true, checks: { process: 'ok', database: 'ok', migrations: 'ok', outboxWorker: 'idle' } });
  });

  it('is not ready with migrations missing or the database unreachable', async () => {
    applied = 1;
    expect(await readiness()).toMatchObject({ ready: false, checks: { migrations: 'behind' } });
    reachable = false;
    expect(await readiness()).toMatchObject({ ready: false, checks: { database: 'unreachable' } });
  });

  it('is not ready once the process is stopping, so that no new work is sent to it', async () => {
    beginShutdown();
    expect(await readiness()).toMatchObject({ ready: false, checks: { process: 'stopping', database: 'ok' } });
  });
});
