// The extractive analysis measured on the evaluation packs: npm run eval:analysis [-- --pack=01-en-…] [--details]
//
// Each pack's PDFs are read as an upload is (text extraction, OCR of pages without text), analysed extractively,
// and scored against the pack's answer key (bench/support/eval/analysis-score.ts). Prints recall with the right
// page overall, by language, category and hard case; rows that match no key item; type accuracy; dates with the
// right label; award weights; unverified citations. Exits 1 when a figure falls below its floor (CI runs this).
import { analyseExtractively, checkClaim, type Claim, type PageTexts } from '@/lib/ai';
import { readPackKey } from '@/tests/fixtures/tender-packs/pack';
import {
  scoreAward,
  scoreDates,
  scoreRequirements,
  type AwardScore,
  type DateScore,
  type EvalAnalysis,
  type RequirementScore,
} from './support/eval/analysis-score';
import { packNames, readPack, type ReadPack } from './support/eval/read-packs';
import { readFlags } from './support/flags';

const args = readFlags(
  process.argv.slice(2),
  ['pack', 'details'],
  `Usage: npm run eval:analysis -- [--pack=<folder>] [--details]
  --pack     only this pack (a folder of tests/fixtures/tender-packs)
  --details  list every missed item, unmatched row and wrong type`,
);

/** The floors CI holds the analysis to: a little under what this eval printed when they were set (bench/README.md). */
const floors = { recall: 0.88, typeAccuracy: 0.9, unmatchedShare: 0.27, unverified: 0 };

const dateLabelOf: Record<string, string> = {
  submission: 'submission_deadline',
  questions: 'questions_deadline',
  opening: 'opening',
  site_visit: 'site_visit',
  contract_start: 'contract_start',
  contract_end: 'contract_end',
  tender_validity: 'tender_validity',
};

function weightOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const match = /(\d+(?:[.,]\d+)?)/u.exec(value);
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

function pageTexts(pack: ReadPack): PageTexts {
  const pages = new Map<string, string>();
  for (const document of pack.documents) {
    for (const page of document.pages) pages.set(`${document.documentId}:${page.page}`, page.text);
  }
  return (documentId, page) => pages.get(`${documentId}:${page}`);
}

function analyse(pack: ReadPack): EvalAnalysis {
  const facts = {
    title: pack.facts.title,
    buyer: pack.facts.buyer,
    procedure: pack.facts.procedure,
    lots: [],
    value: pack.facts.value === null ? null : `${pack.facts.currency} ${pack.facts.value}`,
    deadline: pack.facts.deadline ? new Date(pack.facts.deadline) : null,
    cpvCodes: pack.facts.cpv,
  };
  const { summary, requirements } = analyseExtractively(
    pack.documents,
    facts,
    { companyName: null, industry: null, cpvCodes: [] },
    new Date('2026-12-01T00:00:00Z'),
  );
  const pages = pageTexts(pack);
  const claims: Claim[] = [...Object.values(summary).flat(), ...requirements];
  const citations = claims.reduce((sum, claim) => sum + claim.citations.length, 0);
  const failing = claims
    .filter((claim) => claim.citations.length > 0)
    .filter((claim) => checkClaim(claim, pages).status === 'unverified');
  const unverified = failing.reduce((sum, claim) => sum + claim.citations.length, 0);
  for (const claim of failing) {
    console.error(`unverified in ${pack.name}: ${claim.text} — ${JSON.stringify(claim.citations).slice(0, 300)}`);
  }
  const citationsOf = (claim: Claim) =>
    claim.citations.map((c) => ({ doc: c.documentId, page: c.page, quote: c.quote }));
  const dates = summary.dates
    .filter((claim) => claim.status !== 'silent' && typeof claim.data?.date === 'string')
    .map((claim) => ({
      label: dateLabelOf[String(claim.data?.kind)] ?? String(claim.data?.kind),
      date: String(claim.data?.date),
      time: typeof claim.data?.time === 'string' ? claim.data.time : null,
      derived: claim.data?.derived === true,
    }));
  const glanceDate = summary.glance.find(
    (claim) => claim.data?.kind === 'submission' && typeof claim.data?.date === 'string',
  );
  return {
    requirements: requirements.map((claim) => ({
      text: claim.text,
      type: claim.data.obligation,
      category: claim.data.category,
      citations: citationsOf(claim),
    })),
    dates,
    glanceDeadline: glanceDate
      ? {
          date: String(glanceDate.data?.date),
          time: typeof glanceDate.data?.time === 'string' ? glanceDate.data.time : null,
        }
      : null,
    glanceConflict: summary.glance.slice(0, 4).some((claim) => claim.data?.conflict === true),
    criteria: summary.award
      .filter((claim) => claim.status === 'cited' && claim.data?.weight !== undefined)
      .map((claim) => ({
        name: String(claim.data?.criterion ?? claim.text),
        weight: weightOf(claim.data?.weight),
        citations: citationsOf(claim),
      })),
    unverified,
    citations,
  };
}

