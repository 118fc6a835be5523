/** Where nginx listens in the topology run; the fake backend and the control server take the next two ports. */
export const TOPOLOGY_PORT = Number(process.env.TOPOLOGY_PORT ?? 5100);
export const TOPOLOGY_URL = `http://127.0.0.1:${TOPOLOGY_PORT}`;
export const TOPOLOGY_BACKEND_PORT = TOPOLOGY_PORT + 1;
export const TOPOLOGY_BACKEND_URL = `http://127.0.0.1:${TOPOLOGY_BACKEND_PORT}`;
/** The setup's control server: kills and restarts one site instance for a test. */
export const TOPOLOGY_CONTROL_URL = `http://127.0.0.1:${TOPOLOGY_PORT + 2}`;
export const TOPOLOGY_ADMIN_PASSWORD = 'topology-inbox-password-42';
/** The site's deadline for one backend exchange in this run (30 s in production). */
export const TOPOLOGY_BACKEND_TIMEOUT_MS = 2_000;
