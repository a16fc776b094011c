// CPV suggestions from a language model (any OpenAI-compatible endpoint, through the AI SDK): the profile goes in,
// structured output comes back (code and reason per suggestion), and only codes of the CPV list are kept.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output } from 'ai';
import { z } from 'zod';
import { cpvLabel, getCpv, normalizeCpvCode } from '@/lib/reference';
import type { CpvSuggestionInput, SuggestedCode } from './types';

export interface ModelSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** The model to use when AI_BASE_URL and AI_MODEL are configured (AI_API_KEY is optional: local servers need none). */
export function modelSettingsFrom(env: {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
}): ModelSettings | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
  return { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL };
}

const maxSuggestions = 10;

export const modelOutputSchema = z.object({
  suggestions: z
    .array(
      z.object({
        code: z.string().describe('An 8-digit CPV 2008 code, e.g. 90911200'),
        reason: z.string().describe('One sentence: what in the profile makes this code fit'),
      }),
    )
    .describe(`At most ${maxSuggestions} codes, the best fitting first`),
});

const instructions = `You assign CPV 2008 codes (the EU's Common Procurement Vocabulary) to companies, so they find
public tenders for what they do. Given a company profile, suggest up to ${maxSuggestions} CPV codes that describe
the work, supplies or services the company offers, most fitting first. Use only real CPV 2008 codes of 8 digits.
Prefer specific codes to broad ones when the profile is specific. For each code, give a one-sentence reason that
refers to what the profile says. Do not suggest the codes listed as excluded.`;

function promptOf(input: CpvSuggestionInput): string {
  const lines = [
    `Company name: ${input.companyName || '(not given)'}`,
    `Industry: ${input.industry || '(not given)'}`,
    `Description: ${input.description || '(not given)'}`,
  ];
  if (input.pastWins.length > 0) {
    const wins = input.pastWins.map((w) => `${w.code} (${cpvLabel(w.code) ?? 'unlisted'}): ${w.wins} won`);
    lines.push(`CPV codes of public contracts it won: ${wins.join('; ')}`);
  }
  if (input.exclude.length > 0) lines.push(`Excluded codes: ${input.exclude.join(', ')}`);
  return lines.join('\n');
}

export interface ModelResult {
  suggestions: SuggestedCode[];
  /** Codes the model gave that are not in the CPV list (or were excluded), left out. */
  rejected: string[];
}

/** Asks the model; throws when the endpoint fails or answers something that does not fit the schema. */
export async function suggestCpvWithModel(
  input: CpvSuggestionInput,
  settings: ModelSettings,
  signal?: AbortSignal,
): Promise<ModelResult> {
  const provider = createOpenAICompatible({
    name: 'configured',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
  });
  const { output } = await generateText({
    model: provider.chatModel(settings.model),
    output: Output.object({ schema: modelOutputSchema, name: 'cpv_suggestions' }),
    system: instructions,
    prompt: promptOf(input),
    temperature: 0,
    // The jobs runner retries a failed run with its own back-off.
    maxRetries: 0,
    abortSignal: signal,
  });
  const excluded = new Set(input.exclude);
  const kept = new Map<string, SuggestedCode>();
  const rejected: string[] = [];
  for (const { code, reason } of output.suggestions) {
    const normalized = normalizeCpvCode(code);
    if (normalized === null || getCpv(normalized) === null || excluded.has(normalized)) {
      rejected.push(code);
      continue;
    }
    if (!kept.has(normalized) && kept.size < maxSuggestions) {
      kept.set(normalized, { code: normalized, reason: reason.trim() || 'Suggested by the model', score: 0 });
    }
  }
  return { suggestions: [...kept.values()], rejected };
}
