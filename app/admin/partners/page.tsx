import { Partners, type PartnersNotice } from '@/components/admin/Partners';
import { requireAdmin } from '@/lib/admin/require';
import { listPartners } from '@/lib/admin/partners';
import { getDatabase } from '@/lib/db/client';

// Private and always current: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

function noticeOf(query: Record<string, string | string[] | undefined>): PartnersNotice {
  const one = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  const refused = one('refused');
  return {
    edit: one('edit'),
    saved: one('saved'),
    refused: refused === 'notAllowed' || refused === 'incomplete' ? refused : undefined,
    invalid: one('invalid')?.split(',').filter((field) => /^[a-z]{1,20}$/.test(field)),
  };
}

export default async function AdminPartnersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin();
  const { db } = await getDatabase();
  return <Partners partners={await listPartners(db)} notice={noticeOf(await searchParams)} />;
}
