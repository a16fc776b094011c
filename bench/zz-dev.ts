import { readFileSync } from 'node:fs';
import { askDocuments, indexDocuments } from '@/lib/ai';
import { TermBase, termRowsFromSources } from '@/lib/terms';
import { readPackQuestions } from '@/tests/fixtures/tender-packs/pack';
import { scoreAnswer, sumUp, type QuestionScore } from './support/eval/chat-score';
const packs = JSON.parse(readFileSync('/tmp/wt-languages-dev/packs.json', 'utf8'));
const terms = new TermBase(termRowsFromSources());
const all: QuestionScore[] = [];
const only = process.argv[2];
for (const pack of packs) {
  const index = indexDocuments(pack.documents, terms);
  const texts = new Map<string, string>();
  for (const d of pack.documents) for (const p of d.pages) texts.set(`${d.documentId}:${p.page}`, p.text);
  for (const q of readPackQuestions(pack.name)!) {
    const answer = askDocuments(index, q.question, terms);
    const s = scoreAnswer(pack.name, pack.facts.language, q, answer, (d, p) => texts.get(`${d}:${p}`));
    all.push(s);
    const ok = q.answerable ? (s.firstRight ? (s.valueRight === false ? 'V ' : 'OK') : s.top3Right ? 't3' : 'XX') : s.honest ? 'ok' : 'NO';
    if (!only || ok !== 'OK' && ok !== 'ok') console.log(`${ok} ${pack.name.slice(0, 5)} ${q.id} ${s.crossLanguage ? 'X' : ' '} r=${answer.relevance.toFixed(2)} s=${answer.share.toFixed(2)} miss=${answer.missing.join(',')} ${q.question}\n      want ${q.doc} ${q.pages} ${JSON.stringify(q.value ?? '')}\n      got  ${s.got}`);
  }
}
for (const cross of [false, true]) console.log(cross ? 'cross' : 'same', sumUp(all.filter((s) => s.crossLanguage === cross)));
