/**
 * The production server: Next's request handler in a Node HTTP server of the site's own, so
 * that each request is logged as one JSON line with its id, and a SIGTERM drains the process
 * instead of cutting it short. `node .next/aurex-server.mjs [-H host] [-p port]`, built by
 * scripts/build.sh; it takes `next start`'s options and defaults.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { log } from '@/lib/logging/log';
import { requestIdFrom, withRequestId } from '@/lib/logging/requestContext';
import { beginShutdown, isShuttingDown, runShutdownPhase } from '@/lib/lifecycle/shutdown';
import { withoutPersonalData } from '@/lib/text/personalData';
import { routeOf, sendConsoleToLog } from './logLines';

const { values: options } = parseArgs({
  options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } },
});
const hostname = options.hostname ?? process.env.HOSTNAME?.trim() ?? undefined;
const port = Number(options.port ?? process.env.PORT ?? 3000);
/** Longer than any request may take (a form's backend call: 30 s), within systemd's TimeoutStopSec. */
const SHUTDOWN_DEADLINE_MS = Number(process.env.SHUTDOWN_DEADLINE_MS) > 0 ? Number(process.env.SHUTDOWN_DEADLINE_MS) : 40_000;

sendConsoleToLog(log());

const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();

function serve(request: IncomingMessage, response: ServerResponse): void {
  const requestId = requestIdFrom(request.headers['x-request-id']);
  request.headers['x-request-id'] = requestId;
  response.setHeader('X-Request-Id', requestId);
  // A kept-alive connection would outlive the process: while stopping, each answer closes its own.
  if (isShuttingDown()) response.shouldKeepAlive = false;
  const started = performance.now();
  response.once('close', () => {
    const line = { method: request.method, route: routeOf(request.url), status: response.statusCode, durationMs: Math.round(performance.now() - started) };
    withRequestId(requestId, () => (response.writableFinished ? log().info(line, 'request') : log().warn({ ...line, aborted: true }, 'request')));
  });
  withRequestId(requestId, () =>
    handle(request, response).catch((error: unknown) => {
      log().error({ error: withoutPersonalData(error) }, 'request failed');
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end();
    }),
  );
}

async function main(): Promise<void> {
  await app.prepare();
  const server = createServer(serve);
  // nginx keeps idle upstream connections up to 60 s: the instance must not close them first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(port, hostname, () => log().info({ hostname: hostname ?? '*', port }, 'ready'));

  const stop = async (signal: NodeJS.Signals) => {
    if (isShuttingDown()) return;
    beginShutdown();
    log().info({ signal }, 'stopping: no new connections, finishing the requests in flight');
    setTimeout(() => {
      log().warn({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'stopping: deadline passed, leaving what is unfinished');
      void runShutdownPhase('close', reportShutdownError).finally(() => process.exit(1));
    }, SHUTDOWN_DEADLINE_MS).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await Promise.all([closed, runShutdownPhase('drain', reportShutdownError)]);
    await runShutdownPhase('close', reportShutdownError);
    await app.close().catch(reportShutdownError);
    log().info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}

function reportShutdownError(error: unknown): void {
  log().error({ error: withoutPersonalData(error) }, 'stopping: a shutdown step failed');
}

main().catch((error: unknown) => {
  log().fatal({ error: withoutPersonalData(error) }, 'could not start');
  process.exit(1);
});
