/**
 * The production topology on one machine, as CI runs it and as an operator can try it:
 *
 *   PostgreSQL (Debian's package)  <-  two `next start` instances on 127.0.0.1  <-  nginx
 *
 * Both instances share `DATABASE_URL`; nginx balances them and sets Host, X-Forwarded-For
 * and X-Forwarded-Proto with the same proxy settings production uses
 * (deploy/nginx/aurex-proxy.conf). Needs a production build (`npm run build`) and the
 * Debian packages `nginx` and `postgresql` (`bash scripts/setup.sh --topology` installs them).
 *
 *   npm run topology        # starts everything, prints the address, Ctrl-C stops it
 *
 * Imported, `startTopology()` returns a handle whose instances can be killed and started
 * again (the browser suite in e2e/topology and the submissions benchmark do).
 */
import { execFileSync, spawn, type ChildProcess, type ExecFileSyncOptions } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, openSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { VARIANT_CONF, buildMapOfBuild } from './nginx-conf';
import { renderBuildMap } from './nginx/variantMaps';
import { serverCommand } from './server';

/** The project, as every npm script and test runner starts from it. */
const ROOT = process.cwd();
const PROXY_CONF = path.join(ROOT, 'deploy/nginx/aurex-proxy.conf');
const HTTP_CONF = path.join(ROOT, 'deploy/nginx/aurex-http.conf');
const isRoot = process.getuid?.() === 0;

type Log = (line: string) => void;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** The bin folder of the newest PostgreSQL Debian installed. */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((name) => existsSync(path.join(base, name, 'bin/initdb'))) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: run `bash scripts/setup.sh --topology` (Debian package postgresql).');
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

function nginxBin(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed: run `bash scripts/setup.sh --topology` (Debian package nginx).');
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (the server refuses root). */
function asPostgres(command: string, args: string[], options: ExecFileSyncOptions = {}) {
  return isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], options) : execFileSync(command, args, options);
}

async function waitFor(url: string, { timeoutMs = 120_000, child }: { timeoutMs?: number; child?: ChildProcess } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) topology-check' } });
      if (response.status < 500) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

/** PostgreSQL from Debian's package, in `dir`, on a free loopback port, with an empty database `aurex`. */
export async function startPostgres(dir: string, log: Log) {
  const bin = postgresBin();
  const data = path.join(dir, 'pg');
  const socketDir = path.join(dir, 'pg-socket');
  mkdirSync(data, { recursive: true });
  mkdirSync(socketDir, { recursive: true });
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', data, socketDir]);
  const port = await freePort();
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'aurex', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], { stdio: 'ignore' });
  const logFile = path.join(dir, 'postgres.log');
  writeFileSync(logFile, '');
  if (isRoot) execFileSync('chown', ['postgres:postgres', logFile]);
  asPostgres(
    path.join(bin, 'pg_ctl'),
    ['-D', data, '-l', logFile, '-w', '-o', `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`, 'start'],
    { stdio: 'ignore' },
  );
  asPostgres(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'aurex', 'aurex'], { stdio: 'ignore' });
  log(`PostgreSQL on 127.0.0.1:${port}`);
  return {
    url: `postgres://aurex@127.0.0.1:${port}/aurex`,
    stop: () => {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
      } catch {
        // Already stopped.
      }
    },
  };
}

export interface SiteInstance {
  port: number;
  child: ChildProcess | null;
  /** Starts `next start` and waits until it answers. */
  start(): Promise<void>;
  /** Ends the instance's whole process group with `signal` and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** One `next start` on 127.0.0.1, in its own process group so that it can be killed whole. */
function instance(port: number, env: NodeJS.ProcessEnv, dir: string): SiteInstance {
  const handle: SiteInstance = {
    port,
    child: null,
    async start() {
      const out = openSync(path.join(dir, `instance-${port}.log`), 'a');
      const { command, args } = serverCommand(port, ROOT);
      handle.child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out], detached: true });
      await waitFor(`http://127.0.0.1:${port}/de-DE/story`, { child: handle.child });
    },
    async kill(signal = 'SIGTERM') {
      const child = handle.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
      await exited;
    },
  };
  return handle;
}

