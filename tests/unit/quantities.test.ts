import { toCardinal as deCardinal, toOrdinal as deOrdinal } from 'n2words/de-DE';
import { toCardinal as enCardinal, toOrdinal as enOrdinal } from 'n2words/en-GB';
import { toCardinal as esCardinal, toOrdinal as esOrdinal } from 'n2words/es-ES';
import { toCardinal as frCardinal, toOrdinal as frOrdinal } from 'n2words/fr-FR';
import { toCardinal as itCardinal, toOrdinal as itOrdinal } from 'n2words/it-IT';
import { toCardinal as nlCardinal, toOrdinal as nlOrdinal } from 'n2words/nl-NL';
import { toCardinal as plCardinal, toOrdinal as plOrdinal } from 'n2words/pl-PL';
import { toCardinal as ptCardinal, toOrdinal as ptOrdinal } from 'n2words/pt-PT';
import { describe, expect, it } from 'vitest';
import {
  addDuration,
  findQuantities,
  formatIsoDate,
  formatQuantity,
  type Quantity,
  type QuantityDate,
} from '@/lib/ai/extractive/quantities';

/** The one quantity in `text`, which must cover all of it. */
function whole(text: string, language: string | null): Quantity {
  const found = findQuantities(text, language);
  expect(found.map((quantity) => quantity.text)).toEqual([text]);
  return found[0]!;
}

function summary(quantity: Quantity): string {
  if (quantity.date) return `${quantity.kind} ${quantity.text} = ${formatIsoDate(quantity.date)}`;
  const extra = quantity.currency ?? quantity.unit;
  return `${quantity.kind} ${quantity.text} = ${quantity.value}${extra ? ` ${extra}` : ''}`;
}

function summaries(text: string, language: string | null): string[] {
  return findQuantities(text, language).map(summary);
}

