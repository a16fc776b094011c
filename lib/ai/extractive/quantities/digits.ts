// Numbers written in digits, in every national format: "12.000" (de), "1 234,56" (fr), "1,200,000.50" (en),
// "10'000" (ch), "3.000,--". Reading one can need its context: "12.000" is twelve thousand in German and
// twelve in English, so a number keeps both readings until its currency or unit is known.

export interface DigitNumber {
  start: number;
  end: number;
  /** The reading with "." and "," as the language writes them, or as English does when the language is unknown. */
  value: number;
  /**
   * For "12.000" and "12,000" (one separator, three digits after it): the other reading, and which is the
   * thousands one.
   */
  ambiguous?: { thousands: number; decimal: number; mark: '.' | ',' };
  /** "11.3" in German or "2,5" in English: a decimal written the other language's way; a quantity only with a unit. */
  foreignDecimal: boolean;
  /** Written with a fraction ("2,5", "12.50"). */
  fraction: boolean;
  /** The integer part's digits, without separators ("2027", "0815"). */
  integerDigits: string;
}

const space = ' \\u00a0\\u202f\\u2009';
/**
 * Groups of three after a first group of one to three digits, all with the same separator, then an optional
 * fraction; or plain digits with an optional fraction; then an optional ",--" or ".–" (no cents).
 */
const digitPattern = new RegExp(
  `(?<![\\p{L}\\p{N}_]|\\p{N}[.,])(?:\\d{1,3}(?<separator>[.,'’${space}])\\d{3}(?:\\k<separator>\\d{3})*(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?)(?<noCents>[.,](?:--?|–|—)(?!\\p{N}))?(?![\\p{N}]|[.,]\\p{N})`,
  'gu',
);

/** Every number written in digits, read for a language whose decimal mark is `decimal` (null: unknown). */
export function findDigitNumbers(text: string, decimal: ',' | '.' | null): DigitNumber[] {
  const found: DigitNumber[] = [];
  for (const match of text.matchAll(digitPattern)) {
    const raw = match[0];
    const noCents = match.groups?.noCents ?? '';
    const number = noCents ? raw.slice(0, raw.length - noCents.length) : raw;
    let separator = match.groups?.separator ?? null;
    // "12.000" is one group: as ambiguous as "12.5" is not, and read below with the single mark.
    if ((separator === '.' || separator === ',') && number.indexOf(separator) === number.lastIndexOf(separator)) {
      const other = separator === '.' ? ',' : '.';
      if (!number.includes(other)) separator = null;
    }
    const read = readDigits(number, separator, decimal);
    // "12.000,--": the dashes stand for cents, so the dot groups thousands.
    if (read?.ambiguous && noCents) {
      read.value = read.ambiguous.thousands;
      read.integerDigits = String(read.ambiguous.thousands);
      read.fraction = false;
      delete read.ambiguous;
    }
    if (read) found.push({ start: match.index, end: match.index + raw.length, ...read });
  }
  return found;
}

function readDigits(
  number: string,
  separator: string | null,
  decimal: ',' | '.' | null,
): Omit<DigitNumber, 'start' | 'end'> | null {
  // The fraction: a last "." or "," that is not the grouping separator.
  const lastMark = Math.max(number.lastIndexOf('.'), number.lastIndexOf(','));
  const mark = lastMark >= 0 ? (number[lastMark] as '.' | ',') : null;
  const hasFraction = mark !== null && mark !== separator;
  const integer = hasFraction ? number.slice(0, lastMark) : number;
  const fraction = hasFraction ? number.slice(lastMark + 1) : '';
  const integerDigits = separator ? integer.split(separator).join('') : integer;

  if (separator === null && mark !== null) {
    // One mark and no grouping: "12.000", "11.3", "2,5".
    const whole = Number(integerDigits);
    const asDecimal = Number(`${integerDigits}.${fraction}`);
    if (fraction.length === 3 && integerDigits.length <= 3 && !integerDigits.startsWith('0')) {
      const thousands = whole * 1000 + Number(fraction);
      const readAsDecimal = decimal === null ? mark === '.' : mark === decimal;
      return {
        value: readAsDecimal ? asDecimal : thousands,
        ambiguous: { thousands, decimal: asDecimal, mark },
        foreignDecimal: false,
        fraction: readAsDecimal,
        integerDigits: readAsDecimal ? integerDigits : String(thousands),
      };
    }
    const foreign = decimal !== null && mark !== decimal;
    return { value: asDecimal, foreignDecimal: foreign, fraction: true, integerDigits };
  }
  if (separator !== null && hasFraction) {
    // Grouped with a fraction: the fraction mark must differ from the separator ("1.234,56", "1,234.56").
    return {
      value: Number(`${integerDigits}.${fraction}`),
      foreignDecimal: false,
      fraction: true,
      integerDigits,
    };
  }
  return { value: Number(integerDigits), foreignDecimal: false, fraction: false, integerDigits };
}
