// Reads every quantity in a text: dates first (their digits are no numbers), then numbers in digits and in
// words, each with what stands around it — a currency, a scale, a percent sign, a unit, the same number again
// in brackets — which says what it is and, for "12.000", how to read it.
import { findDates, type Span } from './dates';
import { findDigitNumbers, type DigitNumber } from './digits';
import { findWordNumbers, type WordNumber } from './number-words';
import { profileFor, scaledCurrencies, type Profile } from './profile';
import type { DurationUnit, Quantity } from './types';
import { decimalComma } from './unit-lexicon';

interface Candidate {
  start: number;
  end: number;
  digits?: DigitNumber;
  words?: WordNumber;
}

interface Found {
  kind: Quantity['kind'];
  start: number;
  end: number;
  value: number;
  currency?: string;
  unit?: DurationUnit;
  /** Multiplier from a scale word ("Mio."), which a range's first number takes too. */
  scale: number;
  /** A plain number that reads as a label, year or list mark: dropped unless a range gives it a unit. */
  dropped: boolean;
  /** Currency written before the number ("EUR 100.000 – 200.000"). */
  currencyBefore: boolean;
  /** Written twice, in words and digits. */
  bracketed: boolean;
  /** The language of the duration's unit word, which tells how to read "12.000" when the language is unknown. */
  unitLanguage?: string | null;
  candidate: Candidate;
}

// A line may break between the number and its bracket ("nineteen\n(19) months").
const bracketOpen =
  /[ \u00a0\u202f\u2009]*\n?[ \u00a0\u202f\u2009]*\([ \u00a0\u202f\u2009]*(?:(?:in worten|in words|en lettres|in lettere|en letras|por extenso|słownie|in cijfers|in Ziffern)[ \u00a0]*:?[ \u00a0]*)?/iuy;
const bracketClose = /[ \u00a0\u202f\u2009]*\)/uy;

