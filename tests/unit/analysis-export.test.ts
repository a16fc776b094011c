// The reports as markdown keep clause numbers as the documents wrote them: "11.3", "1)" and "a." at the start of a
// claim or a quote go through the export and the renderer unchanged (no stray backslash, no list made of them);
// and an export's links point where the reader's browser reaches this server.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/components/content/markdown';
import { analysisMarkdown, complianceMarkdown, escapeMarkdown } from '@/lib/analysis/markdown';
import type { AnalysisView, ClaimView, RequirementView } from '@/lib/analysis/views';

const clauses = [
  '11.3 The contractor shall hold liability insurance of EUR 5 million.',
  '1) Offers are submitted through the e-procurement platform only.',
  'a. Subcontracting is allowed for up to 30 % of the contract value.',
  '2. Variants are not accepted.',
];

function citation(quote: string) {
  return {
    n: 0,
    documentId: '00000000-0000-4000-8000-000000000001',
    fileName: 'specification.pdf',
    page: 4,
    quote,
    href: `/tenders/abc/documents/00000000-0000-4000-8000-000000000001?page=4#quote`,
  };
}

function claim(text: string, status: ClaimView['status']): ClaimView {
  return { text, status, citations: status === 'cited' ? [citation(text)] : [], data: {} };
}

function requirement(text: string): RequirementView {
  return {
    key: text,
    text,
    category: 'contract_condition',
    obligation: 'mandatory',
    status: 'cited',
    citations: [citation(text)],
    mark: { status: 'to_check', note: '' },
  };
}

function viewOf(): AnalysisView {
  const report = {
    status: 'generated' as const,
    progress: null,
    error: null,
    generatedAt: '2026-03-01T10:00:00.000Z',
    mode: 'extractive' as const,
    modelName: null,
    stale: false,
    stats: {},
  };
  return {
    tenderId: 'abc',
    tenderTitle: 'Office cleaning',
    mode: { kind: 'extractive', name: 'document analysis', label: 'Extractive', modelName: null, withModel: null },
    cost: 2,
    chatCost: 1,
    balance: 3,
    unlock: { state: 'active', refundReason: null },
    documents: { readable: 1, reading: 0 },
    summary: {
      ...report,
      kind: 'summary',
      sections: [
        {
          section: 'glance',
          title: 'At a glance',
          // Quoted claims, and the same words as claims of their own at the start of a list item.
          claims: [...clauses.map((text) => claim(text, 'cited')), ...clauses.map((text) => claim(text, 'derived'))],
        },
      ],
    },
    compliance: { ...report, kind: 'compliance', requirements: clauses.map(requirement) },
    busy: false,
    refreshDue: false,
  };
}

/** The visible text of rendered markdown, its tags removed and entities read. */
function visibleText(markdown: string): string {
  return renderToStaticMarkup(Markdown({ children: markdown }))
    .replace(/<[^>]+>/gu, '\n')
    .replace(/&quot;/gu, '"')
    .replace(/&#x27;/gu, "'")
    .replace(/&amp;/gu, '&');
}

describe('clause numbers in exported markdown', () => {
  it('puts no backslash before a number', () => {
    for (const text of clauses) expect(escapeMarkdown(text)).not.toMatch(/\\\d/u);
    const markdown = analysisMarkdown(viewOf(), 'http://127.0.0.1:3000');
    expect(markdown).not.toMatch(/\\\d/u);
    expect(markdown).toContain('“11.3 The contractor shall hold liability insurance of EUR 5 million.”');
  });

  it('renders every clause as the documents wrote it, quoted, as a claim and in the matrix', () => {
    const markdown = analysisMarkdown(viewOf(), 'http://127.0.0.1:3000');
    const html = renderToStaticMarkup(Markdown({ children: markdown }));
    const text = visibleText(markdown);
    for (const clause of clauses) {
      expect(text).toContain(`“${clause}”`);
      // As a claim of its own it starts a list item and stays its text, not a list of its own.
      expect(text).toMatch(new RegExp(`(^|\\n)${clause.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(\\n|$)`, 'u'));
    }
    expect(html).not.toMatch(/<ol/u);
    expect(visibleText(complianceMarkdown(viewOf()))).toContain(clauses[1]);
  });

  it('links every quote to the document viewer on the origin it is given', () => {
    const markdown = analysisMarkdown(viewOf(), 'http://127.0.0.1:3000');
    expect(markdown).toContain(
      '[specification.pdf, page 4](http://127.0.0.1:3000/tenders/abc/documents/00000000-0000-4000-8000-000000000001?page=4#quote)',
    );
  });
});
