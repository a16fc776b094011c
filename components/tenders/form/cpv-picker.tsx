'use client';
// The tender form's CPV picker: a combobox that searches the vocabulary on the server as the user types (a code,
// its start, or words of a label) and the list of chosen codes, the first being the tender's main code. The
// chosen codes post with the form as hidden fields, so the picker works inside a plain form submission too.
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { controlClass, FieldError } from '@/components/ui/field';
import { searchCpvAction } from '@/lib/tenders/user-tenders/actions';
import type { CpvChoice } from '@/lib/tenders/user-tenders/cpv';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const searchDelayMs = 200;

interface CpvPickerProps {
  id: string;
  /** The name of the hidden fields the chosen codes post as. */
  name: string;
  initial: readonly CpvChoice[];
  error?: string;
  onChange: (codes: string[]) => void;
}

export function CpvPicker({ id, name, initial, error, onChange }: CpvPickerProps) {
  const [chosen, setChosen] = useState<readonly CpvChoice[]>(initial);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ query: string; choices: CpvChoice[] } | null>(null);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Answers can arrive out of order; only the one for the newest query is shown.
  const newestQuery = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);

  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const choices = results?.choices ?? [];
  const expanded = open && choices.length > 0;

  const search = (text: string) => {
    setQuery(text);
    clearTimeout(timer.current);
    const trimmed = text.trim();
    newestQuery.current = trimmed;
    if (trimmed === '') {
      setResults(null);
      return;
    }
    timer.current = setTimeout(async () => {
      const found = await searchCpvAction(trimmed);
      if (newestQuery.current !== trimmed) return;
      setResults({ query: trimmed, choices: found });
      setActive(0);
      setOpen(true);
    }, searchDelayMs);
  };

  const update = (next: readonly CpvChoice[]) => {
    setChosen(next);
    onChange(next.map((choice) => choice.code));
  };

  const choose = (choice: CpvChoice) => {
    if (!chosen.some((c) => c.code === choice.code)) update([...chosen, choice]);
    search('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (choices.length === 0 ? 0 : (current + step + choices.length) % choices.length));
    } else if (event.key === 'Enter' && expanded) {
      // Choosing a code, not submitting the form.
      event.preventDefault();
      const choice = choices[active];
      if (choice) choose(choice);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const hintId = `${id}-hint`;
  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div data-testid="cpv-picker">
      <label htmlFor={id} className="block font-medium">
        CPV codes (optional)
      </label>
      <p id={hintId} className="mt-1 text-sm text-muted-fg">
        Search by code or by words, in English or German. The first code you choose is the main one.
      </p>
      {chosen.length > 0 ? (
        <ul aria-label="Chosen CPV codes" className="mt-2 flex flex-wrap gap-2">
          {chosen.map((choice, index) => (
            <li
              key={choice.code}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-muted-bg py-1 pr-1 pl-3 text-sm"
            >
              <span className="font-mono">{choice.code}</span>
              <span>{choice.label}</span>
              {index === 0 ? <span className="text-muted-fg">(main)</span> : null}
              <button
                type="button"
                onClick={() => update(chosen.filter((c) => c.code !== choice.code))}
                aria-label={`Remove ${choice.code} ${choice.label}`}
                className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:text-accent"
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
              <input type="hidden" name={name} value={choice.code} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder="e.g. 45233140 or road construction"
          value={query}
          onChange={(event) => search(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className={controlClass}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching CPV codes"
          hidden={!expanded}
          className="absolute z-10 mt-1 max-h-72 w-full overflow-auto rounded-md border border-border bg-card py-1 shadow-lg"
        >
          {choices.map((choice, index) => (
            <li
              key={choice.code}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input must not lose focus (and close the list) first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(choice);
              }}
              onMouseEnter={() => setActive(index)}
              className={clsx('cursor-pointer px-3 py-2', index === active && 'bg-muted-bg')}
            >
              <span className="font-mono">{choice.code}</span> {choice.label}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="mt-1 text-sm text-muted-fg empty:hidden">
        {results && results.choices.length === 0 ? `No CPV code matches “${results.query}”.` : ''}
      </p>
      <FieldError id={id} message={error} />
    </div>
  );
}
