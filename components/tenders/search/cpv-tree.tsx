'use client';
// The CPV divisions with their counts in the current results; each opens the codes below it, one level at a
// time, fetched from /api/codes when first opened.
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import type { CodeLabel, PickerOption } from '@/lib/reference/pickers';
import { FacetCount } from './facet-count';

export interface CpvTreeNode extends PickerOption {
  count?: number;
}

interface CpvTreeProps {
  divisions: readonly CpvTreeNode[];
  selected: ReadonlySet<string>;
  countsEstimated: boolean;
  onToggle: (option: CodeLabel) => void;
}

export function CpvTree({ divisions, selected, countsEstimated, onToggle }: CpvTreeProps) {
  return (
    <ul className="space-y-0.5">
      {divisions.map((node) => (
        <CpvTreeItem
          key={node.code}
          node={node}
          selected={selected}
          countsEstimated={countsEstimated}
          onToggle={onToggle}
        />
      ))}
    </ul>
  );
}

type Children = PickerOption[] | 'loading' | 'failed' | null;

function CpvTreeItem({
  node,
  selected,
  countsEstimated,
  onToggle,
}: { node: CpvTreeNode } & Omit<CpvTreeProps, 'divisions'>) {
  const [isOpen, setOpen] = useState(false);
  const [children, setChildren] = useState<Children>(null);
  const isSelected = selected.has(node.code);

  function toggleOpen() {
    setOpen(!isOpen);
    if (isOpen || Array.isArray(children) || children === 'loading') return;
    setChildren('loading');
    fetch(`/api/codes?kind=cpv&parent=${node.code}`)
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{ items: PickerOption[] }>)
          : Promise.reject(new Error(String(response.status))),
      )
      .then((body) => setChildren(body.items))
      .catch(() => setChildren('failed'));
  }

  return (
    <li>
      <div className="flex items-center gap-1">
        {node.hasChildren ? (
          <Button
            variant="ghost"
            size="icon"
            onClick={toggleOpen}
            aria-expanded={isOpen}
            aria-label={`${isOpen ? 'Hide' : 'Show'} the codes under ${node.label}`}
          >
            <ChevronRight aria-hidden className={clsx('h-4 w-4 transition-transform', isOpen && 'rotate-90')} />
          </Button>
        ) : (
          <span className="w-9 shrink-0" />
        )}
        <button
          type="button"
          aria-pressed={isSelected}
          onClick={() => onToggle({ code: node.code, label: node.label })}
          className={clsx(
            'flex min-h-9 min-w-0 flex-1 items-center rounded-md px-2 text-left text-sm hover:bg-muted-bg',
            isSelected && 'bg-muted-bg font-semibold text-accent',
          )}
        >
          <span className="min-w-0 break-words">{node.label}</span>
          <FacetCount count={node.count} estimated={countsEstimated} />
        </button>
      </div>
      {isOpen && children === 'loading' ? <p className="ml-10 text-sm text-muted-fg">Loading…</p> : null}
      {isOpen && children === 'failed' ? (
        <p className="ml-10 text-sm text-muted-fg">Could not load these codes. Close and open to retry.</p>
      ) : null}
      {isOpen && Array.isArray(children) ? (
        <div className="ml-4 border-l border-border pl-1">
          <CpvTree divisions={children} selected={selected} countsEstimated={countsEstimated} onToggle={onToggle} />
        </div>
      ) : null}
    </li>
  );
}