describe('findQuantities: numbers in words', () => {
  it.each([
    ['neunhunderttausend Euro', 'de', 'amount', 900_000, 'EUR'],
    ['fünf Monate', 'de', 'duration', 5, 'month'],
    ['zwölf Monaten', 'de', 'duration', 12, 'month'],
    ['dreißig (30) Kalendertage', 'de', 'duration', 30, 'calendar_day'],
    ['einhundertzwanzig (120) Tage', 'de', 'duration', 120, 'day'],
    ['eine Million zweihundertfünfzigtausend Euro', 'de', 'amount', 1_250_000, 'EUR'],
    ['zwei Millionen Euro', 'de', 'amount', 2_000_000, 'EUR'],
    ['one hundred and eighty days', 'en', 'duration', 180, 'day'],
    ['two million euro', 'en', 'amount', 2_000_000, 'EUR'],
    ['EUR five hundred thousand (500,000)', 'en', 'amount', 500_000, 'EUR'],
    ['forty-eight (48) months', 'en', 'duration', 48, 'month'],
    // A line breaks between the words and their digits.
    ['nineteen\n(19) months', 'en', 'duration', 19, 'month'],
    ['quatre-vingt-dix jours', 'fr', 'duration', 90, 'day'],
    ['cent vingt (120) jours', 'fr', 'duration', 120, 'day'],
    ['trois cent mille euros', 'fr', 'amount', 300_000, 'EUR'],
    ["cinq millions d'euros", 'fr', 'amount', 5_000_000, 'EUR'],
    ['soixante et onze jours', 'fr', 'duration', 71, 'day'],
    ['centoventi giorni', 'it', 'duration', 120, 'day'],
    ['centottanta giorni', 'it', 'duration', 180, 'day'],
    ['tremila euro', 'it', 'amount', 3000, 'EUR'],
    ['cinque milioni di euro', 'it', 'amount', 5_000_000, 'EUR'],
    ['ventuno giorni', 'it', 'duration', 21, 'day'],
    ['ciento ochenta días', 'es', 'duration', 180, 'day'],
    ['un millón de euros', 'es', 'amount', 1_000_000, 'EUR'],
    ['veintiún días', 'es', 'duration', 21, 'day'],
    ['honderdtachtig dagen', 'nl', 'duration', 180, 'day'],
    ['twee miljoen euro', 'nl', 'amount', 2_000_000, 'EUR'],
    ['eenentwintig dagen', 'nl', 'duration', 21, 'day'],
    ['cento e vinte dias', 'pt', 'duration', 120, 'day'],
    ['dois milhões de euros', 'pt', 'amount', 2_000_000, 'EUR'],
    ['trzydzieści dni', 'pl', 'duration', 30, 'day'],
    ['sześć miesięcy', 'pl', 'duration', 6, 'month'],
    ['trzydziestu dni', 'pl', 'duration', 30, 'day'],
    ['dwa miliony złotych', 'pl', 'amount', 2_000_000, 'PLN'],
  ])('%s (%s)', (text, language, kind, value, unitOrCurrency) => {
    const quantity = whole(text, language);
    expect(quantity.kind).toBe(kind);
    expect(quantity.value).toBe(value);
    expect(kind === 'amount' ? quantity.currency : quantity.unit).toBe(unitOrCurrency);
  });

  it('reads a number in words with no unit as a number', () => {
    expect(summaries('soixante-dix', 'fr')).toEqual(['number soixante-dix = 70']);
    expect(summaries('Es wurden drei Angebote abgegeben.', 'de')).toEqual(['number drei = 3']);
  });

  it('reads the same words when the language is not known', () => {
    expect(whole('neunhunderttausend Euro', null).value).toBe(900_000);
    expect(whole('fünf Monate', null).unit).toBe('month');
    expect(whole('cinque milioni di euro', null).value).toBe(5_000_000);
    expect(whole('quatre-vingt-dix jours', null).value).toBe(90);
  });

  it('takes an article for no number, but "ein Jahr" for one year', () => {
    expect(findQuantities('Es wurde ein Angebot abgegeben.', 'de')).toEqual([]);
    expect(findQuantities('un marché public', 'fr')).toEqual([]);
    expect(findQuantities('one of the bidders', 'en')).toEqual([]);
    expect(summaries('für ein Jahr', 'de')).toEqual(['duration ein Jahr = 1 year']);
    expect(summaries('pour une semaine', 'fr')).toEqual(['duration une semaine = 1 week']);
  });

  it('reads no ordinal as a quantity', () => {
    for (const [text, language] of [
      ['the first phase', 'en'],
      ['the twenty-first day', 'en'],
      ['die erste Phase', 'de'],
      ['der einundzwanzigste Tag', 'de'],
      ['le vingt et unième jour', 'fr'],
      ['la troisième phase', 'fr'],
      ['il ventunesimo giorno', 'it'],
      ['el primer día', 'es'],
      ['de honderd eerste dag', 'nl'],
      ['sto pierwszy dzień', 'pl'],
      ['the 1st and 2nd phase', 'en'],
      ['le 1er lot', 'fr'],
      ['das 3. Quartal', 'de'],
    ] as const) {
      expect(findQuantities(text, language), text).toEqual([]);
    }
  });

  it('keeps separate numbers apart: "one, two" is not twelve or three', () => {
    expect(summaries('three, four days', 'en')).toEqual(['number three = 3', 'duration four days = 4 day']);
    expect(summaries('zwei drei Tage', 'de')).toEqual(['number zwei = 2', 'duration drei Tage = 3 day']);
  });

  it('reads an amount written again in words after its currency as one amount', () => {
    for (const [text, language, value, currency] of [
      ['€ 1.250.000,00 (euro unmilioneduecentocinquantamila/00)', 'it', 1_250_000, 'EUR'],
      ['15 000,00 PLN (słownie: piętnaście tysięcy złotych)', 'pl', 15_000, 'PLN'],
      ['1.250.000,00 € (um milhão duzentos e cinquenta mil euros)', 'pt', 1_250_000, 'EUR'],
      ['EUR 1.250.000,-- (in Worten: eine Million zweihundertfünfzigtausend Euro)', 'de', 1_250_000, 'EUR'],
      ['12 months (twelve months)', 'en', 12, undefined],
    ] as const) {
      expect(whole(text, language), text).toMatchObject({ value, ...(currency ? { currency } : {}) });
    }
  });

  it('lets the words prevail when the bracketed digits disagree, as contracts read them, and shows both', () => {
    expect(summaries('dreißig (40) Tage', 'de')).toEqual(['duration dreißig (40) Tage = 30 day']);
    expect(summaries('30 (vierzig) Tage', 'de')).toEqual(['duration 30 (vierzig) Tage = 40 day']);
  });
});

