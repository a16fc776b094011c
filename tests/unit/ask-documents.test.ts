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

const lots = {
  documentId: 'doc-en',
  fileName: 'invitation.pdf',
  language: 'en',
  pages: [
    page(1, [
      '# 1 Procedure',
      'Clarification requests are answered within six days of the closing date for tenders.',
      'Closing date and time for receipt of tenders | 12:00 noon, Friday, 5 March 2027',
      'Variant tenders are not accepted.',
      'Every tender shall be submitted through the portal before the closing date.',
    ]),
    page(2, [
      '# 2 Selection',
      'Tenderers shall have an annual turnover of not less than three hundred thousand euro for Lot 1 and one hundred thousand euro for Lot 2.',
      'A tender that fails to achieve at least 40% of the marks for quality is excluded; the quality criteria count 600 marks in Table 4.',
    ]),
    page(
      3,
      [
        '# 3 Equipment',
        'Tenderers must have the following vehicles available throughout the framework.',
        '1 | Gully emptier (vacuum and jetting), tank of not less than 9,000 litres | 2',
      ],
      ['Item', 'Vehicle', 'Minimum number'],
    ),
  ],
};

function askLots(question: string): Answer {
  return askDocuments(indexDocuments([lots], terms), question, terms);
}

describe('the value a question asks for', () => {
  it('takes the date from the passage that holds one, though another as relevant holds a duration', () => {
    const answer = askLots("What's the closing date and time for tenders?");
    expect(answer.value).toMatchObject({ kind: 'date', page: 1 });
    expect(answer.value!.text).toContain('5 March 2027');
  });

  it('takes the figure in the clause that names the lot asked about', () => {
    const answer = askLots('What turnover do we need to bid for Lot 1?');
    expect(answer.value!.quantity.value).toBe(300_000);
  });

  it('takes a table row’s figure standing in a cell of its own, not a figure inside the row’s wording', () => {
    // The floor aside: in a document this small every word is rare; what is checked is which figure answers.
    const answer = askDocuments(indexDocuments([lots], terms), 'How many gully emptiers must we have?', terms, {
      floor: false,
    });
    expect(answer.passages[0]!.page).toBe(3);
    expect(answer.value!.quantity.value).toBe(2);
  });

  it('answers a question for a minimum with the percentage before a bare number', () => {
    const answer = askLots('Is there a minimum quality mark?');
    expect(answer.value).toMatchObject({ kind: 'percent' });
    expect(answer.value!.quantity.value).toBe(40);
  });
});

describe('the question’s words', () => {
  it('reads a compound the documents write whole as that word, not as any sentence holding its part', () => {
    const german2 = {
      ...german,
      pages: [
        ...german.pages,
        page(4, [
          '# 4 Angebote',
          'Das Angebot ist bis zum Ende der Angebotsfrist abzugeben.',
          'Bieter, die ein Angebot abgeben, sind an ihr Angebot gebunden.',
          'Nebenangebote sind nicht zugelassen.',
        ]),
      ],
    };
    const answer = askDocuments(indexDocuments([german2], terms), 'Dürfen wir ein Nebenangebot abgeben?', terms);
    expect(answer.passages[0]!.quote).toBe('Nebenangebote sind nicht zugelassen.');
    // A yes-or-no question only guessed to ask for a date is not answered with another passage's date.
    expect(answer.value).toBeNull();
  });

  it('does not let a verb of the question that no passage holds push the answer under the floor', () => {
    const answer = ask('Wie hoch ist die Deckungssumme und wie wird sie belegt?');
    expect(answer.found).toBe(true);
    expect(answer.passages[0]!.page).toBe(2);
  });
});

const works = {
  documentId: 'doc-works',
  fileName: 'conditions.pdf',
  language: 'en',
  pages: [
    page(1, [
      '# 1 Costs of tendering',
      'The Council will not be liable for any costs incurred by tenderers in attending any meeting.',
      'The policy brief is presented to the Steering Committee at its meeting in June.',
    ]),
    page(2, [
      '# 2 Prices',
      'The Contractor shall charge the rates of the schedule of rates for every works order.',
      'The services are at present provided by contractors engaged under a previous framework.',
      'The lifts of the town hall were installed in 1998 and modernised in 2015.',
    ]),
  ],
};

function askWorks(question: string, extra: string[] = []): Answer {
  const pages = extra.length > 0 ? [...works.pages, page(3, ['# 3 Further information', ...extra])] : works.pages;
  return askDocuments(indexDocuments([{ ...works, pages }], terms), question, terms);
}

