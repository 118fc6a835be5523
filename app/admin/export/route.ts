import { getDatabase } from '@/lib/db/client';
import { refuseUnlessAdmin } from '@/lib/admin/access';
import { INBOX_KINDS, listInbox, parseInboxFilter, type InboxKind } from '@/lib/admin/inbox';
import { inboxCsv } from '@/lib/admin/export';
import { downloadHeaders } from '@/lib/admin/download';

export const dynamic = 'force-dynamic';

/** `/admin/export?kind=feedback&from=…&to=…`: one kind of submission as a CSV file. */
export async function GET(request: Request) {
  const refused = await refuseUnlessAdmin(request);
  if (refused) return refused;
  const filter = parseInboxFilter(Object.fromEntries(new URL(request.url).searchParams));
  const kind: InboxKind = filter.kind ?? INBOX_KINDS[0];
  const { db } = await getDatabase();
  const items = await listInbox(db, { ...filter, kind }, 100_000);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inboxCsv(items), { headers: downloadHeaders(`aurex-${kind}-${day}.csv`, 'text/csv; charset=utf-8', 'attachment') });
}
