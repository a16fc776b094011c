// A local OpenAI-compatible model server for the model-mode tests and the benchmark: POST /v1/chat/completions
// over real HTTP, answering with JSON that fits the request's response_format (json_schema), whole or as
// server-sent events when `stream: true`. It reads the numbered passages in the prompt and quotes them, so its
// answers are about the documents it is given; its modes say how faithfully it quotes:
//   faithful      every quote copied exactly from its passage;
//   invent        the first claim of every answer quotes words no passage holds, and so does its correction;
//   fix-on-retry  the first claim's quote has one word changed; asked again, it quotes exactly.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ModelMode = 'faithful' | 'invent' | 'fix-on-retry';

/** The words the invent mode puts in a quote: on no page of any test document. */
export const inventedQuote = 'The contractor shall receive a bonus of EUR 999,999 for every day of work';

export interface ModelRequest {
  model: string;
  stream: boolean;
  /** The response_format's json_schema name: summary_report, compliance_report, corrections, answer. */
  schemaName: string | null;
  schemaType: string | null;
  authorization: string | null;
  /** Every message's text, joined: what the model was given to read. */
  prompt: string;
}

export interface OpenAiServer {
  origin: string;
  /** For AI_BASE_URL: the origin and /v1. */
  baseURL: string;
  apiKey: string;
  requests: ModelRequest[];
  mode: ModelMode;
  close: () => Promise<void>;
}

interface Passage {
  id: string;
  fileName: string;
  page: number;
  text: string;
}

interface Claim {
  text: string;
  citations: { source: string; quote: string }[];
}

const passagePattern =
  /\[(S\d+)\] (.+?), page (\d+)\n([\s\S]*?)(?=\n\n\[S\d+\] |\n\nQuestion: |\n\nSome of your quotes|$)/gu;

function passagesOf(prompt: string): Passage[] {
  return [...prompt.matchAll(passagePattern)].map((match) => ({
    id: match[1]!,
    fileName: match[2]!,
    page: Number(match[3]),
    text: match[4]!.trim(),
  }));
}

/** A passage's sentences, as exact pieces of its text. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ])|\n(?=[A-ZÄÖÜ0-9])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 25);
}

/** The first words of a sentence, enough to cite it. */
function quoteOf(sentence: string): string {
  return sentence.split(/\s+/u).slice(0, 14).join(' ');
}

function claimFrom(passage: Passage, sentence: string, lead = ''): Claim {
  return {
    text: `${lead}${sentence.replace(/\s+/gu, ' ')}`,
    citations: [{ source: passage.id, quote: quoteOf(sentence) }],
  };
}

function matching(passages: Passage[], pattern: RegExp, limit: number): Claim[] {
  const claims: Claim[] = [];
  for (const passage of passages) {
    for (const sentence of sentences(passage.text)) {
      if (claims.length >= limit) return claims;
      if (pattern.test(sentence)) claims.push(claimFrom(passage, sentence));
    }
  }
  return claims;
}

function summary(passages: Passage[]) {
  const dateClaims = matching(passages, /\d{1,2} (?:March|July|June) 20\d\d|\d{2}\.\d{2}\.20\d\d/u, 6).map((claim) => ({
    ...claim,
    kind: /deadline|submission/iu.test(claim.text)
      ? 'submission'
      : /question/iu.test(claim.text)
        ? 'questions'
        : /site visit/iu.test(claim.text)
          ? 'site_visit'
          : /opened/iu.test(claim.text)
            ? 'opening'
            : 'other',
    date: '2027-03-26',
  }));
  return {
    glance: matching(passages, /estimated value|contracting authority|lots/iu, 3),
    scope: matching(passages, /contractor shall|buys/iu, 3),
    dates: dateClaims,
    eligibility: matching(passages, /turnover|insurance|references|bankrupt|convicted/iu, 5),
    award: matching(passages, /%$|points/iu, 3).map((claim) => ({
      ...claim,
      criterion: claim.text.split(':')[0]!,
      weight: '',
    })),
    documents: matching(passages, /enclosed|form/iu, 2),
    contract: matching(passages, /penalty|guarantee|invoice/iu, 3).map((claim) => ({
      ...claim,
      topic: /penalty/iu.test(claim.text) ? 'penalty' : /guarantee/iu.test(claim.text) ? 'guarantee' : 'payment',
    })),
    risks: matching(passages, /unlimited|without compensation/iu, 2),
    questions: [{ text: 'Ask the buyer how many window-cleaning hours are firm.', citations: [] }],
    signals: [{ text: 'Check the turnover threshold against your accounts.', citations: [], direction: 'check' }],
    notStated: [{ section: 'dates', text: 'The documents give no date for the end of the question period in German.' }],
  };
}

function compliance(passages: Passage[]) {
  return {
    requirements: matching(passages, /\b(?:must|shall|muss|müssen)\b/iu, 40).map((claim) => ({
      ...claim,
      category: /turnover|insurance|versicherung/iu.test(claim.text)
        ? 'economic_financial_standing'
        : /bankrupt|convicted|taxes/iu.test(claim.text)
          ? 'exclusion_grounds'
          : /submitted|signed|enclosed/iu.test(claim.text)
            ? 'submission_formalities'
            : /penalty|guarantee|liability/iu.test(claim.text)
              ? 'contract_condition'
              : /references|certificate|experience/iu.test(claim.text)
                ? 'technical_professional_ability'
                : 'technical_specification',
      obligation: 'mandatory',
    })),
  };
}

