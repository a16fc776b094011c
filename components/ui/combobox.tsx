'use client';
// The app's one combobox (Ariakit): a text input that searches as the user types, a listbox of matches, and the
// chosen items as removable chips. ARIA 1.2 combobox: arrows move, Home/End jump, Enter picks, Escape closes.
import { Combobox as AriakitCombobox, ComboboxItem, ComboboxList, useComboboxStore } from '@ariakit/react/combobox';
import { Check, X } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button } from './button';
import { controlClass, Field } from './field';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Shown before the label in monospace, e.g. a code. */
  prefix?: string;
}

export interface ComboboxProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Small label type, for dense panels. */
  compact?: boolean;
  placeholder?: string;
  /**
   * The matches for what the user typed (trimmed, never empty), best first. Called after a pause in typing and
   * aborted through `signal` when the text changes; a new function (e.g. for another country) searches again.
   */
  search: (query: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
  /** What to say when nothing matches, e.g. `No CPV code matches “${query}”.` */
  noMatches: (query: string) => string;
  selected: readonly ComboboxOption[];
  onSelectedChange: (selected: ComboboxOption[]) => void;
  /** The accessible name of the list of chosen items. */
  chosenLabel: string;
  /** A note after the first chosen item, e.g. "(main)". */
  firstNote?: string;
  /** Posts the chosen values with a surrounding form as hidden fields of this name. */
  name?: string;
}

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const searchDelayMs = 200;

type Matches = { query: string; options: ComboboxOption[]; failed: boolean };

/** The matches for `query`, fetched after the user pauses typing; answers for an earlier query are dropped. */
function useMatches(search: ComboboxProps['search'], query: string): Matches | null {
  const [matches, setMatches] = useState<Matches | null>(null);
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(trimmed, controller.signal)
        .then((options) => setMatches({ query: trimmed, options, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setMatches({ query: trimmed, options: [], failed: true });
        });
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, trimmed]);
  return matches?.query === trimmed ? matches : null;
}

function OptionText({ option }: { option: ComboboxOption }) {
  return (
    <>
      {option.prefix ? <span className="font-mono text-muted-fg">{option.prefix}</span> : null} {option.label}
    </>
  );
}

export function Combobox({
  id,
  label,
  hint,
  error,
  compact,
  placeholder,
  search,
  noMatches,
  selected,
  onSelectedChange,
  chosenLabel,
  firstNote,
  name,
}: ComboboxProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const matches = useMatches(search, query);
  const options = matches?.options ?? [];
  const shown = open && options.length > 0;

  const pick = (values: string[]) => {
    const known = new Map([...selected, ...options].map((option) => [option.value, option]));
    onSelectedChange(values.flatMap((value) => known.get(value) ?? []));
  };
  const store = useComboboxStore({
    inputValue: query,
    setInputValue: setQuery,
    selectedValue: selected.map((option) => option.value),
    setSelectedValue: pick,
    open: shown,
    setOpen,
    // The list is closed until matches arrive; closing it must not clear what the user is typing.
    resetValueOnHide: false,
  });
  const activeId = store.useState('activeId');

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    } else if ((event.key === 'Home' || event.key === 'End') && shown && activeId) {
      // In the list, Home and End go to its first and last match; in the text, they move the caret.
      event.preventDefault();
      store.move(event.key === 'Home' ? store.first() : store.last());
    }
  }

  const listId = `${id}-list`;
  // Clicking an option moves focus to it for a moment; only focus leaving the widget closes the list.
  const leavesWidget = (next: EventTarget | null) =>
    !(next instanceof Node && document.getElementById(listId)?.contains(next));
  const status = !matches
    ? ''
    : matches.failed
      ? 'Search failed, try again.'
      : matches.options.length === 0
        ? noMatches(matches.query)
        : '';
  return (
    <Field id={id} label={label} hint={hint} error={error} compact={compact}>
      {(control) => (
        <>
          <div className="relative">
            <AriakitCombobox
              store={store}
              {...control}
              autoSelect="always"
              placeholder={placeholder}
              onKeyDown={onKeyDown}
              onBlur={(event) => {
                if (leavesWidget(event.relatedTarget)) setOpen(false);
              }}
              className={controlClass}
            />
            <ComboboxList
              store={store}
              id={listId}
              aria-label={label}
              className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-border bg-card py-1 shadow-lg"
            >
              {options.map((option) => (
                <ComboboxItem
                  key={option.value}
                  value={option.value}
                  hideOnClick
                  className="group flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm data-active-item:bg-muted-bg"
                >
                  <Check
                    aria-hidden
                    className="invisible h-4 w-4 shrink-0 self-center text-accent group-aria-selected:visible"
                  />
                  <span>
                    <OptionText option={option} />
                  </span>
                </ComboboxItem>
              ))}
            </ComboboxList>
          </div>
          <p role="status" className="mt-1 text-sm text-muted-fg empty:hidden">
            {status}
            {shown ? (
              <span className="sr-only">{options.length === 1 ? '1 match' : `${options.length} matches`}</span>
            ) : null}
          </p>
          {selected.length > 0 ? (
            <ul aria-label={chosenLabel} className="mt-2 flex flex-wrap gap-2">
              {selected.map((option, index) => (
                <li
                  key={option.value}
                  className="inline-flex max-w-full items-center gap-1 rounded-md border border-border bg-muted-bg pl-3 text-sm"
                >
                  <span className="min-w-0 truncate">
                    <OptionText option={option} />
                    {index === 0 && firstNote ? <span className="text-muted-fg"> {firstNote}</span> : null}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onSelectedChange(selected.filter((other) => other.value !== option.value))}
                    aria-label={`Remove ${option.prefix ? `${option.prefix} ` : ''}${option.label}`}
                  >
                    <X aria-hidden className="h-4 w-4" />
                  </Button>
                  {name ? <input type="hidden" name={name} value={option.value} /> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}
