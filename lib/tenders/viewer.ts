// Who is reading, for the visibility rules of lib/tenders/queries: the verified signed-in user, or nobody.
import 'server-only';
import { getOptionalUser } from '@/lib/auth/user';
import type { Viewer } from './queries';

export async function currentViewer(): Promise<Viewer> {
  const user = await getOptionalUser();
  return { userId: user?.id ?? null };
}
