import 'server-only';
import { headers } from 'next/headers';
import type { Auth } from './server';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

interface HeaderSource {
  get(name: string): string | null;
}

/** The user a request's session cookie belongs to, or null (no cookie, expired, revoked, deleted). */
export async function userOfRequest(auth: Auth, requestHeaders: HeaderSource): Promise<CurrentUser | null> {
  if (!requestHeaders.get('cookie')) return null;
  const session = await auth.api.getSession({ headers: new Headers({ cookie: requestHeaders.get('cookie') ?? '' }) }).catch(() => null);
  if (!session?.user) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/**
 * The signed-in visitor, read from the request's session. Every check of "is someone
 * signed in" on the server goes through this one function.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const { getAuth } = await import('./instance');
  return userOfRequest(await getAuth(), await headers());
}
