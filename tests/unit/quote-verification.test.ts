// Quote verification, the check every citation passes before it is stored or shown: the same words on the same
// page are found whatever PDFs and models do to white space, hyphenation, case and quotation marks; anything
// else (a changed word, a changed number, words from the next page) is not.
import { describe, expect, it } from 'vitest';
import { foldQuote, locateQuote, verifyQuote } from '@/lib/ai/quotes';

const page = [
  '4 Selection criteria',
  '',
  'Tenderers must demonstrate a minimum annual turnover of EUR 800,000 in each of the last three',
  'financial years. Tenderers shall hold professional liability insurance of at least EUR 2,000,000 per',
  'claim. The perfor-',
  'mance guarantee amounts to 5 % of the contract value.',
  'Offers must be sent by e-',
  'mail to the “Vergabestelle” and the bidder’s name must appear on the envelope.',
].join('\n');

describe('quotes found on their page', () => {
  it('finds a quote copied exactly, and says where it stands', () => {
    const quote = 'Tenderers shall hold professional liability insurance';
    const span = locateQuote(page, quote);
    expect(span).not.toBeNull();
    expect(page.slice(span!.start, span!.end)).toBe(quote);
  });

  it('finds a quote that runs over a line break, with the span covering the original line break', () => {
    const quote = 'in each of the last three financial years';
    const span = locateQuote(page, quote)!;
    expect(page.slice(span.start, span.end)).toBe('in each of the last three\nfinancial years');
  });

  it('ignores case, runs of white space and non-breaking spaces', () => {
    expect(verifyQuote(page, 'TENDERERS   MUST demonstrate a minimum\tannual turnover')).toBe(true);
    expect(verifyQuote(page, 'turnover of EUR\u00a0800,000')).toBe(true);
  });

  it('joins a word split at a line end, and also accepts it hyphenated when the hyphen was real', () => {
    expect(verifyQuote(page, 'The performance guarantee amounts to 5 % of the contract value')).toBe(true);
    expect(verifyQuote(page, 'Offers must be sent by e-mail to the')).toBe(true);
    expect(verifyQuote(page, 'Offers must be sent by email to the')).toBe(true);
    // Copied from the page's lines as they stand: the hyphen, then the break as a space.
    expect(verifyQuote(page, 'The perfor- mance guarantee amounts to 5 %')).toBe(true);
    const span = locateQuote(page, 'performance guarantee')!;
    expect(page.slice(span.start, span.end)).toBe('perfor-\nmance guarantee');
  });

  it('treats typographic and straight quotation marks and apostrophes alike', () => {
    expect(verifyQuote(page, 'mail to the "Vergabestelle" and the bidder\'s name')).toBe(true);
    expect(verifyQuote(page, 'to the „Vergabestelle“ and the bidder’s name')).toBe(true);
  });

  it('drops quotation marks around the quote and a closing full stop the page does not have there', () => {
    expect(verifyQuote(page, '“Tenderers shall hold professional liability insurance.”')).toBe(true);
    expect(verifyQuote(page, '"the last three financial years."')).toBe(true);
  });

  it('ignores soft hyphens, zero-width spaces, ligatures and how accents are encoded', () => {
    const german =
      'Die Ver\u00adtrags\u00adstrafe beträgt 0,2 % der Auftrags\u200bsumme. Die Gewa\u0308hrleistung endet nach 3 Jahren. Der ﬁnanzielle Nachweis ist beizulegen.';
    expect(verifyQuote(german, 'Die Vertragsstrafe beträgt 0,2 % der Auftragssumme')).toBe(true);
    expect(verifyQuote(german, 'Die Gewährleistung endet nach 3 Jahren')).toBe(true);
    expect(verifyQuote(german, 'Der finanzielle Nachweis ist beizulegen')).toBe(true);
    expect(verifyQuote('STRASSENREINIGUNG IM WINTER', 'Straßenreinigung im Winter')).toBe(true);
  });

  it('accepts dashes of any kind for a dash', () => {
    expect(verifyQuote('Price – 60 % of the score', 'Price - 60 % of the score')).toBe(true);
    expect(verifyQuote('Price - 60 % of the score', 'Price — 60 % of the score')).toBe(true);
  });
});

describe('quotes that are not on the page', () => {
  it('rejects a quote with one word changed', () => {
    expect(verifyQuote(page, 'Tenderers shall hold professional indemnity insurance')).toBe(false);
  });

  it('rejects a quote with a number changed, even by one digit', () => {
    expect(verifyQuote(page, 'minimum annual turnover of EUR 800,001')).toBe(false);
    expect(verifyQuote(page, 'minimum annual turnover of EUR 900,000')).toBe(false);
    expect(verifyQuote(page, 'amounts to 6 % of the contract value')).toBe(false);
  });

  it('rejects words left out, added or in another order', () => {
    expect(verifyQuote(page, 'Tenderers must demonstrate a annual turnover')).toBe(false);
    expect(verifyQuote(page, 'Tenderers must clearly demonstrate a minimum annual turnover')).toBe(false);
    expect(verifyQuote(page, 'Tenderers must demonstrate an annual minimum turnover')).toBe(false);
  });

  it('rejects a quote that starts or ends inside a word', () => {
    expect(verifyQuote(page, 'derers must demonstrate a minimum')).toBe(false);
    expect(verifyQuote(page, 'must demonstrate a minimum annual turno')).toBe(false);
  });

  it('rejects a paraphrase and an ellipsis standing for left-out words', () => {
    expect(verifyQuote(page, 'Bidders need a turnover of at least EUR 800,000 a year')).toBe(false);
    expect(verifyQuote(page, 'Tenderers must demonstrate ... annual turnover')).toBe(false);
  });

  it('rejects quotes too short to mean anything, empty ones and whole books', () => {
    expect(verifyQuote(page, 'must')).toBe(false);
    expect(verifyQuote(page, '')).toBe(false);
    expect(verifyQuote(page, '   “ ”  ')).toBe(false);
    expect(verifyQuote(page.repeat(30), page.repeat(30))).toBe(false);
    expect(foldQuote('EUR 5')).toBe('');
  });

  it('rejects a quote that runs from the end of one page onto the next: neither page holds it', () => {
    const page6 = 'The contractor shall clean all classrooms every working day and the';
    const page7 = 'sanitary rooms twice a day. Cleaning agents must carry the EU Ecolabel.';
    const across = 'every working day and the sanitary rooms twice a day';
    expect(verifyQuote(page6, across)).toBe(false);
    expect(verifyQuote(page7, across)).toBe(false);
    expect(verifyQuote(`${page6}\n${page7}`, across)).toBe(true);
  });

  it('does not join two words a hyphen separates in the middle of a line', () => {
    expect(verifyQuote('Tenderers must use the e- procurement portal only.', 'use the eprocurement portal')).toBe(
      false,
    );
  });
});
