import 'server-only';
import type { InboxItem } from './inbox';
import { toCsv } from './csv';

/** A support case's own columns: where it stands and what the company answered. */
const CASE_HEADER = ['case_state', 'answer', 'answered'];
const caseCells = (item: InboxItem): unknown[] => (item.supportCase ? [item.supportCase.state, item.supportCase.answer, item.supportCase.answeredAt] : []);

/** One kind of submission as CSV: received time, language, its fields, a case's state and answer, attachments, delivery state. */
export function inboxCsv(items: readonly InboxItem[]): string {
  const fieldNames = items[0]?.fields.map(([name]) => name) ?? [];
  const caseHeader = items[0]?.supportCase ? CASE_HEADER : [];
  const header = ['id', 'received', 'language', ...fieldNames, ...caseHeader, 'attachments', 'delivery', 'delivery_detail'];
  const rows = items.map((item) => {
    const delivery = item.delivery;
    const detail =
      delivery.state === 'pending' ? `next attempt ${delivery.nextAttemptAt.toISOString()}, ${delivery.attempts} attempts` : delivery.state === 'rejected' ? (delivery.error ?? '') : '';
    const files = item.attachments.map((file) => (file.purpose === 'proof' ? `${file.fileName} (proof)` : file.fileName)).join(' | ');
    return [item.id, item.createdAt, item.locale, ...item.fields.map(([, value]) => value), ...caseCells(item), files, delivery.state, detail];
  });
  return toCsv(header, rows);
}
