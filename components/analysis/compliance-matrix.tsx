'use client';
// The compliance matrix: every requirement with its category, whether it is a must or scored, and its source,
// and the user's own status and note, saved as they are changed. Filters by category and status; exports as CSV
// and markdown.
import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import type { FormAction } from '@/lib/actions';
import {
  complianceStatusLabels,
  obligationLabels,
  requirementCategoryLabels,
  type ComplianceStatus,
  type ComplianceView,
  type RequirementCategory,
  type RequirementView,
} from '@/lib/analysis/views';
import { CitationLink } from './claim-item';

export type SaveMarkAction = FormAction<{ status: ComplianceStatus; note: string }>;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const fieldClass =
  'rounded-md border border-border bg-bg px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-accent';

function RequirementRow({
  tenderId,
  requirement,
  saveMark,
}: {
  tenderId: string;
  requirement: RequirementView;
  saveMark: SaveMarkAction;
}) {
  const [status, setStatus] = useState(requirement.mark.status);
  const [note, setNote] = useState(requirement.mark.note);
  const [savedNote, setSavedNote] = useState(requirement.mark.note);
  const [state, setState] = useState<{ kind: SaveState; message?: string }>({ kind: 'idle' });
  const statusId = useId();

  async function save(nextStatus: ComplianceStatus, nextNote: string) {
    setState({ kind: 'saving' });
    const form = new FormData();
    form.set('tenderId', tenderId);
    form.set('key', requirement.key);
    form.set('status', nextStatus);
    form.set('note', nextNote);
    const result = await saveMark(null, form);
    if (result.ok) {
      setSavedNote(nextNote);
      setState({ kind: 'saved' });
    } else {
      setState({ kind: 'failed', message: result.fieldErrors?.note?.[0] ?? result.error });
    }
  }

  return (
    <tr className="align-top" data-testid="requirement-row" data-key={requirement.key}>
      <td className="py-3 pr-3">
        <p className="whitespace-pre-line">{requirement.text}</p>
        {requirement.status === 'cited' ? (
          <ul className="mt-1">
            {requirement.citations.map((citation, index) => (
              <li key={index}>
                <CitationLink citation={citation} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-xs font-medium text-amber-800 dark:text-amber-300">
            Unverified: its source was not found on the page named
          </p>
        )}
      </td>
      <td className="py-3 pr-3 text-sm">{requirementCategoryLabels[requirement.category]}</td>
      <td className="py-3 pr-3 text-sm">{obligationLabels[requirement.obligation]}</td>
      <td className="py-3 pr-3">
        <label htmlFor={statusId} className="sr-only">
          Your status
        </label>
        <select
          id={statusId}
          className={fieldClass}
          value={status}
          onChange={(event) => {
            const next = event.target.value as ComplianceStatus;
            setStatus(next);
            void save(next, note);
          }}
        >
          {(Object.keys(complianceStatusLabels) as ComplianceStatus[]).map((value) => (
            <option key={value} value={value}>
              {complianceStatusLabels[value]}
            </option>
          ))}
        </select>
      </td>
      <td className="py-3">
        <textarea
          aria-label="Your note"
          className={`${fieldClass} w-full min-w-40`}
          rows={2}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() => {
            if (note !== savedNote) void save(status, note);
          }}
        />
        <p aria-live="polite" className="min-h-4 text-xs text-muted-fg">
          {state.kind === 'saving' ? 'Saving…' : state.kind === 'saved' ? 'Saved' : null}
          {state.kind === 'failed' ? (
            <span role="alert" className="text-red-700 dark:text-red-400">
              {state.message}
            </span>
          ) : null}
        </p>
      </td>
    </tr>
  );
}

export function ComplianceMatrix({
  tenderId,
  report,
  saveMark,
}: {
  tenderId: string;
  report: ComplianceView;
  saveMark: SaveMarkAction;
}) {
  const [category, setCategory] = useState<RequirementCategory | ''>('');
  const [obligation, setObligation] = useState<'' | 'mandatory' | 'scored'>('');
  const categoryId = useId();
  const obligationId = useId();
  const shown = useMemo(
    () =>
      report.requirements.filter(
        (row) => (!category || row.category === category) && (!obligation || row.obligation === obligation),
      ),
    [report.requirements, category, obligation],
  );
  const counts = new Map<RequirementCategory, number>();
  for (const row of report.requirements) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);

  if (report.requirements.length === 0) {
    return <p className="text-muted-fg">No requirements were found in the documents.</p>;
  }
  return (
    <div data-testid="compliance-matrix">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap gap-3">
          <div>
            <label htmlFor={categoryId} className="block text-sm font-medium">
              Category
            </label>
            <select
              id={categoryId}
              className={fieldClass}
              value={category}
              onChange={(event) => setCategory(event.target.value as RequirementCategory | '')}
            >
              <option value="">All ({report.requirements.length})</option>
              {(Object.keys(requirementCategoryLabels) as RequirementCategory[]).map((value) => (
                <option key={value} value={value}>
                  {requirementCategoryLabels[value]} ({counts.get(value) ?? 0})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={obligationId} className="block text-sm font-medium">
              Type
            </label>
            <select
              id={obligationId}
              className={fieldClass}
              value={obligation}
              onChange={(event) => setObligation(event.target.value as '' | 'mandatory' | 'scored')}
            >
              <option value="">Mandatory and scored</option>
              <option value="mandatory">Mandatory</option>
              <option value="scored">Scored</option>
            </select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink
            href={`/tenders/${tenderId}/analyze/compliance.csv`}
            prefetch={false}
            variant="secondary"
            size="sm"
          >
            <Download aria-hidden className="h-4 w-4" />
            CSV
          </ButtonLink>
          <ButtonLink
            href={`/tenders/${tenderId}/analyze/compliance.md`}
            prefetch={false}
            variant="secondary"
            size="sm"
          >
            <Download aria-hidden className="h-4 w-4" />
            Markdown
          </ButtonLink>
        </div>
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[48rem] text-left">
          <caption className="sr-only">Requirements of this tender, with your status and note</caption>
          <thead className="border-b border-border text-sm text-muted-fg">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Requirement and source
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Category
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Type
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Your status
              </th>
              <th scope="col" className="py-2 font-medium">
                Note
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {shown.map((requirement) => (
              <RequirementRow key={requirement.key} tenderId={tenderId} requirement={requirement} saveMark={saveMark} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
