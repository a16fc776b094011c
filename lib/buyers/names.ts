// Buyers as notices name them, reduced to the keys that group one buyer's tenders: the company names' rules
// (case, accents, punctuation, legal forms), within a country and a town, or a registration number.
import { createHash } from 'node:crypto';
import { companyNameKey, displayCompanyName, foldName, normalizeIdentifier } from '@/lib/companies/jobs';

export { normalizeIdentifier as normalizeBuyerIdentifier };

/** The key that groups a buyer's spellings: 'Stadt Wien – MA 48' and 'STADT WIEN MA48' alike. */
export function buyerNameKey(name: string, countryCode: string | null): string {
  return companyNameKey(name, countryCode);
}

/** A town as one comparable string: folded words joined by spaces ('München' and 'MUNCHEN' are one). */
export function buyerTownKey(town: string | null): string {
  if (town === null) return '';
  return foldName(town)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .join(' ');
}

export function displayBuyerName(name: string): string {
  return displayCompanyName(name);
}

/** What a buyer is known by: its registration number where notices give one, else its name in its town. */
export type BuyerIdentity = { kind: 'identifier'; value: string } | { kind: 'name'; nameKey: string; townKey: string };

/** The unique key of a buyer row: `id:{country}:{identifier}` or `name:{country}:{town key}:{name key}`. */
export function buyerKey(identity: BuyerIdentity, countryCode: string): string {
  return identity.kind === 'identifier'
    ? `id:${countryCode}:${identity.value}`
    : `name:${countryCode}:${identity.townKey}:${identity.nameKey}`;
}

/** A buyer's public id: 16 hex digits derived from its key, so rebuilding buyers keeps their URLs. */
export function buyerIdFor(key: string): string {
  return createHash('sha256').update(`buyer\u0000${key}`).digest('hex').slice(0, 16);
}

export function isBuyerId(value: string): boolean {
  return /^[0-9a-f]{16}$/.test(value);
}
