import { eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/db/client';
import { feedbackAttachments } from '@/lib/db/schema';
import { refuseUnlessAdmin } from '@/lib/admin/access';
import { attachmentHeaders } from '@/lib/admin/download';

export const dynamic = 'force-dynamic';

/** A feedback picture, for the inbox only (404 when closed, 401 without the admin session). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = await refuseUnlessAdmin(request);
  if (refused) return refused;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) return new Response('Not found', { status: 404 });
  const { db } = await getDatabase();
  const [file] = await db.select().from(feedbackAttachments).where(eq(feedbackAttachments.id, id));
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.data), { headers: attachmentHeaders(file.fileName, file.mimeType, file.data.length) });
}
