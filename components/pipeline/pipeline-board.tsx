'use client';
// The pipeline as a board: a column per stage, cards moved by drag and drop (pointer or keyboard, with
// @dnd-kit's sensors and spoken announcements) or by each card's "Move to" control. A move to won or lost asks for
// the award value and the winner, a move to no bid for the reason, in a dialog; a refused move puts the card back.
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useId, useMemo, useRef, useState, useTransition } from 'react';
import type { FormAction } from '@/lib/actions';
import { stageLabels, stageOrder, type PipelineItem, type PipelineStage } from '@/lib/pipeline/views';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { PipelineCardDetails } from './pipeline-card-details';
import { StageDialog, type PendingMove } from './stage-dialog';

export interface PipelineActions {
  move: FormAction<{ stage: PipelineStage; moved: boolean }>;
  update: FormAction<{ note: string | null; nextDueOn: string | null }>;
  acknowledge: FormAction<{ acknowledged: number }>;
}

type Columns = Record<PipelineStage, PipelineItem[]>;

function toColumns(items: readonly PipelineItem[]): Columns {
  const columns = Object.fromEntries(stageOrder.map((stage) => [stage, [] as PipelineItem[]])) as Columns;
  for (const item of items) columns[item.stage].push(item);
  for (const stage of stageOrder) columns[stage].sort((a, b) => a.position - b.position);
  return columns;
}

/** Stages whose move needs more from the user first. */
const askingStages: readonly PipelineStage[] = ['won', 'lost', 'no_bid'];

export function formData(values: Record<string, string | number | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) data.set(key, String(value));
  return data;
}

export function PipelineBoard({ items, actions }: { items: PipelineItem[]; actions: PipelineActions }) {
  const [columns, setColumns] = useState(() => toColumns(items));
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [status, setStatus] = useState('');
  const [, startTransition] = useTransition();
  // New items from the server (after a move or a filter) replace the optimistic columns.
  const [shown, setShown] = useState(items);
  if (shown !== items) {
    setShown(items);
    setColumns(toColumns(items));
  }
  const titles = useMemo(() => new Map(items.map((item) => [item.tenderId, item.title])), [items]);
  const stageOf = (id: string): PipelineStage | null => {
    if (id.startsWith('column:')) return id.slice('column:'.length) as PipelineStage;
    return stageOrder.find((stage) => columns[stage].some((item) => item.tenderId === id)) ?? null;
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const where = (id: string | number | undefined) => {
    if (id === undefined) return 'nowhere';
    const key = String(id);
    const stage = stageOf(key);
    if (!stage) return 'nowhere';
    if (key.startsWith('column:')) return `the ${stageLabels[stage]} column`;
    return `${stageLabels[stage]}, at “${titles.get(key) ?? ''}”`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${titles.get(String(active.id))}”.`,
    onDragOver: ({ active, over }) => `“${titles.get(String(active.id))}” is over ${where(over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `“${titles.get(String(active.id))}” was dropped on ${where(over.id)}.` : 'Dropped where it was.',
    onDragCancel: ({ active }) => `Moving “${titles.get(String(active.id))}” was cancelled.`,
  };

  /** Sends a move; on refusal the board shows the server's state again and says why. */
  function send(move: PendingMove, extra: Record<string, string> = {}) {
    const title = titles.get(move.tenderId) ?? 'The tender';
    setColumns((current) => placed(current, move));
    startTransition(async () => {
      const result = await actions.move(
        null,
        formData({ tenderId: move.tenderId, stage: move.stage, index: move.index, ...extra }),
      );
      if (result.ok) {
        setStatus(result.data.moved ? `Moved “${title}” to ${stageLabels[move.stage]}.` : `Reordered “${title}”.`);
      } else {
        // A refused field says what was wrong with it; that is clearer than the form's general message.
        const reason = Object.values(result.fieldErrors ?? {}).flat()[0] ?? result.error;
        setColumns(toColumns(items));
        setStatus(`Not moved: ${reason}`);
        notify(reason, 'error');
      }
    });
  }

  function requestMove(move: PendingMove) {
    const from = stageOf(move.tenderId);
    if (from !== move.stage && askingStages.includes(move.stage)) setPending(move);
    else send(move);
  }

  function onDragStart(_event: DragStartEvent) {
    setStatus('');
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const id = String(active.id);
    const target = stageOf(String(over.id));
    if (!target) return;
    const column = columns[target];
    const list = column.filter((item) => item.tenderId !== id);
    const overIndex = list.findIndex((item) => item.tenderId === String(over.id));
    const from = column.findIndex((item) => item.tenderId === id);
    // Dropped on a card: before it, or after it when the card came from above it in the same column.
    const movingDown = from !== -1 && from <= overIndex;
    const index = overIndex === -1 ? list.length : overIndex + (movingDown ? 1 : 0);
    if (from === index) return;
    requestMove({ tenderId: id, stage: target, index });
  }

  return (
    <div>
      <p className="sr-only" id="pipeline-drag-help">
        To move a card with the keyboard, focus its drag handle and press space, move it with the arrow keys and press
        space again to drop it, or escape to cancel. Or use the card&apos;s “Move to” control.
      </p>
      <div role="status" aria-live="polite" className="sr-only" data-testid="pipeline-status">
        {status}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To pick up the card, press space or enter. Use the arrow keys to move it, press space or enter to drop it, or escape to cancel.',
          },
        }}
      >
        <div className="relative flex snap-x gap-3 overflow-x-auto pb-3" data-testid="pipeline-board">
          {stageOrder.map((stage) => (
            <Column
              key={stage}
              stage={stage}
              items={columns[stage]}
              onMove={(tenderId, to) => requestMove({ tenderId, stage: to })}
              actions={actions}
            />
          ))}
        </div>
      </DndContext>
      <StageDialog
        move={pending}
        title={pending ? (titles.get(pending.tenderId) ?? '') : ''}
        onCancel={() => setPending(null)}
        onConfirm={(extra) => {
          if (pending) send(pending, extra);
          setPending(null);
        }}
      />
    </div>
  );
}

