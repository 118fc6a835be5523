/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { feedback } from '@/lib/db/schema';
import { caseUpdateOf, updateCase } from '@/lib/admin/cases';
import { storeFeedback } from '@/lib/submissions/store';
import { submissionsOf } from '@/lib/submissions/mine';
import { withTestDatabase } from '@/tests/support/testDatabase';

jest.setTimeout(60_000);

const database = withTestDatabase();
const VISITOR = 'visitor-1';

const claim = {
  caseKind: 'warranty' as const,
  purchaseDate: '2026-03-01',
  email: 'li@example.cn',
  subject: 'Dimmer hums',
  purchasingChannel: 'installer' as const,
  orderNumber: '',
  productNumber: 'AX-D1',
  productName: 'Dimmer',
  description: 'The dimmer hums at 30 % brightness.',
};

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

describe('support cases', () => {
  test('the visitor’s account shows the kind of case, and the state and answer the inbox set', async () => {
    const { db } = database();
    const stored = await storeFeedback(db, claim, [], VISITOR, 'de-DE', false);
    expect(await submissionsOf(db, VISITOR)).toEqual([{ kind: 'warranty', reference: stored.reference, sentAt: expect.any(String), state: 'received' }]);

    expect(await updateCase(db, stored.id, { state: 'inProgress', answer: '' })).toBe(true);
    expect((await submissionsOf(db, VISITOR))[0]).toEqual(expect.objectContaining({ state: 'inProgress' }));
    expect((await submissionsOf(db, VISITOR))[0]).not.toHaveProperty('answer');

    await updateCase(db, stored.id, { state: 'answered', answer: 'Please send the dimmer back; a new one is on its way.' });
    const [answered] = await submissionsOf(db, VISITOR);
    expect(answered).toEqual(expect.objectContaining({ state: 'answered', answer: { text: 'Please send the dimmer back; a new one is on its way.', at: expect.any(String) } }));
  });

  test('saving the same answer with another state keeps the time it was written; a new answer is dated anew', async () => {
    const { db } = database();
    const stored = await storeFeedback(db, claim, [], VISITOR, 'en-US', false);
    await updateCase(db, stored.id, { state: 'answered', answer: 'Replaced.' });
    const answeredAt = async () => (await db.select({ at: feedback.answeredAt }).from(feedback).where(eq(feedback.id, stored.id)))[0]!.at;
    const first = await answeredAt();
    await db.update(feedback).set({ answeredAt: new Date('2026-01-01T00:00:00Z') }).where(eq(feedback.id, stored.id));
    await updateCase(db, stored.id, { state: 'closed', answer: 'Replaced.' });
    expect((await answeredAt())?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    await updateCase(db, stored.id, { state: 'closed', answer: 'Replaced, and the installer was told.' });
    expect((await answeredAt())!.getTime()).toBeGreaterThanOrEqual(first!.getTime());
    await updateCase(db, stored.id, { state: 'open', answer: '' });
    expect(await answeredAt()).toBeNull();
  });

  test('no such case: nothing changes', async () => {
    expect(await updateCase(database().db, 999_999, { state: 'closed', answer: 'x' })).toBe(false);
  });

  test('the inbox form: a known state and an answer of at most 5 000 characters, control characters dropped', () => {
    expect(caseUpdateOf(formOf({ state: 'answered', answer: '  Done.\u0000  ' }))).toEqual({ state: 'answered', answer: 'Done.' });
    expect(caseUpdateOf(formOf({ state: 'solved', answer: '' }))).toBeNull();
    expect(caseUpdateOf(formOf({ state: 'answered', answer: 'x'.repeat(5001) }))).toBeNull();
    expect(caseUpdateOf(formOf({ state: 'open' }))).toEqual({ state: 'open', answer: '' });
  });
});
