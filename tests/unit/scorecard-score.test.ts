// The scorecard's lines, each with its data present and absent: a line without data says what is missing and is
// left out of the total; the recommendation follows from the lines, a knock-out not met deciding first.
import { describe, expect, it } from 'vitest';
import {
  cpvAgreement,
  regionAgreement,
  resolveWeights,
  scoreTender,
  workingDaysBetween,
  type ScorecardInputs,
} from '@/lib/scorecard/score';
import { defaultScorecardWeights } from '@/lib/scorecard/views';

const now = new Date('2026-03-02T09:00:00Z'); // a Monday

/** Every part's data absent. */
function bare(): ScorecardInputs {
  return {
    now,
    tender: {
      id: 'abc',
      cpvCodes: [],
      countryCode: 'AT',
      nutsCodes: [],
      estimateEuroValue: null,
      deadline: null,
      buyerName: null,
    },
    profile: {
      companyName: null,
      cpvCodes: [],
      regions: [],
      preparationDays: null,
      weights: { ...defaultScorecardWeights },
    },
    compliance: null,
    wonValues: [],
    market: null,
    buyer: null,
    incumbent: null,
    ownRecord: null,
    links: { analysis: '/a', settings: '/s', tender: '/t', pipeline: '/p' },
  };
}

const line = (inputs: ScorecardInputs, part: string) => scoreTender(inputs).lines.find((l) => l.part === part)!;

const citation = {
  fileName: 'terms.pdf',
  page: 4,
  quote: 'ISO 9001 certificate',
  href: '/tenders/abc/documents/d?page=4',
};

describe('comply', () => {
  it('without a compliance matrix says so and is left out of the total', () => {
    const card = scoreTender(bare());
    const comply = card.lines.find((l) => l.part === 'comply')!;
    expect(comply.score).toBeNull();
    expect(comply.summary).toContain('No compliance matrix yet');
    expect(comply.missing[0]).toContain('Unlock the analysis');
    expect(card.leftOut).toContain('comply');
  });

  it('with a matrix but no knock-out says it found none, without a score', () => {
    const inputs = { ...bare(), compliance: { href: '/a', knockOuts: [] } };
    expect(line(inputs, 'comply').score).toBeNull();
    expect(line(inputs, 'comply').missing).toEqual(['No knock-out requirement was found in the documents.']);
  });

  it('counts met, not met and to check, lists a not-met knock-out first with its quote and page, and advises no bid', () => {
    const inputs: ScorecardInputs = {
      ...bare(),
      compliance: {
        href: '/a',
        knockOuts: [
          { key: 'r1', text: 'Turnover of EUR 1 million', status: 'met', citation: null },
          { key: 'r2', text: 'Valid tax certificate', status: 'to_check', citation: null },
          { key: 'r3', text: 'ISO 9001 certification', status: 'not_met', citation },
        ],
      },
    };
    const card = scoreTender(inputs);
    const comply = card.lines.find((l) => l.part === 'comply')!;
    expect(comply.knockOuts!.map((k) => k.key)).toEqual(['r3', 'r2', 'r1']);
    expect(comply.knockOuts![0]!.citation).toEqual(citation);
    expect(comply.findings.map((f) => f.text)).toEqual([
      '1 of 3 knock-out requirements marked met.',
      '1 marked not met.',
      '1 still to check.',
    ]);
    expect(comply.score).toBe(0);
    expect(card.recommendation).toBe('no_bid');
    expect(card.reasons[0]).toContain('ISO 9001 certification');
  });

  it('scores the share confirmed met when none fails', () => {
    const inputs: ScorecardInputs = {
      ...bare(),
      compliance: {
        href: '/a',
        knockOuts: [
          { key: 'r1', text: 'a', status: 'met', citation: null },
          { key: 'r2', text: 'b', status: 'to_check', citation: null },
        ],
      },
    };
    expect(line(inputs, 'comply').score).toBe(50);
    expect(line(inputs, 'comply').summary).toBe('1 of 2 knock-outs met, 1 still to check.');
  });
});

