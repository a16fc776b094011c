// Scores the chat's answers against a pack's questions: the right page first and in the top 3, the value right
// where one is asked for, unanswerable questions answered honestly, and values not standing on their page.
import type { Answer } from '@/lib/ai';
import type { PackQuestion } from '@/tests/fixtures/tender-packs/pack';

export interface QuestionScore {
  id: string;
  pack: string;
  question: string;
  crossLanguage: boolean;
  answerable: boolean;
  firstRight: boolean;
  top3Right: boolean;
  /** null when the key asks for no value. */
  valueRight: boolean | null;
  honest: boolean;
  invented: boolean;
  got: string;
}

const hoursPer: Record<string, number> = {
  minute: 1 / 60,
  hour: 1,
  day: 24,
  working_day: 24,
  calendar_day: 24,
  week: 24 * 7,
  month: 24 * 30,
  year: 24 * 365,
};

function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));
}

/** Whether the answer's value is the key's. */
export function valueMatches(expected: NonNullable<PackQuestion['value']>, answer: Answer): boolean {
  const quantity = answer.value?.quantity;
  if (!quantity) return false;
  switch (expected.kind) {
    case 'amount':
      return (
        quantity.kind === 'amount' &&
        sameNumber(quantity.value, expected.number) &&
        (!expected.currency || quantity.currency === expected.currency)
      );
    case 'percent':
    case 'count':
      return quantity.kind !== 'date' && sameNumber(quantity.value, expected.number);
    case 'duration': {
      if (quantity.kind !== 'duration' || !quantity.unit) return false;
      return sameNumber(quantity.value * hoursPer[quantity.unit]!, expected.amount * hoursPer[expected.unit]!);
    }
    case 'date': {
      const date = quantity.kind === 'date' ? quantity.date : undefined;
      if (!date) return false;
      const iso = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
      if (iso !== expected.date) return false;
      if (!expected.time) return true;
      const time =
        date.hour === undefined
          ? null
          : `${String(date.hour).padStart(2, '0')}:${String(date.minute ?? 0).padStart(2, '0')}`;
      return time === expected.time;
    }
  }
}

/** Page texts by "documentId:page", to check that a value stands where the answer says. */
export type PageLookup = (documentId: string, page: number) => string | undefined;

export function scoreAnswer(
  pack: string,
  packLanguage: string,
  question: PackQuestion,
  answer: Answer,
  pages: PageLookup,
): QuestionScore {
  const onRightPage = (index: number) => {
    const passage = answer.passages[index];
    return (
      !!passage &&
      passage.documentId === question.doc &&
      passage.pages.some((page) => (question.pages ?? []).includes(page))
    );
  };
  const value = answer.value;
  const invented =
    !!value && pages(value.documentId, value.mark.page)?.slice(value.mark.start, value.mark.end) !== value.text;
  const first = answer.passages[0];
  return {
    id: question.id,
    pack,
    question: question.question,
    crossLanguage: question.language !== packLanguage,
    answerable: question.answerable,
    firstRight: question.answerable && onRightPage(0),
    top3Right: question.answerable && [0, 1, 2].some(onRightPage),
    valueRight: question.answerable && question.value ? valueMatches(question.value, answer) : null,
    honest: !question.answerable && !answer.found,
    invented,
    got: first
      ? `${first.documentId} p.${first.pages.join('+')}${value ? ` value "${value.text}"` : ''}: ${first.quote.slice(0, 90).replace(/\s+/gu, ' ')}`
      : `nothing (relevance ${answer.relevance.toFixed(2)})`,
  };
}

export interface ChatFigures {
  answerable: number;
  firstRight: number;
  top3Right: number;
  valuesAsked: number;
  valuesRight: number;
  unanswerable: number;
  honest: number;
  invented: number;
}

export function sumUp(scores: readonly QuestionScore[]): ChatFigures {
  const answerable = scores.filter((score) => score.answerable);
  const withValue = answerable.filter((score) => score.valueRight !== null);
  const unanswerable = scores.filter((score) => !score.answerable);
  return {
    answerable: answerable.length,
    firstRight: answerable.filter((score) => score.firstRight).length,
    top3Right: answerable.filter((score) => score.top3Right).length,
    valuesAsked: withValue.length,
    valuesRight: withValue.filter((score) => score.valueRight).length,
    unanswerable: unanswerable.length,
    honest: unanswerable.filter((score) => score.honest).length,
    invented: scores.filter((score) => score.invented).length,
  };
}