const percent = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
const ratio = (n: number, d: number) => `${n}/${d} (${percent(n, d)})`;

interface PackResult {
  name: string;
  language: string;
  requirements: RequirementScore;
  dates: DateScore;
  award: AwardScore;
  analysis: EvalAnalysis;
  conflictExpected: boolean;
  ocrPages: string[];
  seconds: number;
}

async function evaluate(name: string): Promise<PackResult> {
  const started = Date.now();
  const pack = await readPack(name);
  const key = readPackKey(name);
  const analysis = analyse(pack);
  const submission = key.dates.find((d) => d.label === 'submission_deadline');
  const noticeDeadline = pack.facts.deadline;
  const conflictExpected = Boolean(
    submission && noticeDeadline && !noticeDeadline.startsWith(submission.value.replace(/T.*/, '')),
  );
  return {
    name,
    language: key.language,
    requirements: scoreRequirements(key, analysis.requirements),
    dates: scoreDates(key, analysis),
    award: scoreAward(key, analysis),
    analysis,
    conflictExpected,
    ocrPages: pack.ocrPages,
    seconds: (Date.now() - started) / 1000,
  };
}

function merge(
  tables: Record<string, { found: number; total: number }>[],
): Record<string, { found: number; total: number }> {
  const out: Record<string, { found: number; total: number }> = {};
  for (const table of tables) {
    for (const [name, { found, total }] of Object.entries(table)) {
      out[name] ??= { found: 0, total: 0 };
      out[name].found += found;
      out[name].total += total;
    }
  }
  return out;
}

const selected = args.get('pack') ? [args.get('pack')!] : packNames();
const results: PackResult[] = [];
for (const name of selected) results.push(await evaluate(name));

const sum = (pick: (r: PackResult) => number) => results.reduce((total, r) => total + pick(r), 0);
const found = sum((r) => r.requirements.found);
const total = sum((r) => r.requirements.keyItems);
const rows = sum((r) => r.requirements.rows);
const unmatchedRows = sum((r) => r.requirements.unmatchedRows);
const duplicateRows = sum((r) => r.requirements.duplicateRows);
const typeRight = sum((r) => r.requirements.typeRight);
const categoryRight = sum((r) => r.requirements.categoryRight);
const unverified = sum((r) => r.analysis.unverified);

console.info('Extractive analysis on the evaluation packs (tests/fixtures/tender-packs)\n');
for (const r of results) {
  const q = r.requirements;
  console.info(
    `${r.name.padEnd(34)} recall ${ratio(q.found, q.keyItems).padEnd(18)} rows ${q.rows} (unmatched ${q.unmatchedRows}, ` +
      `duplicates ${q.duplicateRows}) · types ${ratio(q.typeRight, q.found)} · dates ${r.dates.right}/${r.dates.total}` +
      ` · submission ${r.dates.submissionRight ? 'right' : 'WRONG'}` +
      (r.conflictExpected ? ` · notice conflict ${r.analysis.glanceConflict ? 'shown' : 'NOT SHOWN'}` : '') +
      ` · award ${r.award.right}/${r.award.total} (+${r.award.extra.length} extra) · ${r.seconds.toFixed(1)} s` +
      (r.ocrPages.length ? ` · OCR ${r.ocrPages.length} page(s)` : ''),
  );
}

