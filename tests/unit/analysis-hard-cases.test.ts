// The hard cases of reading a tender, each on a small document made here and read as an upload is (PDF layout), then
// analysed extractively: a table row, a sentence over a page break, a number in words, a derived date, conditional,
// optional and prohibitive wording, a questions deadline beside the submission deadline, a deadline the notice gives
// differently, award weights beside a marking scale. Every citation is checked on its page.
import { describe, expect, it } from 'vitest';
import { analyseExtractively, checkClaim, type Claim, type RequirementClaim, type SourceDocument } from '@/lib/ai';
import { extractDocument } from '@/lib/documents/extract';
import { layoutPdf, type LayoutPage } from '../support/layout-pdf';

const noCompany = { companyName: null, industry: null, cpvCodes: [] };

function facts(deadline: string | null = null) {
  return {
    title: 'Test tender',
    buyer: null,
    procedure: null,
    lots: [],
    value: null,
    deadline: deadline ? new Date(deadline) : null,
    cpvCodes: [],
  };
}

async function read(pages: LayoutPage[], language: string): Promise<SourceDocument> {
  const bytes = await layoutPdf(pages, 'City of Testbury – Ref. TB-2027-01', 'Tender document v1');
  const extracted = await extractDocument(bytes, { fileName: 'tender.pdf', languageHint: language });
  if (!extracted.ok) throw new Error(extracted.reason);
  return {
    documentId: 'doc-1',
    fileName: 'tender.pdf',
    language,
    pages: extracted.pages.map((page) => ({ page: page.number, text: page.text, blocks: page.blocks })),
  };
}

function analyse(document: SourceDocument, deadline: string | null = null) {
  const analysis = analyseExtractively([document], facts(deadline), noCompany, new Date('2026-12-01T00:00:00Z'));
  const pages = (documentId: string, page: number) => document.pages.find((p) => p.page === page)?.text;
  const claims: Claim[] = [...Object.values(analysis.summary).flat(), ...analysis.requirements];
  for (const claim of claims) {
    if (claim.citations.length > 0) expect(checkClaim(claim, pages).status, claim.text).toBe('cited');
  }
  return analysis;
}

function requirementWith(requirements: RequirementClaim[], words: string): RequirementClaim {
  const found = requirements.find(
    (claim) => claim.citations.some((c) => c.quote.includes(words)) || claim.text.includes(words),
  );
  expect(found, `a requirement quoting "${words}"`).toBeDefined();
  return found!;
}

