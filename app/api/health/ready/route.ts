import { readiness } from '@/lib/health/readiness';

export const dynamic = 'force-dynamic';

/**
 * Readiness: 200 when this instance can serve (database reachable, migrations applied, the
 * outbox worker alive), else 503; for nginx and the rolling restart, which send it no
 * visitor until it is ready. States only, no personal data.
 */
export async function GET(): Promise<Response> {
  const state = await readiness();
  return Response.json({ status: state.ready ? 'ready' : 'not ready', ...state.checks }, { status: state.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
