// The tender chat: a question is answered from this tender's documents only, in whatever language it is asked.
// Passages (sentences, list items, table rows with their head) are found by word and concept through the term base
// (lib/ai askDocuments); the model (streamText) reads the best of them, or the extractive mode quotes the best one
// with the words it matched and the value asked for, and up to two more. Every quote is checked on its page before
// it is streamed; below the relevance floor the answer is "the documents do not say", naming the closest section.
// Each question costs credits (refunded when the answer fails) and counts against the day's allowance.
import 'server-only';
import { createUIMessageStream, createUIMessageStreamResponse, type ModelMessage } from 'ai';
import { z } from 'zod';
import {
  addressesAssistant,
  askDocuments,
  checkClaim,
  extractiveLabel,
  indexDocuments,
  streamModelAnswer,
  type Answer,
  type Claim,
  type PageTexts,
  type QuestionIndex,
  type Source,
} from '@/lib/ai';
import { getOptionalUser } from '@/lib/auth/user';
import { creditCosts, planLimits, refundSpend, spendMyCredits } from '@/lib/billing';
import { getDb, type Database } from '@/lib/db';
import { readDocumentSet, type DocumentSet } from '@/lib/documents';
import { jsonError } from '@/lib/http/json';
import { hit } from '@/lib/rate-limit';
import { loadTermBase, type TermBase } from '@/lib/terms';
import { lookupTender, type TenderRow } from '@/lib/tenders';
import { serverEngine, type AnalysisEngine } from './generate';
import { finishAnswer, getUnlock, insertMessage, listMessages, type StoredClaim } from './store';
import { citationHref, notInDocuments, valueLabel, type ChatUIMessage, type CitationView } from './views';

export const chatRequestSchema = z.object({
  question: z
    .string()
    .transform((value) => value.replace(/\u0000/g, '').trim())
    .pipe(z.string().min(1, 'Type a question.').max(1000, 'Ask in at most 1,000 characters.')),
  /** The browser's id of the question: a retried request with the same id is not charged twice. */
  clientId: z.string().regex(/^[\w-]{1,100}$/u, 'A question needs an id.'),
});

/** A tender's documents indexed for questions, kept while the set is unchanged (a few tenders per process). */
const indexes = new Map<string, QuestionIndex>();
const keptIndexes = 16;

function questionIndex(set: DocumentSet, terms: TermBase): QuestionIndex {
  const key = `${set.fingerprint}:${terms.size}`;
  const kept = indexes.get(key);
  if (kept) return kept;
  const documents = set.documents.map((document) => ({
    documentId: document.documentId,
    fileName: document.fileName,
    language: document.language,
    pages: document.pages,
  }));
  // Sentences that address an AI assistant are never read, quoted or answered from (lib/ai/instructions).
  const index = indexDocuments(documents, terms, addressesAssistant);
  if (indexes.size >= keptIndexes) indexes.delete(indexes.keys().next().value!);
  indexes.set(key, index);
  return index;
}

function pageTextsOf(set: DocumentSet): PageTexts {
  const texts = new Map<string, string>();
  for (const document of set.documents) {
    for (const page of document.pages) texts.set(`${document.documentId}:${page.page}`, page.text);
  }
  return (documentId, page) => texts.get(`${documentId}:${page}`);
}

/** The extractive answer: the best passage (and up to two more), each a claim quoting it on its page. */
export function extractiveClaims(answer: Answer): Claim[] {
  return answer.passages.map((passage) => ({
    text: passage.quote,
    status: 'cited' as const,
    citations: [{ documentId: passage.documentId, page: passage.page, quote: passage.quote }],
  }));
}

/** What a model reads: each passage with the units around it on its page, verbatim. */
function sourcesOf(answer: Answer, pages: PageTexts): Source[] {
  return answer.passages.map((passage, index) => {
    const text = pages(passage.documentId, passage.around.page);
    return {
      id: `S${index + 1}`,
      documentId: passage.documentId,
      fileName: passage.fileName,
      page: passage.around.page,
      text: text ? text.slice(passage.around.start, passage.around.end) : passage.quote,
    };
  });
}

async function history(db: Database, userId: string, tenderId: string): Promise<ModelMessage[]> {
  const messages = await listMessages(db, userId, tenderId, 8);
  return messages
    .filter((message) => message.status === 'generated' && message.content)
    .slice(-6)
    .map((message) => ({ role: message.role, content: message.content }));
}

export interface ChatOptions {
  engine?: AnalysisEngine;
}