describe('hard cases of reading a tender', { timeout: 30_000 }, () => {
  it('a table row is one requirement with its column heads, under the category of its heading', async () => {
    const document = await read(
      [
        {
          elements: [
            { heading: '7 Insurance' },
            { paragraph: 'During the contract the contractor shall hold the insurances listed in Table 5.' },
            {
              table: [
                ['Type of insurance', 'Minimum cover'],
                ['Public liability', 'EUR 5,000,000 for any one occurrence'],
                ['Employer’s liability', 'EUR 13,000,000 for any one occurrence'],
              ],
            },
          ],
        },
      ],
      'en',
    );
    const { requirements } = analyse(document);
    const row = requirementWith(requirements, 'EUR 5,000,000');
    expect(row.text).toBe('Type of insurance: Public liability · Minimum cover: EUR 5,000,000 for any one occurrence');
    expect(row.data).toMatchObject({ category: 'contract_condition', obligation: 'mandatory' });
    expect(requirementWith(requirements, 'EUR 13,000,000').citations[0]!.page).toBe(1);
    // The running header and footer are never a requirement.
    expect(requirements.some((claim) => claim.text.includes('Testbury'))).toBe(false);
  });

  it('a sentence cut by a page break is one requirement citing both pages', async () => {
    const document = await read(
      [
        {
          elements: [
            { heading: '4 Selection criteria' },
            { paragraph: 'The tenderer must hold a valid registration in the trade register of its country.' },
            { paragraph: 'To show its technical ability the tenderer shall provide three references for contracts of' },
          ],
        },
        {
          elements: [
            { paragraph: 'a similar size completed in the last five years, each with a contact at the client.' },
            { heading: '5 Award criteria' },
          ],
        },
      ],
      'en',
    );
    const { requirements } = analyse(document);
    const joined = requirementWith(requirements, 'three references');
    expect(joined.citations.map((c) => c.page)).toEqual([1, 2]);
    expect(joined.text).toContain('completed in the last five years');
    expect(joined.data.category).toBe('technical_professional_ability');
  });

  it('reads a number in words and derives the award period from the deadline, shown as derived', async () => {
    const document = await read(
      [
        {
          elements: [
            { heading: '1 Fristen' },
            { paragraph: 'Das Ende der Angebotsfrist ist am 15. Jänner 2027, 12:00 Uhr.' },
            { paragraph: 'Die Zuschlagsfrist beträgt fünf Monate ab dem Ende der Angebotsfrist.' },
          ],
        },
      ],
      'de',
    );
    const { summary, requirements } = analyse(document);
    requirementWith(requirements, 'fünf Monate');
    const validity = summary.dates.find((claim) => claim.data?.kind === 'tender_validity');
    expect(validity?.data).toMatchObject({ date: '2027-06-15', derived: true });
    expect(validity?.text).toContain('derived');
    expect(validity?.citations.map((c) => c.quote)).toEqual(
      expect.arrayContaining([expect.stringContaining('fünf Monate')]),
    );
  });

  it('derives tender validity given in words and digits from the closing date', async () => {
    const document = await read(
      [
        {
          elements: [
            { heading: '2 Instructions to tenderers' },
            { paragraph: 'The closing date for the receipt of tenders is 12:00 noon on Thursday, 14 January 2027.' },
            { paragraph: 'Tenders shall remain valid for one hundred and eighty (180) days from the closing date.' },
          ],
        },
      ],
      'en',
    );
    const { summary } = analyse(document);
    expect(summary.dates.find((claim) => claim.data?.kind === 'submission')?.data).toMatchObject({
      date: '2027-01-14',
      time: '12:00',
    });
    expect(summary.dates.find((claim) => claim.data?.kind === 'tender_validity')?.data).toMatchObject({
      date: '2027-07-13',
      derived: true,
    });
  });

  it('keeps the condition of a conditional requirement', async () => {
    const document = await read(
      [
        {
          elements: [
            { heading: '4 Selection criteria' },
            {
              paragraph:
                'If the tenderer relies on the capacities of other entities, it shall submit a written commitment from each of them.',
            },
          ],
        },
      ],
      'en',
    );
    const claim = requirementWith(analyse(document).requirements, 'written commitment');
    expect(claim.data.obligation).toBe('conditional');
    expect(claim.data.condition).toMatch(/^If the tenderer relies on the capacities of other entities/);
  });

  it('files a wish that is not a minimum as optional', async () => {
    const document = await read(
      [
        {
          elements: [
            { heading: '4.3 Technical ability' },
            { paragraph: 'ISO 14001 certification is desirable but is not a minimum requirement.' },
            { paragraph: 'Die Verwendung regionaler Produkte ist wünschenswert, jedoch keine Mindestanforderung.' },
          ],
        },
      ],
      'en',
    );
    const { requirements } = analyse(document);
    expect(requirementWith(requirements, 'ISO 14001').data.obligation).toBe('optional');
    expect(requirementWith(requirements, 'regionaler Produkte').data.obligation).toBe('optional');
  });

  it('reads prohibitions without a modal verb as mandatory requirements', async () => {
    const document = await read(
      [
        {
          elements: [
            { heading: '2.6 Variants' },
            { paragraph: 'Variants are not permitted.' },
            { paragraph: 'Nebenangebote und Teilangebote sind nicht zugelassen.' },
            { paragraph: 'Les variantes ne sont pas autorisées.' },
          ],
        },
      ],
      'en',
    );
    const { requirements } = analyse(document);
    for (const words of ['Variants are not permitted', 'nicht zugelassen', 'ne sont pas autorisées']) {
      expect(requirementWith(requirements, words).data).toMatchObject({
        obligation: 'mandatory',
        category: 'submission_formalities',
      });
    }
  });

  it('never takes the questions deadline for the submission deadline, in a timetable or a sentence', async () => {
    const document = await read(
      [
        {
          elements: [
            { heading: '2.1 Timetable' },
            {
              table: [
                ['Event', 'Date and time'],
                ['Latest date for clarification requests before the receipt of tenders', '12:00, 5 January 2027'],
                ['Latest time and date for receipt of tenders (closing date)', '12:00 noon, 15 January 2027'],
              ],
            },
            { paragraph: 'Questions may be asked until 5 January 2027; tenders must be received by 15 January 2027.' },
          ],
        },
      ],
      'en',
    );
    const { summary } = analyse(document);
    const submission = summary.dates.filter((claim) => claim.data?.kind === 'submission');
    expect(submission.map((claim) => claim.data?.date)).toEqual(['2027-01-15']);
    expect(summary.dates.find((claim) => claim.data?.kind === 'questions')?.data?.date).toBe('2027-01-05');
    expect(summary.glance.find((claim) => claim.data?.kind === 'submission')?.data).toMatchObject({
      date: '2027-01-15',
      time: '12:00',
    });
  });

  it('says first when the notice gives another deadline than the documents, with both', async () => {
    const document = await read(
      [
        {
          elements: [
            { heading: '1 Timetable' },
            {
              paragraph:
                'By Corrigendum No. 1 the deadline for the submission of tenders is extended to 22 January 2027, 10:00.',
            },
          ],
        },
      ],
      'en',
    );
    const { summary } = analyse(document, '2027-01-15T10:00:00+01:00');
    const first = summary.glance[0]!;
    expect(first.data).toMatchObject({ conflict: true, date: '2027-01-22' });
    expect(first.text).toContain('22 January 2027');
    expect(first.text).toContain('15 January 2027');
  });

  it('states every award weight, checks they add up, and never takes a marking scale for criteria', async () => {
    const document = await read(
      [
        {
          elements: [
            { heading: '5 Award criteria' },
            {
              paragraph:
                'The contract is awarded to the most economically advantageous tender: price 70 % and quality 30 %.',
            },
            {
              table: [
                ['Ref.', 'Quality sub-criterion', 'Weight'],
                ['Q1', 'Methodology and work plan', '20 %'],
                ['Q2', 'Staff and organisation', '10 %'],
              ],
            },
            { heading: '5.2 Marking scale' },
            {
              table: [
                ['Assessment', 'Share of the marks'],
                ['Excellent', '100 %'],
                ['Good', '70 %'],
                ['Poor', '0 %'],
              ],
            },
            { paragraph: 'Answers shall be written in Arial 11 point and shall not exceed ten pages.' },
          ],
        },
      ],
      'en',
    );
    const { summary } = analyse(document);
    const criteria = summary.award.filter((claim) => claim.data?.weight !== undefined);
    expect(criteria.map((claim) => [claim.data?.criterion, claim.data?.weight, claim.data?.parent])).toEqual([
      ['Price', 70, null],
      ['Quality', 30, null],
      ['Methodology and work plan', 20, 'Quality'],
      ['Staff and organisation', 10, 'Quality'],
    ]);
    expect(summary.award.find((claim) => claim.data?.weightsAddUp !== undefined)?.data?.weightsAddUp).toBe(true);
  });
});