describe('findQuantities: digits in national formats', () => {
  it.each([
    ['EUR 12.000', 'de', 12_000, 'EUR'],
    ['12.000 €', 'it', 12_000, 'EUR'],
    ['1.500.000,00 EUR', 'de', 1_500_000, 'EUR'],
    ['1.500.000,00 EUR', 'es', 1_500_000, 'EUR'],
    ['EUR 3.000,--', 'de', 3000, 'EUR'],
    ['€ 3.000,-', 'de', 3000, 'EUR'],
    ['euro 12.500,50', 'it', 12_500.5, 'EUR'],
    ['€ 1.234.567,89', 'nl', 1_234_567.89, 'EUR'],
    ['1.234,56 €', 'pt', 1234.56, 'EUR'],
    ['1 500 000,00 zł', 'pl', 1_500_000, 'PLN'],
    ['5 000 000 €', 'fr', 5_000_000, 'EUR'],
    ['5\u00a0000\u00a0000 €', 'fr', 5_000_000, 'EUR'],
    ['5\u202f000\u202f000 €', 'fr', 5_000_000, 'EUR'],
    ['1 234,56 €', 'fr', 1234.56, 'EUR'],
    ['EUR 5 000 000', 'en', 5_000_000, 'EUR'],
    ['EUR 1 000 000 000', 'en', 1_000_000_000, 'EUR'],
    ['1.000.000.000 €', 'it', 1_000_000_000, 'EUR'],
    ['EUR 1,200,000.50', 'en', 1_200_000.5, 'EUR'],
    ['£2.5 million', 'en', 2_500_000, 'GBP'],
    ['€5m', 'en', 5_000_000, 'EUR'],
    ['EUR 2.5bn', 'en', 2_500_000_000, 'EUR'],
    ['3 Mio. EUR', 'de', 3_000_000, 'EUR'],
    ['2,5 Mio. €', 'de', 2_500_000, 'EUR'],
    ['2,5 Mio. €', 'en', 2_500_000, 'EUR'],
    ['500 TEUR', 'de', 500_000, 'EUR'],
    ['1,5 mln zł', 'pl', 1_500_000, 'PLN'],
    ['5 millions d’euros', 'fr', 5_000_000, 'EUR'],
    ['2 milioni di euro', 'it', 2_000_000, 'EUR'],
    ["CHF 10'000", 'de', 10_000, 'CHF'],
    ["CHF 10'000.50", 'de', 10_000.5, 'CHF'],
    ['USD 1,000', 'en', 1000, 'USD'],
    ['25 000 Kč', 'cs', 25_000, 'CZK'],
  ])('%s (%s)', (text, language, value, currency) => {
    const quantity = whole(text, language);
    expect(quantity).toMatchObject({ kind: 'amount', value, currency });
  });

  it('gives the second number of a range the currency of the first, and no number the currency of another', () => {
    expect(summaries('Wert: EUR 100.000 – 200.000', 'de')).toEqual([
      'amount EUR 100.000 = 100000 EUR',
      'amount 200.000 = 200000 EUR',
    ]);
    expect(summaries('3 bis 5 Mio. EUR', 'de')).toEqual(['amount 3 = 3000000 EUR', 'amount 5 Mio. EUR = 5000000 EUR']);
    expect(summaries('Kosten 5 EUR 6 Tage', 'de')).toEqual(['amount 5 EUR = 5 EUR', 'duration 6 Tage = 6 day']);
  });

  it('reads "12.000" and "12,000" by the language', () => {
    const value = (text: string, language: string) => findQuantities(`Wert: ${text}`, language)[0]?.value;
    expect(value('12.000', 'de')).toBe(12_000);
    expect(value('12,000', 'de')).toBe(12);
    expect(value('12,000', 'en')).toBe(12_000);
    expect(value('12.000', 'en')).toBe(12);
    expect(value('12,5', 'de')).toBe(12.5);
    expect(value('12.5', 'en')).toBe(12.5);
  });

  it('with no language, reads "12.000" as thousands only beside a currency or a unit of a thousands-dot language', () => {
    expect(summaries('Wert 12.000', null)).toEqual(['number 12.000 = 12']);
    expect(summaries('Wert 12.000 EUR', null)).toEqual(['amount 12.000 EUR = 12000 EUR']);
    expect(summaries('EUR 12.000', null)).toEqual(['amount EUR 12.000 = 12000 EUR']);
    expect(summaries('12.000 Tage', null)).toEqual(['duration 12.000 Tage = 12000 day']);
    expect(summaries('12.000 days', null)).toEqual(['duration 12.000 days = 12 day']);
    expect(summaries('12,000 days', null)).toEqual(['duration 12,000 days = 12000 day']);
    expect(summaries('12,5 %', null)).toEqual(['percent 12,5 % = 12.5']);
    expect(summaries('1.500.000,00 EUR', null)).toEqual(['amount 1.500.000,00 EUR = 1500000 EUR']);
  });

  it('reads no year, section number, ratio, code or phone number as an amount or a number', () => {
    for (const [text, language] of [
      ['im Jahr 2027', 'de'],
      ['the 2027 budget', 'en'],
      ['siehe Punkt 11.3', 'de'],
      ['see Section 11.3', 'en'],
      ['gemäß 11.3', 'de'],
      ['Preis/Qualität 70/30', 'de'],
      ['CPV 45000000-7', 'en'],
      ['Bekanntmachung 2024/S 123-456789', 'de'],
      ['Tel. +43 1 234 5678', 'de'],
      ['Tel.: 01 234 56 78', 'de'],
      ['ISO 9001 und ISO 14001', 'de'],
      ['gemäß § 20 Abs. 3 BVergG', 'de'],
      ['Art. 5 und Los 2', 'de'],
      ['https://vergabe.example.at/2026/123', 'de'],
      ['IBAN AT61 1904 3002 3457 3201', 'de'],
      ['Anlage (3)', 'de'],
    ] as const) {
      expect(findQuantities(text, language), text).toEqual([]);
    }
  });

  it('reads no heading or list number at the start of a line', () => {
    expect(findQuantities('1.1 Gegenstand\n2) Laufzeit\n3. Preis', 'de')).toEqual([]);
  });
});

