/**
 * The browser's side of accounts: calls to better-auth's endpoints under `/api/auth`,
 * with every failure turned into error keys under `account.errors`.
 */
export type AuthEndpoint = '/sign-up/email' | '/sign-in/email' | '/sign-out' | '/update-user' | '/change-email' | '/change-password' | '/delete-user';

/** One request of a form: the endpoint and its JSON body. */
export type AuthCall = [AuthEndpoint, Record<string, unknown>];

export type AuthOutcome = { ok: true } | { ok: false; form: string; fieldErrors: Record<string, string> };


/** What each endpoint's refusals mean for the visitor; `field` places the message. */
const REFUSALS: Partial<Record<AuthEndpoint, { status: number; key: string; field?: string }[]>> = {
  // The same answer whether or not the address is registered.
  '/sign-in/email': [{ status: 401, key: 'credentials' }, { status: 400, key: 'credentials' }, { status: 403, key: 'credentials' }],
  '/sign-up/email': [{ status: 422, key: 'emailUnavailable', field: 'email' }],
  '/change-password': [{ status: 400, key: 'currentPassword', field: 'currentPassword' }],
  '/delete-user': [{ status: 400, key: 'currentPassword', field: 'password' }],
};

export async function outcomeOf(endpoint: AuthEndpoint, response: Response): Promise<AuthOutcome> {
  if (response.ok) return { ok: true };
  if (response.status === 429) return { ok: false, form: 'rateLimited', fieldErrors: {} };
  const body = (await response.json().catch(() => ({}))) as { code?: string; fieldErrors?: Record<string, string> };
  if (body.code === 'FORM_INVALID' && body.fieldErrors) return { ok: false, form: '', fieldErrors: body.fieldErrors };
  const refusal = REFUSALS[endpoint]?.find((entry) => entry.status === response.status);
  if (!refusal) return { ok: false, form: 'unavailable', fieldErrors: {} };
  return refusal.field ? { ok: false, form: '', fieldErrors: { [refusal.field]: refusal.key } } : { ok: false, form: refusal.key, fieldErrors: {} };
}

export async function callAuth(endpoint: AuthEndpoint, body: Record<string, unknown> = {}): Promise<AuthOutcome> {
  try {
    const response = await fetch(`/api/auth${endpoint}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return await outcomeOf(endpoint, response);
  } catch {
    // fetch rejects only when no answer came: the connection, not the server.
    return { ok: false, form: 'network', fieldErrors: {} };
  }
}

