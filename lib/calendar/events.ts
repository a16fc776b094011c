// A pursued tender's dates as calendar events: the submission deadline from the notice, and the questions deadline,
// site visit and opening (and the submission, when the notice has none) from the analysis of its documents, each
// saying where it comes from. Pure.
import { createHash } from 'node:crypto';
import type { CalendarEvent } from './ical';

export const calendarDateKinds = ['submission', 'questions', 'site_visit', 'opening'] as const;
export type CalendarDateKind = (typeof calendarDateKinds)[number];

export const calendarDateLabels: Readonly<Record<CalendarDateKind, string>> = {
  submission: 'Submission deadline',
  questions: 'Questions deadline',
  site_visit: 'Site visit',
  opening: 'Opening of tenders',
};

export interface DocumentDateInput {
  kind: string;
  date: string;
  time: string | null;
  citation: { fileName: string; page: number; quote: string } | null;
}

export interface TenderDatesInput {
  userId: string;
  tenderId: string;
  title: string;
  /** The tender's page, absolute. */
  url: string;
  /** The notice's submission deadline. */
  deadline: Date | null;
  documentDates: DocumentDateInput[];
  /** The tender's SEQUENCE (how many of its notices changed a deadline). */
  sequence: number;
  alarmDays: number[];
  lastModified: Date | null;
  /** The procedure was cancelled (its events stay, marked cancelled, without reminders). */
  cancelled: boolean;
}

/** Stable per user, tender and kind of date, so a moved date updates the same event. */
export function eventUid(userId: string, tenderId: string, kind: CalendarDateKind): string {
  const digest = createHash('sha256').update(`${userId}:${tenderId}:${kind}`).digest('hex').slice(0, 32);
  return `${digest}-${kind.replace('_', '-')}@tenderscope`;
}

function alarmsOf(days: readonly number[], label: string, title: string): CalendarEvent['alarms'] {
  return [...new Set(days)]
    .sort((a, b) => b - a)
    .map((daysBefore) => ({
      daysBefore,
      description:
        daysBefore === 0
          ? `${label} today: ${title}`
          : `${label} in ${daysBefore} ${daysBefore === 1 ? 'day' : 'days'}: ${title}`,
    }));
}

/** The first date of each kind the documents give (the earliest, when they give several). */
function firstOfEachKind(dates: readonly DocumentDateInput[]): Map<CalendarDateKind, DocumentDateInput> {
  const byKind = new Map<CalendarDateKind, DocumentDateInput>();
  for (const date of [...dates].sort((a, b) => a.date.localeCompare(b.date))) {
    const kind = date.kind as CalendarDateKind;
    if (!calendarDateKinds.includes(kind) || byKind.has(kind)) continue;
    byKind.set(kind, date);
  }
  return byKind;
}

export function tenderEvents(input: TenderDatesInput): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const base = {
    sequence: input.sequence,
    url: input.url,
    lastModified: input.lastModified,
    cancelled: input.cancelled,
  };
  const title = input.cancelled ? `Cancelled: ${input.title}` : input.title;
  if (input.deadline !== null) {
    const label = calendarDateLabels.submission;
    events.push({
      ...base,
      uid: eventUid(input.userId, input.tenderId, 'submission'),
      start: { at: input.deadline },
      summary: `${label}: ${title}`,
      description: `${label} of “${input.title}”.\nSource: from the notice.\n${input.url}`,
      alarms: alarmsOf(input.alarmDays, label, input.title),
    });
  }
  for (const [kind, date] of firstOfEachKind(input.documentDates)) {
    // The notice's deadline is the one corrigenda move; the documents' is shown only when the notice has none.
    if (kind === 'submission' && input.deadline !== null) continue;
    const label = calendarDateLabels[kind];
    const source = date.citation
      ? `Source: from the tender documents, p. ${date.citation.page} (${date.citation.fileName}): “${date.citation.quote}”`
      : 'Source: from the tender documents.';
    const time = date.time ? ` at ${date.time} (local time, as the documents write it)` : '';
    events.push({
      ...base,
      uid: eventUid(input.userId, input.tenderId, kind),
      start: { day: date.date },
      summary: `${label}${date.time ? ` ${date.time}` : ''}: ${title}`,
      description: `${label} of “${input.title}”${time}.\n${source}\n${input.url}`,
      alarms: alarmsOf(input.alarmDays, label, input.title),
    });
  }
  return events;
}
