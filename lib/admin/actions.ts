'use server';

import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDatabase } from '@/lib/db/client';
import { backendDelivery } from '@/lib/backend/delivery';
import { retryNow, retryPolicyFromEnv } from '@/lib/backend/outbox';
import { isSameOrigin } from '@/lib/security/sameOrigin';
import { requireAdmin } from './require';

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
