// The tender's dates, each with its right label: by the words of its own clause (or its table row's label), then the
// sentence and the heading, with a priority that never takes a questions deadline for the submission deadline. The
// tender validity and award period, given as a period from the deadline, become a date shown as derived, with the
// quotes it comes from. A submission deadline the documents moved ("extended from … to …") keeps only its new date.
import type { Citation, Claim } from '../claims';
import { dateCues, type DateKind } from './lexicon';
import { findDuration, type Duration } from './durations';
import { addDuration as addToDate, findQuantities, formatIsoDate } from './quantities';
import { citationsOf, type PageTextOf } from './requirements';
import type { Unit } from './reading';

export type DateLabel = DateKind | 'tender_validity' | 'other';

export interface FoundDateClaim extends Claim {
  data: {
    kind: DateLabel;
    date: string;
    time: string | null;
    derived?: boolean;
    period?: string;
  };
}

export const dateLabels: Record<DateLabel, string> = {
  questions: 'Last day for questions',
  site_visit: 'Site visit',
  submission: 'Submission deadline',
  opening: 'Opening of tenders',
  contract_start: 'Contract start',
  contract_end: 'Contract end',
  tender_validity: 'Tenders binding until',
  other: 'Date mentioned',
};

/** The order labels are tried in: a clause about questions is about questions even when it names the tenders. */
const priority: readonly DateKind[] = [
  'questions',
  'site_visit',
  'opening',
  'submission',
  'contract_end',
  'contract_start',
];

const moved =
  /(?<![\p{L}])(?:extended|postponed|moved|replaced|instead of|verlängert|verschoben|ersetzt|statt|anstelle|prorog|report[ée]e?|remplac|rinviat|sostituit|prorrogad|aplazad|verlengd|uitgesteld)/iu;

