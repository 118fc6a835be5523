/**
 * Runs once when a server process starts, on the Node.js runtime (server/main.ts), never
 * while `next build` prerenders pages: refuses to start with unsafe settings, starts the
 * outbox worker when there is a backend to forward to, and says what to give back when the
 * process stops.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { PHASE_PRODUCTION_BUILD } = await import('next/constants');
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { refuseUnsafeConfiguration } = await import('./lib/config/startupChecks');
  refuseUnsafeConfiguration();
  const { onShutdown } = await import('./lib/lifecycle/shutdown');
  const { openedDatabase } = await import('./lib/db/client');
  const { releaseHeldLeases } = await import('./lib/backend/outbox');
  onShutdown('close', async () => {
    const opened = openedDatabase();
    if (!opened) return;
    const { db, close } = await opened;
    // An attempt cut short by the shutdown deadline: another instance retries it at once.
    await releaseHeldLeases(db);
    await close();
  });
  if (!process.env.BACKEND_URL?.trim()) return;
  const { startOutboxWorker } = await import('./lib/backend/worker');
  startOutboxWorker();
}
