import { Inbox } from '@/components/admin/Inbox';
import { requireAdmin } from '@/lib/admin/require';
import { parseInboxFilter } from '@/lib/admin/inbox';

// Private and always current: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin();
  return <Inbox filter={parseInboxFilter(await searchParams)} />;
}
