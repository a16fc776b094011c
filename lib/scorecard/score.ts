// The scorecard's arithmetic and wording, pure: what each line's data says, its score, and the recommendation.
// A line without data says what is missing and is left out of the total (never counted as zero).
import {
  defaultScorecardWeights,
  scorecardParts,
  type KnockOutView,
  type Recommendation,
  type ScorecardFinding,
  type ScorecardLine,
  type ScorecardPart,
  type ScorecardSource,
  type ScorecardView,
  type ScorecardWeights,
} from './views';

export interface ScorecardInputs {
  now: Date;
  tender: {
    id: string;
    /** Main and additional CPV codes, 8 digits each. */
    cpvCodes: string[];
    countryCode: string;
    /** Place-of-performance NUTS codes. */
    nutsCodes: string[];
    estimateEuroValue: number | null;
    deadline: Date | null;
    buyerName: string | null;
  };
  profile: {
    companyName: string | null;
    cpvCodes: string[];
    regions: string[];
    preparationDays: number | null;
    weights: ScorecardWeights;
  };
  /** null: no compliance matrix yet (analysis locked or its report not made). */
  compliance: { knockOuts: KnockOutView[]; href: string } | null;
  /** The user's won saved tenders with an award value in euro. */
  wonValues: number[];
  /** Award statistics of similar lots (CPV class or wider × country × year); null when too few lots. */
  market: {
    label: string;
    href: string;
    year: number;
    lotCount: number;
    pricedCount: number;
    median: number | null;
    p25: number | null;
    p75: number | null;
    bidsPerLot: number | null;
    bidsCount: number;
  } | null;
  /** The buyer's habits; null when the tender names no known buyer. */
  buyer: { name: string; href: string; lowestPriceShare: number | null; lotsWithCriteria: number } | null;
  incumbent: { name: string; href: string; winDate: string } | null;
  /** The user's decided bids with this buyer (other tenders); null when the tender names no known buyer. */
  ownRecord: { won: number; lost: number; href: string } | null;
  links: { analysis: string; settings: string; tender: string; pipeline: string };
}

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const percent = (share: number) => `${Math.round(share * 100)} %`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function mean(scores: (number | null)[]): number | null {
  const present = scores.filter((score): score is number => score !== null);
  return present.length === 0 ? null : Math.round(present.reduce((a, b) => a + b, 0) / present.length);
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Knock-outs not met first, then those still to check, then met; the matrix's order within each. */
export function orderKnockOuts(knockOuts: readonly KnockOutView[]): KnockOutView[] {
  const rank = { not_met: 0, to_check: 1, met: 2 } as const;
  return knockOuts
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank[a.item.status] - rank[b.item.status] || a.index - b.index)
    .map(({ item }) => item);
}

export function complyLine(inputs: ScorecardInputs): Omit<ScorecardLine, 'weight'> {
  const sources: ScorecardSource[] = [{ label: 'Compliance matrix', href: inputs.links.analysis }];
  if (inputs.compliance === null) {
    return {
      part: 'comply',
      score: null,
      summary: 'No compliance matrix yet: nothing is known about the knock-out requirements.',
      findings: [],
      missing: ['Unlock the analysis of this tender to get its compliance matrix, then mark each requirement.'],
      sources,
    };
  }
  const knockOuts = orderKnockOuts(inputs.compliance.knockOuts);
  if (knockOuts.length === 0) {
    return {
      part: 'comply',
      score: null,
      summary: 'The compliance matrix lists no mandatory requirement: check the documents yourself.',
      findings: [],
      missing: ['No knock-out requirement was found in the documents.'],
      sources,
      knockOuts,
    };
  }
  const count = (status: KnockOutView['status']) => knockOuts.filter((item) => item.status === status).length;
  const [met, notMet, toCheck] = [count('met'), count('not_met'), count('to_check')];
  const findings: ScorecardFinding[] = [
    { text: `${met} of ${plural(knockOuts.length, 'knock-out requirement')} marked met.`, score: null },
  ];
  if (notMet > 0) findings.push({ text: `${notMet} marked not met.`, score: null });
  if (toCheck > 0) findings.push({ text: `${toCheck} still to check.`, score: null });
  const score = notMet > 0 ? 0 : Math.round((100 * met) / knockOuts.length);
  const summary =
    notMet > 0
      ? `${plural(notMet, 'knock-out requirement')} marked not met.`
      : toCheck > 0
        ? `${met} of ${knockOuts.length} knock-outs met, ${toCheck} still to check.`
        : `All ${plural(knockOuts.length, 'knock-out requirement')} marked met.`;
  const firstNotMet = knockOuts.find((item) => item.status === 'not_met');
  return {
    part: 'comply',
    score,
    summary,
    findings,
    missing: toCheck > 0 ? ['Mark the requirements still to check in the compliance matrix.'] : [],
    sources,
    knockOuts,
    ...(firstNotMet ? { blocking: `A knock-out requirement is marked not met: “${firstNotMet.text}”.` } : {}),
  };
}

