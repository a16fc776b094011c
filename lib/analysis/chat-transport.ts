// How the chat's client talks to its route handler: useChat's HTTP transport, sending only the new question and
// its id (the server keeps the history), and reading the answer's UI message stream. Safe in the browser.
import { DefaultChatTransport } from 'ai';
import type { ChatUIMessage } from './views';

export function chatApi(tenderId: string): string {
  return `/api/tenders/${tenderId}/analysis/chat`;
}

export function chatTransport(
  tenderId: string,
  options: { origin?: string; headers?: Record<string, string>; fetch?: typeof fetch } = {},
): DefaultChatTransport<ChatUIMessage> {
  return new DefaultChatTransport<ChatUIMessage>({
    api: `${options.origin ?? ''}${chatApi(tenderId)}`,
    headers: options.headers,
    fetch: options.fetch,
    prepareSendMessagesRequest: ({ messages }) => {
      const last = messages.at(-1);
      const question = (last?.parts ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');
      return { body: { question, clientId: last?.id ?? '' } };
    },
  });
}
