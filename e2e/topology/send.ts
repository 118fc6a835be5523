import http from 'node:http';
import { DESKTOP_UA } from '../helpers';
import { TOPOLOGY_URL } from './config';

const site = new URL(TOPOLOGY_URL);

/** Request headers; a list is sent once per value, `undefined` not at all. */
export type Headers = Record<string, string | string[] | undefined>;

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request to nginx (or to `port`) from the loopback address `from`, following no
 * redirect.
 */
export function send(from: string, method: string, pathname: string, headers: Headers = {}, body?: string, port = Number(site.port)): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: site.hostname, port, localAddress: from, method, path: pathname, headers: { 'user-agent': DESKTOP_UA, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