describe('findQuantities: percentages', () => {
  it.each([
    ['30 %', 'de', 30],
    ['30%', 'en', 30],
    ['30 Prozent', 'de', 30],
    ['0,5 %', 'de', 0.5],
    ['12.5 per cent', 'en', 12.5],
    ['trenta per cento', 'it', 30],
    ['40 pour cent', 'fr', 40],
    ['veinte por ciento', 'es', 20],
    ['10 procent', 'nl', 10],
    ['15 procent', 'pl', 15],
  ])('%s (%s)', (text, language, value) => {
    expect(whole(text, language)).toMatchObject({ kind: 'percent', value });
  });

  it('reads "70/30" as no percentage, and weights as two', () => {
    expect(findQuantities('Gewichtung 70/30', 'de')).toEqual([]);
    expect(summaries('Preis 70 %, Qualität 30 %', 'de')).toEqual(['percent 70 % = 70', 'percent 30 % = 30']);
  });

  it('gives the first number of a range the percent sign of the second', () => {
    expect(summaries('10–20 %', 'de')).toEqual(['percent 10 = 10', 'percent 20 % = 20']);
    expect(summaries('zwischen 5 und 10 Prozent', 'de')).toEqual(['percent 5 = 5', 'percent 10 Prozent = 10']);
  });
});

describe('findQuantities: durations', () => {
  it.each([
    ['10 Werktage', 'de', 10, 'working_day'],
    ['5 Arbeitstagen', 'de', 5, 'working_day'],
    ['30 Kalendertage', 'de', 30, 'calendar_day'],
    ['14 Tagen', 'de', 14, 'day'],
    ['6 Wochen', 'de', 6, 'week'],
    ['2 Jahre', 'de', 2, 'year'],
    ['4 Stunden', 'de', 4, 'hour'],
    ['30 Minuten', 'de', 30, 'minute'],
    ['30-tägige', 'de', 30, 'day'],
    ['10 jours ouvrés', 'fr', 10, 'working_day'],
    ['10 jours ouvrables', 'fr', 10, 'working_day'],
    ['30 jours calendaires', 'fr', 30, 'calendar_day'],
    ['12 mois', 'fr', 12, 'month'],
    ['48 heures', 'fr', 48, 'hour'],
    ['10 giorni lavorativi', 'it', 10, 'working_day'],
    ['30 giorni naturali e consecutivi', 'it', 30, 'calendar_day'],
    ['24 ore', 'it', 24, 'hour'],
    ['10 días hábiles', 'es', 10, 'working_day'],
    ['30 días naturales', 'es', 30, 'calendar_day'],
    ['6 meses', 'es', 6, 'month'],
    ['10 dias úteis', 'pt', 10, 'working_day'],
    ['10 werkdagen', 'nl', 10, 'working_day'],
    ['24 uur', 'nl', 24, 'hour'],
    ['14 dni roboczych', 'pl', 14, 'working_day'],
    ['48 godzin', 'pl', 48, 'hour'],
    ['90 consecutive calendar days', 'en', 90, 'calendar_day'],
    ['5 business days', 'en', 5, 'working_day'],
    ['30-day', 'en', 30, 'day'],
    ['24 h', 'en', 24, 'hour'],
  ])('%s (%s)', (text, language, value, unit) => {
    expect(whole(text, language)).toMatchObject({ kind: 'duration', value, unit });
  });

  it('reads hours and minutes in words and digits where tenders set response times', () => {
    expect(summaries('innerhalb von 4 Stunden', 'de')).toEqual(['duration 4 Stunden = 4 hour']);
    expect(summaries('within two (2) hours', 'en')).toEqual(['duration two (2) hours = 2 hour']);
    expect(summaries('entro 24 ore', 'it')).toEqual(['duration 24 ore = 24 hour']);
    expect(summaries('sous 48 heures', 'fr')).toEqual(['duration 48 heures = 48 hour']);
    expect(summaries('binnen dreißig Minuten', 'de')).toEqual(['duration dreißig Minuten = 30 minute']);
  });

  it('gives the first number of a range the unit of the second', () => {
    expect(summaries('3 bis 5 Werktage', 'de')).toEqual([
      'duration 3 = 3 working_day',
      'duration 5 Werktage = 5 working_day',
    ]);
    expect(summaries('3-6 weeks', 'en')).toEqual(['duration 3 = 3 week', 'duration 6 weeks = 6 week']);
  });

  it('reads a time of day as no duration', () => {
    expect(summaries('um 12 Uhr', 'de')).toEqual([]);
    expect(summaries('à 12 heures', 'fr')).toEqual([]);
    expect(summaries('alle ore 12', 'it')).toEqual([]);
  });
});

