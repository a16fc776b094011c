// The chat measured on the evaluation packs: npm run eval:chat [-- --pack=02-de-…] [--details]
//
// Each pack's PDFs are read as an upload is (text extraction, OCR of pages without text) and every question of its
// questions.json is asked of the extractive chat (lib/ai askDocuments with the shipped term base). Prints, for
// same-language and cross-language questions apart: the right page in the first answer and in the top 3, the value
// right where the key gives one, unanswerable questions answered honestly ("the documents do not say"), and values
// that do not stand where the answer cites them. Exits 1 when a figure falls below its floor (CI runs this).
import { askDocuments, indexDocuments } from '@/lib/ai';
import { shippedTermBase } from '@/lib/terms';
import { readPackQuestions } from '@/tests/fixtures/tender-packs/pack';
import { scoreAnswer, sumUp, type ChatFigures, type QuestionScore } from './support/eval/chat-score';
import { packNames, readPack } from './support/eval/read-packs';
import { readFlags } from './support/flags';

const args = readFlags(
  process.argv.slice(2),
  ['pack', 'details'],
  `Usage: npm run eval:chat -- [--pack=<folder>] [--details]
  --pack     only this pack (a folder of tests/fixtures/tender-packs)
  --details  list every question answered wrongly`,
);

/** The floors CI holds the chat to, a little under what this eval printed when they were set. */
const floors = {
  same: { first: 0.8, top3: 0.92 },
  cross: { first: 0.82, top3: 0.92 },
  values: 0.8,
  honest: 0.95,
  invented: 0,
};

const percent = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
const ratio = (n: number, d: number) => `${n}/${d} (${percent(n, d)})`;

const started = Date.now();
const terms = shippedTermBase();
const wanted = typeof args.get('pack') === 'string' ? [String(args.get('pack'))] : packNames();
const scores: QuestionScore[] = [];
for (const name of wanted) {
  const questions = readPackQuestions(name);
  if (!questions) continue;
  const pack = await readPack(name);
  const texts = new Map<string, string>();
  for (const document of pack.documents) {
    for (const page of document.pages) texts.set(`${document.documentId}:${page.page}`, page.text);
  }
  const index = indexDocuments(pack.documents, terms);
  const packScores = questions.map((question) =>
    scoreAnswer(name, pack.facts.language, question, askDocuments(index, question.question, terms), (d, p) =>
      texts.get(`${d}:${p}`),
    ),
  );
  scores.push(...packScores);
  const figures = sumUp(packScores);
  console.info(
    `${name}: ${questions.length} questions · first page ${ratio(figures.firstRight, figures.answerable)} · ` +
      `top 3 ${ratio(figures.top3Right, figures.answerable)} · values ${ratio(figures.valuesRight, figures.valuesAsked)} · ` +
      `honest ${ratio(figures.honest, figures.unanswerable)}`,
  );
}

function report(label: string, figures: ChatFigures): void {
  console.info(`\n${label}`);
  console.info(`  right page in the first answer: ${ratio(figures.firstRight, figures.answerable)}`);
  console.info(`  right page in the top 3:        ${ratio(figures.top3Right, figures.answerable)}`);
  console.info(`  value right where asked:        ${ratio(figures.valuesRight, figures.valuesAsked)}`);
  console.info(`  unanswerable answered honestly: ${ratio(figures.honest, figures.unanswerable)}`);
  console.info(`  invented values:                ${figures.invented}`);
}

const same = sumUp(scores.filter((score) => !score.crossLanguage));
const cross = sumUp(scores.filter((score) => score.crossLanguage));
const all = sumUp(scores);
console.info(
  `\n${scores.length} questions: ${scores.filter((s) => s.crossLanguage).length} in another language than the ` +
    `documents', ${all.unanswerable} unanswerable; ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
report('Same language', same);
report('Across languages', cross);
report('All questions', all);

if (args.has('details')) {
  for (const score of scores) {
    const wrong = score.answerable ? !score.firstRight || score.valueRight === false : !score.honest;
    if (!wrong && !score.invented) continue;
    console.info(`\n${score.pack} ${score.id}${score.crossLanguage ? ' (cross)' : ''}: ${score.question}`);
    console.info(`  got ${score.got}`);
  }
}

const failures: string[] = [];
const below = (name: string, n: number, d: number, floor: number) => {
  if (d > 0 && n / d < floor) failures.push(`${name} ${percent(n, d)} < ${floor * 100} %`);
};
below('same-language right page first', same.firstRight, same.answerable, floors.same.first);
below('same-language right page in the top 3', same.top3Right, same.answerable, floors.same.top3);
below('cross-language right page first', cross.firstRight, cross.answerable, floors.cross.first);
below('cross-language right page in the top 3', cross.top3Right, cross.answerable, floors.cross.top3);
below('values right', all.valuesRight, all.valuesAsked, floors.values);
below('unanswerable answered honestly', all.honest, all.unanswerable, floors.honest);
if (all.invented > floors.invented) failures.push(`${all.invented} invented values`);
if (failures.length > 0) {
  console.error(`\nBelow the floor: ${failures.join('; ')}`);
  process.exit(1);
}
