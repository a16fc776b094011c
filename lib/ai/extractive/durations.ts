// A period as tenders state it: "180 days", "one hundred and eighty (180) days", "fünf Monate", "sechzig (60)
// Kalendertage", "cent vingt (120) jours", "180 giorni".
export interface Duration {
  amount: number;
  unit: 'day' | 'week' | 'month' | 'year';
  /** The words as written. */
  text: string;
}

const units: readonly [RegExp, Duration['unit']][] = [
  [/^(?:calendar |working |business )?days?|^(?:kalender|werk|arbeits)?tage?n?|^jours?(?: calendaires| ouvrés| ouvrables)?|^giorni(?: naturali| lavorativi)?|^días?(?: naturales| hábiles)?|^(?:kalender)?dagen|^dni/iu, 'day'],
  [/^weeks?|^wochen?|^semaines?|^settimane?|^semanas?|^weken|^tygodni/iu, 'week'],
  [/^months?|^monaten?|^monate|^mois|^mesi|^meses|^maanden|^miesięcy/iu, 'month'],
  [/^years?|^jahren?|^jahre|^ans?|^années?|^anni|^años|^jaar|^lat/iu, 'year'],
];

const smallNumbers: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
  ein: 1, eine: 1, einen: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
  zwölf: 12, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six_: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  douze: 12, uno: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
  dodici: 12, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12,
  twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, negen: 9, tien: 10, twaalf: 12,
};

/** The first period in `text`: a number (digits, or a small number word) followed by a unit of time. */
export function findDuration(text: string, _language: string | null): Duration | null {
  const pattern = /(?<![\p{L}\d])(\d{1,4}|\p{L}+)(?:\s*\((\d{1,4})\))?\s+(\p{L}[\p{L} ]{1,24})/gu;
  for (const match of text.matchAll(pattern)) {
    const unit = units.find(([unitPattern]) => unitPattern.test(match[3]!))?.[1];
    if (!unit) continue;
    const amount = match[2] ? Number(match[2]) : /^\d+$/u.test(match[1]!) ? Number(match[1]) : smallNumbers[match[1]!.toLowerCase()];
    if (!amount) continue;
    return { amount, unit, text: `${amount} ${unit}${amount === 1 ? '' : 's'}` };
  }
  return null;
}