/** The columns with the moved card taken out and put at its new place (optimistic). */
function placed(columns: Columns, move: PendingMove): Columns {
  let card: PipelineItem | undefined;
  const next = { ...columns };
  for (const stage of stageOrder) {
    const found = next[stage].find((item) => item.tenderId === move.tenderId);
    if (found) card = found;
    next[stage] = next[stage].filter((item) => item.tenderId !== move.tenderId);
  }
  if (!card) return columns;
  const list = [...next[move.stage]];
  list.splice(move.index ?? list.length, 0, { ...card, stage: move.stage });
  next[move.stage] = list;
  return next;
}

function Column({
  stage,
  items,
  onMove,
  actions,
}: {
  stage: PipelineStage;
  items: PipelineItem[];
  onMove: (tenderId: string, stage: PipelineStage) => void;
  actions: PipelineActions;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `column:${stage}` });
  const headingId = `pipeline-column-${stage}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`pipeline-column-${stage}`}
      className={`flex w-72 shrink-0 snap-start flex-col rounded-lg border bg-muted-bg/40 p-2 ${isOver ? 'border-accent' : 'border-border'}`}
    >
      <h3 id={headingId} className="flex items-baseline justify-between px-1 pb-2 text-sm font-semibold">
        <span>{stageLabels[stage]}</span>
        <span className="text-muted-fg">
          {items.length}
          <span className="sr-only"> {items.length === 1 ? 'tender' : 'tenders'}</span>
        </span>
      </h3>
      <SortableContext items={items.map((item) => item.tenderId)} strategy={verticalListSortingStrategy}>
        <ul className="flex min-h-16 flex-col gap-2" aria-labelledby={headingId}>
          {items.map((item) => (
            <Card key={item.tenderId} item={item} onMove={onMove} actions={actions} />
          ))}
        </ul>
      </SortableContext>
      {items.length === 0 ? <p className="px-1 py-2 text-sm text-muted-fg">No tenders here yet.</p> : null}
    </section>
  );
}

function Card({
  item,
  onMove,
  actions,
}: {
  item: PipelineItem;
  onMove: (tenderId: string, stage: PipelineStage) => void;
  actions: PipelineActions;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.tenderId,
  });
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const others = stageOrder.filter((stage) => stage !== item.stage);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-md border border-border bg-card p-3 text-sm shadow-sm ${isDragging ? 'opacity-60' : ''}`}
      data-testid="pipeline-card"
      data-tender-id={item.tenderId}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-describedby="pipeline-drag-help"
          aria-label={`Drag “${item.title}”`}
          className="-ml-1 mt-0.5 inline-flex h-9 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-fg hover:bg-muted-bg"
        >
          <GripVertical aria-hidden="true" className="h-4 w-4" />
        </button>
        <div className="min-w-0 flex-1">
          <PipelineCardDetails item={item} actions={actions} />
          <div className="mt-3 flex items-end gap-2">
            <div className="flex-1">
              <label htmlFor={selectId} className="block text-xs font-medium text-muted-fg">
                Move to
              </label>
              <select
                id={selectId}
                ref={select}
                defaultValue={others[0]}
                className="mt-1 block min-h-9 w-full rounded-md border border-border bg-card px-2 text-sm text-fg"
              >
                {others.map((stage) => (
                  <option key={stage} value={stage}>
                    {stageLabels[stage]}
                  </option>
                ))}
              </select>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Move “${item.title}” to the chosen stage`}
              onClick={() => onMove(item.tenderId, (select.current?.value ?? others[0]) as PipelineStage)}
            >
              Move
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