console.info(`\nRecall with the right page: ${ratio(found, total)}`);
const byLanguage = new Map<string, { found: number; total: number }>();
for (const r of results) {
  const entry = byLanguage.get(r.language) ?? { found: 0, total: 0 };
  entry.found += r.requirements.found;
  entry.total += r.requirements.keyItems;
  byLanguage.set(r.language, entry);
}
console.info(`  by language: ${[...byLanguage].map(([l, e]) => `${l} ${ratio(e.found, e.total)}`).join(' · ')}`);
const byCategory = merge(results.map((r) => r.requirements.byCategory));
console.info('  by category:');
for (const [name, e] of Object.entries(byCategory).sort())
  console.info(`    ${name.padEnd(32)} ${ratio(e.found, e.total)}`);
const byHard = merge(results.map((r) => r.requirements.byHard));
console.info('  by hard case:');
for (const [name, e] of Object.entries(byHard).sort())
  console.info(`    ${name.padEnd(32)} ${ratio(e.found, e.total)}`);
console.info(
  `Rows that match no key item: ${ratio(unmatchedRows, rows)} of all rows; duplicates of a found item ${duplicateRows}; ` +
    `headers, footers, scale rows among them: ${sum((r) => r.requirements.noiseRows.length)}`,
);
console.info(`Type accuracy (of found items): ${ratio(typeRight, found)}`);
console.info(`Category accuracy (of found items): ${ratio(categoryRight, found)}`);
console.info(
  `Dates with the right label: ${ratio(
    sum((r) => r.dates.right),
    sum((r) => r.dates.total),
  )}; submission deadlines right: ` +
    `${results.filter((r) => r.dates.submissionRight).length}/${results.length}; notice conflicts shown: ` +
    `${results.filter((r) => r.conflictExpected && r.analysis.glanceConflict).length}/${results.filter((r) => r.conflictExpected).length}`,
);
console.info(
  `Award weights right: ${ratio(
    sum((r) => r.award.right),
    sum((r) => r.award.total),
  )}; criteria shown that are none: ` + `${sum((r) => r.award.extra.length)}`,
);
console.info(`Unverified citations: ${unverified} of ${sum((r) => r.analysis.citations)}`);

if (args.has('details')) {
  for (const r of results) {
    console.info(`\n== ${r.name}`);
    for (const m of r.requirements.missed) console.info(`  missed ${m.id} [${m.hard.join(',')}] ${m.summary}`);
    for (const u of r.requirements.unmatched) console.info(`  unmatched row: ${u.replace(/\s+/g, ' ')}`);
    for (const n of r.requirements.noiseRows) console.info(`  NOISE (${n.kind}): ${n.text}`);
    for (const w of r.requirements.wrongType) console.info(`  type ${w.id}: expected ${w.expected}, got ${w.got}`);
    for (const w of r.requirements.wrongCategory) {
      console.info(`  category ${w.id}: expected ${w.expected}, got ${w.got}`);
    }
    for (const d of r.dates.missed) console.info(`  date missed: ${d}`);
    for (const d of r.dates.wrongSubmission) console.info(`  WRONG submission deadline shown: ${d}`);
    for (const a of r.award.missed) console.info(`  criterion missed: ${a}`);
    for (const a of r.award.extra) console.info(`  criterion extra: ${a}`);
  }
}

const failures: string[] = [];
if (found / total < floors.recall) failures.push(`recall ${percent(found, total)} < ${floors.recall * 100} %`);
if (found > 0 && typeRight / found < floors.typeAccuracy)
  failures.push(`type accuracy below ${floors.typeAccuracy * 100} %`);
if (rows > 0 && unmatchedRows / rows > floors.unmatchedShare) failures.push('too many unmatched rows');
if (unverified > floors.unverified) failures.push(`${unverified} unverified citations`);
if (failures.length > 0) {
  console.error(`\nBelow the floor: ${failures.join('; ')}`);
  process.exit(1);
}