const validityCue =
  /(?<![\p{L}])(?:validity|valid for|remain (?:valid|binding)|binding for|be bound|bindefrist|zuschlagsfrist|angebotsbindung|gebunden|validité des offres|délai de validité|vincola|vincolat|validità dell['’]offerta|validez de (?:la|las) oferta|mantener (?:la|su) oferta|gestanddoening|termijn van gestand|związania ofertą)/iu;

const fromDeadline =
  /(?<![\p{L}])(?:from the (?:closing date|deadline|date)|after the (?:closing date|deadline|submission)|ab (?:dem )?(?:ende der angebotsfrist|ablauf der angebotsfrist|angebotsfrist|dem schlusstermin)|nach (?:ablauf|ende) der angebotsfrist|à compter de la date limite|à compter de la date de remise|dalla (?:data di )?scadenza|dal termine|a partir de la fecha (?:límite|de presentación)|na de (?:uiterste )?datum|od dnia upływu)/iu;

export interface FoundDate {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM when a time is written with the date (before or after it). */
  time: string | null;
  index: number;
  /** The date (and time) as written. */
  text: string;
}

/** The dates of a text in any of its languages' formats, with the time written before or after them. */
export function dateTimesIn(text: string, language: string | null): FoundDate[] {
  return findQuantities(text, language).flatMap((quantity) => {
    if (quantity.kind !== 'date' || !quantity.date) return [];
    const [date, time] = formatIsoDate(quantity.date).split('T');
    return [{ date: date!, time: time ?? null, index: quantity.start, text: quantity.text }];
  });
}

function lastCue(text: string): { kind: DateKind; at: number } | null {
  let best: { kind: DateKind; at: number } | null = null;
  for (const kind of priority) {
    const matches = [...text.matchAll(new RegExp(dateCues[kind].source, 'giu'))];
    const last = matches[matches.length - 1];
    if (
      last &&
      (!best ||
        last.index > best.at ||
        (last.index === best.at && priority.indexOf(kind) < priority.indexOf(best.kind)))
    ) {
      best = { kind, at: last.index };
    }
  }
  return best;
}

function strongestCue(text: string): DateKind | null {
  for (const kind of priority) if (dateCues[kind].test(text)) return kind;
  return null;
}

/** The label of the date at `index` in a unit: its row's label, its clause's words, its sentence's, its heading's. */
function labelOf(unit: Unit, text: string, date: FoundDate, previousEnd: number): DateLabel {
  if (unit.kind === 'row' && unit.cells) {
    const dateCell = unit.cells.findIndex((cell) => cell.includes(date.text.slice(0, 6)));
    const label = unit.cells.filter((_, index) => index !== dateCell).join(' ');
    const kind = strongestCue(label);
    if (kind) return kind;
  }
  // The clause the date stands in: back to the previous date or clause break, forward to the next.
  const start = Math.max(previousEnd, text.lastIndexOf(';', date.index) + 1);
  const before = text.slice(start, date.index);
  const cue = lastCue(before);
  if (cue) {
    // Within the clause, questions outrank submission wherever they stand.
    const kinds = priority.filter((kind) => dateCues[kind].test(before));
    return kinds[0] ?? cue.kind;
  }
  const after = text.slice(date.index + date.text.length, date.index + date.text.length + 80).split(/[;.]\s/u)[0] ?? '';
  const following = strongestCue(after);
  if (following) return following;
  const sentenceKind = strongestCue(text);
  if (sentenceKind && sentenceKind !== 'contract_start' && sentenceKind !== 'contract_end') return sentenceKind;
  const heading = unit.headings[unit.headings.length - 1] ?? '';
  const headingKind = strongestCue(heading);
  if (headingKind === 'questions' || headingKind === 'site_visit' || headingKind === 'opening') return headingKind;
  return 'other';
}

export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function dateClaim(kind: DateLabel, date: FoundDate, citations: Citation[]): FoundDateClaim {
  return {
    text: `${dateLabels[kind]}: ${formatDay(date.date)}${date.time ? `, ${date.time}` : ''}`,
    status: 'cited',
    citations,
    data: { kind, date: date.date, time: date.time },
  };
}

/** A date plus a period, as ISO "YYYY-MM-DD". */
export function addDuration(iso: string, duration: Duration): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatIsoDate(addToDate({ year, month, day }, duration.quantity)).slice(0, 10);
}

export interface DateFindings {
  claims: FoundDateClaim[];
  submission: FoundDateClaim | null;
}

/**
 * Every date of the documents with its label, the submission deadline chosen (a moved one's new date; of several,
 * the one stated most often, then the latest), and the tender validity derived from it where the documents give a
 * period instead of a date.
 */
export function findDateClaims(units: readonly Unit[], pageText: PageTextOf): DateFindings {
  const claims: FoundDateClaim[] = [];
  const superseded = new Set<string>();
  const validity: { unit: Unit; duration: Duration }[] = [];
  for (const unit of units) {
    const text = unit.pieces[0]!.text;
    const dates = dateTimesIn(text, unit.language);
    if (validityCue.test(unit.text) && (fromDeadline.test(unit.text) || dates.length === 0)) {
      const duration = findDuration(unit.text, unit.language);
      if (duration && ['day', 'calendar_day', 'working_day', 'week', 'month', 'year'].includes(duration.unit)) {
        validity.push({ unit, duration });
      }
    }
    if (dates.length === 0) continue;
    const citations = citationsOf(unit, pageText);
    let previousEnd = 0;
    dates.forEach((date, index) => {
      let kind = labelOf(unit, text, date, previousEnd);
      previousEnd = date.index + date.text.length;
      // "from 1 July 2027 to 30 June 2030" in a sentence about the contract, "dal … al …".
      if (
        dates.length === 2 &&
        kind !== 'questions' &&
        kind !== 'submission' &&
        kind !== 'opening' &&
        kind !== 'site_visit'
      ) {
        if (
          /(?<![\p{L}])(?:from|von|vom|du|dal|del|desde|van|od)\s+[^;]{0,20}$/iu.test(text.slice(0, date.index)) &&
          index === 0
        ) {
          kind = 'contract_start';
        }
        if (
          index === 1 &&
          /(?<![\p{L}])(?:to|until|bis|zum|au|al|hasta|tot|do)\s+[^;]{0,12}$/iu.test(text.slice(0, date.index))
        ) {
          kind = 'contract_end';
        }
      }
      if (kind === 'submission' && dates.length === 2 && moved.test(text) && index === 0) {
        superseded.add(`${date.date}|${date.time ?? ''}`);
        kind = 'other';
      }
      claims.push(dateClaim(kind, date, citations));
    });
  }
  const submissions = claims.filter(
    (claim) => claim.data.kind === 'submission' && !superseded.has(`${claim.data.date}|${claim.data.time ?? ''}`),
  );
  const counts = new Map<string, number>();
  for (const claim of submissions) {
    const key = claim.data.date;
    counts.set(key, (counts.get(key) ?? 0) + (claim.data.time ? 1.5 : 1));
  }
  const chosenDay = [...counts].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0]?.[0] ?? null;
  const submission =
    submissions.find((claim) => claim.data.date === chosenDay && claim.data.time) ??
    submissions.find((claim) => claim.data.date === chosenDay) ??
    null;
  // Other submission dates are kept as dates mentioned: a superseded deadline is not the deadline.
  for (const claim of claims) {
    if (claim.data.kind === 'submission' && claim.data.date !== chosenDay) {
      claim.data.kind = 'other';
      claim.text = `${dateLabels.other}: ${claim.text.split(': ').slice(1).join(': ')}`;
    }
  }
  if (submission) {
    for (const { unit, duration } of validity) {
      const date = addDuration(submission.data.date, duration);
      claims.push({
        text: `${dateLabels.tender_validity}: ${formatDay(date)} (derived: ${duration.text} from the submission deadline)`,
        status: 'cited',
        citations: [...citationsOf(unit, pageText), ...submission.citations],
        data: { kind: 'tender_validity', date, time: null, derived: true, period: duration.text },
      });
      break;
    }
  }
  // One claim per label and moment; a date without its time where the same date stands with one is that one.
  const timed = new Set(
    claims.filter((claim) => claim.data.time).map((claim) => `${claim.data.kind}|${claim.data.date}`),
  );
  const seen = new Set<string>();
  const unique = claims.filter((claim) => {
    const key = `${claim.data.kind}|${claim.data.date}|${claim.data.time ?? ''}`;
    if (seen.has(key) || (!claim.data.time && timed.has(`${claim.data.kind}|${claim.data.date}`))) return false;
    seen.add(key);
    return true;
  });
  return { claims: unique, submission };
}
