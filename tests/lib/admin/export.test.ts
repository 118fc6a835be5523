import { inboxCsv } from '@/lib/admin/export';
import type { InboxItem } from '@/lib/admin/inbox';

const received = new Date('2026-11-20T08:00:00Z');

const supportCase = (id: number, supportCaseState: NonNullable<InboxItem['supportCase']>): InboxItem => ({
  kind: 'feedback',
  id,
  createdAt: received,
  locale: 'de-DE',
  fields: [
    ['reference', `F-${id}`],
    ['caseKind', 'warranty'],
  ],
  attachments: [
    { id: 1, fileName: 'fault.webp', purpose: 'picture' },
    { id: 2, fileName: 'receipt.webp', purpose: 'proof' },
  ],
  delivery: { state: 'local' },
  supportCase: supportCaseState,
});

describe('inbox CSV', () => {
  test('a support case carries its state, the answer and when it was given, and marks the proof of purchase', () => {
    const csv = inboxCsv([
      supportCase(7, { state: 'answered', answer: 'Replaced, on its way.', answeredAt: new Date('2026-11-21T09:30:00Z') }),
      supportCase(8, { state: 'open', answer: '', answeredAt: null }),
    ]);
    const [header, answered, open] = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(header).toBe('id,received,language,reference,caseKind,case_state,answer,answered,attachments,delivery,delivery_detail');
    expect(answered).toBe('7,2026-11-20T08:00:00.000Z,de-DE,F-7,warranty,answered,"Replaced, on its way.",2026-11-21T09:30:00.000Z,fault.webp | receipt.webp (proof),local,');
    expect(open).toBe('8,2026-11-20T08:00:00.000Z,de-DE,F-8,warranty,open,,,fault.webp | receipt.webp (proof),local,');
  });

  test('other kinds have no case columns', () => {
    const subscription: InboxItem = { kind: 'subscribe', id: 3, createdAt: received, locale: 'en-US', fields: [['email', 'a@example.com']], attachments: [], delivery: { state: 'local' } };
    expect(inboxCsv([subscription]).split('\r\n')[0]).toBe('\uFEFFid,received,language,email,attachments,delivery,delivery_detail');
  });
});
