import { getAuth } from '@/lib/auth/instance';

/** better-auth's endpoints (sign-up, sign-in, sign-out, session, account changes). */
async function handle(request: Request): Promise<Response> {
  return (await getAuth()).handler(request);
}

export const GET = handle;
export const POST = handle;