describe('findQuantities: dates and times', () => {
  const at = (year: number, month: number, day: number, hour?: number, minute?: number): QuantityDate => ({
    year,
    month,
    day,
    ...(hour === undefined ? {} : { hour, minute: minute ?? 0 }),
  });

  it.each([
    ['15. Jänner 2027, 12:00 Uhr', 'de', at(2027, 1, 15, 12)],
    ['15. Feber 2027', 'de', at(2027, 2, 15)],
    ['15.01.2027 um 10:00 Uhr', 'de', at(2027, 1, 15, 10)],
    ['Freitag, den 15. Januar 2027', 'de', at(2027, 1, 15)],
    ['3 février 2027 à 12h00', 'fr', at(2027, 2, 3, 12)],
    ['3 février 2027 à 12 heures', 'fr', at(2027, 2, 3, 12)],
    ['1er mars 2027', 'fr', at(2027, 3, 1)],
    ['15/01/2027 ore 12:00', 'it', at(2027, 1, 15, 12)],
    ['ore 12:00 del 15 gennaio 2027', 'it', at(2027, 1, 15, 12)],
    ['venerdì 15 gennaio 2027', 'it', at(2027, 1, 15)],
    ['12:00 noon on 15 January 2027', 'en', at(2027, 1, 15, 12)],
    ['January 15, 2027 at 2 p.m.', 'en', at(2027, 1, 15, 14)],
    ['Friday, 15 January 2027', 'en', at(2027, 1, 15)],
    ['15th of January 2027', 'en', at(2027, 1, 15)],
    ['15-Jan-2027', 'en', at(2027, 1, 15)],
    ['4 March 2027 17:00 (Brussels time)', 'en', at(2027, 3, 4, 17)],
    ['15.01.2027 r. do godz. 10:00', 'pl', at(2027, 1, 15, 10)],
    ['15 ianuarie 2027, ora 12:00', 'ro', at(2027, 1, 15, 12)],
    ['2027 m. sausio 15 d.', 'lt', at(2027, 1, 15)],
    ['2027. gada 15. janvāris', 'lv', at(2027, 1, 15)],
    ['15. tammikuuta 2027 klo 12.00', 'fi', at(2027, 1, 15, 12)],
    ['15 de enero de 2027 a las 12:00', 'es', at(2027, 1, 15, 12)],
    ['15 januari 2027 om 12.00 uur', 'nl', at(2027, 1, 15, 12)],
    ['15 de janeiro de 2027, às 12h00', 'pt', at(2027, 1, 15, 12)],
    ['15 stycznia 2027 r., godz. 12:00', 'pl', at(2027, 1, 15, 12)],
    ['2027-01-15T12:00', null, at(2027, 1, 15, 12)],
    ['2027-01-15 12:00', null, at(2027, 1, 15, 12)],
    ['15.01.27', 'de', at(2027, 1, 15)],
    ['15. 1. 2027', 'cs', at(2027, 1, 15)],
    ['15. ledna 2027', 'cs', at(2027, 1, 15)],
    ['2027. január 15.', 'hu', at(2027, 1, 15)],
    ['15 Ιανουαρίου 2027', 'el', at(2027, 1, 15)],
    ['15 januari 2027 kl. 12.00', 'sv', at(2027, 1, 15, 12)],
    ['15. Jänner 2027, 12:00 Uhr', null, at(2027, 1, 15, 12)],
    ['15 stycznia 2027 r., godz. 12:00', null, at(2027, 1, 15, 12)],
  ] as const)('%s (%s)', (text, language, date) => {
    const quantity = whole(text, language);
    expect(quantity.kind).toBe('date');
    expect(quantity.date).toEqual(date);
    expect(quantity.value).toBe(Date.UTC(date.year, date.month - 1, date.day, date.hour ?? 0, date.minute ?? 0));
  });

  it('finds the date in a sentence, with the time written before it', () => {
    const [date] = findQuantities('Le offerte devono pervenire entro le ore 12:00 del 15 gennaio 2027.', 'it');
    expect(date).toMatchObject({ kind: 'date', text: 'ore 12:00 del 15 gennaio 2027' });
    expect(summaries('Tenders are due by 12:00 noon on 15 January 2027.', 'en')).toEqual([
      'date 12:00 noon on 15 January 2027 = 2027-01-15T12:00',
    ]);
  });

  it('reads a day range as two dates', () => {
    expect(summaries('from 3 to 5 March 2027', 'en')).toEqual([
      'date 3 = 2027-03-03',
      'date 5 March 2027 = 2027-03-05',
    ]);
    expect(summaries('vom 15.–17.01.2027', 'de')).toEqual(['date 15. = 2027-01-15', 'date 17.01.2027 = 2027-01-17']);
    expect(summaries('du 3 au 5 mars 2027', 'fr')).toEqual(['date 3 = 2027-03-03', 'date 5 mars 2027 = 2027-03-05']);
    expect(summaries('dal 3 al 5 marzo 2027', 'it')).toEqual(['date 3 = 2027-03-03', 'date 5 marzo 2027 = 2027-03-05']);
    expect(summaries('3 March – 5 April 2027', 'en')).toEqual([
      'date 3 March = 2027-03-03',
      'date 5 April 2027 = 2027-04-05',
    ]);
  });

  it('reads no impossible date and reads a month-first date only when the day says so', () => {
    expect(findQuantities('31.02.2027', 'de').filter((quantity) => quantity.kind === 'date')).toEqual([]);
    expect(whole('01/15/2027', 'en').date).toEqual(at(2027, 1, 15));
    expect(whole('05/06/2027', 'en').date).toEqual(at(2027, 6, 5));
  });

  it('reads a time of day alone, or a range of hours, as no number', () => {
    expect(findQuantities('Öffnung um 10:30 Uhr im Saal', 'de')).toEqual([]);
    expect(findQuantities('à 14h30', 'fr')).toEqual([]);
    expect(findQuantities('Mo–Fr 8–17 Uhr, Sa 10:00-12:00 Uhr', 'de')).toEqual([]);
    expect(findQuantities('Lieferung in KW 12', 'de')).toEqual([]);
  });

  it('reads "um 12 %" and "alle 12 Monate" as no time', () => {
    expect(summaries('Erhöhung um 12 %', 'de')).toEqual(['percent 12 % = 12']);
    expect(summaries('alle 12 Monate', 'de')).toEqual(['duration 12 Monate = 12 month']);
  });
});

