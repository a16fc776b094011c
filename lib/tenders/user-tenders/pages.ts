// What the edit page does first: the signed-in user's own tender of the route, or 404 for anyone else.
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { requireUserOrLogin } from '@/lib/auth/user';
import { getDb } from '@/lib/db';
import { parseTenderRef } from '../params';
import type { TenderRow } from '../queries';
import { findOwnTender } from './index';

/** 404, not 403, for another user's tender: the answer must not tell that it exists. */
export const ownTenderOr404 = cache(async (tenderId: string): Promise<TenderRow> => {
  const user = await requireUserOrLogin();
  const ref = parseTenderRef(tenderId);
  if (ref?.kind !== 'id') notFound();
  const tender = await findOwnTender(await getDb(), user.id, ref.id);
  if (!tender) notFound();
  return tender;
});
