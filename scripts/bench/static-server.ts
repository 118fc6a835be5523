// A plain static file server, the baseline `next start` is compared with: for each request
// it looks the file up on disk and sends it, like any static server, with the headers given;
// to a client that takes gzip it sends the file compressed in advance (as nginx's gzip_static).
// Usage (started by server.ts): node --import tsx static-server.ts PORT, with BENCH_STATIC_FILES
// ({"/url": "/abs/file.html"}) and BENCH_STATIC_HEADERS ({"name": "value"}) in the environment.
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';

const port = Number(process.argv[2]);
const files: Record<string, string> = JSON.parse(process.env.BENCH_STATIC_FILES ?? '{}');
const headers: Record<string, string> = JSON.parse(process.env.BENCH_STATIC_HEADERS ?? '{}');
/** The `.gz` twin of each file. */
const gzipped = new Map(Object.values(files).map((file) => [file, zlib.gzipSync(readFileSync(file), { level: 9 })]));

const server = http.createServer(async (request, response) => {
  const file = files[new URL(request.url ?? '/', 'http://localhost').pathname];
  if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  try {
    const gzip = /\bgzip\b/i.test(request.headers['accept-encoding'] ?? '');
    const [stat, body] = await Promise.all([fs.stat(file), gzip ? gzipped.get(file) : fs.readFile(file)]);
    // Every file has its twin (made above); without one the request fails as a failed read does.
    if (!body) throw new Error(`no gzipped ${file}`);
    response.writeHead(200, {
      ...headers,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      'last-modified': stat.mtime.toUTCString(),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch {
    response.writeHead(500, { 'content-type': 'text/plain' }).end('Cannot read file');
  }
});
server.keepAliveTimeout = 5000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
