export const dynamic = 'force-dynamic';

/** Liveness: the process answers. For a service manager, which restarts it when it does not. */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