describe('addDuration', () => {
  const deadline: QuantityDate = { year: 2027, month: 1, day: 15 };

  it('adds days and weeks on the calendar', () => {
    expect(addDuration(deadline, { value: 180, unit: 'day' })).toEqual({ year: 2027, month: 7, day: 14 });
    expect(addDuration(deadline, { value: 180, unit: 'calendar_day' })).toEqual({ year: 2027, month: 7, day: 14 });
    expect(addDuration(deadline, { value: 2, unit: 'week' })).toEqual({ year: 2027, month: 1, day: 29 });
    expect(addDuration({ year: 2027, month: 12, day: 31 }, { value: 1, unit: 'day' })).toEqual({
      year: 2028,
      month: 1,
      day: 1,
    });
  });

  it('adds months and years, clamping the day to the end of a shorter month', () => {
    expect(addDuration(deadline, { value: 5, unit: 'month' })).toEqual({ year: 2027, month: 6, day: 15 });
    expect(addDuration({ year: 2027, month: 1, day: 31 }, { value: 1, unit: 'month' })).toEqual({
      year: 2027,
      month: 2,
      day: 28,
    });
    expect(addDuration({ year: 2028, month: 1, day: 31 }, { value: 1, unit: 'month' })).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
    expect(addDuration({ year: 2027, month: 8, day: 31 }, { value: 13, unit: 'month' })).toEqual({
      year: 2028,
      month: 9,
      day: 30,
    });
    expect(addDuration({ year: 2028, month: 2, day: 29 }, { value: 1, unit: 'year' })).toEqual({
      year: 2029,
      month: 2,
      day: 28,
    });
    expect(addDuration({ year: 2027, month: 3, day: 31 }, { value: -1, unit: 'month' })).toEqual({
      year: 2027,
      month: 2,
      day: 28,
    });
  });

  it('skips Saturdays and Sundays for working days', () => {
    // Friday 15 January 2027 + 1 working day is Monday the 18th; + 10 is Friday the 29th.
    expect(addDuration(deadline, { value: 1, unit: 'working_day' })).toEqual({ year: 2027, month: 1, day: 18 });
    expect(addDuration(deadline, { value: 10, unit: 'working_day' })).toEqual({ year: 2027, month: 1, day: 29 });
    expect(addDuration({ year: 2027, month: 1, day: 18 }, { value: -1, unit: 'working_day' })).toEqual(deadline);
  });

  it('adds hours and minutes on the clock, keeping the time', () => {
    const noon: QuantityDate = { ...deadline, hour: 12, minute: 0 };
    expect(addDuration(noon, { value: 48, unit: 'hour' })).toEqual({
      year: 2027,
      month: 1,
      day: 17,
      hour: 12,
      minute: 0,
    });
    expect(addDuration(noon, { value: 750, unit: 'minute' })).toEqual({
      year: 2027,
      month: 1,
      day: 16,
      hour: 0,
      minute: 30,
    });
    expect(addDuration(noon, { value: 5, unit: 'month' })).toEqual({
      year: 2027,
      month: 6,
      day: 15,
      hour: 12,
      minute: 0,
    });
  });

  it('takes a duration read from a document', () => {
    const [date, duration] = findQuantities('Angebotsfrist 15.01.2027, Bindefrist 180 Tage', 'de');
    expect(addDuration(date!.date!, duration!)).toEqual({ year: 2027, month: 7, day: 14 });
  });

  it('refuses what is no duration, and half months', () => {
    const [amount] = findQuantities('EUR 5.000', 'de');
    expect(() => addDuration(deadline, amount!)).toThrow(TypeError);
    expect(() => addDuration(deadline, { value: 3 })).toThrow(TypeError);
    expect(() => addDuration(deadline, { value: 1.5, unit: 'month' })).toThrow(RangeError);
    expect(() => addDuration(deadline, { value: Number.NaN, unit: 'day' })).toThrow(RangeError);
  });
});

