'use client';
// The tender chat: questions answered from this tender's documents, streamed with useChat from the chat route,
// each answer's [n] marks linked to its numbered citations (the viewer on the page, the quote marked). The
// history is kept per user and tender on the server; the page passes it in.
import { useChat } from '@ai-sdk/react';
import { LoaderCircle, Send } from 'lucide-react';
import Link from 'next/link';
import { Fragment, useId, useMemo, useState, type FormEvent } from 'react';
import { refreshAccount } from '@/components/account/account-state';
import { Button } from '@/components/ui/button';
import { chatTransport } from '@/lib/analysis/chat-transport';
import type { ChatMessageView, ChatUIMessage, CitationView } from '@/lib/analysis/views';
import { CitationLink } from './claim-item';

function toUIMessage(message: ChatMessageView): ChatUIMessage {
  return {
    id: message.id,
    role: message.role,
    parts: [
      { type: 'text', text: message.content || (message.status === 'failed' ? 'This answer could not be made.' : '') },
      ...(message.citations.length > 0
        ? [{ type: 'data-citations' as const, id: 'citations', data: message.citations }]
        : []),
    ],
  };
}

function citationsOf(message: ChatUIMessage): CitationView[] {
  return message.parts.flatMap((part) => (part.type === 'data-citations' ? part.data : []));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Text with the words that answer the question marked. */
function WordMarks({ text, words }: { text: string; words: readonly string[] }) {
  const wanted = [...new Set(words)].filter((word) => word.trim().length > 0).sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return <>{text}</>;
  const pieces = text.split(new RegExp(`(${wanted.map(escapeRegExp).join('|')})`, 'u'));
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-black dark:bg-yellow-300">
            {piece}
          </mark>
        ) : (
          <Fragment key={index}>{piece}</Fragment>
        ),
      )}
    </>
  );
}

/** The answer's text, its [n] marks as links to the citations they stand for, the words that answer it marked. */
function AnswerText({ text, citations }: { text: string; citations: CitationView[] }) {
  const pieces = text.split(/(\[\d+\])/u);
  const words = citations.flatMap((citation) => citation.words ?? []);
  return (
    <p className="whitespace-pre-line">
      {pieces.map((piece, index) => {
        const n = /^\[(\d+)\]$/u.exec(piece)?.[1];
        const citation = n ? citations.find((item) => item.n === Number(n)) : undefined;
        if (!citation) return <WordMarks key={index} text={piece} words={words} />;
        return (
          <sup key={index}>
            <Link
              href={citation.href}
              prefetch={false}
              className="text-accent underline-offset-2 hover:underline"
              aria-label={`Source ${citation.n}: ${citation.fileName}, page ${citation.page}`}
            >
              [{citation.n}]
            </Link>
          </sup>
        );
      })}
    </p>
  );
}

/** What went wrong, from the route's JSON error (`{ error: { message } }`) when there is one. */
function errorText(error: Error): { message: string; pricing: boolean } {
  try {
    const body = JSON.parse(error.message) as { error?: { message?: string; code?: string } };
    if (body.error?.message) {
      return { message: body.error.message, pricing: body.error.code === 'insufficient_credits' };
    }
  } catch {
    // Not JSON: the stream's own error text, or a network failure.
  }
  return { message: error.message || 'The question could not be sent. Try again.', pricing: false };
}

export function ChatPanel({
  tenderId,
  history,
  modeLabel,
  questionCost,
}: {
  tenderId: string;
  history: ChatMessageView[];
  modeLabel: string;
  questionCost: number;
}) {
  const transport = useMemo(() => chatTransport(tenderId), [tenderId]);
  const initial = useMemo(() => history.map(toUIMessage), [history]);
  const { messages, sendMessage, status, error, clearError } = useChat<ChatUIMessage>({
    id: `tender-${tenderId}`,
    messages: initial,
    transport,
    onFinish: () => void refreshAccount(),
  });
  const [input, setInput] = useState('');
  const inputId = useId();
  const busy = status === 'submitted' || status === 'streaming';

  function submit(event: FormEvent) {
    event.preventDefault();
    const question = input.trim();
    if (!question || busy) return;
    clearError();
    void sendMessage({ text: question });
    setInput('');
  }

  const problem = error ? errorText(error) : null;
  return (
    <div data-testid="chat">
      <p className="text-sm text-muted-fg" role="note">
        {modeLabel}. Answers come from this tender’s documents only; each question costs {questionCost} credit
        {questionCost === 1 ? '' : 's'}.
      </p>
      {messages.length > 0 ? (
        <ol className="mt-4 space-y-4" aria-label="Questions and answers" aria-live="polite">
          {messages.map((message) => {
            const text = message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
            const citations = citationsOf(message);
            return (
              <li
                key={message.id}
                className={
                  message.role === 'user'
                    ? 'ml-auto max-w-[85%] rounded-lg bg-muted-bg px-4 py-2'
                    : 'rounded-lg border border-border bg-card px-4 py-3'
                }
                data-testid={message.role === 'user' ? 'chat-question' : 'chat-answer'}
              >
                <span className="sr-only">{message.role === 'user' ? 'You asked:' : 'Answer:'}</span>
                {message.role === 'user' ? (
                  <p className="whitespace-pre-line">{text}</p>
                ) : (
                  <>
                    <AnswerText text={text} citations={citations} />
                    {citations.length > 0 ? (
                      <ol className="mt-3 space-y-1 border-t border-border pt-2 text-sm" aria-label="Sources">
                        {citations.map((citation) => (
                          <li key={citation.n}>
                            [{citation.n}] <CitationLink citation={citation} />{' '}
                            <q className="text-muted-fg">
                              <WordMarks text={citation.quote} words={citation.words ?? []} />
                            </q>
                          </li>
                        ))}
                      </ol>
                    ) : null}
                  </>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-4 text-muted-fg">Ask about deadlines, requirements, penalties, award criteria …</p>
      )}
      {busy ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted-fg" role="status">
          <LoaderCircle aria-hidden className="h-4 w-4 animate-spin motion-reduce:animate-none" />
          Searching the documents…
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {problem.message}{' '}
          {problem.pricing ? (
            <Link href="/pricing" className="text-accent underline underline-offset-4">
              See plans and credits
            </Link>
          ) : null}
        </p>
      ) : null}
      <form onSubmit={submit} className="mt-4 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-sm font-medium">
            Your question
          </label>
          <input
            id={inputId}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            maxLength={1000}
            autoComplete="off"
            className="mt-1 min-h-11 w-full rounded-md border border-border bg-bg px-3 focus-visible:outline-2 focus-visible:outline-accent"
            placeholder="What penalty applies for late delivery?"
          />
        </div>
        <Button type="submit" disabled={busy || !input.trim()}>
          <Send aria-hidden className="h-4 w-4" />
          Ask
        </Button>
      </form>
    </div>
  );
}
