// The language model of this server, if one is configured: any OpenAI-compatible endpoint (AI_BASE_URL, AI_MODEL
// and AI_API_KEY where the endpoint needs one) through the Vercel AI SDK. Without one, analysis is extractive.
import 'server-only';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { modelConfiguredIn } from '@/lib/config/env-schema';
import { serverEnv } from '@/lib/config/server';
import { analysisWording, type AnalysisWording } from './wording';

export interface ModelSettings {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
}

/** The model's settings, or null when AI_BASE_URL or AI_MODEL is missing (a local server may need no key). */
export function modelSettingsOf(env: {
  AI_BASE_URL?: string | undefined;
  AI_API_KEY?: string | undefined;
  AI_MODEL?: string | undefined;
}): ModelSettings | null {
  if (!modelConfiguredIn(env)) return null;
  return { baseURL: env.AI_BASE_URL.replace(/\/+$/u, ''), apiKey: env.AI_API_KEY, model: env.AI_MODEL };
}

export interface AnalysisModel {
  model: LanguageModel;
  /** What the pages name as the model: its id at the endpoint. */
  name: string;
}

export function languageModelOf(settings: ModelSettings): AnalysisModel {
  const provider = createOpenAICompatible({
    name: 'ai',
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
    // Reports ask for a JSON schema (response_format json_schema), which OpenAI, Mistral, vLLM and Ollama accept.
    supportsStructuredOutputs: true,
    includeUsage: true,
  });
  return { model: provider.chatModel(settings.model), name: settings.model };
}

const settings = modelSettingsOf(serverEnv);
let configured: AnalysisModel | null | undefined;

/** This server's model, or null: the extractive mode. */
export function configuredModel(): AnalysisModel | null {
  if (configured === undefined) configured = settings ? languageModelOf(settings) : null;
  return configured;
}

/** What this server's pages call the analysis: "AI" only with a model configured. */
export function serverAnalysisWording(): AnalysisWording {
  return analysisWording(configuredModel());
}
