import 'server-only';
import type { InboxItem } from './inbox';
import { toCsv } from './csv';

/** One kind of submission as CSV: received time, language, its fields, attachments, delivery state. */
export function inboxCsv(items: readonly InboxItem[]): string {
  const fieldNames = items[0]?.fields.map(([name]) => name) ?? [];
  const header = ['id', 'received', 'language', ...fieldNames, 'attachments', 'delivery', 'delivery_detail'];
  const rows = items.map((item) => {
    const delivery = item.delivery;
    const detail =
      delivery.state === 'pending' ? `next attempt ${delivery.nextAttemptAt.toISOString()}, ${delivery.attempts} attempts` : delivery.state === 'rejected' ? (delivery.error ?? '') : '';
    return [item.id, item.createdAt, item.locale, ...item.fields.map(([, value]) => value), item.attachments.map((file) => file.fileName).join(' | '), delivery.state, detail];
  });
  return toCsv(header, rows);
}
