// The pipeline's client-safe side: stages and their labels, what the board and the table show of a pursued tender,
// the table's filters and sort as URL parameters, and the webhook's settings as the page shows them.
import type { PipelineEventKind, PipelineStage, WebhookDeliveryStatus } from '@/lib/db/schema';

export type { PipelineStage, PipelineEventKind } from '@/lib/db/schema';

/** The stages in the board's order (the schema's list, kept here without loading the table definitions in a browser). */
export const stageOrder: readonly PipelineStage[] = [
  'watching',
  'qualifying',
  'bidding',
  'submitted',
  'won',
  'lost',
  'no_bid',
];

export const stageLabels: Readonly<Record<PipelineStage, string>> = {
  watching: 'Watching',
  qualifying: 'Qualifying',
  bidding: 'Bidding',
  submitted: 'Submitted',
  won: 'Won',
  lost: 'Lost',
  no_bid: 'No bid',
};

/** Stages that close a pursuit with an outcome: moving there asks for the award value and the winner. */
export const outcomeStages: readonly PipelineStage[] = ['won', 'lost'];

/** A change of the tender (or the user's own move) as a card or the table lists it. */
export interface PipelineEventView {
  id: string;
  kind: PipelineEventKind;
  /** One line in words: 'Deadline moved from 3 April 2026 to 12 June 2026'. */
  text: string;
  seen: boolean;
  createdAt: string;
}

/** A pursued tender as the board's card and the table's row show it. */
export interface PipelineItem {
  tenderId: string;
  title: string;
  buyer: string | null;
  countryCode: string;
  /** The notice's deadline (ISO 8601), null when it states none. */
  deadline: string | null;
  stage: PipelineStage;
  stageReason: string | null;
  stageChangedAt: string;
  note: string | null;
  /** The user's own next due date (YYYY-MM-DD). */
  nextDueOn: string | null;
  position: number;
  outcomeValue: number | null;
  outcomeCurrency: string | null;
  outcomeWinner: string | null;
  /** The award notice linked to this pursuit, once imported. */
  awardTenderId: string | null;
  savedAt: string;
  /** Changes of the tender the user has not acknowledged yet, newest first. */
  changes: PipelineEventView[];
}

export const pipelineViews = ['board', 'table'] as const;
export type PipelineView = (typeof pipelineViews)[number];
export const pipelineSorts = ['deadline', 'due', 'stage', 'title', 'buyer', 'changed'] as const;
export type PipelineSort = (typeof pipelineSorts)[number];
export const dueFilters = ['overdue', 'week', 'month', 'none'] as const;
export type DueFilter = (typeof dueFilters)[number];
export const deadlineFilters = ['open', 'week', 'closed'] as const;
export type DeadlineFilter = (typeof deadlineFilters)[number];

/** The board's and the table's state, as the URL carries it. */
export interface PipelineQuery {
  view: PipelineView;
  stages: PipelineStage[];
  /** Words in the title or the buyer's name. */
  q: string;
  buyer: string;
  due: DueFilter | null;
  deadline: DeadlineFilter | null;
  sort: PipelineSort;
  dir: 'asc' | 'desc';
}

export const defaultPipelineQuery: PipelineQuery = {
  view: 'board',
  stages: [],
  q: '',
  buyer: '',
  due: null,
  deadline: null,
  sort: 'deadline',
  dir: 'asc',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  value !== null && value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : null;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function all(params: Params, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Reads the pipeline's URL parameters; anything unknown falls back to the default rather than failing. */
export function parsePipelineQuery(params: Params): PipelineQuery {
  const first = (name: string) => all(params, name)[0];
  const stages = all(params, 'stage').flatMap((value) => value.split(','));
  return {
    view: oneOf(pipelineViews, first('view')) ?? defaultPipelineQuery.view,
    stages: [...new Set(stages.map((stage) => oneOf(stageOrder, stage)).filter((stage) => stage !== null))],
    q: (first('q') ?? '').trim().slice(0, 200),
    buyer: (first('buyer') ?? '').trim().slice(0, 200),
    due: oneOf(dueFilters, first('due')),
    deadline: oneOf(deadlineFilters, first('deadline')),
    sort: oneOf(pipelineSorts, first('sort')) ?? defaultPipelineQuery.sort,
    dir: first('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/** The URL parameters of a query, leaving out defaults, so links stay short and canonical. */
export function pipelineQueryParams(query: PipelineQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.view !== defaultPipelineQuery.view) params.set('view', query.view);
  for (const stage of query.stages) params.append('stage', stage);
  if (query.q) params.set('q', query.q);
  if (query.buyer) params.set('buyer', query.buyer);
  if (query.due) params.set('due', query.due);
  if (query.deadline) params.set('deadline', query.deadline);
  if (query.sort !== defaultPipelineQuery.sort) params.set('sort', query.sort);
  if (query.dir !== defaultPipelineQuery.dir) params.set('dir', query.dir);
  return params;
}

/** The account's outgoing webhook as settings show it: never the secret, only whether one is set. */
export interface WebhookView {
  url: string;
  enabled: boolean;
  createdAt: string;
}

export interface WebhookDeliveryView {
  id: string;
  event: string;
  url: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

export interface WebhookSettings {
  webhook: WebhookView | null;
  deliveries: WebhookDeliveryView[];
  maxAttempts: number;
}

export const deliveryStatusLabels: Readonly<Record<WebhookDeliveryStatus, string>> = {
  pending: 'Pending',
  delivered: 'Delivered',
  given_up: 'Given up',
};

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '12 June 2026' from an ISO date or date-time as a notice writes it; the text itself when it is no date. */
function day(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? value : dayFormat.format(new Date(time));
}

const shortDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '12 Jun 2026' for a card or a table cell, from a date or a date-time; '—' for none. */
export function formatPipelineDay(iso: string | null): string {
  if (!iso) return '—';
  return shortDayFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** One line in words for a pipeline event, from its kind, stages and detail. */
export function pipelineEventText(event: {
  kind: PipelineEventKind;
  fromStage: PipelineStage | null;
  toStage: PipelineStage | null;
  detail: Record<string, unknown>;
}): string {
  const detail = event.detail;
  const notice = text(detail.publicationNumber);
  switch (event.kind) {
    case 'stage': {
      const to = event.toStage ? stageLabels[event.toStage] : 'another stage';
      const from = event.fromStage ? ` from ${stageLabels[event.fromStage]}` : '';
      const reason = text(detail.reason);
      return `Moved${from} to ${to}${reason ? `: ${reason}` : ''}`;
    }
    case 'deadline': {
      const from = day(detail.from);
      const to = day(detail.to);
      if (from && to) return `Deadline moved from ${from} to ${to}`;
      if (to) return `Deadline set to ${to}`;
      return 'Deadline removed';
    }
    case 'documents':
      return text(detail.to) ? 'New procurement documents link' : 'Procurement documents link removed';
    case 'corrigendum':
      return notice ? `Corrigendum published (notice ${notice})` : 'Corrigendum published';
    case 'award':
      return notice ? `Award notice published (notice ${notice})` : 'Award notice published';
  }
}
