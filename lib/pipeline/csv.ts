// The pipeline as CSV (RFC 4180) for spreadsheets and other tools: every field quoted when it needs to be, lines
// ended with CRLF, and a cell a spreadsheet would run as a formula (starting = + - @, tab or CR) made plain text.
import { stageLabels, type PipelineItem } from './views';

/** One field: formula-looking text gets a leading apostrophe; quotes double; quoted when it holds , " CR or LF. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: readonly (string | number | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

const header = [
  'Tender ID',
  'Title',
  'Buyer',
  'Country',
  'Deadline',
  'Stage',
  'Stage changed',
  'No-bid reason',
  'Next due',
  'Note',
  'Award value',
  'Award currency',
  'Winner',
  'Award notice',
  'Saved',
];

export function pipelineCsv(items: readonly PipelineItem[]): string {
  return (
    csvLine(header) +
    items
      .map((item) =>
        csvLine([
          item.tenderId,
          item.title,
          item.buyer,
          item.countryCode,
          item.deadline,
          stageLabels[item.stage],
          item.stageChangedAt,
          item.stageReason,
          item.nextDueOn,
          item.note,
          item.outcomeValue,
          item.outcomeCurrency,
          item.outcomeWinner,
          item.awardTenderId,
          item.savedAt,
        ]),
      )
      .join('')
  );
}

/** 'tenderscope-pipeline-2026-11-28.csv'. */
export function csvFileName(now = new Date()): string {
  return `tenderscope-pipeline-${now.toISOString().slice(0, 10)}.csv`;
}