/** A question let through: the tender, unlocked, and its credit spent under `reference`. */
interface AdmittedQuestion {
  db: Database;
  tender: TenderRow;
  question: string;
  reference: string;
}

/**
 * Reads and admits a question: a JSON body of the right shape, a tender the user may see and unlocked, within
 * the day's allowance, and its credit spent once per client id. Otherwise the JSON error to answer with.
 */
async function admitQuestion(request: Request, segment: string, userId: string): Promise<AdmittedQuestion | Response> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return jsonError(400, 'invalid_json', 'The request body is not JSON.');
  }
  const parsed = chatRequestSchema.safeParse(raw);
  if (!parsed.success) {
    return jsonError(422, 'invalid_question', parsed.error.issues[0]?.message ?? 'Type a question.');
  }
  const found = await lookupTender(segment);
  if (found.kind !== 'found') return jsonError(404, 'tender_not_found', 'No such tender.');
  const tender = found.tender;
  const db = await getDb();
  if ((await getUnlock(db, userId, tender.id))?.status !== 'active') {
    return jsonError(403, 'analysis_locked', 'Unlock the analysis of this tender to ask questions about it.');
  }
  const allowance = (await planLimits(userId)).chatQuestionsPerDay;
  const limit = await hit('analysis.chat', userId, { max: allowance });
  if (!limit.allowed) {
    return jsonError(
      429,
      'too_many_questions',
      `You have asked ${limit.limit} questions in the last 24 hours, as many as your plan allows. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`,
      { retryAfterSeconds: limit.retryAfterSeconds },
      { 'Retry-After': String(limit.retryAfterSeconds) },
    );
  }
  const reference = `question:${parsed.data.clientId}`;
  const spent = await spendMyCredits({
    amount: creditCosts.chatQuestion,
    purpose: 'chatbot',
    reference,
    tenderId: tender.id,
  });
  if (!spent) return jsonError(401, 'session_ended', 'Your session has ended. Sign in again to continue.');
  if (!spent.ok) {
    return jsonError(
      402,
      'insufficient_credits',
      `You have no credits left for questions (a question costs ${creditCosts.chatQuestion}). Buy credits or change plans on /pricing.`,
      { balance: spent.balance, pricing: '/pricing' },
    );
  }
  if (spent.alreadySpent) return jsonError(409, 'duplicate_question', 'This question was sent already.');
  return { db, tender, question: parsed.data.question, reference };
}

interface AnswerInput extends AdmittedQuestion {
  userId: string;
  engine: AnalysisEngine;
  /** The conversation so far, for a model. */
  previous: ModelMessage[];
  /** The stored assistant message the answer fills in. */
  answerId: string;
  signal: AbortSignal;
}

/**
 * The answer as a UI message stream: each claim written with its numbered citations as it comes, stored when
 * done; a failed answer is stored as failed and its question's credit refunded.
 */
