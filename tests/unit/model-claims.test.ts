// The model mode's check of claims, with a mock model (ai/test): quotes on their pages are kept as cited; a quote
// that is not, or a passage that does not exist, is sent back once with what failed; a correction that verifies
// is kept, one that does not leaves the claim unverified without citations; nothing is asked a third time.
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { modelRequirements } from '@/lib/ai/model-analysis';
import type { Source } from '@/lib/ai/sources';

const page3 =
  'Tenderers must not be bankrupt.\nThe tenderer shall have paid all taxes and social security contributions.';
const page4 = 'Tenderers must demonstrate a minimum annual turnover of EUR 800,000 in each of the last three years.';
const sources: Source[] = [
  { id: 'S1', documentId: 'doc', fileName: 'invitation.pdf', page: 3, text: page3 },
  { id: 'S2', documentId: 'doc', fileName: 'invitation.pdf', page: 4, text: page4 },
];
const facts = { title: 'Cleaning', buyer: null, procedure: null, lots: [], value: null, deadline: null, cpvCodes: [] };
const pages = (documentId: string, page: number) => (documentId === 'doc' ? { 3: page3, 4: page4 }[page] : undefined);

function reply(json: unknown) {
  return {
    content: [{ type: 'text' as const, text: JSON.stringify(json) }],
    finishReason: { unified: 'stop' as const, raw: undefined },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 20, text: 20, reasoning: undefined },
    },
    warnings: [],
  };
}

const first = {
  requirements: [
    {
      text: 'Bidders must not be bankrupt.',
      citations: [{ source: 'S1', quote: 'Tenderers must not be bankrupt' }],
      category: 'exclusion_grounds',
      obligation: 'mandatory',
    },
    {
      text: 'A turnover of at least EUR 800,000 a year.',
      citations: [{ source: 'S2', quote: 'minimum annual turnover of EUR 900,000' }],
      category: 'economic_financial_standing',
      obligation: 'mandatory',
    },
    {
      text: 'Taxes must be paid.',
      citations: [{ source: 'S9', quote: 'paid all taxes and social security contributions' }],
      category: 'exclusion_grounds',
      obligation: 'mandatory',
    },
  ],
};

function mockModel(corrections: unknown) {
  const prompts: string[] = [];
  const answers = [reply(first), reply(corrections)];
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      prompts.push(JSON.stringify(options.prompt));
      const next = answers.shift();
      if (!next) throw new Error('asked a third time');
      return next;
    },
  });
  return { model, prompts };
}

describe('claims from a model', () => {
  it('keeps verified quotes, sends the failures back once with why, and keeps the corrections that verify', async () => {
    const { model, prompts } = mockModel({
      claims: [
        {
          index: 1,
          text: 'A turnover of at least EUR 800,000 a year.',
          citations: [{ source: 'S2', quote: 'minimum annual turnover of EUR 800,000' }],
        },
        {
          index: 2,
          text: 'Taxes must be paid.',
          citations: [{ source: 'S1', quote: 'paid all taxes and social security contributions' }],
        },
      ],
    });
    const { requirements, stats } = await modelRequirements({ model, sources, pages }, facts);
    expect(stats).toEqual({ verified: 1, corrected: 2, failed: 0 });
    expect(requirements.map((claim) => [claim.status, claim.citations[0]?.page])).toEqual([
      ['cited', 3],
      ['cited', 4],
      ['cited', 3],
    ]);
    expect(prompts).toHaveLength(2);
    expect(prompts[1]).toContain('The quote \\"minimum annual turnover of EUR 900,000\\" is not in S2');
    expect(prompts[1]).toContain('\\"S9\\" is not one of the passages');
  });

  it('marks a claim unverified, without citations, when its correction still fails; asks no third time', async () => {
    const { model, prompts } = mockModel({
      claims: [
        {
          index: 1,
          text: 'A turnover of at least EUR 800,000 a year.',
          citations: [{ source: 'S2', quote: 'a turnover of EUR 800,000 is required' }],
        },
      ],
    });
    const { requirements, stats } = await modelRequirements({ model, sources, pages }, facts);
    expect(stats).toEqual({ verified: 1, corrected: 0, failed: 2 });
    expect(requirements.map((claim) => claim.status)).toEqual(['cited', 'unverified', 'unverified']);
    expect(
      requirements.filter((claim) => claim.status === 'unverified').every((claim) => claim.citations.length === 0),
    ).toBe(true);
    expect(prompts).toHaveLength(2);
  });
});
