import { getAuth } from '@/lib/auth/instance';
import { withSessionHint } from '@/lib/auth/sessionHint';
import { readBodyWithin } from '@/lib/security/bodyLimit';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/lib/security/clientAddress';
import { equaliseRefusalTime } from '@/lib/auth/timing';
import type { AuthEndpoint } from '@/lib/auth/client';
import { countOriginRefusal, countRateLimitRefusal, countSignInFailure } from '@/lib/observability/metrics';

/** Account forms send a few short fields: 64 KiB is far more than any of them needs. */
const AUTH_BODY_LIMIT = 64 * 1024;

const tooLarge = () =>
  Response.json({ code: 'BODY_TOO_LARGE', message: 'Request body too large' }, { status: 413, headers: { 'cache-control': 'no-store' } });

/**
 * The endpoints the site calls (lib/auth/client.ts, the session check), each with its method.
 * better-auth answers many more (sessions lists, password resets, social sign-in…): none of
 * them is a feature here, so each answers 404.
 */
const USED: Record<`/${string}`, 'GET' | 'POST'> = {
  '/get-session': 'GET',
  ...(Object.fromEntries((['/sign-up/email', '/sign-in/email', '/sign-out', '/update-user', '/change-email', '/change-password', '/delete-user'] satisfies AuthEndpoint[]).map((endpoint) => [endpoint, 'POST'])) as Record<AuthEndpoint, 'POST'>),
};

const notFound = () => Response.json({ code: 'NOT_FOUND' }, { status: 404, headers: { 'cache-control': 'no-store' } });

/** An account answer is for one visitor and one moment. */
function private_(response: Response): Response {
  if (response.headers.has('cache-control')) return response;
  const answer = new Response(response.body, response);
  answer.headers.set('cache-control', 'no-store');
  return answer;
}

/**
 * The request as the visitor sent it, for better-auth: the URL on the host the browser
 * asked for (`next start` hands route handlers one on the address it listens on, while the
 * browser's `Origin` names the public host, and better-auth trusts its own origin, taken
 * from this URL), and the client's address by the site's one rule, in a header of our own
 * that replaces whatever the client put there.
 */
function asSent(request: Request, body: Uint8Array<ArrayBuffer> | undefined): Request {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  const protocol = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : url.protocol.replace(':', '');
  let sent = url;
  try {
    if (host) sent = new URL(`${url.pathname}${url.search}`, `${protocol}://${host}`);
  } catch {
    // A malformed Host: keep the URL Next gave.
  }
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(request.headers));
  return new Request(sent, { method: request.method, headers, body });
}

/** better-auth's refusals an operator watches: its rate limit, a wrong sign-in, another site's origin. */
async function countRefusal(endpoint: string, response: Response): Promise<void> {
  if (response.status === 429) countRateLimitRefusal('accounts');
  if (response.status === 401 && endpoint === '/sign-in/email') countSignInFailure('accounts', 'wrong_password');
  if (response.status !== 403) return;
  const { code } = ((await response.clone().json().catch(() => null)) ?? {}) as { code?: unknown };
  if (code === 'INVALID_ORIGIN' || code === 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED') countOriginRefusal('accounts');
}

/** better-auth's endpoints (sign-up, sign-in, sign-out, session, account changes). */
async function handle(request: Request): Promise<Response> {
  const endpoint = new URL(request.url).pathname.replace(/^\/api\/auth/, '');
  const method = USED[endpoint as keyof typeof USED];
  if (method === undefined || (method !== request.method && !(method === 'GET' && request.method === 'HEAD'))) return notFound();
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const read = await readBodyWithin(request, AUTH_BODY_LIMIT);
    if (!read) return tooLarge();
    body = read;
  }
  const started = performance.now();
  const response = await (await getAuth()).handler(asSent(request, body));
  if (endpoint === '/sign-up/email') await equaliseRefusalTime(response, body, started);
  await countRefusal(endpoint, response);
  return private_(withSessionHint(response));
}

export const GET = handle;
export const POST = handle;
