// The production build and the processes the bench starts: `next start` and the static server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { get } from './http';
import { DESKTOP_USER_AGENT } from './config';
import { serverCommand } from '../../deploy/server';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_ID = path.join(ROOT, '.next/BUILD_ID');
const SOURCE_DIRS = ['app', 'components', 'lib', 'messages', 'public', 'middleware.ts', 'next.config.ts'];

/** Newest modification time (ms) of the files under `entry`, skipping generated folders. */
function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Builds for production, the way `npm run build` does (PRERENDER_LOCALES etc. pass through). */
async function build() {
  console.log('bench: building for production (npm run build)…');
  const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}

/**
 * Reuses the existing production build unless told to rebuild (or there is none); warns
 * when the sources changed after it was made. Returns the build id.
 */
export async function ensureBuild({ rebuild }: { rebuild: boolean }): Promise<string> {
  if (rebuild || !fs.existsSync(BUILD_ID)) await build();
  const builtAt = fs.statSync(BUILD_ID).mtimeMs;
  const changedAt = Math.max(...SOURCE_DIRS.map((entry) => newestMtime(path.join(ROOT, entry))));
  if (changedAt > builtAt) {
    console.warn('bench: WARNING: sources changed after the build in .next; run `npm run bench -- --build` to measure them.');
  }
  return fs.readFileSync(BUILD_ID, 'utf8').trim();
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, or throws after `timeoutMs`. */
async function waitFor200(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await get(url, { 'user-agent': DESKTOP_USER_AGENT }).then((response) => response.status, () => 0);
    if (status === 200) return;
    await sleep(300);
  }
  throw new Error(`no answer 200 from ${url} within ${timeoutMs / 1000} s`);
}

/** Starts a process in its own process group, so that stopping it also stops what it started. */
function startGroup(command: string, args: string[], env: Record<string, string>): { child: ChildProcess; stop: () => Promise<void> } {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-(child.pid as number), 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  return { child, stop };
}

/** The site's server (deploy/server.ts) on a free port, ready to answer; form posts go to a throw-away data folder. */
export async function startNext(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const { command, args } = serverCommand(port, ROOT);
  const { stop } = startGroup(command, args, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${origin}/panel/0`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop: async () => (await stop(), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

/**
 * The plain static server (static-server.ts) on a free port, serving `files` (URL path →
 * file) with `headers`, as a separate process like `next start`.
 */
export async function startStatic(files: Record<string, string>, headers: Record<string, string>): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const script = path.join(import.meta.dirname, 'static-server.ts');
  // Node runs it through tsx's loader, which compiles it once at start; serving is plain Node.
  const { stop } = startGroup(process.execPath, ['--import', 'tsx', script, String(port)], {
    BENCH_STATIC_FILES: JSON.stringify(files),
    BENCH_STATIC_HEADERS: JSON.stringify(headers),
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${origin}${Object.keys(files)[0]}`, 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The bare page the site's first-load JavaScript is compared with: one static page, nothing else. */
const BARE_APP = {
  'package.json': '{ "private": true }\n',
  'app/layout.js': 'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  'app/page.js': 'export default function Page() {\n  return <main><h1>A bare Next.js page</h1></main>;\n}\n',
};

/**
 * A bare Next.js App Router page built and started with this project's own packages (same
 * Next, React and patches): a folder outside the project with its node_modules hard-linked.
 */
export async function startBarePage(): Promise<{ origin: string; nextVersion: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    for (const [file, text] of Object.entries(BARE_APP)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const linked = spawn('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')], { stdio: 'inherit' });
    if ((await new Promise<number | null>((resolve) => linked.on('exit', resolve))) !== 0) throw new Error('could not link node_modules for the bare page');
    console.log('bench: building the bare Next.js page…');
    const nextBin = path.join(dir, 'node_modules/next/dist/bin/next');
    const build = spawn(process.execPath, [nextBin, 'build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } });
    if ((await new Promise<number | null>((resolve) => build.on('exit', resolve))) !== 0) throw new Error('the bare page did not build');
    const port = await freePort();
    const server = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: dir, stdio: 'ignore', detached: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } });
    const stop = async () => {
      try {
        process.kill(-(server.pid as number), 'SIGTERM');
      } catch {
        // Already gone.
      }
      cleanUp();
    };
    const origin = `http://127.0.0.1:${port}`;
    await waitFor200(`${origin}/`, 30_000).catch(async (error) => {
      await stop();
      throw error;
    });
    const { version: nextVersion }: { version: string } = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8'));
    return { origin, nextVersion, stop };
  } catch (error) {
    cleanUp();
    throw error;
  }
}