describe('formatters', () => {
  it('writes dates as ISO', () => {
    expect(formatIsoDate({ year: 2027, month: 1, day: 5 })).toBe('2027-01-05');
    expect(formatIsoDate({ year: 2027, month: 1, day: 5, hour: 9, minute: 5 })).toBe('2027-01-05T09:05');
  });

  it('writes quantities as a person reads them', () => {
    const [amount, percent, duration, working, date] = findQuantities(
      'EUR 12.000, 30 %, fünf Monate, 10 Werktage, 15.01.2027 um 12:00 Uhr',
      'de',
    );
    expect(formatQuantity(amount!, 'en')).toBe('€12,000.00');
    expect(formatQuantity(amount!, 'de')).toBe('12.000,00\u00a0€');
    expect(formatQuantity(percent!, 'en')).toBe('30%');
    expect(formatQuantity(duration!, 'en')).toBe('5 months');
    expect(formatQuantity(working!, 'en')).toBe('10 working days');
    expect(formatQuantity(working!, 'de')).toBe('10 Werktage');
    expect(formatQuantity(date!, 'en')).toBe('January 15, 2027 at 12:00 PM');
  });
});

describe('findQuantities: every number n2words writes, read back', () => {
  // n2words (numbers → words, 71 languages) is an independent oracle for the grammar of each language.
  const languages = [
    ['en', enCardinal, enOrdinal, 'days', 'euro'],
    ['de', deCardinal, deOrdinal, 'Tage', 'Euro'],
    ['fr', frCardinal, frOrdinal, 'jours', 'euros'],
    ['it', itCardinal, itOrdinal, 'giorni', 'euro'],
    ['es', esCardinal, esOrdinal, 'días', 'euros'],
    ['nl', nlCardinal, nlOrdinal, 'dagen', 'euro'],
    ['pt', ptCardinal, ptOrdinal, 'dias', 'euros'],
    ['pl', plCardinal, plOrdinal, 'dni', 'euro'],
  ] as const;
  // 1 to 1,000 in full, then a fixed spread of larger numbers (a linear congruential sequence: no randomness).
  const numbers = Array.from({ length: 1000 }, (_, index) => index + 1);
  for (let seed = 12_345, count = 0; count < 400; count++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const magnitude = 10 ** (3 + (count % 7));
    numbers.push(1 + (seed % magnitude));
  }

  for (const [language, cardinal, ordinal, days, euro] of languages) {
    it(`reads ${language} cardinals as durations and amounts, with and without the language`, () => {
      const wrong: string[] = [];
      for (const number of numbers) {
        const words = cardinal(number);
        for (const [text, kind] of [
          [`${words} ${days}`, 'duration'],
          [`${words} ${euro}`, 'amount'],
        ] as const) {
          for (const code of [language, null]) {
            const found = findQuantities(`: ${text}.`, code);
            const ok =
              found.length === 1 && found[0]!.kind === kind && found[0]!.value === number && found[0]!.text === text;
            if (!ok) wrong.push(`${code}: ${text} → ${found.map(summary).join(' | ')}`);
          }
        }
      }
      expect(wrong.slice(0, 10)).toEqual([]);
    });

    it(`reads no ${language} ordinal as a quantity`, () => {
      const wrong: string[] = [];
      for (let number = 1; number <= 200; number++) {
        const found = findQuantities(`: ${ordinal(number)} ${days}`, language);
        if (found.length > 0) wrong.push(`${ordinal(number)} → ${found.map(summary).join(' | ')}`);
      }
      expect(wrong.slice(0, 10)).toEqual([]);
    });
  }
});