describe('fit', () => {
  it('without profile codes, regions, estimate or wins names each gap and has no score', () => {
    const fit = line(bare(), 'fit');
    expect(fit.score).toBeNull();
    expect(fit.missing).toEqual([
      'Your profile has no CPV codes, so what you do cannot be compared.',
      'Your profile has no regions, so where it is cannot be compared.',
      'The tender gives no estimated value.',
    ]);
  });

  it('compares CPV codes, region and value with the profile and the won values', () => {
    const inputs: ScorecardInputs = {
      ...bare(),
      tender: { ...bare().tender, cpvCodes: ['45210000'], nutsCodes: ['AT130'], estimateEuroValue: 400_000 },
      profile: { ...bare().profile, cpvCodes: ['45000000'], regions: ['AT13'] },
      wonValues: [300_000, 500_000, 200_000],
    };
    const fit = line(inputs, 'fit');
    expect(fit.findings.map((f) => f.score)).toEqual([100, 100, 100]);
    expect(fit.findings[2]!.text).toContain('in line with your typical won value');
    expect(fit.score).toBe(100);
    expect(fit.missing).toEqual([]);
  });

  it('says when there is no won value to compare the estimate with', () => {
    const inputs: ScorecardInputs = {
      ...bare(),
      tender: { ...bare().tender, estimateEuroValue: 400_000 },
      profile: { ...bare().profile, cpvCodes: ['72000000'] },
    };
    inputs.tender.cpvCodes = ['45210000'];
    const fit = line(inputs, 'fit');
    expect(fit.score).toBe(0);
    expect(fit.missing).toContain('No won tender with an award value yet, so there is no typical size.');
  });

  it('grades CPV and region agreement by how far they part', () => {
    expect(cpvAgreement('45210000', '45210000')).toBe(100);
    expect(cpvAgreement('45211000', '45212000')).toBe(60);
    expect(cpvAgreement('45100000', '45200000')).toBe(20);
    expect(cpvAgreement('72000000', '45000000')).toBe(0);
    expect(regionAgreement('AT', { countryCode: 'AT', nutsCodes: ['AT130'] })).toBe(100);
    expect(regionAgreement('AT12', { countryCode: 'AT', nutsCodes: ['AT130'] })).toBe(50);
    expect(regionAgreement('EL3', { countryCode: 'GR', nutsCodes: ['EL301'] })).toBe(100);
    expect(regionAgreement('DE', { countryCode: 'AT', nutsCodes: [] })).toBe(0);
  });
});

describe('win', () => {
  it('without market, buyer, incumbent or record says what is missing and has no score', () => {
    const win = line(bare(), 'win');
    expect(win.score).toBeNull();
    expect(win.missing).toEqual([
      'Too few similar lots were awarded to quote their prices or bids.',
      'The tender names no buyer known from award notices.',
    ]);
    expect(win.sources).toEqual([]);
  });

  it('with a known buyer but no decided bids with it, says so and scores no record', () => {
    const inputs: ScorecardInputs = {
      ...bare(),
      buyer: { name: 'City of Graz', href: '/buyers/b1', lowestPriceShare: null, lotsWithCriteria: 0 },
      ownRecord: { won: 0, lost: 0, href: '/p' },
    };
    const win = line(inputs, 'win');
    expect(win.score).toBeNull();
    expect(win.missing).toEqual([
      'Too few similar lots were awarded to quote their prices or bids.',
      'The buyer’s award notices give no award criteria.',
      'No earlier winner of this buyer in this CPV class is on record.',
      'You have no won or lost bid with this buyer in your pipeline yet.',
    ]);
  });

  it('rests on bids per lot, prices, the buyer’s price-only share, the incumbent and the own record, each linked', () => {
    const inputs: ScorecardInputs = {
      ...bare(),
      market: {
        label: 'CPV class 4521 in AT',
        href: '/awards?cpv=4521&country=AT&year=2025',
        year: 2025,
        lotCount: 12,
        pricedCount: 10,
        median: 250_000,
        p25: 150_000,
        p75: 400_000,
        bidsPerLot: 3.5,
        bidsCount: 8,
      },
      buyer: { name: 'City of Graz', href: '/buyers/b1', lowestPriceShare: 0.75, lotsWithCriteria: 8 },
      incumbent: { name: 'Bau GmbH', href: '/companies/c1', winDate: '2025-01-10' },
      ownRecord: { won: 1, lost: 1, href: '/p' },
    };
    const win = line(inputs, 'win');
    expect(win.findings.map((f) => [f.text, f.score])).toEqual([
      ['Similar lots (CPV class 4521 in AT, 2025) received 3.5 bids on average (8 lots reporting).', 70],
      [expect.stringContaining('awarded at €250,000 (median'), null],
      ['City of Graz awarded 75 % of its lots on price alone (8 lots with criteria).', null],
      ['Likely incumbent: Bau GmbH, who won this buyer’s last such lot (2025-01-10).', 40],
      ['Your record with this buyer: 1 won, 1 lost.', 50],
    ]);
    expect(win.score).toBe(53);
    expect(win.sources.map((s) => s.href)).toEqual([
      '/awards?cpv=4521&country=AT&year=2025',
      '/buyers/b1',
      '/companies/c1',
      '/p',
    ]);
  });

  it('recognises the user’s own company as the incumbent', () => {
    const inputs: ScorecardInputs = {
      ...bare(),
      profile: { ...bare().profile, companyName: 'Bau GmbH.' },
      incumbent: { name: 'BAU GMBH', href: '/companies/c1', winDate: '2025-01-10' },
    };
    expect(line(inputs, 'win').findings[0]).toEqual({
      text: 'You are the likely incumbent: you won this buyer’s last such lot (2025-01-10).',
      score: 100,
    });
  });
});