/** Spans whose digits are codes, not quantities: references, phone numbers, IBANs, links, ratios ("70/30"). */
const links = /https?:\/\/\S+|www\.\S+/gu;
const emails = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;
const codePatterns: readonly RegExp[] = [
  // "+43 1 234 5678", "0043 …"; not the "000 000 000" of "EUR 1 000 000 000".
  /(?<![\p{L}\p{N}]|\p{N}[ .\u00a0\u202f\u2009])(?:\+|00)\d{1,3}(?:[ ./-]?\(0\))?(?:[ ./-]?\d){6,}/gu,
  /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?(?![\p{L}\p{N}])/gu,
  // Digits joined by "/" or by "-" more than once, or a long one by "-": "2024/S 123-456789", "45000000-7".
  /(?<![\p{L}\p{N}])(?!\d{1,3}[-–]\d{1,3}(?![\p{N}/-]))\d+(?:[/-]\d+)+(?![\p{N}])/gu,
  /(?<![\p{L}\p{N}])\d+[/-][\p{L}]+[ -]?\d+(?:-\d+)?/gu,
];
const phoneLabel =
  /(?<![\p{L}])(?:tel|fax|phone|telefon|téléphone|telefono|teléfono|tél)\.?[ \u00a0]*(?:\([^)]{0,12}\))?[ \u00a0]*:?[ \u00a0]*[\d(+][\d ()/.+-]{5,}\d/giu;

function codeSpans(text: string): Span[] {
  const spans: Span[] = [];
  const patterns = [...codePatterns, phoneLabel];
  // Cheap tests first: most pages have neither.
  if (text.includes('http') || text.includes('www.')) patterns.push(links);
  if (text.includes('@')) patterns.push(emails);
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

function normalLanguage(language: string | null): string | null {
  if (!language) return null;
  const code = language.trim().toLowerCase().slice(0, 2);
  return /^[a-z]{2}$/u.test(code) ? code : null;
}

function stickyAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

function candidateValue(candidate: Candidate): number {
  return candidate.digits ? candidate.digits.value : candidate.words!.value;
}

/** Both readings of a number, for matching "dreißig (30)" and "EUR 12.000 (twelve thousand)". */
function readings(candidate: Candidate): number[] {
  const ambiguous = candidate.digits?.ambiguous;
  return ambiguous ? [ambiguous.thousands, ambiguous.decimal] : [candidateValue(candidate)];
}

/**
 * The reading of "12.000" once its context is known: money is never written to three decimals; otherwise the
 * language's own marks, or for an unknown language those of the unit's language, or English's.
 */
function decide(
  digits: DigitNumber,
  context: { currency: boolean; scale: boolean; percent: boolean; unitLanguage?: string | null },
  profile: Profile,
): number {
  const ambiguous = digits.ambiguous;
  if (!ambiguous) return digits.value;
  if (context.currency && !context.scale) return ambiguous.thousands;
  if (profile.decimal !== null) return digits.value;
  if (context.percent) return ambiguous.decimal;
  if (context.unitLanguage) {
    // In a decimal-comma language the dot groups thousands, and the other way round.
    const comma = decimalComma.has(context.unitLanguage);
    return (ambiguous.mark === '.') === comma ? ambiguous.thousands : ambiguous.decimal;
  }
  return digits.value;
}

function lineStart(text: string, at: number): boolean {
  for (let index = at - 1; index >= 0; index--) {
    const char = text[index]!;
    if (char === '\n') return true;
    if (char !== ' ' && char !== '\t' && char !== '\u00a0') return false;
  }
  return true;
}

/** A plain number that is a label, year, ordinal or list mark rather than a count. */
function isLabel(text: string, candidate: Candidate, profile: Profile): boolean {
  const { start, end } = candidate;
  const before = text.slice(Math.max(0, start - 24), start);
  if (profile.labelWordBefore.test(before) || profile.labelCodeBefore.test(before)) return true;
  const next = text[end] ?? '';
  const digits = candidate.digits;
  if (digits) {
    const integer = digits.integerDigits;
    if (!digits.fraction && !digits.ambiguous && /^(?:19|20)\d\d$/u.test(integer) && integer === text.slice(start, end))
      return true;
    if (integer.length > 1 && integer.startsWith('0') && !digits.fraction) return true;
    if (/^[\p{L}º°ª]/u.test(next)) return true;
    if (text[start - 1] === '#' || text[start - 1] === '+') return true;
    if (next === ')' && text[start - 1] !== '(') return true;
    if (next === '.' && profile.dotOrdinals && /^\.[ \u00a0]+\p{L}/u.test(text.slice(end, end + 3))) return true;
    if (lineStart(text, start) && (digits.fraction || /^[.)][ \t]/u.test(text.slice(end, end + 2)))) return true;
  }
  // "(3)" alone is a paragraph or a footnote.
  if (text[start - 1] === '(' && next === ')') return true;
  return false;
}

interface Bracket {
  end: number;
  inner: Candidate;
  /** The value both agree on, if they do. */
  shared: number | undefined;
  currency?: string;
}

/**
 * The same number written the other way in brackets after `position`: "(30)", "(dreißig)", "(in Worten:
 * fünfhunderttausend Euro)", "(euro unmilione…/00)", with a currency, unit or percent inside.
 */
function bracketAfter(
  text: string,
  position: number,
  candidate: Candidate,
  at: Map<number, Candidate>,
  profile: Profile,
): Bracket | null {
  const open = stickyAt(bracketOpen, text, position);
  if (!open) return null;
  let innerStart = position + open[0].length;
  const lead = stickyAt(profile.currencyLead, text, innerStart);
  if (lead) innerStart += lead[0].length;
  const inner = at.get(innerStart);
  if (!inner || Boolean(inner.digits) === Boolean(candidate.digits)) return null;
  let innerEnd = inner.end;
  let currency = lead ? profile.currencyOf.get(lead[1]!.toLowerCase()) : undefined;
  const innerCurrency = stickyAt(profile.currencyAfterScale, text, innerEnd);
  const suffix =
    innerCurrency ?? stickyAt(profile.percentAfter, text, innerEnd) ?? stickyAt(profile.unitAfter, text, innerEnd);
  if (suffix) innerEnd += suffix[0].length;
  if (innerCurrency) currency = profile.currencyOf.get(innerCurrency[1]!.toLowerCase());
  // "/00": no cents, after an amount in words.
  const cents = /\/(?:00|100|xx)/iuy;
  if (stickyAt(cents, text, innerEnd)) innerEnd += cents.lastIndex - innerEnd;
  const close = stickyAt(bracketClose, text, innerEnd);
  if (!close) return null;
  const shared = readings(candidate).find((value) => readings(inner).includes(value));
  return { end: innerEnd + close[0].length, inner, shared, ...(currency ? { currency } : {}) };
}

function analyse(
  text: string,
  read: Candidate,
  at: Map<number, Candidate>,
  profile: Profile,
  reached: number,
): Found | null {
  let candidate = read;
  let start = candidate.start;
  let end = candidate.end;
  let currency: string | undefined;
  let currencyBefore = false;
  let bracketed = false;

  // The same number again in brackets: "dreißig (30)", "30 (thirty)".
  const bracket = bracketAfter(text, end, candidate, at, profile);
  if (bracket) {
    end = bracket.end;
    bracketed = true;
    currency = bracket.currency;
    // The bracket settles "12.000 (twelve thousand)"; where they disagree the words prevail, as in contracts.
    const value = bracket.shared ?? (candidate.words ? candidate.words.value : bracket.inner.words!.value);
    if (candidate.digits) candidate = { ...candidate, digits: { ...candidate.digits, value, ambiguous: undefined } };
  }

  let scale = 1;
  let scaleEnd = end;
  let scaleNeedsCurrency = false;
  const scaleMatch = candidate.digits && !bracketed ? stickyAt(profile.scaleAfter, text, end) : null;
  if (scaleMatch) {
    const found = profile.scaleOf.get(scaleMatch[1]!.toLowerCase().replace(/\s+/gu, ' '));
    if (found) {
      scale = found.value;
      scaleNeedsCurrency = found.needsCurrency === true;
      scaleEnd = end + scaleMatch[0].length;
    }
  }

  if (!currency) {
    const after =
      scale !== 1 || candidate.words?.endsWithScale
        ? stickyAt(profile.currencyAfterScale, text, scaleEnd)
        : stickyAt(profile.currencyAfter, text, end);
    if (after) {
      const word = after[1]!.toLowerCase();
      currency = profile.currencyOf.get(word);
      const own = scaledCurrencies.get(word);
      if (own && scale === 1) scale = own;
      end = (scale !== 1 ? scaleEnd : end) + after[0].length;
    }
  }
  // Not reaching back into the quantity before: "5 EUR 6 Tage" has no "EUR 6".
  const before = profile.currencyBefore.exec(text.slice(Math.max(0, reached, start - 16), start));
  if (before) {
    const code = profile.currencyOf.get(before[1]!.toLowerCase());
    // "EUR 1.250.000,-- (… Euro)": the currency before is part of the amount as written.
    if (!currency || code === currency) {
      currency = code;
      start = candidate.start - before[0].length;
      currencyBefore = true;
    }
  }
  if (currency && scale !== 1 && end < scaleEnd) end = scaleEnd;
  if (!currency && scaleNeedsCurrency) {
    scale = 1;
    scaleEnd = end;
  }

  const digits = candidate.digits;
  const base = { start, end, scale, dropped: false, currencyBefore, bracketed, candidate };
  if (currency) {
    const value = digits
      ? decide(digits, { currency: true, scale: scale !== 1, percent: false }, profile)
      : candidateValue(candidate);
    return { ...base, kind: 'amount', value: value * scale, currency };
  }

  if (scale === 1) {
    const percent = stickyAt(profile.percentAfter, text, end);
    if (percent) {
      const value = digits
        ? decide(digits, { currency: false, scale: false, percent: true }, profile)
        : candidateValue(candidate);
      return { ...base, end: end + percent[0].length, kind: 'percent', value };
    }
    const unit = stickyAt(profile.unitAfter, text, end);
    if (unit) {
      const index = unit.findIndex((group, position) => position > 0 && group !== undefined) - 1;
      const { unit: durationUnit, language } = profile.units[index]!;
      const value = digits
        ? decide(digits, { currency: false, scale: false, percent: false, unitLanguage: language }, profile)
        : candidateValue(candidate);
      return {
        ...base,
        end: end + unit[0].length,
        kind: 'duration',
        value,
        unit: durationUnit,
        unitLanguage: language,
      };
    }
  } else {
    end = scaleEnd;
  }

  // A plain number.
  if (digits?.foreignDecimal) return null;
  const words = candidate.words;
  let dropped = false;
  if (words && !bracketed && words.ambiguous) dropped = true;
  if (words && !bracketed && profile.language === null && words.pieces === 1) dropped = true;
  if (!bracketed && scale === 1 && isLabel(text, candidate, profile)) dropped = true;
  const value = digits
    ? decide(digits, { currency: false, scale: scale !== 1, percent: false }, profile)
    : candidateValue(candidate);
  return { ...base, end, kind: 'number', value: value * scale, dropped };
}

/** "3 bis 5 Werktage", "10–20 %", "EUR 100.000 – 200.000": the bare number takes the other's unit. */
function joinRanges(text: string, found: Found[], profile: Profile): void {
  for (let index = 0; index + 1 < found.length; index++) {
    const first = found[index]!;
    const second = found[index + 1]!;
    if (!profile.rangeBetween.test(text.slice(first.end, second.start))) continue;
    if (first.kind === 'number' && first.scale === 1 && second.kind !== 'number' && second.kind !== 'date') {
      const digits = first.candidate.digits;
      const value = digits
        ? decide(
            digits,
            {
              currency: second.kind === 'amount',
              scale: second.scale !== 1,
              percent: second.kind === 'percent',
              unitLanguage: second.unitLanguage,
            },
            profile,
          )
        : candidateValue(first.candidate);
      found[index] = {
        ...first,
        kind: second.kind,
        value: value * second.scale,
        currency: second.currency,
        unit: second.unit,
        scale: second.scale,
        dropped: false,
      };
    } else if (first.kind === 'amount' && first.currencyBefore && second.kind === 'number' && second.scale === 1) {
      const digits = second.candidate.digits;
      const value = digits
        ? decide(digits, { currency: true, scale: first.scale !== 1, percent: false }, profile)
        : candidateValue(second.candidate);
      found[index + 1] = {
        ...second,
        kind: 'amount',
        value: value * first.scale,
        currency: first.currency,
        dropped: false,
      };
    }
  }
}

function overlapsAny(spans: readonly Span[], start: number, end: number): boolean {
  // Few spans per page: a linear scan is cheaper than keeping them sorted.
  for (const span of spans) if (start < span.end && span.start < end) return true;
  return false;
}

export function find(text: string, language: string | null): Quantity[] {
  const code = normalLanguage(language);
  const profile = profileFor(code);
  const { dates, times } = findDates(text, code);
  const taken: Span[] = [...dates, ...times, ...codeSpans(text)];

  const candidates: Candidate[] = [];
  for (const digits of findDigitNumbers(text, profile.decimal)) {
    if (!overlapsAny(taken, digits.start, digits.end))
      candidates.push({ start: digits.start, end: digits.end, digits });
  }
  if (profile.words) {
    for (const words of findWordNumbers(text, profile.words)) {
      if (!overlapsAny(taken, words.start, words.end)) candidates.push({ start: words.start, end: words.end, words });
    }
  }
  candidates.sort((a, b) => a.start - b.start);
  const at = new Map(candidates.map((candidate) => [candidate.start, candidate]));

  const found: Found[] = [];
  let reached = 0;
  for (const candidate of candidates) {
    if (candidate.start < reached) continue;
    const quantity = analyse(text, candidate, at, profile, reached);
    if (!quantity) continue;
    // Written again after its currency or unit: "1.250.000,00 € (um milhão … euros)", "15 000 PLN (słownie: …)".
    if (!quantity.bracketed && quantity.kind !== 'number') {
      const bracket = bracketAfter(text, quantity.end, quantity.candidate, at, profile);
      if (bracket?.shared !== undefined && (!bracket.currency || bracket.currency === quantity.currency)) {
        quantity.end = bracket.end;
        quantity.bracketed = true;
      }
    }
    found.push(quantity);
    reached = quantity.end;
  }
  joinRanges(text, found, profile);

  const quantities: Quantity[] = [];
  for (const quantity of found) {
    if (quantity.dropped) continue;
    quantities.push({
      kind: quantity.kind,
      start: quantity.start,
      end: quantity.end,
      text: text.slice(quantity.start, quantity.end),
      value: quantity.value,
      ...(quantity.currency ? { currency: quantity.currency } : {}),
      ...(quantity.unit ? { unit: quantity.unit } : {}),
    });
  }
  for (const date of dates) {
    const { year, month, day, hour, minute } = date.date;
    quantities.push({
      kind: 'date',
      start: date.start,
      end: date.end,
      text: text.slice(date.start, date.end),
      value: Date.UTC(year, month - 1, day, hour ?? 0, minute ?? 0),
      date: { ...date.date },
    });
  }
  return quantities.sort((a, b) => a.start - b.start);
}
