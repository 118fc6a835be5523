/** @jest-environment node */
import { beginShutdown, isShuttingDown, onShutdown, runShutdownPhase } from '@/lib/lifecycle/shutdown';

describe('shutting down', () => {
  it('runs the hooks of the phase asked for, each once, and a failing one keeps no other from running', async () => {
    const ran: string[] = [];
    const errors: unknown[] = [];
    onShutdown('drain', async () => void ran.push('drain worker'));
    onShutdown('drain', async () => {
      throw new Error('stuck');
    });
    onShutdown('close', async () => void ran.push('release leases'));
    expect(isShuttingDown()).toBe(false);
    beginShutdown();
    expect(isShuttingDown()).toBe(true);
    await runShutdownPhase('drain', (error) => errors.push(error));
    expect(ran).toEqual(['drain worker']);
    expect(errors).toEqual([new Error('stuck')]);
    await runShutdownPhase('close', (error) => errors.push(error));
    expect(ran).toEqual(['drain worker', 'release leases']);
  });
});
