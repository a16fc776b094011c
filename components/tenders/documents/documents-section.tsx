'use client';
// The tender page's documents: what was fetched from the buyer's portal and what the reader uploaded, with each
// file's state while it is read, an upload that shows each file's progress, and a search inside the text.
import { FileText, LoaderCircle, Search, TriangleAlert, Upload } from 'lucide-react';
import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { DocumentHitView, DocumentsView, DocumentView } from '@/lib/documents/views';
import { MarkedText } from './marked-text';

interface UploadItem {
  key: string;
  name: string;
  loaded: number;
  total: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
}

export interface DocumentsSectionProps {
  tenderId: string;
  initial: DocumentsView;
  /** Signed-in readers may upload; others are asked to sign in. */
  canUpload: boolean;
  /** What the upload accepts (file input `accept`) and the largest file, for the words under the drop zone. */
  accept: string;
  maxFileMb: number;
}

const pollMs = 1500;

function sizeText(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Sends one file with XMLHttpRequest, whose upload events give the progress fetch() does not. */
function uploadFile(
  tenderId: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): Promise<{ ok: boolean; error?: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads/tender-documents?tender=${encodeURIComponent(tenderId)}`);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.total || file.size);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve({ ok: true });
      let message = `The upload failed (HTTP ${request.status}).`;
      try {
        const body = JSON.parse(request.responseText) as { error?: { message?: string } };
        if (body.error?.message) message = body.error.message;
      } catch {
        // Not JSON: keep the status message.
      }
      resolve({ ok: false, error: message });
    };
    request.onerror = () =>
      resolve({ ok: false, error: 'The upload was interrupted. Check your connection and try again.' });
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}

export function DocumentsSection({ tenderId, initial, canUpload, accept, maxFileMb }: DocumentsSectionProps) {
  const [view, setView] = useState(initial);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const refresh = useCallback(async () => {
    const response = await fetch(`/api/tenders/${tenderId}/documents`, { cache: 'no-store' });
    if (response.ok) setView((await response.json()) as DocumentsView);
  }, [tenderId]);

  // A signed-in reader's first look asks for the documents on the buyer's portal (once per tender, for everyone).
  // A reader who started many fetches lately is told when this one can start.
  const asked = useRef(false);
  const [fetchRefused, setFetchRefused] = useState<string | null>(null);
  useEffect(() => {
    if (!view.canFetch || asked.current) return;
    asked.current = true;
    void fetch(`/api/tenders/${tenderId}/documents/fetch`, { method: 'POST' }).then(async (response) => {
      if (response.status === 429) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        setFetchRefused(body?.error?.message ?? 'Too many document downloads started lately. Try again later.');
      }
      await refresh();
    });
  }, [view.canFetch, tenderId, refresh]);

  const uploading = uploads.some((item) => item.state === 'uploading');
  useEffect(() => {
    if (!view.busy && !uploading) return;
    const timer = setInterval(() => void refresh(), pollMs);
    return () => clearInterval(timer);
  }, [view.busy, uploading, refresh]);

  async function send(files: FileList | File[]) {
    const list = [...files];
    if (list.length === 0) return;
    const batch = list.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      loaded: 0,
      total: file.size,
      state: 'uploading' as const,
    }));
    setUploads((current) => [...batch, ...current]);
    // One at a time: each file's bar moves in turn and a slow connection is not split between them.
    for (const [index, file] of list.entries()) {
      const key = batch[index]!.key;
      const result = await uploadFile(tenderId, file, (loaded, total) =>
        setUploads((current) => current.map((item) => (item.key === key ? { ...item, loaded, total } : item))),
      );
      setUploads((current) =>
        current.map((item) =>
          item.key === key
            ? { ...item, loaded: item.total, state: result.ok ? 'done' : 'failed', error: result.error }
            : item,
        ),
      );
      await refresh();
    }
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (canUpload) void send(event.dataTransfer.files);
  }

  const children = new Map<string, DocumentView[]>();
  for (const document of view.documents) {
    if (document.parentId) children.set(document.parentId, [...(children.get(document.parentId) ?? []), document]);
  }
  const topLevel = view.documents.filter((document) => !document.parentId);

  return (
    <section aria-labelledby="documents-heading" className="mt-10" data-testid="documents">
      <h2 id="documents-heading" className="text-xl font-semibold">
        Tender documents
      </h2>
      <FetchStatus view={view} />
      {fetchRefused ? (
        <p className="mt-3 text-sm text-muted-fg" role="status">
          {fetchRefused}
        </p>
      ) : null}
      {topLevel.length > 0 ? (
        <>
          <DocumentSearch tenderId={tenderId} />
          <ul className="mt-4 divide-y divide-border rounded-lg border border-border" aria-label="Documents">
            {topLevel.map((document) => (
              <DocumentRow
                key={document.id}
                tenderId={tenderId}
                document={document}
                entries={children.get(document.id)}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-muted-fg">
          {view.fetch?.status === 'running' ? 'Looking for documents on the buyer’s portal…' : 'No documents yet.'}
        </p>
      )}
      {canUpload ? (
        <div className="mt-4">
          <label
            htmlFor={inputId}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center focus-within:outline-2 focus-within:outline-accent ${dragging ? 'border-accent bg-muted-bg' : 'border-border'}`}
          >
            <Upload aria-hidden className="h-6 w-6 text-muted-fg" />
            <span className="font-semibold">Drop files here or choose files to upload</span>
            <span id={hintId} className="text-sm text-muted-fg">
              PDF, Word, Excel, OpenDocument, text or ZIP, up to {maxFileMb} MB each. Your uploads are private to you.
            </span>
            <input
              id={inputId}
              type="file"
              multiple
              accept={accept}
              aria-describedby={hintId}
              className="sr-only"
              data-testid="document-upload"
              onChange={(event) => {
                if (event.target.files) void send(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
          {uploads.length > 0 ? (
            <ul className="mt-3 space-y-2" aria-label="Uploads">
              {uploads.map((item) => (
                <li key={item.key} className="text-sm">
                  <div className="flex items-center justify-between gap-3">
                    <span className="min-w-0 truncate">{item.name}</span>
                    <span className={item.state === 'failed' ? 'text-red-700 dark:text-red-400' : 'text-muted-fg'}>
                      {item.state === 'uploading'
                        ? `${Math.round((item.loaded / Math.max(1, item.total)) * 100)}%`
                        : item.state === 'done'
                          ? 'Uploaded'
                          : 'Not uploaded'}
                    </span>
                  </div>
                  <progress
                    className="mt-1 h-1.5 w-full accent-accent"
                    max={Math.max(1, item.total)}
                    value={item.loaded}
                    aria-label={`Upload of ${item.name}`}
                  />
                  {item.error ? (
                    <p role="alert" className="mt-1 text-red-700 dark:text-red-400">
                      {item.error}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted-fg">
          <Link href="/login" prefetch={false} className="text-accent underline underline-offset-4">
            Sign in
          </Link>{' '}
          to upload documents and search inside them.
        </p>
      )}
    </section>
  );
}

function FetchStatus({ view }: { view: DocumentsView }) {
  const fetchState = view.fetch;
  if (!fetchState) return null;
  if (fetchState.status === 'login_required') {
    return (
      <p className="mt-3 flex gap-2 rounded-md border border-border bg-muted-bg p-3 text-sm" role="note">
        <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {fetchState.message}{' '}
          {fetchState.portalUrl ? (
            <a
              href={fetchState.portalUrl}
              className="text-accent underline underline-offset-4"
              rel="noopener noreferrer"
            >
              Open the buyer’s portal
            </a>
          ) : null}
        </span>
      </p>
    );
  }
  if (fetchState.status === 'failed' || (fetchState.status === 'done' && fetchState.message)) {
    return <p className="mt-3 text-sm text-muted-fg">{fetchState.message}</p>;
  }
  return null;
}

function DocumentRow({
  tenderId,
  document,
  entries,
}: {
  tenderId: string;
  document: DocumentView;
  entries?: DocumentView[];
}) {
  return (
    <li className="p-3" data-testid="document-row" data-status={document.status}>
      <DocumentLine tenderId={tenderId} document={document} />
      {entries && entries.length > 0 ? (
        <ul className="mt-2 ml-6 space-y-2 border-l border-border pl-3" aria-label={`Files in ${document.fileName}`}>
          {entries.map((entry) => (
            <li key={entry.id} data-testid="document-row" data-status={entry.status}>
              <DocumentLine tenderId={tenderId} document={entry} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function DocumentLine({ tenderId, document }: { tenderId: string; document: DocumentView }) {
  const readable = document.status === 'ready' && (document.pages ?? 0) > 0;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="flex min-w-0 items-center gap-2">
          <FileText aria-hidden className="h-4 w-4 shrink-0 text-muted-fg" />
          {readable ? (
            <Link
              href={`/tenders/${tenderId}/documents/${document.id}`}
              prefetch={false}
              className="min-w-0 font-medium break-words text-accent underline-offset-4 hover:underline"
            >
              {document.fileName}
            </Link>
          ) : (
            <span className="min-w-0 font-medium break-words">{document.fileName}</span>
          )}
        </span>
        <span className="text-sm text-muted-fg">
          {[
            document.kindLabel,
            document.pages ? `${document.pages} page${document.pages === 1 ? '' : 's'}` : null,
            sizeText(document.size),
            document.originLabel,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <DocumentState document={document} />
    </div>
  );
}

function DocumentState({ document }: { document: DocumentView }) {
  if (document.status === 'failed') {
    return (
      <p className="mt-1 text-sm text-red-700 dark:text-red-400" data-testid="document-error">
        {document.error}
      </p>
    );
  }
  if (document.status === 'ready') {
    return document.note ? <p className="mt-1 text-sm text-muted-fg">{document.note}</p> : null;
  }
  return (
    <div className="mt-1 text-sm text-muted-fg" role="status">
      <span className="flex items-center gap-2">
        <LoaderCircle aria-hidden className="h-3.5 w-3.5 animate-spin motion-reduce:animate-none" />
        {document.statusLabel}
        {document.progress !== null ? ` · ${document.progress}%` : null}
      </span>
      {document.progress !== null ? (
        <progress
          className="mt-1 h-1.5 w-full max-w-xs accent-accent"
          max={100}
          value={document.progress}
          aria-label={`Reading ${document.fileName}`}
        />
      ) : null}
    </div>
  );
}

function DocumentSearch({ tenderId }: { tenderId: string }) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'searching' }
    | { kind: 'done'; query: string; hits: DocumentHitView[] }
    | { kind: 'error'; message: string }
  >({ kind: 'idle' });
  const searchId = useId();
  const abort = useRef<AbortController | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    if (q === '') return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'searching' });
    try {
      const response = await fetch(`/api/tenders/${tenderId}/documents/search?q=${encodeURIComponent(q)}`, {
        signal: controller.signal,
      });
      const body = (await response.json()) as { hits?: DocumentHitView[]; error?: { message?: string } };
      if (!response.ok) setState({ kind: 'error', message: body.error?.message ?? 'The search failed.' });
      else setState({ kind: 'done', query: q, hits: body.hits ?? [] });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setState({ kind: 'error', message: 'The search failed. Try again.' });
    }
  }

  return (
    <div className="mt-4">
      <form role="search" onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          Search in the documents
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search in the documents"
          maxLength={200}
          className="min-h-11 w-full min-w-0 rounded-md border border-border bg-bg px-3"
        />
        <Button type="submit" variant="secondary" aria-label="Search">
          <Search aria-hidden className="h-4 w-4" />
        </Button>
      </form>
      <div aria-live="polite">
        {state.kind === 'searching' ? <p className="mt-2 text-sm text-muted-fg">Searching…</p> : null}
        {state.kind === 'error' ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'done' ? (
          state.hits.length === 0 ? (
            <p className="mt-2 text-sm text-muted-fg">No page of these documents mentions “{state.query}”.</p>
          ) : (
            <ol className="mt-3 space-y-3" aria-label={`Pages that mention ${state.query}`} data-testid="document-hits">
              {state.hits.map((hit) => (
                <li key={`${hit.documentId}-${hit.page}`} className="text-sm">
                  <Link
                    href={`/tenders/${tenderId}/documents/${hit.documentId}?page=${hit.page}&q=${encodeURIComponent(state.query)}`}
                    prefetch={false}
                    className="font-medium text-accent underline-offset-4 hover:underline"
                  >
                    {hit.fileName}, page {hit.page}
                  </Link>
                  <p className="mt-1 text-muted-fg">
                    <MarkedText text={hit.snippet} />
                  </p>
                </li>
              ))}
            </ol>
          )
        ) : null}
      </div>
    </div>
  );
}
