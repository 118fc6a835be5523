import http from 'node:http';
import { startFakeBackend, stopFakeBackend } from '../fake-backend';
import { startTopology } from '../../deploy/topology';
import { TOPOLOGY_ADMIN_PASSWORD, TOPOLOGY_BACKEND_PORT, TOPOLOGY_BACKEND_TIMEOUT_MS, TOPOLOGY_BACKEND_URL, TOPOLOGY_CONTROL_URL, TOPOLOGY_PORT } from './config';

/**
 * Global setup of the topology run: the fake /rest/V3 backend, then PostgreSQL, two site
 * instances and nginx (deploy/topology.ts), and a small control server through which a
 * test kills an instance (`POST /kill?instance=0&signal=SIGKILL`) and starts it again
 * (`POST /start?instance=0`), restarts one as a service manager does (`POST /restart?port=3001`:
 * SIGTERM, wait until it exited, start), and has nginx serve another build (`POST /redeploy?build=id`).
 * Returns the teardown.
 */
export default async function globalSetup() {
  const backend = await startFakeBackend(TOPOLOGY_BACKEND_PORT);
  const topology = await startTopology({
    nginxPort: TOPOLOGY_PORT,
    env: {
      BACKEND_URL: TOPOLOGY_BACKEND_URL,
      BACKEND_TIMEOUT_MS: String(TOPOLOGY_BACKEND_TIMEOUT_MS),
      ADMIN_PASSWORD: TOPOLOGY_ADMIN_PASSWORD,
      OUTBOX_RETRY_BASE_MS: '300',
      OUTBOX_POLL_MS: '250',
      FORM_MIN_FILL_MS: '400',
      AUTH_INSECURE_COOKIES: '1',
    },
  });
  // For tests that talk to one instance directly, as a proxy does (workers inherit the setup's environment).
  process.env.TOPOLOGY_INSTANCE_PORTS = topology.instances.map((site) => site.port).join(',');
  process.env.TOPOLOGY_DATABASE_URL = topology.databaseUrl;
  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', TOPOLOGY_CONTROL_URL);
    const port = url.searchParams.get('port');
    const site = port ? topology.instances.find((instance) => instance.port === Number(port)) : topology.instances[Number(url.searchParams.get('instance') ?? 0)];
    const done = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!site) return done(404, { error: 'no such instance' });
    const steps: Record<string, () => Promise<unknown>> = {
      '/kill': () => site.kill((url.searchParams.get('signal') ?? 'SIGKILL') as NodeJS.Signals),
      '/start': () => site.start(),
      '/restart': () => site.kill('SIGTERM').then(() => site.start()),
      '/redeploy': () => topology.redeploy(url.searchParams.get('build') ?? ''),
    };
    const step = steps[url.pathname]?.();
    if (!step) return done(404, { error: 'unknown step' });
    step.then(
      () => done(200, { port: site.port }),
      (error: unknown) => done(500, { error: String(error) }),
    );
  });
  await new Promise<void>((resolve) => control.listen(Number(new URL(TOPOLOGY_CONTROL_URL).port), '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await topology.stop();
    await stopFakeBackend(backend);
  };
}
