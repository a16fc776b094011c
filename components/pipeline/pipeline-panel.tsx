// The dashboard's pipeline: the switch between board and table, the filters (a plain GET form, so the state lives
// in the URL and works without JavaScript), the CSV download of what is shown, and the board or the table.
import Link from 'next/link';
import {
  deadlineFilters,
  defaultPipelineQuery,
  dueFilters,
  pipelineQueryParams,
  stageLabels,
  stageOrder,
  type PipelineItem,
  type PipelineQuery,
} from '@/lib/pipeline/views';
import { buttonClass } from '@/components/ui/button';
import { PipelineBoard, type PipelineActions } from './pipeline-board';
import { PipelineTable } from './pipeline-table';

const dueLabels = { overdue: 'Overdue', week: 'In the next 7 days', month: 'In the next 31 days', none: 'No due date' };
const deadlineLabels = { open: 'Still open', week: 'Closes within 7 days', closed: 'Closed' };
const selectClass = 'mt-1 block min-h-9 w-full rounded-md border border-border bg-card px-2 text-sm text-fg';
const inputClass = 'mt-1 block min-h-9 w-full rounded-md border border-border bg-card px-2 text-sm text-fg';

export function PipelinePanel({
  items,
  query,
  total,
  actions,
}: {
  items: PipelineItem[];
  query: PipelineQuery;
  /** How many tenders the user pursues at all (before filters). */
  total: number;
  actions: PipelineActions;
}) {
  const viewHref = (view: PipelineQuery['view']) => {
    const params = pipelineQueryParams({ ...query, view }).toString();
    return `/dashboard${params ? `?${params}` : ''}#pipeline`;
  };
  const cleared = pipelineQueryParams({ ...defaultPipelineQuery, view: query.view, sort: query.sort, dir: query.dir });
  const clearHref = `/dashboard${cleared.size > 0 ? `?${cleared.toString()}` : ''}#pipeline`;
  const csvParams = pipelineQueryParams({ ...query, view: 'board' }).toString();
  const filtered = query.stages.length > 0 || query.q || query.buyer || query.due || query.deadline;
  if (total === 0) {
    return (
      <p className="text-sm text-muted-fg">
        Nothing in your pipeline yet. Save a tender from its page (the “Save” button) and it starts here in “Watching”;
        then move it through qualifying, bidding and submitted to won or lost.{' '}
        <Link href="/tenders" prefetch={false} className="text-accent underline underline-offset-4">
          Search tenders
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Pipeline view" className="inline-flex rounded-md border border-border p-0.5">
          {(['board', 'table'] as const).map((view) => (
            <Link
              key={view}
              href={viewHref(view)}
              prefetch={false}
              scroll={false}
              aria-current={query.view === view ? 'page' : undefined}
              className={`rounded px-3 py-1.5 text-sm font-medium ${query.view === view ? 'bg-accent text-accent-fg' : 'hover:bg-muted-bg'}`}
            >
              {view === 'board' ? 'Board' : 'Table'}
            </Link>
          ))}
        </nav>
        <a
          href={`/dashboard/pipeline.csv${csvParams ? `?${csvParams}` : ''}`}
          download
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Download CSV
        </a>
      </div>
      <form method="get" action="/dashboard#pipeline" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {query.view !== 'board' ? <input type="hidden" name="view" value={query.view} /> : null}
        {query.sort !== 'deadline' ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir !== 'asc' ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <div>
          <label htmlFor="pipeline-q" className="block text-xs font-medium">
            Words
          </label>
          <input id="pipeline-q" name="q" type="search" defaultValue={query.q} className={inputClass} />
        </div>
        <div>
          <label htmlFor="pipeline-buyer" className="block text-xs font-medium">
            Buyer
          </label>
          <input id="pipeline-buyer" name="buyer" type="search" defaultValue={query.buyer} className={inputClass} />
        </div>
        <div>
          <label htmlFor="pipeline-stage" className="block text-xs font-medium">
            Stage
          </label>
          <select id="pipeline-stage" name="stage" defaultValue={query.stages[0] ?? ''} className={selectClass}>
            <option value="">All stages</option>
            {stageOrder.map((stage) => (
              <option key={stage} value={stage}>
                {stageLabels[stage]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="pipeline-deadline" className="block text-xs font-medium">
            Deadline
          </label>
          <select id="pipeline-deadline" name="deadline" defaultValue={query.deadline ?? ''} className={selectClass}>
            <option value="">Any</option>
            {deadlineFilters.map((value) => (
              <option key={value} value={value}>
                {deadlineLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="pipeline-due" className="block text-xs font-medium">
            Next due
          </label>
          <select id="pipeline-due" name="due" defaultValue={query.due ?? ''} className={selectClass}>
            <option value="">Any</option>
            {dueFilters.map((value) => (
              <option key={value} value={value}>
                {dueLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass({ variant: 'primary', size: 'sm' })}>
            Filter
          </button>
          {filtered ? (
            <Link href={clearHref} prefetch={false} scroll={false} className="text-sm text-accent underline">
              Clear
            </Link>
          ) : null}
        </div>
      </form>
      <p className="text-sm text-muted-fg" role="status">
        {filtered ? `${items.length} of ${total} pursued tenders match the filters.` : `${total} pursued tenders.`}
      </p>
      {items.length === 0 ? (
        <p className="text-sm">No pursued tender matches these filters.</p>
      ) : query.view === 'table' ? (
        <PipelineTable items={items} query={query} />
      ) : (
        <PipelineBoard items={items} actions={actions} />
      )}
    </div>
  );
}
