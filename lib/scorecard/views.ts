// The bid/no-bid scorecard as pages show it, its parts and their default weights: safe to import in the browser.

/** The four questions a bid decision answers: can we comply, do we fit, can we win, is there time. */
export const scorecardParts = ['comply', 'fit', 'win', 'time'] as const;
export type ScorecardPart = (typeof scorecardParts)[number];

export type ScorecardWeights = Record<ScorecardPart, number>;

/** Compliance first: a knock-out not met ends a bid whatever the market says. */
export const defaultScorecardWeights: Readonly<ScorecardWeights> = { comply: 40, fit: 25, win: 20, time: 15 };

export const scorecardPartLabels: Readonly<Record<ScorecardPart, string>> = {
  comply: 'Comply',
  fit: 'Fit',
  win: 'Win',
  time: 'Time',
};

export const scorecardPartQuestions: Readonly<Record<ScorecardPart, string>> = {
  comply: 'Can we meet the knock-out requirements?',
  fit: 'Does it match what we do, where we work and the sizes we win?',
  win: 'How strong is the competition, and how have we done with this buyer?',
  time: 'Is there enough time to prepare the bid?',
};

/** What a line rests on: a page the user can open to check it. */
export interface ScorecardSource {
  label: string;
  href: string;
}

/** A knock-out requirement as the comply line lists it; "not met" ones first. */
export interface KnockOutView {
  key: string;
  text: string;
  status: 'met' | 'not_met' | 'to_check';
  citation: { fileName: string; page: number; quote: string; href: string } | null;
}

/** One finding of a line: what the data says, and the score it adds (null: shown, not scored). */
export interface ScorecardFinding {
  text: string;
  score: number | null;
}

export interface ScorecardLine {
  part: ScorecardPart;
  /** 0–100; null when the line has no data to score (left out of the total, not counted as zero). */
  score: number | null;
  /** The weight it carries in the total as the user set it. */
  weight: number;
  summary: string;
  findings: ScorecardFinding[];
  /** What is missing for a fuller line, in words ("Your profile has no regions"). */
  missing: string[];
  sources: ScorecardSource[];
  /** Comply only: the knock-outs, "not met" first. */
  knockOuts?: KnockOutView[];
  /** A finding that rules a bid out whatever the total (a knock-out not met, a passed deadline), in words. */
  blocking?: string;
}

export type Recommendation = 'bid' | 'consider' | 'no_bid';

export const recommendationLabels: Readonly<Record<Recommendation, string>> = {
  bid: 'Bid',
  consider: 'Consider',
  no_bid: 'No bid',
};

export interface ScorecardView {
  tenderId: string;
  lines: ScorecardLine[];
  /** Weighted mean of the lines that have a score; null when none has. */
  total: number | null;
  recommendation: Recommendation | null;
  /** Why, in words: the deciding findings first. */
  reasons: string[];
  /** The parts left out of the total for want of data. */
  leftOut: ScorecardPart[];
}
