'use server';

import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { getDatabase } from '@/lib/db/client';
import { backendDelivery } from '@/lib/backend/delivery';
import { retryNow, retryPolicyFromEnv } from '@/lib/backend/outbox';
import { isSameOrigin } from '@/lib/security/sameOrigin';
import { requireAdmin } from './require';
import { createPartner, decideApplication, partnerFieldsOf, removeSamples, setPublished, updatePartner } from './partners';
import { caseUpdateOf, updateCase } from './cases';
import { withoutPersonalData } from '@/lib/text/personalData';
import { log } from '@/lib/logging/log';
import { countOriginRefusal } from '@/lib/observability/metrics';
import { ADMIN_PAGES, listingHref, type AdminPage } from '@/lib/pages';

/** "Retry now" on a pending submission; back to the same filtered list afterwards. */
export async function adminRetryAction(form: FormData): Promise<void> {
  await requireAdmin();
  if (!isSameOrigin(await headers())) {
    countOriginRefusal('inbox');
    redirect(ADMIN_PAGES.inbox);
  }
  const id = Number(form.get('outboxId'));
  const back = String(form.get('back') ?? '');
  if (Number.isInteger(id) && id > 0) {
    const { db } = await getDatabase();
    await retryNow(db, id, backendDelivery(db), retryPolicyFromEnv()).catch((error: unknown) => log().error({ error: withoutPersonalData(error) }, 'admin retry failed'));
  }
  redirect(back.startsWith('?') ? `${ADMIN_PAGES.inbox}${back}` : ADMIN_PAGES.inbox);
}

/** Where an inbox form came from (`?…` of /admin or of /admin/partners), to go back to. */
function backTo(form: FormData, page: AdminPage, extra = ''): `/${string}` {
  const back = String(form.get('back') ?? '');
  const query = new URLSearchParams(back.startsWith('?') ? back.slice(1) : '');
  for (const [name, value] of new URLSearchParams(extra)) query.set(name, value);
  const text = query.toString();
  return `${page}${text ? `?${text}` : ''}`;
}

async function adminDatabase() {
  await requireAdmin();
  if (!isSameOrigin(await headers())) {
    countOriginRefusal('inbox');
    redirect(ADMIN_PAGES.inbox);
  }
  return (await getDatabase()).db;
}

const idOf = (form: FormData) => {
  const id = Number(form.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Approve or decline a partner application; approving opens the listing made from it. */
export async function adminDecideAction(form: FormData): Promise<void> {
  const db = await adminDatabase();
  const id = idOf(form);
  const decision = form.get('decision');
  if (id === null || (decision !== 'approved' && decision !== 'declined')) redirect(backTo(form, ADMIN_PAGES.inbox));
  const partnerId = await decideApplication(db, id, decision);
  redirect(partnerId === null ? backTo(form, ADMIN_PAGES.inbox) : listingHref(partnerId, { edit: String(partnerId) }));
}

/** Set a support case's state and the answer the visitor reads in their account. */
export async function adminCaseAction(form: FormData): Promise<void> {
  const db = await adminDatabase();
  const id = idOf(form);
  const update = caseUpdateOf(form);
  if (id !== null && update) await updateCase(db, id, update);
  // The same address as the page the form is on: without this the browser keeps the page it has.
  revalidatePath(ADMIN_PAGES.inbox);
  redirect(`${backTo(form, ADMIN_PAGES.inbox)}#feedback-${id ?? ''}`);
}

/** Save a listing (or add one, without an id). */
export async function adminSavePartnerAction(form: FormData): Promise<void> {
  const db = await adminDatabase();
  const id = idOf(form);
  const parsed = partnerFieldsOf(form);
  if (!parsed.ok) redirect(listingHref(id ?? 'new', { edit: String(id ?? 'new'), invalid: parsed.invalid.join(',') }));
  const saved = id ?? (await createPartner(db, parsed.fields));
  if (id !== null) await updatePartner(db, id, parsed.fields);
  redirect(listingHref(saved, { saved: String(saved) }));
}

/** Publish or withdraw a listing on Where to buy. */
export async function adminPublishAction(form: FormData): Promise<void> {
  const db = await adminDatabase();
  const id = idOf(form);
  if (id === null) redirect(ADMIN_PAGES.partners);
  const outcome = await setPublished(db, id, form.get('published') === 'true');
  redirect(listingHref(id, outcome === 'done' ? { saved: String(id) } : { refused: outcome, edit: String(id) }));
}

/** Remove the sample listing a fresh install starts with. */
export async function adminRemoveSamplesAction(): Promise<void> {
  await removeSamples(await adminDatabase());
  redirect(ADMIN_PAGES.partners);
}
