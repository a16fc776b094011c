// What the product calls its analysis, by what runs on this server: "AI" only where a model writes the reports and
// answers; without one it is the document analysis, and the pages say what a model would add.

export interface AnalysisWording {
  /** A language model writes the reports and the chat's answers. */
  model: boolean;
  /** Mid-sentence: "AI analysis" or "document analysis". */
  name: string;
  /** The button on a tender's page. */
  action: string;
  /** The reports, mid-sentence: "AI reports" or "analysis reports". */
  reports: string;
  /** The home page's feature: its title and text. */
  featureTitle: string;
  featureText: string;
  /** Without a model, what configuring one would add; null with one. */
  withModel: string | null;
}

const withoutModel: AnalysisWording = {
  model: false,
  name: 'document analysis',
  action: 'Analyse the documents',
  reports: 'analysis reports',
  featureTitle: 'Analysis that quotes the documents',
  featureText:
    'A summary report, a compliance checklist and a chat that answer from the tender documents, each point quoted with its page.',
  withModel:
    'With an AI model configured, the reports and the chat’s answers are also written in plain sentences, every quote still checked against its page.',
};

const withAModel: AnalysisWording = {
  model: true,
  name: 'AI analysis',
  action: 'Analyse with AI',
  reports: 'AI reports',
  featureTitle: 'AI that reads the documents',
  featureText:
    'A summary report, a compliance checklist and a chat that answers questions from the tender documents, citing them.',
  withModel: null,
};

/** The words for a server with `model` (its name), or without one (null). */
export function analysisWording(model: { name: string } | null): AnalysisWording {
  return model ? withAModel : withoutModel;
}
