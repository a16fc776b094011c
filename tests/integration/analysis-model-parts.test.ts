// The model reads every page: a 300-page pack, longer than the model's share of its context, goes to the local
// OpenAI-compatible server in parts, each page in exactly one request per report; the parts' answers are merged
// (one requirement found on two parts is one row with both citations), and every stored quote is on its page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyseExtractively,
  checkClaim,
  languageModelOf,
  modelRequirementsInParts,
  modelSummaryInParts,
  sourceParts,
  type SourceDocument,
} from '@/lib/ai';
import { startOpenAiServer, type OpenAiServer } from '../fixtures/openai-compatible-server';

const pageCount = 300;

function pack(): SourceDocument[] {
  const pages = Array.from({ length: pageCount }, (_, index) => {
    const n = index + 1;
    return {
      page: n,
      text: [
        `This is page ${n} of the tender specification for the cleaning of public buildings.`,
        `The contractor shall clean building number ${n} every working day before eight in the morning.`,
        `The contractor must keep a cleaning log for building ${n} and show it to the buyer on request.`,
        'The tenderer shall submit proof of liability insurance with a cover of at least EUR 5,000,000.',
      ].join('\n'),
    };
  });
  return [{ documentId: 'doc-1', fileName: 'specification.pdf', language: 'en', pages }];
}

const facts = { title: 'Cleaning', buyer: null, procedure: null, lots: [], value: null, deadline: null, cpvCodes: [] };
const company = { companyName: null, industry: null, cpvCodes: [] };

let server: OpenAiServer;

beforeAll(async () => {
  server = await startOpenAiServer('faithful');
});

afterAll(async () => {
  await server.close();
});

/** Pages named in a request's passages ("[S12] specification.pdf, page 17"). */
function pagesIn(prompt: string): number[] {
  return [...new Set([...prompt.matchAll(/\[S\d+\] specification\.pdf, page (\d+)\n/gu)].map((m) => Number(m[1])))];
}

describe('the model reads a long pack in parts', { timeout: 120_000 }, () => {
  it('sends every page once per report, merges the parts, and keeps only quotes that are on their pages', async () => {
    const documents = pack();
    const parts = sourceParts(documents, 30_000);
    expect(parts.length).toBeGreaterThan(2);
    const pages = (documentId: string, page: number) => documents[0]!.pages.find((p) => p.page === page)?.text;
    const run = {
      model: languageModelOf({ baseURL: server.baseURL, apiKey: server.apiKey, model: 'test' }).model,
      parts,
      pages,
    };
    const candidates = analyseExtractively(documents, facts, company).requirements;

    const { requirements } = await modelRequirementsInParts(run, facts, candidates);
    const { report } = await modelSummaryInParts(run, facts, company, new Date('2026-12-01T00:00:00Z'), []);

    for (const schema of ['compliance_report', 'summary_report']) {
      const requests = server.requests.filter((request) => request.schemaName === schema);
      expect(requests).toHaveLength(parts.length);
      const seen = requests.flatMap((request) => pagesIn(request.prompt));
      // Every page reached the model, and none twice.
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: pageCount }, (_, i) => i + 1));
    }
    // The compliance requests carried the extractive candidates of their own pages.
    const first = server.requests.find((request) => request.schemaName === 'compliance_report')!;
    expect(first.prompt).toContain('Candidates found by reading the text');

    // The insurance clause stands on every page: the parts' findings of it are one requirement citing many pages.
    const insurance = requirements.filter((claim) => claim.text.includes('liability insurance'));
    expect(insurance).toHaveLength(1);
    expect(new Set(insurance[0]!.citations.map((c) => c.page)).size).toBeGreaterThan(parts.length - 1);
    for (const claim of [...requirements, ...Object.values(report).flat()]) {
      if (claim.status === 'cited') expect(checkClaim(claim, pages).status).toBe('cited');
    }
  });
});
