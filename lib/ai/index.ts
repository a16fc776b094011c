// AI's front door: the claim shape every output takes, quote verification, the extractive analysis, and the
// model mode through the Vercel AI SDK. Knows no database: callers bring the documents' text.
export {
  checkClaim,
  extractiveLabel,
  failedCitations,
  requirementCategoryLabels,
  summarySections,
  summarySectionTitles,
  type Citation,
  type Claim,
  type ClaimData,
  type ClaimStatus,
  obligations,
  type Obligation,
  type PageTexts,
  type RequirementCategory,
  type RequirementClaim,
  type SummaryReport,
  type SummarySection,
} from './claims';
export { foldQuote, foldText, locateQuote, verifyQuote, type QuoteSpan } from './quotes';
export { addressesAssistant, screenInstructions, withoutInstructions, type ScreenedText } from './instructions';
export {
  analyseExtractively,
  noticeClaims,
  formatDay,
  readSentences,
  requirementKey,
  summarise,
  type CompanyProfile,
  type ExtractiveAnalysis,
  type Sentence,
  type SourceDocument,
  type TenderFacts,
} from './extractive/analysis';
export { segmentPage } from './extractive/text';
export { findQuantities } from './extractive/quantities';
export { buildSources, sourceParts, sourcesText, type Source } from './sources';
export {
  checkModelClaims,
  modelRequirements,
  modelRequirementsInParts,
  modelSummary,
  modelSummaryInParts,
  streamModelAnswer,
  type ModelRun,
  type VerifyStats,
} from './model-analysis';
export {
  configuredModel,
  languageModelOf,
  modelSettingsOf,
  serverAnalysisWording,
  type AnalysisModel,
  type ModelSettings,
} from './model';
export { analysisWording, type AnalysisWording } from './wording';
export {
  askDocuments,
  askedValue,
  indexDocuments,
  relevanceFloor,
  type Answer,
  type AnswerPassage,
  type AnswerValue,
  type Mark,
  type QuestionIndex,
  type ValueKind,
} from './extractive/ask';
