// AI's views (a side door, client-safe): the labels of claims' sections, categories and the extractive mode, and
// the claim types, for components that show reports without loading the analysis or the model SDK.
export { extractiveLabel, requirementCategoryLabels, summarySectionTitles } from './claims';
export type { ClaimStatus, Obligation, RequirementCategory, SummarySection } from './claims';
