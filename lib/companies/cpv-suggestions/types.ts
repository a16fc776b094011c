// What CPV suggestions are made from and what they are, in either mode.

/** What is known of a user's company: its profile's words and, if it is a known winner, its past wins. */
export interface CpvSuggestionInput {
  companyName: string | null;
  industry: string | null;
  description: string | null;
  /** CPV codes of the wins of the company of that name, with how often and under which name it won them. */
  pastWins: readonly { code: string; wins: number; asName: string }[];
  /** Codes not to suggest: the company's own and those the user dropped. */
  exclude: readonly string[];
}

export interface SuggestedCode {
  /** 8 digits, a listed CPV code. */
  code: string;
  /** Why, in a sentence the user reads. */
  reason: string;
  /** Ranking weight (extractive mode); 0 where it has none. */
  score: number;
}
