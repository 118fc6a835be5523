/**
 * Runs once when a server process starts, on the Node.js runtime of `next start`/`next dev`,
 * never while `next build` prerenders pages: refuses to start with unsafe settings, then
 * starts the outbox worker when there is a backend to forward to.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { PHASE_PRODUCTION_BUILD } = await import('next/constants');
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { refuseUnsafeConfiguration } = await import('./lib/config/startupChecks');
  refuseUnsafeConfiguration();
  if (!process.env.BACKEND_URL?.trim()) return;
  const { startOutboxWorker } = await import('./lib/backend/worker');
  startOutboxWorker();
}
