import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves `server` on a free loopback port for the suite that calls it (listening before its
 * tests, closed after them); the returned function gives its origin.
 */
export function serveDuringSuite(server: http.Server): () => string {
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))));
  return () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
