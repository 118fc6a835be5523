/**
 * What one client flooding the finder costs everyone else, through the production topology
 * (not a test: it prints numbers):
 *
 *   npm run build && npm run bench:flood -- [--seconds 10] [--clients 20]
 *
 * Starts PostgreSQL, one instance and nginx (deploy/topology.ts). For each kind of flood,
 * `clients` connections from one address ask for finder addresses nobody asked for before,
 * each as soon as its previous answer is in, while a second address asks the same instance
 * for /robots.txt directly, every 50 ms: its latency is what the flood costs others. Kinds:
 * unknown parameters (`?u=<unique>`, which the site redirects to the canonical address), and
 * distinct valid queries (each a real render, which nginx limits per client). Each also
 * runs straight at the instance, without nginx, for comparison.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { startTopology } from '../deploy/topology';
import { FINDER_FILTERS } from '../lib/content/finder';
import { percentile } from './bench/percentile';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

const SECONDS = option('seconds', 10);
const CLIENTS = option('clients', 20);

const agentFrom = (localAddress: string) => new http.Agent({ keepAlive: true, maxSockets: 64, localAddress } as http.AgentOptions);

function get(origin: string, pathname: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}${pathname}`, { agent, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 bench-flood' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
}

/** Every valid finder query of two filters: distinct renders. */
function validQueries(): string[] {
  const filters = Object.entries(FINDER_FILTERS).map(([filter, values]) => values.map((value) => `${filter}=${value}`));
  const queries: string[] = [];
  // Filters in the finder's own order: the canonical address, which renders without a redirect.
  filters.forEach((first, i) => filters.slice(i + 1).forEach((second) => first.forEach((a) => second.forEach((b) => queries.push(`${a}&${b}`)))));
  return queries;
}

async function flood(origin: string, instance: string, next: () => string) {
  const attacker = agentFrom('127.0.0.1');
  const bystander = agentFrom('127.0.0.2');
  const deadline = performance.now() + SECONDS * 1000;
  const statuses = new Map<number, number>();
  const workers = Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < deadline) {
      const status = await get(origin, next(), attacker);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  const latencies: number[] = [];
  const probe = (async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await get(instance, '/robots.txt', bystander);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.all([...workers, probe]);
  attacker.destroy();
  bystander.destroy();
  return { statuses: Object.fromEntries([...statuses].sort()), robots: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies), samples: latencies.length } };
}

async function main() {
  const topology = await startTopology({ instances: 1, log: () => undefined });
  try {
    const instance = `http://127.0.0.1:${topology.instances[0]!.port}`;
    const queries = validQueries();
    let n = 0;
    const unknown = () => `/products?gangs=2&u=${Date.now().toString(36)}-${(n += 1)}`;
    const valid = () => `/products?${queries[(n += 1) % queries.length]}&compare=pir-sensor`;
    const rows: [string, Awaited<ReturnType<typeof flood>>][] = [];
    await get(instance, '/robots.txt', agentFrom('127.0.0.2'));
    for (const [label, target, next] of [
      ['unknown parameters, through nginx', topology.url, unknown],
      ['distinct valid queries, through nginx', topology.url, valid],
      ['unknown parameters, straight at the instance', instance, unknown],
      ['distinct valid queries, straight at the instance', instance, valid],
    ] as const) {
      rows.push([label, await flood(target, instance, next)]);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    console.log(`\n${CLIENTS} connections from one client for ${SECONDS} s each; /robots.txt asked of the same instance by another client every 50 ms\n`);
    console.log('| Flood | Answers to the flood | /robots.txt p50 | p99 | max |');
    console.log('|---|---|---|---|---|');
    for (const [label, result] of rows) {
      const answers = Object.entries(result.statuses).map(([status, count]) => `${count}× ${status}`).join(', ');
      console.log(`| ${label} | ${answers} | ${result.robots.p50.toFixed(1)} ms | ${result.robots.p99.toFixed(1)} ms | ${result.robots.max.toFixed(1)} ms |`);
    }
  } finally {
    await topology.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
