import { forgetSessionHint } from './sessionHint';

/**
 * The browser's question "who is signed in?", apart from the account forms' calls
 * (client.ts): the mobile header asks it on every page of a visitor who may be signed in.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

/** The signed-in user, or null; for swr (`useSWR(SESSION_URL, fetchSession)`). */
export const SESSION_URL = '/api/auth/get-session';

export async function fetchSession(url: string = SESSION_URL): Promise<SessionUser | null> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`Session check failed: ${response.status}`);
  const body = (await response.json()) as { user?: SessionUser } | null;
  if (!body?.user) forgetSessionHint();
  return body?.user ?? null;
}
