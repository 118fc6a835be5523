/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { feedbackAttachments, merchantApplications, outbox, subscriptions } from '@/lib/db/schema';
import { storeFeedback, storeMerchantApplication, storeSubscription } from '@/lib/submissions/store';
import { withTestDatabase } from '@/tests/support/testDatabase';

jest.setTimeout(60_000);

const database = withTestDatabase();

describe('stored submissions', () => {
  test('subscribing twice keeps one row and forwards once while the first entry is pending or delivered', async () => {
    const first = await storeSubscription(database().db, 'twice@example.com', 'en-US', true);
    const second = await storeSubscription(database().db, 'twice@example.com', 'fr-FR', true);
    expect(first.outbox?.row).toMatchObject({ kind: 'subscribe', subscriptionId: first.id, state: 'pending' });
    expect(second).toEqual({ id: first.id, outbox: null });
    await database().db.update(outbox).set({ state: 'delivered' });
    expect((await storeSubscription(database().db, 'twice@example.com', 'en-US', true)).outbox).toBeNull();
    expect(await database().db.select().from(subscriptions)).toHaveLength(1);
    expect(await database().db.select().from(outbox)).toHaveLength(1);
  });

  test('an address the backend refused is forwarded again when the visitor subscribes again', async () => {
    const first = await storeSubscription(database().db, 'again@example.com', 'en-US', true);
    await database().db.update(outbox).set({ state: 'rejected', leaseToken: null, leaseUntil: null });
    const second = await storeSubscription(database().db, 'again@example.com', 'en-US', true);
    expect(second.outbox?.row).toMatchObject({ kind: 'subscribe', subscriptionId: first.id, state: 'pending' });
    expect(second.outbox?.row.idempotencyKey).not.toBe(first.outbox?.row.idempotencyKey);
  });

  test('an address stored without a backend is forwarded when the visitor subscribes once there is one', async () => {
    await storeSubscription(database().db, 'early@example.com', 'en-US', false);
    expect((await storeSubscription(database().db, 'early@example.com', 'en-US', true)).outbox).not.toBeNull();
  });

  test('without a backend the database is the inbox: no outbox entry', async () => {
    await storeSubscription(database().db, 'inbox@example.com', 'en-US', false);
    expect(await database().db.select().from(outbox)).toHaveLength(0);
  });

  test('merchant applications keep HTML as text and queue an entry naming the application', async () => {
    const stored = await storeMerchantApplication(
      database().db,
      {
        company: '<script>alert(1)</script> Trading',
        contactName: 'Omar Haddad',
        email: 'omar@example.ae',
        dialCode: '+971',
        phone: '50 123 4567',
        country: 'United Arab Emirates',
        businessType: 'distributor',
        website: '',
        message: 'Distribution across the UAE and Oman.',
        consent: true,
        listing: true,
      },
      'ar-SA',
      true,
      { captcha_key: 'k1', captcha: 'x7' },
    );
    const [row] = await database().db.select().from(merchantApplications).where(eq(merchantApplications.id, stored.id));
    expect(row!.company).toBe('<script>alert(1)</script> Trading');
    // A reference to quote, easy to read aloud: two groups of four, none of 0, O, 1, I, L or U.
    expect(stored.reference).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(row).toMatchObject({ reference: stored.reference, listingConsent: true, decision: 'received' });
    expect(stored.outbox?.row).toMatchObject({ kind: 'merchant', locale: 'ar-SA', merchantApplicationId: stored.id, extras: { captcha_key: 'k1', captcha: 'x7' } });
  });

  test('feedback and its pictures are stored together', async () => {
    const stored = await storeFeedback(
      database().db,
      { caseKind: 'fault', purchaseDate: '', email: 'li@example.cn', subject: 'Dimmer hum', purchasingChannel: 'installer', orderNumber: '', productNumber: 'AX-D1', productName: 'Dimmer', description: 'The dimmer hums at 30 % brightness.' },
      [{ fileName: 'hum.webp', mimeType: 'image/webp', width: 640, height: 480, data: Buffer.from([1, 2, 3]) }],
      'user-1',
      'zh-CN',
      true,
    );
    const files = await database().db.select().from(feedbackAttachments).where(eq(feedbackAttachments.feedbackId, stored.id));
    expect(files).toHaveLength(1);
    expect(Buffer.compare(files[0]!.data, Buffer.from([1, 2, 3]))).toBe(0);
    expect(stored.outbox?.row).toMatchObject({ kind: 'feedback', feedbackId: stored.id });
  });
});
