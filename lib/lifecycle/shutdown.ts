import 'server-only';
import { processWide } from '@/lib/processWide';

/**
 * What runs when the process is asked to stop (SIGTERM, server/main.ts), after it stopped
 * taking connections: `drain` hooks finish work under way (the outbox worker's round), then
 * `close` hooks give back what the process holds (outbox leases, the database).
 */
export type ShutdownPhase = 'drain' | 'close';
type Hook = () => Promise<void>;

const state = () => processWide('shutdown', () => ({ stopping: false, hooks: { drain: [] as Hook[], close: [] as Hook[] } }));

export function onShutdown(phase: ShutdownPhase, hook: Hook): void {
  state().hooks[phase].push(hook);
}

/** True once the process began to stop: readiness turns false, new work is not started. */
export function isShuttingDown(): boolean {
  return state().stopping;
}

export function beginShutdown(): void {
  state().stopping = true;
}

/** Runs the hooks of one phase together; one that fails does not keep the others from running. */
export async function runShutdownPhase(phase: ShutdownPhase, onError: (error: unknown) => void): Promise<void> {
  await Promise.all(state().hooks[phase].map((hook) => hook().catch(onError)));
}
