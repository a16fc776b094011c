'use client';
// A combobox that searches reference codes (CPV, NUTS) through their route handler as the user types, and
// lists the chosen codes as removable chips. ARIA 1.2 combobox: arrows move, Enter picks, Escape closes.
import { X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { PickerOption } from '@/lib/reference/pickers';

export interface CodeLabel {
  code: string;
  label: string;
}

export interface CodePickerProps {
  label: string;
  placeholder: string;
  /** The route handler to ask, e.g. '/api/cpv'; it answers `{ items: PickerOption[] }` for `?q=`. */
  endpoint: string;
  /** Further query parameters for the endpoint, e.g. a country. */
  params?: Record<string, string>;
  selected: readonly CodeLabel[];
  onAdd: (option: CodeLabel) => void;
  onRemove: (code: string) => void;
}

const debounceMs = 200;

/** Options for `query`, fetched after the user pauses typing; stale answers are dropped. */
function usePickerOptions(endpoint: string, query: string, params: Record<string, string> | undefined) {
  const [result, setResult] = useState<{ query: string; options: PickerOption[]; error: boolean }>({
    query: '',
    options: [],
    error: false,
  });
  const paramsKey = new URLSearchParams(params).toString();
  useEffect(() => {
    const q = query.trim();
    if (q === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const search = new URLSearchParams(paramsKey);
      search.set('q', q);
      fetch(`${endpoint}?${search.toString()}`, { signal: controller.signal })
        .then((response) =>
          response.ok
            ? (response.json() as Promise<{ items: PickerOption[] }>)
            : Promise.reject(new Error(String(response.status))),
        )
        .then((body) => setResult({ query, options: body.items, error: false }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ query, options: [], error: true });
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, query, paramsKey]);
  // Answers for an earlier query are not shown for the current one.
  return result.query === query ? result : { query, options: [], error: false };
}

export function CodePicker({ label, placeholder, endpoint, params, selected, onAdd, onRemove }: CodePickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { options, error } = usePickerOptions(endpoint, query, params);
  const chosen = new Set(selected.map((item) => item.code));
  const expanded = open && query.trim() !== '';
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(option: PickerOption) {
    if (!chosen.has(option.code)) onAdd({ code: option.code, label: option.label });
    setQuery('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length === 0 ? 0 : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted code instead of submitting an outer form.
      event.preventDefault();
      const option = options[active];
      if (expanded && option) pick(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && options[active] ? optionId(active) : undefined}
          value={query}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="min-h-11 w-full rounded-md border border-border bg-card px-3 text-fg placeholder:text-muted-fg"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-border bg-card py-1 shadow-lg"
        >
          {options.map((option, index) => (
            <li
              key={option.code}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-muted-bg' : ''}`}
            >
              <span className="font-mono text-muted-fg">{option.code}</span> {option.label}
              {chosen.has(option.code) ? <span className="text-muted-fg"> (chosen)</span> : null}
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {expanded ? (error ? 'Search failed, try again.' : `${options.length} matches`) : ''}
        </p>
      </div>
      {selected.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Chosen: ${label}`}>
          {selected.map((item) => (
            <li key={item.code}>
              <button
                type="button"
                onClick={() => onRemove(item.code)}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-accent px-3 text-left text-sm hover:bg-muted-bg"
                aria-label={`Remove ${item.code} ${item.label}`}
              >
                <span className="max-w-56 truncate">
                  {item.code} {item.label}
                </span>
                <X aria-hidden className="h-4 w-4 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
