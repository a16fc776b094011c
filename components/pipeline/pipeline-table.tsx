// The pipeline as a table: one row per pursued tender, sortable by its column headers (links that keep the
// filters), with the stage, the deadline, the user's next due date and the tender's unseen changes.
import Link from 'next/link';
import {
  formatPipelineDay,
  pipelineQueryParams,
  stageLabels,
  type PipelineItem,
  type PipelineQuery,
  type PipelineSort,
} from '@/lib/pipeline/views';

function sortHref(query: PipelineQuery, sort: PipelineSort): string {
  const dir = query.sort === sort && query.dir === 'asc' ? 'desc' : 'asc';
  const params = pipelineQueryParams({ ...query, sort, dir });
  return `/dashboard?${params.toString()}#pipeline`;
}

function SortHeader({ query, sort, label }: { query: PipelineQuery; sort: PipelineSort; label: string }) {
  const active = query.sort === sort;
  const ariaSort = active ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className="px-3 py-2 text-left font-semibold">
      <Link href={sortHref(query, sort)} prefetch={false} scroll={false} className="underline-offset-4 hover:underline">
        {label}
        <span aria-hidden="true">{active ? (query.dir === 'asc' ? ' ↑' : ' ↓') : ''}</span>
        <span className="sr-only">
          {active
            ? `, sorted ${query.dir === 'asc' ? 'ascending' : 'descending'}; sort the other way`
            : ', sort by this column'}
        </span>
      </Link>
    </th>
  );
}

export function PipelineTable({ items, query }: { items: PipelineItem[]; query: PipelineQuery }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border" data-testid="pipeline-table">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">Your pursued tenders</caption>
        <thead className="bg-muted-bg/60">
          <tr>
            <SortHeader query={query} sort="title" label="Tender" />
            <SortHeader query={query} sort="buyer" label="Buyer" />
            <SortHeader query={query} sort="stage" label="Stage" />
            <SortHeader query={query} sort="deadline" label="Deadline" />
            <SortHeader query={query} sort="due" label="Next due" />
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Changes
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.tenderId} className="border-t border-border align-top" data-testid="pipeline-row">
              <td className="px-3 py-2">
                <Link href={`/tenders/${item.tenderId}`} prefetch={false} className="font-medium hover:underline">
                  {item.title}
                </Link>
                {item.note ? <p className="mt-1 line-clamp-2 text-xs text-muted-fg">{item.note}</p> : null}
              </td>
              <td className="px-3 py-2">{item.buyer ?? '—'}</td>
              <td className="px-3 py-2">
                {stageLabels[item.stage]}
                {item.stage === 'no_bid' && item.stageReason ? (
                  <p className="text-xs text-muted-fg">{item.stageReason}</p>
                ) : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatPipelineDay(item.deadline)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatPipelineDay(item.nextDueOn)}</td>
              <td className="px-3 py-2 text-xs">
                {item.changes.length > 0 ? item.changes.map((change) => <p key={change.id}>{change.text}</p>) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
