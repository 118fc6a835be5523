import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { accounts, adminSessions, authRateLimits, feedbackAttachments, outbox, rateLimits, sessions, signInLockouts, users, verifications } from '@/lib/db/schema';
import { listInbox } from '@/lib/admin/inbox';
import { createPartner, decideApplication, listPartners, updatePartner } from '@/lib/admin/partners';
import { storeFeedback, storeMerchantApplication, storeSubscription } from '@/lib/submissions/store';
import { submissionsOf } from '@/lib/submissions/mine';

/** The signed-in visitor whose submissions `populateSite` stores. */
export const VISITOR = 'user-restore-1';

const application = (company: string, listing: boolean) => ({
  company,
  contactName: 'Omar Haddad',
  email: `${company.split(' ')[0]!.toLowerCase()}@gulf-trading.example`,
  dialCode: '+971',
  phone: '50 123 4567',
  country: 'United Arab Emirates',
  businessType: 'distributor' as const,
  website: 'gulf-trading.example',
  message: 'Distribution across the UAE and Oman — «ok» 👍',
  consent: true as const,
  listing,
});

/**
 * A site that has been used: every table of the schema holds rows (submissions of each kind,
 * feedback with pictures, accounts with sessions, outbox entries in every state, partners and
 * their history, the counters), as the site's own code writes them where it can.
 */
export async function populateSite(db: Database): Promise<void> {
  const now = new Date();
  await db.insert(users).values([
    { id: VISITOR, name: 'Li Wei', email: 'li@example.cn', emailVerified: true },
    { id: 'user-restore-2', name: 'Ana', email: 'ana@example.pt', image: null },
  ]);
  await db.insert(accounts).values({ id: 'acc-1', accountId: VISITOR, providerId: 'credential', userId: VISITOR, password: 'scrypt$salt$hash' });
  await db.insert(sessions).values({ id: 'ses-1', token: 'token-1', expiresAt: new Date(now.getTime() + 86_400_000), userId: VISITOR, ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0' });
  await db.insert(verifications).values({ id: 'ver-1', identifier: 'reset:li@example.cn', value: 'v', expiresAt: new Date(now.getTime() + 3_600_000) });
  await db.insert(authRateLimits).values({ id: 'arl-1', key: '203.0.113.9/sign-in', count: 2, lastRequest: now.getTime() });
  await db.insert(rateLimits).values({ key: 'form:203.0.113.9', windowStart: now, count: 3 });
  await db.insert(signInLockouts).values({ key: '*', failures: 1, lockouts: 0 });
  await db.insert(adminSessions).values({ id: 'admin-1', expiresAt: new Date(now.getTime() + 3_600_000) });

  const delivered = await storeSubscription(db, 'delivered@example.com', 'en-US', true);
  const rejected = await storeSubscription(db, 'rejected@example.com', 'de-DE', true);
  const waiting = await storeSubscription(db, 'waiting@example.com', 'fr-FR', true);
  await storeSubscription(db, 'local@example.com', 'en-US', false);
  const approved = await storeMerchantApplication(db, application('Approved LLC', true), 'ar-SA', true, { captcha_key: 'k1', captcha: 'x7' }, VISITOR);
  const declined = await storeMerchantApplication(db, application('Declined LLC', false), 'en-US', true, {}, VISITOR);
  const picture = randomBytes(48 * 1024);
  await storeFeedback(
    db,
    { caseKind: 'warranty', purchaseDate: '2026-03-01', email: 'li@example.cn', subject: 'Dimmer hum', purchasingChannel: 'installer', orderNumber: 'SO-1', productNumber: 'AX-D1', productName: 'Dimmer', description: 'The dimmer hums at 30 % brightness.' },
    [
      { fileName: 'hum.webp', mimeType: 'image/webp', width: 640, height: 480, data: picture },
      { fileName: 'wiring.webp', mimeType: 'image/webp', width: 320, height: 240, data: Buffer.from([0, 255, 10, 13]) },
    ],
    VISITOR,
    'zh-CN',
    true,
  );

  // Outbox entries in each state: delivered, rejected, waiting for a retry, and one still held by an attempt.
  await db.update(outbox).set({ state: 'delivered', attempts: 1, leaseToken: null, leaseUntil: null }).where(eq(outbox.id, delivered.outbox!.row.id));
  await db.update(outbox).set({ state: 'rejected', attempts: 1, lastError: 'HTTP 422: {"code":"invalid"}', leaseToken: null, leaseUntil: null }).where(eq(outbox.id, rejected.outbox!.row.id));
  await db.update(outbox).set({ attempts: 3, lastError: 'timeout', leaseToken: null, leaseUntil: null, nextAttemptAt: sql`now() + interval '5 minutes'` }).where(eq(outbox.id, waiting.outbox!.row.id));

  await decideApplication(db, declined.id, 'declined');
  const listing = await decideApplication(db, approved.id, 'approved');
  await updatePartner(db, listing!, { company: 'Approved LLC', country: 'AE', city: 'Dubai', address: '', phone: '+971 50 123 4567', email: 'sales@approved.example', website: '', type: 'distributor', families: ['1'] });
  await createPartner(db, { company: 'Own Listing GmbH', country: 'DE', city: 'Köln', address: 'Domplatz 1', phone: '', email: '', website: '', type: 'installer', families: ['0', '2'] });
}

/** What the site reads and shows from a store: the inbox, a visitor's account, the outbox, the partners, the pictures. */
export async function whatTheSiteShows(db: Database) {
  return {
    inbox: await listInbox(db, {}),
    account: await submissionsOf(db, VISITOR),
    outbox: await db.select().from(outbox).orderBy(outbox.id),
    attachments: await db.select().from(feedbackAttachments).orderBy(feedbackAttachments.id),
    partners: await listPartners(db),
    users: await db.select().from(users).orderBy(users.id),
    sessions: await db.select().from(sessions).orderBy(sessions.id),
  };
}
