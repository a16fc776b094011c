// The reports as text of their own: both as markdown (the print page and the .md download), the compliance
// matrix as CSV and as a markdown table. Every cited claim carries its quote and a link to its page.
import {
  complianceStatusLabels,
  obligationLabels,
  requirementCategoryLabels,
  type AnalysisView,
  type ClaimView,
  type CitationView,
  type RequirementView,
} from './views';

/**
 * Text from documents or users, made inert in markdown: no emphasis, links, HTML or table breaks of its own, and
 * no block of its own where it starts a line (a heading, a list item). Only the mark that would start the block is
 * escaped, and only where it would: "11.3 Insurance" and "a. Terms" stay as they are, "1) Offers" reads "1\) Offers",
 * which renders as written (a backslash escapes punctuation only, so one before a digit would be shown).
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/([\\`*_[\]<>|~])/gu, '\\$1')
    .replace(/^(#{1,6}|[+\-=])(?=\s|$)/u, '\\$1')
    .replace(/^(\d{1,9})([.)])(?=\s|$)/u, '$1\\$2');
}

function link(citation: CitationView, origin: string): string {
  const href = `${origin}${citation.href}`.replace(/\)/gu, '%29').replace(/ /gu, '%20');
  return `[${escapeMarkdown(citation.fileName)}, page ${citation.page}](${href})`;
}

function sources(claim: Pick<ClaimView, 'citations'>, origin: string): string {
  return claim.citations.map((citation) => link(citation, origin)).join('; ');
}

function claimLine(claim: ClaimView, origin: string): string {
  const text = escapeMarkdown(claim.text);
  switch (claim.status) {
    case 'cited': {
      const quoteIsText = claim.citations.length === 1 && claim.citations[0]!.quote === claim.text;
      if (quoteIsText) return `- “${text}” — ${sources(claim, origin)}`;
      const quotes = claim.citations.map(
        (citation) => `“${escapeMarkdown(citation.quote)}” (${link(citation, origin)})`,
      );
      return `- ${text} — ${quotes.join('; ')}`;
    }
    case 'notice':
      return `- ${text} _(from the notice)_`;
    case 'derived':
      return `- ${text}`;
    case 'silent':
      return `- _${text}_`;
    case 'unverified':
      return `- ${text} _(unverified: its source was not found on the page it named; check it yourself)_`;
  }
}

function generatedLine(view: AnalysisView): string {
  const when = view.summary?.generatedAt ?? view.compliance?.generatedAt;
  return `${view.mode.label}.${when ? ` Made ${when.slice(0, 10)}.` : ''}`;
}

function requirementRow(requirement: RequirementView, index: number, origin: string): string {
  const source =
    requirement.status === 'cited'
      ? requirement.citations
          .map((citation) => `“${escapeMarkdown(citation.quote)}” ${link(citation, origin)}`)
          .join('; ')
      : '_unverified_';
  return `| ${index + 1} | ${escapeMarkdown(requirement.text)} | ${requirementCategoryLabels[requirement.category] ?? ''} | ${obligationLabels[requirement.obligation]} | ${source} | ${complianceStatusLabels[requirement.mark.status]} | ${escapeMarkdown(requirement.mark.note)} |`;
}

/** The compliance matrix as a markdown table, with the user's status and note. */
export function complianceMarkdown(view: AnalysisView, origin = ''): string {
  const requirements = view.compliance?.requirements ?? [];
  const lines = [
    `## Compliance report`,
    '',
    requirements.length === 0
      ? '_No requirements were found in the documents._'
      : '| # | Requirement | Category | Type | Source | Status | Note |\n| --- | --- | --- | --- | --- | --- | --- |',
    ...requirements.map((requirement, index) => requirementRow(requirement, index, origin)),
  ];
  return lines.join('\n');
}

/** Both reports as one markdown document. */
export function analysisMarkdown(view: AnalysisView, origin = ''): string {
  const parts = [
    `# Analysis: ${escapeMarkdown(view.tenderTitle)}`,
    '',
    generatedLine(view),
    '',
    '## Summary report',
    '',
  ];
  for (const section of view.summary?.sections ?? []) {
    parts.push(`### ${section.title}`, '');
    if (section.claims.length === 0) parts.push('_Nothing found._');
    for (const claim of section.claims) parts.push(claimLine(claim, origin));
    parts.push('');
  }
  if (!view.summary?.sections.length) parts.push('_The summary report is not ready yet._', '');
  parts.push(complianceMarkdown(view, origin), '');
  return parts.join('\n');
}

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/u.test(text)) text = `'${text}`;
  return /[",\n\r]/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}

/** The compliance matrix as CSV (RFC 4180, CRLF), one row per requirement and source. */
export function complianceCsv(view: AnalysisView, origin = ''): string {
  const rows: (string | number)[][] = [
    ['Requirement', 'Category', 'Type', 'Document', 'Page', 'Quote', 'Link', 'Status', 'Note'],
  ];
  for (const requirement of view.compliance?.requirements ?? []) {
    const citation = requirement.status === 'cited' ? requirement.citations[0] : undefined;
    rows.push([
      requirement.text.replace(/\s+/gu, ' '),
      requirementCategoryLabels[requirement.category] ?? '',
      obligationLabels[requirement.obligation],
      citation?.fileName ?? '',
      citation?.page ?? '',
      citation ? citation.quote.replace(/\s+/gu, ' ') : 'unverified',
      citation ? `${origin}${citation.href}` : '',
      complianceStatusLabels[requirement.mark.status],
      requirement.mark.note,
    ]);
  }
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