const stopWords = new Set([
  'what',
  'which',
  'when',
  'where',
  'does',
  'there',
  'this',
  'that',
  'with',
  'from',
  'have',
  'applies',
]);

function answer(passages: Passage[], question: string) {
  const words = question
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4 && !stopWords.has(word))
    .map((word) => word.slice(0, 5));
  const scored = passages.flatMap((passage) =>
    sentences(passage.text).map((sentence) => ({
      passage,
      sentence,
      score: words.filter((word) => sentence.toLowerCase().includes(word)).length,
    })),
  );
  const best = scored.filter((item) => words.length > 0 && item.score >= Math.ceil(words.length * 0.6));
  best.sort((a, b) => b.score - a.score);
  return {
    elements: best
      .slice(0, 2)
      .map((item) => claimFrom(item.passage, item.sentence, `${item.passage.fileName} states: `)),
  };
}

/** The first claim of an answer, made to quote words of its own (invent) or with one word changed (fix). */
function spoil(claims: Claim[], mode: ModelMode): void {
  const first = claims.find((claim) => claim.citations.length > 0);
  if (!first || mode === 'faithful') return;
  const citation = first.citations[0]!;
  citation.quote = mode === 'invent' ? inventedQuote : citation.quote.replace(/\b(\p{L}{4,})\b/u, (word) => `${word}s`);
}

function corrections(prompt: string, passages: Passage[], mode: ModelMode) {
  const claims = [
    ...prompt.matchAll(
      /Claim (\d+): (.+)\n- (?:"(S\d+)" is not one of the passages|The quote ".*" is not in (S\d+))/gu,
    ),
  ];
  return {
    claims: claims.map((match) => {
      const source = passages.find((passage) => passage.id === (match[3] ?? match[4]));
      const text = match[2]!;
      const sentence = source
        ? sentences(source.text).find((s) => text.includes(s.replace(/\s+/gu, ' ').slice(0, 40)))
        : null;
      const quote = mode === 'invent' || !sentence ? inventedQuote : quoteOf(sentence);
      return { index: Number(match[1]), text, citations: [{ source: source?.id ?? 'S1', quote }] };
    }),
  };
}

function contentFor(body: ChatBody, mode: ModelMode, schemaName: string | null): string {
  const prompt = body.messages
    .map((message) => (typeof message.content === 'string' ? message.content : ''))
    .join('\n\n');
  const last = body.messages.at(-1);
  const lastText = typeof last?.content === 'string' ? last.content : '';
  const passages = passagesOf(prompt);
  switch (schemaName) {
    case 'summary_report': {
      const report = summary(passages);
      spoil([...report.eligibility, ...report.scope], mode);
      return JSON.stringify(report);
    }
    case 'compliance_report': {
      const report = compliance(passages);
      spoil(report.requirements, mode);
      return JSON.stringify(report);
    }
    case 'corrections':
      return JSON.stringify(corrections(lastText, passages, mode));
    case 'answer': {
      const question = /Question: ([\s\S]+)$/u.exec(lastText)?.[1]?.trim() ?? '';
      const reply = answer(passagesOf(lastText), question);
      spoil(reply.elements, mode);
      return JSON.stringify(reply);
    }
    default:
      return 'I only answer in JSON.';
  }
}

interface ChatBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown }[];
  response_format?: { type: string; json_schema?: { name?: string } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startOpenAiServer(mode: ModelMode = 'faithful', apiKey = 'test-key'): Promise<OpenAiServer> {
  const requests: ModelRequest[] = [];
  const state = { mode };
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        return sendJson(response, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      }
      const authorization = request.headers.authorization ?? null;
      if (authorization !== `Bearer ${apiKey}`) {
        return sendJson(response, 401, { error: { message: 'Invalid API key', type: 'invalid_request_error' } });
      }
      const body = JSON.parse(await readBody(request)) as ChatBody;
      const schemaName = body.response_format?.json_schema?.name ?? null;
      requests.push({
        model: body.model,
        stream: body.stream === true,
        schemaName,
        schemaType: body.response_format?.type ?? null,
        authorization,
        prompt: body.messages
          .map((message) => (typeof message.content === 'string' ? message.content : ''))
          .join('\n\n'),
      });
      const content = contentFor(body, state.mode, schemaName);
      const base = { id: `chatcmpl-${requests.length}`, created: Math.floor(Date.now() / 1000), model: body.model };
      const usage = {
        prompt_tokens: 100,
        completion_tokens: Math.ceil(content.length / 4),
        total_tokens: 100 + Math.ceil(content.length / 4),
      };
      if (!body.stream) {
        return sendJson(response, 200, {
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage,
        });
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      const send = (chunk: unknown) => response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
      });
      for (let at = 0; at < content.length; at += 24) {
        send({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content: content.slice(at, at + 24) }, finish_reason: null }],
        });
        // Lets the pieces leave as separate writes, as a model's tokens do.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        usage,
      });
      response.end('data: [DONE]\n\n');
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error) } });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseURL: `${origin}/v1`,
    apiKey,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(next: ModelMode) {
      state.mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