/** How closely two CPV codes agree: 100 when the profile's code covers the tender's, less the higher they part. */
export function cpvAgreement(profileCode: string, tenderCode: string): number {
  const prefix = profileCode.replace(/0+$/u, '').padEnd(2, '0');
  if (tenderCode.startsWith(prefix)) return 100;
  let shared = 0;
  while (shared < 8 && profileCode[shared] === tenderCode[shared]) shared++;
  return shared >= 5 ? 75 : shared === 4 ? 60 : shared === 3 ? 40 : shared === 2 ? 20 : 0;
}

/** ISO 3166 and NUTS name two countries differently. */
const nutsCountry: Readonly<Record<string, string>> = { GR: 'EL', GB: 'UK' };

/** How a tender's place agrees with a profile region (a country or NUTS code): 100 inside, 50 same country. */
export function regionAgreement(region: string, tender: { countryCode: string; nutsCodes: string[] }): number {
  const code = region.toUpperCase();
  const country = nutsCountry[tender.countryCode] ?? tender.countryCode;
  const places = tender.nutsCodes.length > 0 ? tender.nutsCodes : [country];
  if (code === country || code === tender.countryCode) return 100;
  if (places.some((place) => place.startsWith(code) || (code.startsWith(place) && place.length > 2))) return 100;
  return code.slice(0, 2) === country ? 50 : 0;
}

export function fitLine(inputs: ScorecardInputs): Omit<ScorecardLine, 'weight'> {
  const { tender, profile } = inputs;
  const findings: ScorecardFinding[] = [];
  const missing: string[] = [];
  const sources: ScorecardSource[] = [{ label: 'Your company profile', href: inputs.links.settings }];

  if (profile.cpvCodes.length === 0) missing.push('Your profile has no CPV codes, so what you do cannot be compared.');
  else if (tender.cpvCodes.length === 0) missing.push('The tender gives no CPV code.');
  else {
    const best = Math.max(...tender.cpvCodes.flatMap((t) => profile.cpvCodes.map((p) => cpvAgreement(p, t))));
    findings.push({
      text:
        best === 100
          ? 'Its CPV codes are among yours.'
          : best === 0
            ? 'Its CPV codes are outside yours.'
            : 'Its CPV codes are near yours (same division or group, not the same class).',
      score: best,
    });
  }

  if (profile.regions.length === 0) missing.push('Your profile has no regions, so where it is cannot be compared.');
  else {
    const best = Math.max(...profile.regions.map((region) => regionAgreement(region, tender)));
    findings.push({
      text:
        best === 100
          ? 'It is performed in one of your regions.'
          : best === 50
            ? 'It is performed in a country you work in, outside your regions.'
            : 'It is performed outside your regions.',
      score: best,
    });
  }

  const typical = median(inputs.wonValues);
  if (tender.estimateEuroValue === null) missing.push('The tender gives no estimated value.');
  else if (typical === null) missing.push('No won tender with an award value yet, so there is no typical size.');
  else {
    const ratio = tender.estimateEuroValue / typical;
    const score = ratio >= 0.5 && ratio <= 2 ? 100 : ratio >= 0.25 && ratio <= 4 ? 50 : 0;
    const size =
      score === 100 ? 'in line with' : ratio > 1 ? `${ratio.toFixed(1)} times` : `${Math.round(ratio * 100)} % of`;
    findings.push({
      text: `Its estimate (${euro.format(tender.estimateEuroValue)}) is ${size} your typical won value (${euro.format(typical)}, median of ${plural(inputs.wonValues.length, 'win')}).`,
      score,
    });
    sources.push({ label: 'Your won tenders', href: inputs.links.pipeline });
  }

  const score = mean(findings.map((finding) => finding.score));
  return {
    part: 'fit',
    score,
    summary:
      score === null
        ? 'Nothing to compare yet.'
        : findings.length < 3
          ? `Fit ${score} / 100 on ${findings.length} of 3 checks.`
          : `Fit ${score} / 100 on CPV codes, region and value.`,
    findings,
    missing,
    sources,
  };
}

