// The tender chat: a question is answered from this tender's documents only. Passages are found by full-text
// ranking; the model (streamText) or the extractive mode (the best-matching sentences, quoted) answers in claims
// whose quotes are checked on their pages before they are streamed; nothing found means "the documents do not
// say". Each question costs credits (refunded when the answer fails) and counts against the day's allowance.
import 'server-only';
import { createUIMessageStream, createUIMessageStreamResponse, type ModelMessage } from 'ai';
import { z } from 'zod';
import {
  checkClaim,
  extractiveLabel,
  foldText,
  segmentPage,
  streamModelAnswer,
  type Claim,
  type PageTexts,
  type Source,
  withoutInstructions,
} from '@/lib/ai';
import { getOptionalUser } from '@/lib/auth/user';
import { creditCosts, planLimits, refundSpend, spendMyCredits } from '@/lib/billing';
import { getDb, type Database } from '@/lib/db';
import { countQuestionWords, readPageTexts, retrievePassages, type RetrievedPassage } from '@/lib/documents';
import { jsonError } from '@/lib/http/json';
import { hit } from '@/lib/rate-limit';
import { lookupTender, type TenderRow } from '@/lib/tenders';
import { serverEngine, type AnalysisEngine } from './generate';
import { finishAnswer, getUnlock, insertMessage, listMessages, type StoredClaim } from './store';
import { citationHref, notInDocuments, type ChatUIMessage, type CitationView } from './views';

export const chatRequestSchema = z.object({
  question: z
    .string()
    .transform((value) => value.replace(/\u0000/g, '').trim())
    .pipe(z.string().min(1, 'Type a question.').max(1000, 'Ask in at most 1,000 characters.')),
  /** The browser's id of the question: a retried request with the same id is not charged twice. */
  clientId: z.string().regex(/^[\w-]{1,100}$/u, 'A question needs an id.'),
});

/** Of a question's words, how many a passage must hold to answer it: all of one or two, three in five … */
export function wordsNeeded(total: number): number {
  return total <= 2 ? total : Math.ceil(total * 0.6);
}

/** The extractive answer: the sentences of the best passages that hold most of the question's words, quoted. */
export async function extractiveAnswer(
  db: Database,
  passages: readonly RetrievedPassage[],
  question: string,
): Promise<Claim[]> {
  const strong = passages.filter((passage) => passage.total > 0 && passage.matched >= wordsNeeded(passage.total));
  const picked: { text: string; passage: RetrievedPassage; score: number; order: number }[] = [];
  for (const [order, passage] of strong.slice(0, 4).entries()) {
    const sentences = segmentPage(passage.text).sentences.filter((sentence) => sentence.text.length >= 15);
    const scores = await countQuestionWords(
      db,
      sentences.map((sentence) => sentence.text),
      question,
      passage.searchConfig,
    );
    const best = Math.max(0, ...scores);
    if (best < Math.max(1, Math.ceil(passage.total / 2))) continue;
    sentences.forEach((sentence, index) => {
      if (scores[index] === best) picked.push({ text: sentence.text, passage, score: best, order });
    });
  }
  const seen = new Set<string>();
  return picked
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .filter((item) => {
      const key = foldText(item.text);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 3)
    .map((item) => ({
      text: item.text,
      status: 'cited' as const,
      citations: [{ documentId: item.passage.documentId, page: item.passage.page, quote: item.text }],
    }));
}

function sourcesOf(passages: readonly RetrievedPassage[]): Source[] {
  return passages.map((passage, index) => ({
    id: `S${index + 1}`,
    documentId: passage.documentId,
    fileName: passage.fileName,
    page: passage.page,
    text: passage.text,
  }));
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
      const show = (claim: Claim) => {
        const marks = claim.citations.map((citation) => {
          const n = citations.length + 1;
          const passage = passages.find((p) => p.documentId === citation.documentId);
          citations.push({
            n,
            ...citation,
            fileName: passage?.fileName ?? 'document',
            href: citationHref(tender.id, citation.documentId, citation.page, citation.quote),
          });
          return `[${n}]`;
        });
        const text = engine.model ? claim.text : `“${claim.text.replace(/\s+/gu, ' ')}”`;
        write(`${claims.length > 0 ? '\n\n' : ''}${text} ${marks.join(' ')}`);
        writer.write({ type: 'data-citations', id: 'citations', data: [...citations] });
        claims.push({ ...claim, section: 'answer' });
      };
      let passages: RetrievedPassage[] = [];
      try {
        if (!engine.model) write(`${extractiveLabel}.\n\n`);
        const intro = content;
        content = '';
        // Sentences that address an AI assistant are never read, quoted or answered from (lib/ai/instructions).
        passages = withoutInstructions(await retrievePassages(db, tender.id, userId, question, 8));
        const texts = await readPageTexts(db, tender.id, userId, passages);
        const pages: PageTexts = (documentId, page) => texts.get(`${documentId}:${page}`);
        if (engine.model && passages.length > 0) {
          await streamModelAnswer(
            { model: engine.model.model, sources: sourcesOf(passages), pages, signal },
            question,
            previous,
            show,
          );
        } else if (!engine.model) {
          for (const claim of await extractiveAnswer(db, passages, question)) {
            // Sentences of stored passages are on their pages; checked all the same, like every citation.
            const verified = checkClaim(claim, pages);
            if (verified.status === 'cited') show(verified);
          }
        }
        if (claims.length === 0) write(notInDocuments);
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
