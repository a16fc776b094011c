'use client';
// The CPV and NUTS pickers (search filters, tender form, subcontracting opt-in): the Combobox over GET /api/codes.
import { useCallback } from 'react';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';
import type { CodeKind, CodeLabel, PickerOption } from '@/lib/reference/pickers';

function codeOption({ code, label }: CodeLabel): ComboboxOption {
  return { value: code, label, prefix: code };
}

function codeLabel({ value, label }: ComboboxOption): CodeLabel {
  return { code: value, label };
}

interface CodeComboboxProps extends Omit<ComboboxProps, 'search' | 'selected' | 'onSelectedChange'> {
  kind: CodeKind;
  /** NUTS: the ISO country the regions are searched in; every country when absent. */
  country?: string | null;
  selected: readonly CodeLabel[];
  onChange: (selected: CodeLabel[]) => void;
}

export function CodeCombobox({ kind, country, selected, onChange, ...props }: CodeComboboxProps) {
  const search = useCallback(
    async (q: string, signal: AbortSignal) => {
      const params = new URLSearchParams({ kind, q });
      if (country) params.set('country', country);
      const response = await fetch(`/api/codes?${params.toString()}`, { signal });
      if (!response.ok) throw new Error(`GET /api/codes answered ${response.status}`);
      const body = (await response.json()) as { items: PickerOption[] };
      return body.items.map(codeOption);
    },
    [kind, country],
  );
  return (
    <Combobox
      {...props}
      search={search}
      selected={selected.map(codeOption)}
      onSelectedChange={(next) => onChange(next.map(codeLabel))}
    />
  );
}
