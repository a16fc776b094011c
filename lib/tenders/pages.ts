// What every tender page does first: validate the id, then find the tender or answer 404.
import { notFound } from 'next/navigation';
import { parseTenderId } from './params';

/**
 * Resolves a tender route's id. Invalid ids are a 404 before any lookup; since no tender store
 * exists yet (it arrives with the tender data feature), every valid id is a 404 as well.
 */
export async function tenderOr404(params: Promise<{ tenderId: string }>): Promise<never> {
  const { tenderId } = await params;
  if (!parseTenderId(tenderId)) notFound();
  notFound();
}
