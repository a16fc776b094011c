'use client';
// The lots of a tender divided into lots: a row each with its title, CPV code and estimated value (in the tender's
// currency), added and removed in place. Each field posts under one name per column (lotTitle, lotCpv, lotValue),
// in the lots' order, and the form's validation sees the same columns.
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FieldError } from '@/components/ui/field';

export interface LotRow {
  title: string;
  cpv: string;
  value: string;
}

export interface LotColumns {
  lotTitle: string[];
  lotCpv: string[];
  lotValue: string[];
}

export function lotRowsOf(columns: LotColumns): LotRow[] {
  const count = Math.max(columns.lotTitle.length, columns.lotCpv.length, columns.lotValue.length);
  return Array.from({ length: count }, (_, i) => ({
    title: columns.lotTitle[i] ?? '',
    cpv: columns.lotCpv[i] ?? '',
    value: columns.lotValue[i] ?? '',
  }));
}

function columnsOf(rows: readonly LotRow[]): LotColumns {
  return {
    lotTitle: rows.map((row) => row.title),
    lotCpv: rows.map((row) => row.cpv),
    lotValue: rows.map((row) => row.value),
  };
}

const emptyRow: LotRow = { title: '', cpv: '', value: '' };

/** A row with a key of its own, so removing a lot keeps the others' fields (and focus) in place. */
type KeyedRow = LotRow & { key: number };

export function LotsEditor({
  initial,
  currency,
  errors,
  onChange,
}: {
  initial: LotColumns;
  /** The tender's currency, which lot values are in; empty while none is chosen. */
  currency: string;
  errors: Partial<Record<keyof LotColumns, string>>;
  onChange: (columns: LotColumns) => void;
}) {
  const base = useId();
  const [rows, setRows] = useState<KeyedRow[]>(() => {
    const given = lotRowsOf(initial);
    return (given.length > 0 ? given : [emptyRow]).map((row, key) => ({ ...row, key }));
  });
  const [nextKey, setNextKey] = useState(() => Math.max(1, lotRowsOf(initial).length));
  const update = (next: KeyedRow[]) => {
    setRows(next);
    onChange(columnsOf(next));
  };
  const add = () => {
    update([...rows, { ...emptyRow, key: nextKey }]);
    setNextKey(nextKey + 1);
  };
  const change = (index: number, key: keyof LotRow, value: string) =>
    update(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const errorText = [errors.lotTitle, errors.lotCpv, errors.lotValue].filter(Boolean).join(' ');

  return (
    <fieldset
      className="space-y-3"
      data-testid="lots-editor"
      aria-describedby={errorText ? `${base}-error` : undefined}
    >
      <legend className="font-medium">Lots</legend>
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const id = (key: string) => `${base}-${index}-${key}`;
          return (
            <li key={row.key} className="rounded-lg border border-border p-3" data-testid="lot-row">
              <p className="text-sm font-semibold">Lot {index + 1}</p>
              <div className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <div>
                  <label htmlFor={id('title')} className="block text-sm font-medium">
                    Title
                  </label>
                  <input
                    id={id('title')}
                    name="lotTitle"
                    className={controlClass}
                    value={row.title}
                    onChange={(event) => change(index, 'title', event.target.value)}
                    aria-invalid={errors.lotTitle && row.title.trim() === '' ? true : undefined}
                  />
                </div>
                <div>
                  <label htmlFor={id('cpv')} className="block text-sm font-medium">
                    CPV code (optional)
                  </label>
                  <input
                    id={id('cpv')}
                    name="lotCpv"
                    className={controlClass}
                    inputMode="numeric"
                    placeholder="e.g. 90911200"
                    value={row.cpv}
                    onChange={(event) => change(index, 'cpv', event.target.value)}
                  />
                </div>
                <div>
                  <label htmlFor={id('value')} className="block text-sm font-medium">
                    Value{currency ? ` (${currency})` : ''} (optional)
                  </label>
                  <input
                    id={id('value')}
                    name="lotValue"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    className={controlClass}
                    value={row.value}
                    onChange={(event) => change(index, 'value', event.target.value)}
                  />
                </div>
              </div>
              {rows.length > 1 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  onClick={() => update(rows.filter((_, i) => i !== index))}
                  aria-label={`Remove lot ${index + 1}`}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                  Remove
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" onClick={add}>
        <Plus aria-hidden className="h-4 w-4" />
        Add a lot
      </Button>
      <FieldError id={base} message={errorText || undefined} />
    </fieldset>
  );
}