/** Fewer bidders per lot, better odds: the competition's share of the score. */
export function bidsScore(bidsPerLot: number): number {
  return bidsPerLot <= 2 ? 100 : bidsPerLot <= 4 ? 70 : bidsPerLot <= 7 ? 40 : 20;
}

const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, ' ')
    .trim();

export function winLine(inputs: ScorecardInputs): Omit<ScorecardLine, 'weight'> {
  const findings: ScorecardFinding[] = [];
  const missing: string[] = [];
  const sources: ScorecardSource[] = [];
  const { market, buyer, incumbent, ownRecord } = inputs;

  if (market === null) missing.push('Too few similar lots were awarded to quote their prices or bids.');
  else {
    sources.push({ label: `Awarded lots: ${market.label}`, href: market.href });
    if (market.bidsPerLot === null) missing.push('Similar lots do not report how many bids they received.');
    else {
      findings.push({
        text: `Similar lots (${market.label}, ${market.year}) received ${market.bidsPerLot.toFixed(1)} bids on average (${plural(market.bidsCount, 'lot')} reporting).`,
        score: bidsScore(market.bidsPerLot),
      });
    }
    if (market.median !== null && market.p25 !== null && market.p75 !== null) {
      findings.push({
        text: `They were awarded at ${euro.format(market.median)} (median; half between ${euro.format(market.p25)} and ${euro.format(market.p75)}, ${plural(market.pricedCount, 'priced lot')}).`,
        score: null,
      });
    }
  }

  if (buyer === null) missing.push('The tender names no buyer known from award notices.');
  else {
    sources.push({ label: `Buyer: ${buyer.name}`, href: buyer.href });
    if (buyer.lowestPriceShare === null) missing.push('The buyer’s award notices give no award criteria.');
    else {
      findings.push({
        text: `${buyer.name} awarded ${percent(buyer.lowestPriceShare)} of its lots on price alone (${plural(buyer.lotsWithCriteria, 'lot')} with criteria).`,
        score: null,
      });
    }
  }

  if (incumbent !== null) {
    const ours = inputs.profile.companyName !== null && nameKey(inputs.profile.companyName) === nameKey(incumbent.name);
    sources.push({ label: `Likely incumbent: ${incumbent.name}`, href: incumbent.href });
    findings.push({
      text: ours
        ? `You are the likely incumbent: you won this buyer’s last such lot (${incumbent.winDate}).`
        : `Likely incumbent: ${incumbent.name}, who won this buyer’s last such lot (${incumbent.winDate}).`,
      score: ours ? 100 : 40,
    });
  } else if (buyer !== null) missing.push('No earlier winner of this buyer in this CPV class is on record.');

  // Without a known buyer the record cannot be looked up; the buyer's absence is said above.
  if (ownRecord === null) {
    /* nothing more to say */
  } else if (ownRecord.won + ownRecord.lost === 0) {
    missing.push('You have no won or lost bid with this buyer in your pipeline yet.');
  } else {
    const decided = ownRecord.won + ownRecord.lost;
    sources.push({ label: 'Your pipeline', href: ownRecord.href });
    findings.push({
      text: `Your record with this buyer: ${ownRecord.won} won, ${ownRecord.lost} lost.`,
      score: Math.round((100 * ownRecord.won) / decided),
    });
  }

  const score = mean(findings.map((finding) => finding.score));
  return {
    part: 'win',
    score,
    summary: score === null ? 'Not enough market data to judge the odds.' : `Win ${score} / 100.`,
    findings,
    missing,
    sources,
  };
}

/** Monday-to-Friday days from `now` (exclusive) to `deadline` (inclusive), in UTC. */
export function workingDaysBetween(now: Date, deadline: Date): number {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end = Date.UTC(deadline.getUTCFullYear(), deadline.getUTCMonth(), deadline.getUTCDate());
  let days = 0;
  for (let day = start + 86_400_000; day <= end; day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days++;
  }
  return days;
}

