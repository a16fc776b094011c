// The results of a result notice: per lot, the outcome, the winner, the value and how many tenders came in.
import { getCountry } from '@/lib/reference';
import { formatMoney } from '@/lib/tenders/format';
import type { AwardRow } from '@/lib/tenders';
import { awardStatusLabels } from '@/lib/tenders/labels';
import { DetailTable } from './detail-table';

function awardValue(award: AwardRow): string {
  if (award.value === null || !award.currency) return '—';
  const value = formatMoney(award.value, award.currency);
  return award.currency !== 'EUR' && award.euroValue !== null
    ? `${value} (${formatMoney(award.euroValue, 'EUR')})`
    : value;
}

function winner(award: AwardRow): string {
  if (!award.winnerName) return '—';
  const country = award.winnerCountryCode
    ? (getCountry(award.winnerCountryCode)?.name ?? award.winnerCountryCode)
    : null;
  const members = award.groupMembers.map((m) => m.name).filter(Boolean);
  return [award.winnerName, country ? `(${country})` : null, members.length > 0 ? `with ${members.join(', ')}` : null]
    .filter(Boolean)
    .join(' ');
}

export function AwardsTable({ awards }: { awards: readonly AwardRow[] }) {
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
          <td className="p-3">{winner(award)}</td>
          <td className="p-3 whitespace-nowrap">{awardValue(award)}</td>
          <td className="p-3">{award.tendersReceived ?? '—'}</td>
        </tr>
      ))}
    </DetailTable>
  );
}
