import 'server-only';
import { NextResponse } from 'next/server';

/**
 * "See other" to a path of this site, as a relative `Location`: the browser resolves it
 * against the address it used. (`request.url` names the address `next start` listens on,
 * e.g. `localhost`, and a form posted from `127.0.0.1` must not be sent to another origin:
 * the policy's `form-action 'self'` would block it.)
 */
export function seeOther(path: `/${string}`): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
