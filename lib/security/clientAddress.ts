import 'server-only';
import ipaddr from 'ipaddr.js';

interface HeaderSource {
  get(name: string): string | null;
}

/** Proxies in front of `next start` in the shipped set-up (deploy/): nginx alone. */
export const DEFAULT_TRUSTED_PROXY_HOPS = 1;
const MAX_TRUSTED_PROXY_HOPS = 10;

/**
 * `TRUSTED_PROXY_HOPS`: how many proxies of ours stand in front of the site (nginx: 1;
 * a CDN in front of nginx: 2). Each appends the address it received the request from to
 * `X-Forwarded-For`, so the client's address is that many entries from the right; what
 * stands left of it was written by the client and is never read.
 */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return DEFAULT_TRUSTED_PROXY_HOPS;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 1 || hops > MAX_TRUSTED_PROXY_HOPS) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 1 to ${MAX_TRUSTED_PROXY_HOPS} (the proxies in front of the site), not "${raw}".`);
  }
  return hops;
}

/** Stands for every request whose address cannot be read (no proxy header, a malformed one). */
export const UNKNOWN_CLIENT = '0.0.0.0';

/**
 * One client as every limit counts it: an IPv4 address, or the /64 network of an IPv6
 * address (one home or phone holds a whole /64 and could rotate through it).
 */
function normalise(address: string): string {
  if (!ipaddr.isValid(address)) return UNKNOWN_CLIENT;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString();
}

/**
 * The client's address, by the one rule every limit uses (forms, sign-in, registration,
 * the inbox sign-in): the `X-Forwarded-For` entry `hops` places from the right. With fewer
 * entries than hops (a request that bypassed a proxy), the leftmost.
 */
export function clientAddress(headers: HeaderSource, hops: number = trustedProxyHops()): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return UNKNOWN_CLIENT;
  return normalise(entries[Math.max(0, entries.length - hops)]!);
}

/**
 * The request header that carries `clientAddress` to better-auth, whose own reading of
 * `X-Forwarded-For` takes a lone entry as the client and puts every request with two or
 * more into one shared bucket. The auth route sets it on every request it hands on.
 */
export const CLIENT_ADDRESS_HEADER = 'x-aurex-client-address';