function nginxConfig(dir: string, listen: string, ports: number[]): string {
  const temp = (name: string) => {
    const folder = path.join(dir, 'nginx-temp', name);
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, 0o777);
    return folder;
  };
  // One worker is enough for the cached pages (docs/benchmarks.md); the other cores are left
  // to the site and the load generator (npm run bench).
  return `# Written by deploy/topology.ts: the test topology around deploy/nginx/aurex-proxy.conf.
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
daemon off;
${isRoot ? 'user root;' : ''}
events { worker_connections 2048; }
http {
    access_log off;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    proxy_cache_path ${temp('cache')} levels=1:2 keys_zone=aurex_pages:10m max_size=256m inactive=1h use_temp_path=off;
    include ${VARIANT_CONF};
    include ${HTTP_CONF};
    include ${path.join(dir, 'build.conf')};
    upstream aurex {
        least_conn;
${ports.map((port) => `        server 127.0.0.1:${port} max_fails=2 fail_timeout=10s;`).join('\n')}
        keepalive 32;
    }
    server {
        listen ${listen};
        server_name _;
        access_log ${path.join(dir, 'nginx-access.log')} aurex_json;
        include ${PROXY_CONF};
    }
}
`;
}

/** nginx with the shipped proxy and cache settings in front of the instances on `ports`, its files in `dir`. */
export async function startNginx(dir: string, ports: number[], log: Log, requestedPort?: number) {
  const port = requestedPort ?? (await freePort());
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(path.join(dir, 'build.conf'), buildMapOfBuild(ROOT));
  writeFileSync(conf, nginxConfig(dir, `127.0.0.1:${port}`, ports));
  const bin = nginxBin();
  execFileSync(bin, ['-t', '-q', '-c', conf, '-p', dir], { stdio: 'inherit' });
  const child = spawn(bin, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/de-DE/story`, { child });
  log(`nginx on ${url}, balancing ${ports.map((p) => `127.0.0.1:${p}`).join(' and ')}`);
  return {
    url,
    port,
    /** What a deployment does after starting a new build: nginx's build map anew, then a reload. */
    redeploy: async (buildId: string) => {
      writeFileSync(path.join(dir, 'build.conf'), renderBuildMap(buildId));
      execFileSync(bin, ['-t', '-q', '-c', conf, '-p', dir], { stdio: 'inherit' });
      child.kill('SIGHUP');
      // nginx starts new workers on the new configuration and lets the old ones finish.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/**
 * Starts PostgreSQL, `instances` site instances sharing it and nginx in front (on
 * `nginxPort`, or a free port). `env` is added to every instance's environment
 * (BACKEND_URL, ADMIN_PASSWORD …).
 */
export interface TopologyOptions {
  env?: Record<string, string>;
  instances?: number;
  nginxPort?: number;
  log?: Log;
}

export interface Topology {
  /** nginx's address: the site as visitors reach it. */
  url: string;
  databaseUrl: string;
  instances: SiteInstance[];
  dir: string;
  /** nginx serves the build `buildId` from now on (see `redeploy` in startNginx). */
  redeploy(buildId: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startTopology({ env = {}, instances = 2, nginxPort, log = (line) => console.log(`topology: ${line}`) }: TopologyOptions = {}): Promise<Topology> {
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) throw new Error('No production build: run `npm run build` first.');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aurex-topology-'));
  chmodSync(dir, 0o755);
  const stops: (() => unknown)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const postgres = await startPostgres(dir, log);
    stops.push(postgres.stop);
    const instanceEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      TRUSTED_PROXY_HOPS: '1',
      BETTER_AUTH_SECRET: 'topology-secret-0123456789abcdefghijklmnopqrstuvwxyz',
      ...env,
    };
    delete instanceEnv.DATA_DIR;
    const ports: number[] = [];
    for (let i = 0; i < instances; i += 1) ports.push(await freePort());
    const sites = ports.map((port) => instance(port, instanceEnv, dir));
    stops.push(async () => {
      for (const site of sites) await site.kill('SIGTERM');
    });
    // One after the other: the first start runs the migrations.
    for (const site of sites) await site.start();
    log(`site instances on ${ports.map((p) => `127.0.0.1:${p}`).join(' and ')}`);
    const nginx = await startNginx(dir, ports, log, nginxPort);
    stops.push(nginx.stop);
    return { url: nginx.url, databaseUrl: postgres.url, instances: sites, dir, redeploy: nginx.redeploy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
