// The results of a result notice: per lot, the outcome, the winner, the value and how many tenders came in. A
// winner that is a company (public, real tenders) links to its company page.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { displayCompanyName } from '@/lib/companies/views';
import { getCountry } from '@/lib/reference';
import { formatMoney, awardStatusLabels } from '@/lib/tenders/views';
import type { AwardRow } from '@/lib/tenders';
import { DetailTable } from './detail-table';

function awardValue(award: AwardRow): string {
  if (award.value === null || !award.currency) return '—';
  const value = formatMoney(award.value, award.currency);
  return award.currency !== 'EUR' && award.euroValue !== null
    ? `${value} (${formatMoney(award.euroValue, 'EUR')})`
    : value;
}

/** The companies each award was won by, by the award's position: the lead first, then consortium members. */
export type AwardCompanyLinks = ReadonlyMap<
  number,
  readonly { companyId: string; name: string; role: 'lead' | 'member' }[]
>;

function CompanyLink({ name, companyId }: { name: string; companyId: string | undefined }) {
  if (!companyId) return <>{name}</>;
  return (
    <Link href={`/companies/${companyId}`} prefetch={false} className="text-accent underline underline-offset-4">
      {name}
    </Link>
  );
}

function winner(award: AwardRow, links: AwardCompanyLinks): ReactNode {
  if (!award.winnerName) return '—';
  const country = award.winnerCountryCode
    ? (getCountry(award.winnerCountryCode)?.name ?? award.winnerCountryCode)
    : null;
  const companies = links.get(award.position) ?? [];
  const lead = companies.find((c) => c.role === 'lead')?.companyId;
  const memberId = (name: string) =>
    companies.find((c) => c.role === 'member' && c.name === displayCompanyName(name))?.companyId;
  // groupMembers lists the leader first.
  const members = award.groupMembers.slice(1).flatMap((m) => (m.name ? [m.name] : []));
  return (
    <>
      <CompanyLink name={award.winnerName} companyId={lead} />
      {country ? ` (${country})` : null}
      {members.length > 0 ? ' with ' : null}
      {members.map((name, i) => (
        <span key={`${name}-${i}`}>
          {i > 0 ? ', ' : null}
          <CompanyLink name={name} companyId={memberId(name)} />
        </span>
      ))}
    </>
  );
}

export function AwardsTable({
  awards,
  companies = new Map(),
}: {
  awards: readonly AwardRow[];
  companies?: AwardCompanyLinks;
}) {
  return (
    <DetailTable
      id="awards"
      heading="Awards"
      columns={['Lot', 'Outcome', 'Winner', 'Value', 'Tenders received']}
      minWidth="min-w-xl"
    >
      {awards.map((award) => (
        <tr key={award.id} className="border-t border-border align-top">
          <th scope="row" className="p-3 font-mono text-xs font-normal">
            {award.lotId ?? '—'}
          </th>
          <td className="p-3">{award.status ? (awardStatusLabels[award.status] ?? award.status) : '—'}</td>
          <td className="p-3">{winner(award, companies)}</td>
          <td className="p-3 whitespace-nowrap">{awardValue(award)}</td>
          <td className="p-3">{award.tendersReceived ?? '—'}</td>
        </tr>
      ))}
    </DetailTable>
  );
}
