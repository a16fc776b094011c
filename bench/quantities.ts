// findQuantities per page: npm run bench:quantities [-- --pages=100] [--rounds=5]
//
// Reads 3,000-character pages of tender text in eight languages (prose with the amounts, dates, durations and
// percentages tenders write, and a page dense with them) and prints per language the first call (its patterns
// compiled), the mean and p95 per page, and the time for a --pages pack; with the language known and not.
import { findQuantities } from '@/lib/ai';
import { readFlags } from './support/flags';
import { describeProcessors } from './support/host';

const args = readFlags(
  process.argv.slice(2),
  ['pages', 'rounds'],
  `Usage: npm run bench:quantities -- [--pages=100] [--rounds=5]
  --pages   pages of one pack (default 100)
  --rounds  times each pack is read; the median round is reported (default 5)`,
);

function positiveInteger(name: string, fallback: number): number {
  const value = Number(args.get(name) || fallback);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return value;
}
const pageCount = positiveInteger('pages', 100);
const rounds = positiveInteger('rounds', 5);

const prose: Record<string, string> = {
  de: 'Der Auftragnehmer hat die Leistungen gemäß der Leistungsbeschreibung vollständig und fachgerecht zu erbringen. Die Angebotsfrist endet am 15. Jänner 2027 um 12:00 Uhr. Der geschätzte Auftragswert beträgt EUR 1.250.000,-- netto. Die Zuschlagsfrist beträgt fünf Monate, die Leistungen sind innerhalb von dreißig (30) Kalendertagen aufzunehmen. Zuschlagskriterien: Preis 70 %, Qualität 30 %. Gemäß § 20 Abs. 3 BVergG 2018 ist das Verfahren durchzuführen. ',
  en: 'The contractor shall perform the services in accordance with the specifications and the applicable standards. Tenders must be submitted by 12:00 noon on 15 January 2027. The estimated value is EUR 1,200,000.50 excluding VAT. The contract will run for forty-eight (48) months and tenders must remain valid for one hundred and eighty days. Award criteria: price 60%, quality 40%. See section 11.3 and ISO 9001. ',
  fr: "Le titulaire exécute les prestations conformément au cahier des charges et aux normes en vigueur. Date limite de réception des offres : le 3 février 2027 à 12h00. Le montant estimé est de 5 000 000 € HT (cinq millions d'euros). Le délai d'exécution est de quatre-vingt-dix jours calendaires. Critères : prix 60 %, valeur technique 40 pour cent. ",
  it: "L'appaltatore esegue il servizio secondo il capitolato speciale d'appalto. Le offerte devono pervenire entro le ore 12:00 del 15 gennaio 2027. L'importo a base d'asta è di € 1.250.000,00 oltre IVA. La durata del contratto è di trentasei (36) mesi; il servizio dovrà essere avviato entro 30 giorni naturali e consecutivi. Garanzia provvisoria pari al 2 per cento. ",
  es: 'El contratista ejecutará el contrato con estricta sujeción al pliego de prescripciones técnicas. El plazo de presentación finaliza el 15 de enero de 2027 a las 14:00 horas. Presupuesto base de licitación: 1.250.000,00 euros. Plazo de ejecución: doce (12) meses. Garantía definitiva: 5 por ciento del precio de adjudicación. ',
  nl: 'De opdrachtnemer voert de opdracht uit overeenkomstig het bestek en de geldende normen. De termijn voor het indienen van inschrijvingen verstrijkt op 15 januari 2027 om 12.00 uur. De geraamde waarde bedraagt € 2.500.000 exclusief btw. De looptijd is vier jaar; gebreken worden binnen tien werkdagen hersteld. ',
  pt: 'O adjudicatário executa o contrato nos termos do caderno de encargos. O prazo para apresentação das propostas termina em 15 de janeiro de 2027, às 17h00. Preço base: 1.250.000,00 € (um milhão duzentos e cinquenta mil euros). Prazo de execução: 365 dias. Caução: 5%. ',
  pl: 'Wykonawca zrealizuje zamówienie zgodnie z opisem przedmiotu zamówienia. Termin składania ofert: 15.01.2027 r., godz. 10:00. Wartość zamówienia: 1 250 000,00 zł netto. Termin realizacji: dwanaście miesięcy od dnia podpisania umowy. Wadium: 15 000,00 PLN (słownie: piętnaście tysięcy złotych). ',
};

function pagesOf(paragraph: string, count: number): string[] {
  const text = paragraph.repeat(Math.ceil(3000 / paragraph.length) + 1);
  // Each page a little different, so no cache of a repeated string can flatter the figures.
  return Array.from({ length: count }, (_, index) => `Seite ${index + 1}. ${text}`.slice(0, 3000));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

console.info(
  `findQuantities on ${describeProcessors()}, Node ${process.version}, ${pageCount} pages × ${rounds} rounds`,
);
console.info('language  known  first call  mean/page  p95/page  pack     quantities/page');
for (const [language, paragraph] of Object.entries(prose)) {
  const pages = pagesOf(paragraph, pageCount);
  for (const known of [true, false]) {
    const code = known ? language : null;
    let started = performance.now();
    findQuantities(pages[0]!, code);
    const first = performance.now() - started;
    const perPage: number[] = [];
    const packs: number[] = [];
    let found = 0;
    for (let round = 0; round < rounds; round++) {
      const packStart = performance.now();
      for (const page of pages) {
        started = performance.now();
        found += findQuantities(page, code).length;
        perPage.push(performance.now() - started);
      }
      packs.push(performance.now() - packStart);
    }
    const mean = perPage.reduce((sum, value) => sum + value, 0) / perPage.length;
    console.info(
      [
        language.padEnd(9),
        (known ? 'yes' : 'no').padEnd(6),
        `${first.toFixed(1)} ms`.padStart(10),
        `${mean.toFixed(2)} ms`.padStart(10),
        `${percentile(perPage, 0.95).toFixed(2)} ms`.padStart(9),
        `${median(packs).toFixed(0)} ms`.padStart(8),
        String(Math.round(found / perPage.length)).padStart(10),
      ].join(' '),
    );
  }
}
