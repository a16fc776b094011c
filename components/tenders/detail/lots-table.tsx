// The lots of a tender: one row each with its CPV, value, deadline, place and duration; on a phone, one card each.
import type { ReactNode } from 'react';
import { type LotDetails, describeDeadline, formatMoney } from '@/lib/tenders/views';
import { cpvLabel, nutsLabel } from '@/lib/reference';
import { DetailTable } from './detail-table';

const durationUnits: Readonly<Record<string, string>> = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };

function lotValue(lot: LotDetails): string {
  if (lot.estimate_euro_value !== null) return formatMoney(lot.estimate_euro_value, 'EUR');
  if (lot.estimate_native_value !== null && lot.estimate_native_value_currency) {
    return formatMoney(lot.estimate_native_value, lot.estimate_native_value_currency);
  }
  return '—';
}

function lotDuration(lot: LotDetails): string {
  if (!lot.duration) return '—';
  const unit = durationUnits[lot.duration.unit] ?? lot.duration.unit.toLowerCase();
  return `${lot.duration.value} ${unit}${lot.duration.value === 1 ? '' : 's'}`;
}

function lotDeadline(lot: LotDetails): string {
  const deadline = describeDeadline(lot.deadline_date, null);
  return deadline ? [deadline.date, deadline.time, deadline.zone].filter(Boolean).join(' ') : '—';
}

function lotCpv(lot: LotDetails): ReactNode {
  if (!lot.cpv_code) return '—';
  return (
    <>
      <span className="font-mono">{lot.cpv_code}</span> {cpvLabel(lot.cpv_code) ?? ''}
    </>
  );
}

function lotPlace(lot: LotDetails): string {
  return lot.nuts_codes.map((code) => nutsLabel(code) ?? code).join(', ') || '—';
}

function LotName({ lot, lang }: { lot: LotDetails; lang: string }) {
  return (
    <>
      <span className="font-mono text-xs text-muted-fg">{lot.id}</span>
      <span lang={lot.title ? lang : undefined} className="block font-medium">
        {lot.title ?? 'Untitled lot'}
      </span>
    </>
  );
}

function LotCards({ lots, lang }: { lots: readonly LotDetails[]; lang: string }) {
  const facts = (lot: LotDetails): [string, ReactNode][] => [
    ['CPV', lotCpv(lot)],
    ['Estimated value', lotValue(lot)],
    ['Deadline', lotDeadline(lot)],
    ['Place', lotPlace(lot)],
    ['Duration', lotDuration(lot)],
  ];
  return (
    <ul className="space-y-3">
      {lots.map((lot) => (
        <li key={lot.id} className="rounded-lg border border-border p-4 text-sm">
          <LotName lot={lot} lang={lang} />
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            {facts(lot).map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted-fg">{term}</dt>
                <dd className="wrap-break-word">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** `lang`: the notice's language, which its lot titles are in. */
export function LotsTable({ lots, lang }: { lots: readonly LotDetails[]; lang: string }) {
  return (
    <DetailTable
      id="lots"
      heading={`Lots (${lots.length})`}
      columns={['Lot', 'CPV', 'Estimated value', 'Deadline', 'Place', 'Duration']}
      minWidth="min-w-2xl"
      narrow={<LotCards lots={lots} lang={lang} />}
    >
      {lots.map((lot) => (
        <tr key={lot.id} className="border-t border-border align-top">
          <th scope="row" className="p-3 font-normal">
            <LotName lot={lot} lang={lang} />
          </th>
          <td className="p-3">{lotCpv(lot)}</td>
          <td className="p-3 whitespace-nowrap">{lotValue(lot)}</td>
          <td className="p-3">{lotDeadline(lot)}</td>
          <td className="p-3">{lotPlace(lot)}</td>
          <td className="p-3 whitespace-nowrap">{lotDuration(lot)}</td>
        </tr>
      ))}
    </DetailTable>
  );
}