export function timeLine(inputs: ScorecardInputs): Omit<ScorecardLine, 'weight'> {
  const { deadline } = inputs.tender;
  const sources: ScorecardSource[] = [{ label: 'The notice’s deadline', href: inputs.links.tender }];
  const prep = inputs.profile.preparationDays;
  if (deadline === null) {
    return {
      part: 'time',
      score: null,
      summary: 'The notice gives no submission deadline.',
      findings: [],
      missing: ['No deadline to count the days to.'],
      sources,
    };
  }
  if (deadline.getTime() <= inputs.now.getTime()) {
    return {
      part: 'time',
      score: 0,
      summary: 'The deadline has passed.',
      findings: [],
      missing: [],
      sources,
      blocking: 'The deadline has passed.',
    };
  }
  const calendarDays = Math.ceil((deadline.getTime() - inputs.now.getTime()) / 86_400_000);
  const working = workingDaysBetween(inputs.now, deadline);
  const left = `${plural(calendarDays, 'day')} left (${plural(working, 'working day')}).`;
  if (prep === null) {
    return {
      part: 'time',
      score: null,
      summary: left,
      findings: [{ text: left, score: null }],
      missing: ['Set your preparation time in settings to compare it with the days left.'],
      sources: [...sources, { label: 'Preparation time (settings)', href: inputs.links.settings }],
    };
  }
  const score = working >= prep * 1.5 ? 100 : working >= prep ? 70 : working >= prep / 2 ? 30 : 0;
  return {
    part: 'time',
    score,
    summary: working >= prep ? `${left} You need ${prep}.` : `${left} You need ${prep}: too little time.`,
    findings: [{ text: `${left} Your preparation time is ${plural(prep, 'working day')}.`, score }],
    missing: [],
    sources: [...sources, { label: 'Preparation time (settings)', href: inputs.links.settings }],
  };
}

/** Weights as stored (any subset, any numbers) made whole: unknown or invalid parts take their default. */
export function resolveWeights(stored: Record<string, unknown> | null | undefined): ScorecardWeights {
  const weights = { ...defaultScorecardWeights };
  for (const part of scorecardParts) {
    const value = stored?.[part];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100) weights[part] = value;
  }
  return weights;
}

const bidFrom = 65;
const considerFrom = 40;

export function recommend(
  lines: readonly ScorecardLine[],
  total: number | null,
): {
  recommendation: Recommendation | null;
  reasons: string[];
} {
  const blocking = lines.find((line) => line.blocking !== undefined);
  if (blocking?.blocking) return { recommendation: 'no_bid', reasons: [blocking.blocking] };
  if (total === null) return { recommendation: null, reasons: ['Not enough data for a recommendation yet.'] };
  const scored = lines.filter((line) => line.score !== null);
  const strong = scored.filter((line) => line.score! >= 70).map((line) => line.part);
  const weak = scored.filter((line) => line.score! < 40).map((line) => line.part);
  const reasons: string[] = [];
  if (weak.length > 0) reasons.push(`Weak: ${weak.join(', ')}.`);
  if (strong.length > 0) reasons.push(`Strong: ${strong.join(', ')}.`);
  const leftOut = lines.filter((line) => line.score === null).map((line) => line.part);
  if (leftOut.length > 0) reasons.push(`Left out for want of data: ${leftOut.join(', ')}.`);
  const recommendation: Recommendation = total >= bidFrom ? 'bid' : total >= considerFrom ? 'consider' : 'no_bid';
  reasons.unshift(
    `Total ${total} / 100 on ${plural(scored.length, 'part')}: ${
      recommendation === 'bid'
        ? `${bidFrom} or more`
        : recommendation === 'consider'
          ? `${considerFrom} to ${bidFrom - 1}`
          : `under ${considerFrom}`
    }.`,
  );
  return { recommendation, reasons };
}

/** The scorecard of a tender for a user: every line, the weighted total of the lines with data, and the advice. */
export function scoreTender(inputs: ScorecardInputs): ScorecardView {
  const weights = inputs.profile.weights;
  const lines: ScorecardLine[] = [complyLine(inputs), fitLine(inputs), winLine(inputs), timeLine(inputs)].map(
    (line) => ({ ...line, weight: weights[line.part] }),
  );
  const counted = lines.filter((line) => line.score !== null && line.weight > 0);
  const weightSum = counted.reduce((sum, line) => sum + line.weight, 0);
  const total =
    weightSum === 0 ? null : Math.round(counted.reduce((sum, line) => sum + line.score! * line.weight, 0) / weightSum);
  const { recommendation, reasons } = recommend(lines, total);
  return {
    tenderId: inputs.tender.id,
    lines,
    total,
    recommendation,
    reasons,
    leftOut: lines.filter((line) => line.score === null).map((line): ScorecardPart => line.part),
  };
}
