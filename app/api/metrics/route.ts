import { scrapeMetrics } from '@/lib/health/metrics';
import { bearerMatches, metricsTokenFrom } from '@/lib/observability/token';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The site's metrics in Prometheus's text format, for a Prometheus that scrapes each instance
 * on its own address (deploy/prometheus/prometheus.yml; nginx answers 404 for this path).
 * Off, a 404 like any unknown /api path, while `METRICS_TOKEN` is unset; else only with
 * `Authorization: Bearer <METRICS_TOKEN>`.
 */
export async function GET(request: Request): Promise<Response> {
  const token = metricsTokenFrom();
  if (!token) return Response.json({ error: 'not found' }, { status: 404, headers: NO_STORE });
  if (!bearerMatches(request.headers.get('authorization'), token)) {
    return new Response('Unauthorized\n', { status: 401, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer realm="metrics"' } });
  }
  const { contentType, body } = await scrapeMetrics();
  return new Response(body, { headers: { ...NO_STORE, 'Content-Type': contentType } });
}