describe('findQuantities: a page of a tender', () => {
  const page = `1. Allgemeines
1.1 Gegenstand ist die Unterhaltsreinigung von 12 Schulgebäuden (Los 1 bis Los 3) gemäß ÖNORM D 2050.
Die Angebotsfrist endet am Freitag, den 15. Jänner 2027 um 12:00 Uhr.
Der geschätzte Auftragswert beträgt EUR 1.250.000,-- (in Worten: eine Million zweihundertfünfzigtausend Euro) netto.
Die Zuschlagsfrist beträgt fünf Monate. Die Leistungen sind innerhalb von dreißig (30) Kalendertagen aufzunehmen.
Mängel sind binnen 48 Stunden bzw. innerhalb von 3 bis 5 Werktagen zu beheben.
Zuschlagskriterien: Preis 70 %, Qualität 30 % (70/30). Die Vertragsstrafe beträgt 0,5 % pro Kalendertag.
Mindestumsatz 3 Mio. EUR in den Jahren 2023, 2024 und 2025. Tel. +43 1 234 5678. Gemäß § 20 Abs. 3 BVergG 2018.`;

  it('reads what the page says in numbers, and nothing else', () => {
    expect(summaries(page, 'de')).toEqual([
      'number 12 = 12',
      'date Freitag, den 15. Jänner 2027 um 12:00 Uhr = 2027-01-15T12:00',
      'amount EUR 1.250.000,-- (in Worten: eine Million zweihundertfünfzigtausend Euro) = 1250000 EUR',
      'duration fünf Monate = 5 month',
      'duration dreißig (30) Kalendertagen = 30 calendar_day',
      'duration 48 Stunden = 48 hour',
      'duration 3 = 3 working_day',
      'duration 5 Werktagen = 5 working_day',
      'percent 70 % = 70',
      'percent 30 % = 30',
      'percent 0,5 % = 0.5',
      'amount 3 Mio. EUR = 3000000 EUR',
    ]);
  });

  it('gives spans that are the text they cover, in order and apart, on pages in any language', () => {
    const pages = [
      [page, 'de'],
      [page, null],
      [
        "Date limite : le 3 février 2027 à 12h00. Montant estimé : 5 000 000 € HT (cinq millions d'euros). Délai : quatre-vingt-dix jours calendaires.",
        'fr',
      ],
      [
        'Deadline: 12:00 noon on 15 January 2027. Value: EUR 1,200,000.50. Duration: forty-eight (48) months; validity one hundred and eighty days.',
        'en',
      ],
      ['Termin: 15 stycznia 2027 r., godz. 12:00. Wartość: 1 500 000,00 zł. Okres: sześć miesięcy.', 'pl'],
    ] as const;
    for (const [text, language] of pages) {
      const found = findQuantities(text, language);
      expect(found.length).toBeGreaterThan(2);
      let reached = 0;
      for (const quantity of found) {
        expect(quantity.text).toBe(text.slice(quantity.start, quantity.end));
        expect(quantity.text).toBe(quantity.text.trim());
        expect(quantity.start).toBeGreaterThanOrEqual(reached);
        reached = quantity.end;
      }
    }
  });

  it('reads digits, currencies and dates in a language with no number words', () => {
    expect(summaries('Lhůta: 15. ledna 2027 v 10:00. Cena: 1 500 000 Kč, tj. 20 %.', 'cs')).toEqual([
      'date 15. ledna 2027 = 2027-01-15',
      'amount 1 500 000 Kč = 1500000 CZK',
      'percent 20 % = 20',
    ]);
  });
});
