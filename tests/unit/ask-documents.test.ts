// The extractive chat's reading of documents (lib/ai askDocuments with the shipped term base), on small documents
// made here: a table row is a passage of its own with its head, a question in one language finds the page in
// another, compounds split, the value asked for is quoted where it stands, and below the floor the answer names
// the closest section instead of quoting something unrelated.
import { describe, expect, it } from 'vitest';
import { askDocuments, indexDocuments, type Answer } from '@/lib/ai';
import type { PageBlockInput } from '@/lib/ai/extractive/reading';
import { shippedTermBase } from '@/lib/terms';

const terms = shippedTermBase();

/** A page of lines, each line a paragraph block; `table` rows ("a | b") become table rows under the given head. */
function page(number: number, lines: string[], head?: string[]) {
  let text = '';
  const blocks: PageBlockInput[] = [];
  for (const line of lines) {
    const start = text.length;
    text += `${line}\n`;
    if (line.includes(' | ')) {
      const cells: [number, number][] = [];
      let at = start;
      for (const cell of line.split(' | ')) {
        cells.push([at, at + cell.length]);
        at += cell.length + 3;
      }
      blocks.push({ kind: 'table_row', start, end: start + line.length, cells, table: 0, head });
    } else {
      blocks.push({ kind: line.startsWith('#') ? 'heading' : 'paragraph', start, end: start + line.length, level: 1 });
    }
  }
  return { page: number, text, blocks };
}

const german = {
  documentId: 'doc-de',
  fileName: 'ausschreibung.pdf',
  language: 'de',
  pages: [
    page(1, [
      '# 1 Allgemeines',
      'Gegenstand ist die Unterhaltsreinigung der Amtsgebäude der Stadt.',
      'Die Zuschlagsfrist beträgt fünf Monate ab Ende der Angebotsfrist.',
    ]),
    page(2, [
      '# 2 Eignung',
      'Der Bieter hat einen Mindestumsatz von EUR 400.000,-- pro Jahr nachzuweisen.',
      'Eine Betriebshaftpflichtversicherung mit einer Deckungssumme von EUR 3.000.000,-- ist nachzuweisen.',
    ]),
    page(
      3,
      ['# 3 Reaktionszeiten', 'Priorität 1 | Notfall | 2 Stunden', 'Priorität 2 | Störung | 8 Stunden'],
      ['Priorität', 'Art', 'Reaktionszeit'],
    ),
  ],
};

function ask(question: string): Answer {
  return askDocuments(indexDocuments([german], terms), question, terms);
}

describe('the chat over German documents', () => {
  it('finds the SLA row for priority 1 by its head, and answers with its duration', () => {
    const answer = ask('What is the response time for priority 1?');
    expect(answer.found).toBe(true);
    expect(answer.passages[0]).toMatchObject({ page: 3, quote: 'Priorität 1 | Notfall | 2 Stunden' });
    expect(answer.value).toMatchObject({ kind: 'duration', text: '2 Stunden', page: 3 });
  });

  it('answers an English question with the German page and the amount quoted from it', () => {
    const answer = ask('What minimum turnover do we need?');
    expect(answer.passages[0]!.page).toBe(2);
    expect(answer.passages[0]!.matched).toContain('Mindestumsatz');
    expect(answer.value).toMatchObject({ kind: 'amount', page: 2 });
    expect(answer.value!.quantity.value).toBe(400_000);
    // The value stands where the answer says.
    const text = german.pages[1]!.text;
    expect(text.slice(answer.value!.mark.start, answer.value!.mark.end)).toBe(answer.value!.text);
  });

  it('reads a compound through its parts: the liability cover, asked in French', () => {
    const answer = ask('Quel montant d’assurance responsabilité civile faut-il ?');
    expect(answer.passages[0]!.page).toBe(2);
    expect(answer.value!.quantity.value).toBe(3_000_000);
  });

  it('finds how long the tender binds, asked in Italian', () => {
    const answer = ask('Per quanto tempo resta vincolante l’offerta?');
    expect(answer.passages[0]!.page).toBe(1);
    expect(answer.value).toMatchObject({ kind: 'duration', text: 'fünf Monate' });
  });

  it('says the documents do not say, naming the closest section, rather than quote something unrelated', () => {
    const answer = ask('Is there a site visit before the deadline?');
    expect(answer.found).toBe(false);
    expect(answer.passages).toEqual([]);
    expect(answer.value).toBeNull();
    expect(answer.closest).not.toBeNull();
  });
});
