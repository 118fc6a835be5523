import { getAuth } from '@/lib/auth/instance';
import { withSessionHint } from '@/lib/auth/sessionHint';

/**
 * The request as the visitor sent it: `next start` hands route handlers a URL on the
 * address it listens on (`localhost`), while the browser's `Origin` names the host it
 * asked for. better-auth trusts its own origin, taken from this URL.
 */
async function asSent(request: Request): Promise<Request> {
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  if (!host) return request;
  const url = new URL(request.url);
  const protocol = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  let sent: URL;
  try {
    sent = new URL(`${url.pathname}${url.search}`, `${protocol === 'https' ? 'https' : 'http'}://${host}`);
  } catch {
    return request;
  }
  if (sent.href === url.href) return request;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return new Request(sent, { method: request.method, headers: request.headers, body });
}

/** better-auth's endpoints (sign-up, sign-in, sign-out, session, account changes). */
async function handle(request: Request): Promise<Response> {
  return withSessionHint(await (await getAuth()).handler(await asSent(request)));
}

export const GET = handle;
export const POST = handle;