describe('time', () => {
  it('without a deadline says so and is left out', () => {
    const time = line(bare(), 'time');
    expect(time.score).toBeNull();
    expect(time.summary).toBe('The notice gives no submission deadline.');
  });

  it('without a preparation time shows the days left but does not score them', () => {
    const inputs = { ...bare(), tender: { ...bare().tender, deadline: new Date('2026-03-16T12:00:00Z') } };
    const time = line(inputs, 'time');
    expect(time.score).toBeNull();
    expect(time.summary).toBe('15 days left (10 working days).');
    expect(time.missing[0]).toContain('Set your preparation time');
  });

  it('compares the working days left with the preparation time', () => {
    const inputs: ScorecardInputs = {
      ...bare(),
      tender: { ...bare().tender, deadline: new Date('2026-03-16T12:00:00Z') },
      profile: { ...bare().profile, preparationDays: 15 },
    };
    const time = line(inputs, 'time');
    expect(time.score).toBe(30);
    expect(time.summary).toBe('15 days left (10 working days). You need 15: too little time.');
    expect(workingDaysBetween(now, new Date('2026-03-09T00:00:00Z'))).toBe(5);
  });

  it('a passed deadline scores 0 and advises no bid', () => {
    const inputs = { ...bare(), tender: { ...bare().tender, deadline: new Date('2026-03-01T12:00:00Z') } };
    const card = scoreTender(inputs);
    expect(card.lines.find((l) => l.part === 'time')!.score).toBe(0);
    expect(card.recommendation).toBe('no_bid');
    expect(card.reasons).toEqual(['The deadline has passed.']);
  });
});

describe('total and recommendation', () => {
  it('with no data at all gives no total and no recommendation, and says why', () => {
    const card = scoreTender(bare());
    expect(card.total).toBeNull();
    expect(card.recommendation).toBeNull();
    expect(card.reasons).toEqual(['Not enough data for a recommendation yet.']);
    expect(card.leftOut).toEqual(['comply', 'fit', 'win', 'time']);
  });

  it('weighs only the lines with data, with the user’s weights', () => {
    const inputs: ScorecardInputs = {
      ...bare(),
      compliance: { href: '/a', knockOuts: [{ key: 'r1', text: 'a', status: 'met', citation: null }] },
      tender: { ...bare().tender, deadline: new Date('2026-03-16T12:00:00Z') },
      profile: { ...bare().profile, preparationDays: 15, weights: { comply: 30, fit: 25, win: 20, time: 10 } },
    };
    const card = scoreTender(inputs);
    // comply 100 × 30 + time 30 × 10, over 40: fit and win have no data and are left out, not zeros.
    expect(card.total).toBe(83);
    expect(card.recommendation).toBe('bid');
    expect(card.reasons[0]).toBe('Total 83 / 100 on 2 parts: 65 or more.');
    expect(card.reasons).toContain('Left out for want of data: fit, win.');
  });

  it('reads stored weights leniently: invalid or missing parts take their defaults', () => {
    expect(resolveWeights(null)).toEqual(defaultScorecardWeights);
    expect(resolveWeights({ comply: 10, fit: -1, win: 'x', time: 101 })).toEqual({
      ...defaultScorecardWeights,
      comply: 10,
    });
  });
});
