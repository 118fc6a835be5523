import { getCurrentUser } from '@/lib/auth/session';
import { getDatabase } from '@/lib/db/client';
import { submissionsOf } from '@/lib/submissions/mine';

export const dynamic = 'force-dynamic';

/** The signed-in visitor's applications and questions with their references and states (the account page asks). */
export async function GET(): Promise<Response> {
  const user = await getCurrentUser();
  if (!user) return Response.json({ error: 'signed out' }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  return Response.json({ submissions: await submissionsOf((await getDatabase()).db, user.id) }, { headers: { 'Cache-Control': 'private, no-store' } });
}
