import { Inbox } from '@/components/admin/Inbox';
import { requireAdmin } from '@/lib/admin/require';
import { listInbox, parseInboxFilter } from '@/lib/admin/inbox';
import { getDatabase } from '@/lib/db/client';

// Private and always current: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin();
  const filter = parseInboxFilter(await searchParams);
  const { db } = await getDatabase();
  return <Inbox filter={filter} items={await listInbox(db, filter)} />;
}
