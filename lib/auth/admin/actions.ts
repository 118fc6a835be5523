'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDatabase } from '@/lib/db/client';
import { backendDelivery } from '@/lib/forms/delivery';
import { retryNow, retryPolicyFromEnv } from '@/lib/forms/outbox';
import { clientKey, isSameOrigin } from '@/lib/forms/guard';
import { adminKeyFrom, adminPasswordFrom } from './guard';
import { clearAdminCookie, requireAdmin, setAdminCookie } from './cookie';
import { adminLockout } from './limits';
import { adminPasswordMatches, signAdminToken } from './token';

export type AdminLoginState = { status: 'idle' } | { status: 'failed' } | { status: 'locked'; minutes: number };

/** Signs the company in with `ADMIN_PASSWORD`, at most a few wrong tries per client before a lockout. */
export async function adminLoginAction(_previous: AdminLoginState, form: FormData): Promise<AdminLoginState> {
  const requestHeaders = await headers();
  const password = adminPasswordFrom();
  const key = adminKeyFrom();
  if (!password || !key || !isSameOrigin(requestHeaders)) return { status: 'failed' };
  const client = clientKey(requestHeaders);
  const lockout = adminLockout();
  const wait = lockout.waitMs(client);
  if (wait > 0) return { status: 'locked', minutes: Math.ceil(wait / 60_000) };
  const given = form.get('password');
  if (typeof given !== 'string' || !adminPasswordMatches(given, password)) {
    lockout.fail(client);
    const now = lockout.waitMs(client);
    return now > 0 ? { status: 'locked', minutes: Math.ceil(now / 60_000) } : { status: 'failed' };
  }
  lockout.succeed(client);
  await setAdminCookie(signAdminToken(key));
  redirect('/admin');
}

export async function adminLogoutAction(): Promise<void> {
  await clearAdminCookie();
  redirect('/admin');
}

/** "Retry now" on a pending submission; back to the same filtered list afterwards. */
export async function adminRetryAction(form: FormData): Promise<void> {
  await requireAdmin();
  if (!isSameOrigin(await headers())) redirect('/admin');
  const id = Number(form.get('outboxId'));
  const back = String(form.get('back') ?? '');
  if (Number.isInteger(id) && id > 0) {
    const { db } = await getDatabase();
    await retryNow(db, id, backendDelivery(db), retryPolicyFromEnv()).catch((error: unknown) => console.error('Admin retry failed', error));
  }
  redirect(back.startsWith('?') ? `/admin${back}` : '/admin');
}
