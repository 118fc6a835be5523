/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { merchantApplications, outbox } from '@/lib/db/schema';
import { listInbox } from '@/lib/admin/inbox';
import { enqueue } from '@/lib/backend/outbox';
import { storeSubscription } from '@/lib/submissions/store';
import { withTestDatabase } from '@/tests/support/testDatabase';

jest.setTimeout(60_000);

const database = withTestDatabase();

const application = (company: string) => ({
  company,
  contactName: 'Omar Haddad',
  email: 'same@gulf-trading.example',
  dialCode: '+971',
  phone: '50 123 4567',
  country: 'United Arab Emirates',
  businessType: 'distributor',
  website: '',
  message: 'Distribution across the UAE and Oman.',
  consent: true,
});

describe('the inbox pairs each submission with its own outbox entry', () => {
  test('two applications from one address in one moment each show their own delivery state', async () => {
    // One transaction: both rows get the same created_at, the same address.
    const [first, second] = await database().db.transaction(async (tx) => {
      const entries = [];
      for (const company of ['First LLC', 'Second LLC']) {
        const [row] = await tx.insert(merchantApplications).values({ ...application(company), locale: 'en-US' }).returning();
        entries.push(await enqueue(tx, { kind: 'merchant', merchantApplicationId: row!.id, locale: 'en-US' }));
      }
      return entries;
    });
    await database().db.update(outbox).set({ state: 'delivered' }).where(eq(outbox.id, first!.row.id));
    await database().db.update(outbox).set({ state: 'rejected', lastError: 'refused' }).where(eq(outbox.id, second!.row.id));
    const items = await listInbox(database().db, { kind: 'merchant' });
    expect(items).toHaveLength(2);
    const company = (name: string) => items.find((item) => item.fields.some(([, value]) => value === name))!;
    expect(company('First LLC').delivery).toMatchObject({ state: 'delivered', outboxId: first!.row.id });
    expect(company('Second LLC').delivery).toMatchObject({ state: 'rejected', outboxId: second!.row.id });
  });

  test('a subscription sent again after a refusal is listed once, with its newest entry', async () => {
    const first = await storeSubscription(database().db, 'again@example.com', 'en-US', true);
    await database().db.update(outbox).set({ state: 'rejected', leaseToken: null }).where(eq(outbox.id, first.outbox!.row.id));
    const second = await storeSubscription(database().db, 'again@example.com', 'en-US', true);
    const items = await listInbox(database().db, { kind: 'subscribe' });
    expect(items).toHaveLength(1);
    expect(items[0]!.delivery).toMatchObject({ state: 'pending', outboxId: second.outbox!.row.id });
  });
});
