/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { feedbackAttachments, merchantApplications, outbox, subscriptions } from '@/lib/db/schema';
import { storeFeedback, storeMerchantApplication, storeSubscription } from '@/lib/forms/submissions';
import { clearTables, openTestDatabase } from './testDatabase';
import type { DatabaseHandle } from '@/lib/db/client';

jest.setTimeout(60_000);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(() => clearTables(handle));

describe('stored submissions', () => {
  test('subscribing twice keeps one row and forwards once', async () => {
    const first = await storeSubscription(handle.db, 'twice@example.com', 'en-US', true);
    const second = await storeSubscription(handle.db, 'twice@example.com', 'fr-FR', true);
    expect(first).toMatchObject({ created: true });
    expect(first.outbox).toMatchObject({ kind: 'subscribe', payload: { email: 'twice@example.com' }, state: 'pending' });
    expect(second).toEqual({ id: 0, created: false, outbox: null });
    expect(await handle.db.select().from(subscriptions)).toHaveLength(1);
    expect(await handle.db.select().from(outbox)).toHaveLength(1);
  });

  test('without a backend the database is the inbox: no outbox entry', async () => {
    await storeSubscription(handle.db, 'inbox@example.com', 'en-US', false);
    expect(await handle.db.select().from(outbox)).toHaveLength(0);
  });

  test('merchant applications keep HTML as text and queue the backend body', async () => {
    const stored = await storeMerchantApplication(
      handle.db,
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
      },
      'ar-SA',
      true,
    );
    const [row] = await handle.db.select().from(merchantApplications).where(eq(merchantApplications.id, stored.id));
    expect(row!.company).toBe('<script>alert(1)</script> Trading');
    expect(stored.outbox).toMatchObject({
      kind: 'merchant',
      locale: 'ar-SA',
      payload: { company: '<script>alert(1)</script> Trading', phone: '+971 50 123 4567', business_type: 'distributor', consent: true },
    });
  });

  test('feedback and its pictures are stored together', async () => {
    const stored = await storeFeedback(
      handle.db,
      { email: 'li@example.cn', subject: 'Dimmer hum', purchasingChannel: 'installer', orderNumber: '', productNumber: 'AX-D1', productName: 'Dimmer', description: 'The dimmer hums at 30 % brightness.' },
      [{ fileName: 'hum.webp', mimeType: 'image/webp', width: 640, height: 480, data: Buffer.from([1, 2, 3]) }],
      'user-1',
      'zh-CN',
      true,
    );
    const files = await handle.db.select().from(feedbackAttachments).where(eq(feedbackAttachments.feedbackId, stored.id));
    expect(files).toHaveLength(1);
    expect(Buffer.compare(files[0]!.data, Buffer.from([1, 2, 3]))).toBe(0);
    expect(stored.outbox).toMatchObject({ kind: 'feedback', payload: { feedbackId: stored.id } });
  });
});
