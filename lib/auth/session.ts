export interface CurrentUser {
  id: string;
  email: string;
}

/**
 * The signed-in visitor, read from the request's session. Every check of "is someone
 * signed in" goes through this one function. Accounts are not built yet: the accounts
 * issue implements it (session cookie -> user); until then nobody is signed in.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  return null;
}