function answerStream({ db, userId, tender, question, reference, engine, previous, answerId, signal }: AnswerInput) {
  const stream = createUIMessageStream<ChatUIMessage>({
    execute: async ({ writer }) => {
      writer.write({ type: 'start', messageId: answerId });
      writer.write({ type: 'text-start', id: 'answer' });
      let content = '';
      const write = (text: string) => {
        content += text;
        writer.write({ type: 'text-delta', id: 'answer', delta: text });
      };
      const citations: CitationView[] = [];
      const claims: StoredClaim[] = [];
      const fileNames = new Map<string, string>();
      const cite = (citation: Claim['citations'][number], words: readonly string[]) => {
        // The value and the passage it stands in cite the same quote: one source, numbered once, its words joined.
        const same = citations.find(
          (other) =>
            other.documentId === citation.documentId && other.page === citation.page && other.quote === citation.quote,
        );
        if (same) {
          same.words = [...new Set([...(same.words ?? []), ...words])];
          same.href = citationHref(tender.id, same.documentId, same.page, same.quote, same.words);
          return `[${same.n}]`;
        }
        const n = citations.length + 1;
        citations.push({
          n,
          ...citation,
          fileName: fileNames.get(citation.documentId) ?? 'document',
          words: [...words],
          href: citationHref(tender.id, citation.documentId, citation.page, citation.quote, words),
        });
        return `[${n}]`;
      };
      const show = (claim: Claim, words: readonly string[] = []) => {
        const marks = claim.citations.map((citation) => cite(citation, words));
        const text = engine.model ? claim.text : `“${claim.text.replace(/\s+/gu, ' ')}”`;
        write(`${claims.length > 0 ? '\n\n' : ''}${text} ${marks.join(' ')}`);
        writer.write({ type: 'data-citations', id: 'citations', data: [...citations] });
        claims.push({ ...claim, section: 'answer' });
      };
      let closest: Answer['closest'] = null;
      try {
        if (!engine.model) write(`${extractiveLabel}.\n\n`);
        const intro = content;
        content = '';
        const [set, terms] = await Promise.all([readDocumentSet(db, tender.id, userId), loadTermBase(db)]);
        for (const document of set.documents) fileNames.set(document.documentId, document.fileName);
        const pages = pageTextsOf(set);
        const index = questionIndex(set, terms);
        if (engine.model) {
          // The model reads the passages above the same floor: below it, the documents do not say.
          const found = askDocuments(index, question, terms, { limit: 8 });
          if (found.passages.length > 0) {
            await streamModelAnswer(
              { model: engine.model.model, sources: sourcesOf(found, pages), pages, signal },
              question,
              previous,
              (claim) => show(claim),
            );
          }
          closest = found.found ? null : found.closest;
        } else {
          const found = askDocuments(index, question, terms);
          closest = found.closest;
          const value = found.value;
          const first = found.passages[0];
          if (value && first) {
            // The value asked for, quoted where it stands: in the best passage, or in the sentence or row beside it.
            const inFirst = value.documentId === first.documentId && first.quote.includes(value.text);
            const claim: Claim = {
              text: value.text,
              status: 'cited',
              citations: [
                {
                  documentId: value.documentId,
                  page: inFirst ? first.page : value.page,
                  quote: inFirst ? first.quote : value.text,
                },
              ],
            };
            const verified = checkClaim(claim, pages);
            if (verified.status === 'cited') {
              const marks = verified.citations.map((citation) =>
                cite(citation, inFirst ? [...first.matched, value.text] : [value.text]),
              );
              write(`${valueLabel(value.kind)}: ${value.text} ${marks.join(' ')}`);
              writer.write({ type: 'data-citations', id: 'citations', data: [...citations] });
              claims.push({ ...verified, section: 'answer' });
            }
          }
          for (const [position, claim] of extractiveClaims(found).entries()) {
            // Units are the stored pages' own words; checked all the same, like every citation.
            const verified = checkClaim(claim, pages);
            const passage = found.passages[position]!;
            const words = position === 0 && value ? [...passage.matched, value.text] : passage.matched;
            if (verified.status === 'cited') show(verified, words);
          }
        }
        if (claims.length === 0) {
          write(notInDocuments);
          if (closest) {
            write(
              ` The closest passage looked at is in ${closest.section ? `“${closest.section}”, ` : ''}${closest.fileName}, page ${closest.page}.`,
            );
          }
        }
        writer.write({ type: 'text-end', id: 'answer' });
        writer.write({ type: 'finish' });
        await finishAnswer(db, answerId, { content: intro + content, status: 'generated', claims });
      } catch (error) {
        console.error('The chat answer failed:', error);
        await refundSpend(db, userId, 'chatbot', reference);
        await finishAnswer(db, answerId, {
          content,
          status: 'failed',
          error: 'The answer could not be made.',
          claims: [],
        });
        writer.write({
          type: 'error',
          errorText: 'The answer could not be made, and the question’s credit was refunded. Try again in a moment.',
        });
      }
    },
  });
  return stream;
}

/** POST body { question, clientId } → the answer as a UI message stream (useChat), or a JSON error. */
export async function answerChat(request: Request, segment: string, options: ChatOptions = {}): Promise<Response> {
  const user = await getOptionalUser();
  if (!user) return jsonError(401, 'unauthorized', 'Sign in to ask questions.');
  const admitted = await admitQuestion(request, segment, user.id);
  if (admitted instanceof Response) return admitted;
  const { db, tender, question } = admitted;
  const engine = options.engine ?? serverEngine();
  const previous = engine.model ? await history(db, user.id, tender.id) : [];
  await insertMessage(db, { userId: user.id, tenderId: tender.id, role: 'user', content: question });
  const answer = await insertMessage(db, {
    userId: user.id,
    tenderId: tender.id,
    role: 'assistant',
    kind: 'chatbot_chat_response',
    status: 'pending',
    content: '',
    mode: engine.model ? 'model' : 'extractive',
    modelName: engine.model?.name ?? null,
  });
  const stream = answerStream({
    ...admitted,
    userId: user.id,
    engine,
    previous,
    answerId: answer.id,
    signal: request.signal,
  });
  return createUIMessageStreamResponse({ stream, headers: { 'Cache-Control': 'no-store' } });
}