describe('what the question is about', () => {
  it('says the documents do not say when no passage holds what an "is there" question asks for', () => {
    // "meeting" and "tenderers" stand in a passage, the site visit or the pre-tender meeting nowhere.
    expect(askWorks('Is there a site visit or pre-tender meeting we can attend?').found).toBe(false);
  });

  it('answers the same question where a passage holds one of the things asked for', () => {
    const answer = askWorks('Is there a site visit or pre-tender meeting we can attend?', [
      'A site visit will be held on 10 February 2027; attendance is not mandatory.',
    ]);
    expect(answer.found).toBe(true);
    expect(answer.passages[0]!.page).toBe(3);
  });

  it('does not take words of the question scattered over a passage, or a shorter word of their stem, for it', () => {
    // "brief" and "meeting" stand apart, and a brief is no briefing.
    expect(askWorks('Is there a briefing meeting for tenderers?').found).toBe(false);
    const answer = askWorks('Is there a briefing meeting for tenderers?', [
      'A briefing meeting for tenderers takes place online on 3 March 2027.',
    ]);
    expect(answer.passages[0]!.page).toBe(3);
  });

  it('says the documents do not say when the noun after "which" stands in no passage', () => {
    expect(askWorks('Which brand are the lifts of the town hall?').found).toBe(false);
    const answer = askWorks('Which brand are the lifts of the town hall?', [
      'All lifts of the town hall are of the brand Schindler.',
    ]);
    expect(answer.passages[0]!.page).toBe(3);
  });
});

describe('questions about the previous or current contract', () => {
  it('are not answered by the contract’s own terms', () => {
    // The rates the contractor shall charge are this contract's; the passage on the previous framework holds none.
    expect(askWorks('What rates did the incumbent contractor charge under the previous framework?').found).toBe(false);
  });

  it('are answered where a passage speaks of that contract', () => {
    const answer = askWorks('What rates did the incumbent contractor charge under the previous framework?', [
      'Under the previous framework the incumbent contractor charged rates of EUR 45 per hour.',
    ]);
    expect(answer.found).toBe(true);
    expect(answer.passages[0]!.page).toBe(3);
  });
});

function askMoney(question: string, lines: string[]): Answer {
  const document = { documentId: 'doc-money', fileName: 'terms.pdf', language: 'en', pages: [page(1, lines)] };
  return askDocuments(indexDocuments([document], terms), question, terms);
}

describe('a question for what something costs', () => {
  const study = [
    '# 1 Background',
    'The feasibility study was completed in 2024 and covered 100% of the municipal sites.',
    'The annual budget for the cleaning of the sites is set by the council, which bears its cost.',
  ];

  it('is not answered with a percentage or a count when no amount stands by the passage', () => {
    const answer = askMoney('What did the feasibility study cost?', study);
    expect(answer.found).toBe(false);
    expect(answer.value).toBeNull();
    expect(askMoney('What is the annual budget of the feasibility study?', study).found).toBe(false);
  });

  it('is answered with the amount where the passage holds one', () => {
    const answer = askMoney('What did the feasibility study cost?', [
      ...study,
      'The feasibility study cost EUR 45,000 and was paid from the 2024 budget.',
    ]);
    expect(answer.found).toBe(true);
    expect(answer.value).toMatchObject({ kind: 'amount' });
    expect(answer.value!.quantity.value).toBe(45_000);
  });

  it('takes no amount from the next section, but from the next sentence of the same one', () => {
    const staff = [
      '# 9 Staff',
      'The staff of the outgoing provider of the cleaning service shall be taken over.',
      '# 10 Penalties',
      'A penalty of EUR 150 applies per hour of delay.',
    ];
    expect(askMoney('How much is the outgoing provider paid for the cleaning service?', staff).found).toBe(false);
    const answer = askMoney('How much is the outgoing provider paid for the cleaning service?', [
      '# 9 Staff',
      'The outgoing provider of the cleaning service is paid monthly.',
      'Its monthly fee is EUR 2,000.',
      '# 10 Penalties',
      'A penalty of EUR 150 applies per hour of delay.',
    ]);
    expect(answer.value!.quantity.value).toBe(2_000);
  });
});

describe('the shape of a question', () => {
  it('reads "previous contracts" as the tenderer’s own references, not as the contract before this one', () => {
    const answer = askMoney('How many previous contracts must we show as references?', [
      '# 4 Technical ability',
      'Tenderers shall show at least three references for similar contracts completed in the last three years.',
      'The Council may check every reference.',
    ]);
    expect(answer.found).toBe(true);
    expect(answer.value!.quantity.value).toBe(3);
  });

  it('looks for no noun after "what" followed by a verb', () => {
    const answer = askMoney('What happens if a delivery is late?', [
      '# 5 Penalties',
      'For every late delivery the contractor pays a penalty of EUR 150.',
      'The Council may terminate the contract after five late deliveries in a month.',
      '# 6 Staff',
      'The kitchen staff shall hold a food hygiene certificate.',
      'Menus are approved by the school each term.',
    ]);
    expect(answer.found).toBe(true);
  });
});
