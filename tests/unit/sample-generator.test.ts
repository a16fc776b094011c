// The sample tender generator: deterministic, realistic enough to search, and always marked as sample data.
import { describe, expect, it } from 'vitest';
import { generateSamples } from '@/lib/ingest/samples/generator';
import { sampleFrames, sampleLanguages, sampleSubjects } from '@/lib/ingest/samples/phrases';
import { featuredCountryCodes, getCpv, getNuts } from '@/lib/reference';

const today = '2026-11-22';
const samples = [...generateSamples({ count: 2000, seed: 1, today })];
const tenders = samples.map((s) => s.tender);

describe('generated sample tenders', () => {
  it('are the same for the same seed and day, and different for another seed', () => {
    const again = [...generateSamples({ count: 50, seed: 1, today })];
    expect(again).toEqual(samples.slice(0, 50));
    const other = [...generateSamples({ count: 50, seed: 2, today })];
    expect(new Set(other.map((s) => s.tender.id)).intersection(new Set(tenders.map((t) => t.id))).size).toBe(0);
    // Generating in chunks gives the same tenders as in one go.
    expect([...generateSamples({ count: 10, seed: 1, today, start: 40 })]).toEqual(samples.slice(40, 50));
  });

  it('are all marked as sample data, public, with unique ids', () => {
    expect(tenders.every((t) => t.isSample === true && t.source === 'sample' && t.visibility === 'public')).toBe(true);
    expect(new Set(tenders.map((t) => t.id)).size).toBe(tenders.length);
    expect(tenders.every((t) => /^[0-9a-f]{16}$/.test(t.id!))).toBe(true);
  });

  it('use real CPV codes and NUTS regions of their own country', () => {
    for (const t of tenders) {
      // Generated tenders are always classified (only a user-added tender may have no CPV code).
      const cpv = t.cpvCode ?? '';
      expect(getCpv(cpv), cpv).not.toBeNull();
      for (const code of t.nutsCodes ?? []) {
        expect(getNuts(code)?.country, `${code} in ${t.countryCode}`).toBe(t.countryCode);
        expect(getNuts(code)?.level).toBe(3);
      }
      expect(t.cpvTree).toContain(cpv);
      expect(t.cpvTree).toContain(`${cpv.slice(0, 2)}000000`);
    }
  });

  it('weight the featured countries and write in each country’s language', () => {
    const featured = tenders.filter((t) => (featuredCountryCodes as readonly string[]).includes(t.countryCode)).length;
    expect(featured / tenders.length).toBeGreaterThan(0.6);
    for (const code of featuredCountryCodes)
      expect(
        tenders.some((t) => t.countryCode === code),
        code,
      ).toBe(true);
    const languageOf: Record<string, string[]> = {
      DE: ['de'],
      AT: ['de'],
      SK: ['sk'],
      CZ: ['cs'],
      RO: ['ro'],
      IE: ['en'],
      BE: ['nl', 'fr'],
    };
    for (const t of tenders) {
      if (languageOf[t.countryCode]) expect(languageOf[t.countryCode]).toContain(t.languageCode);
      expect(t.titles).toEqual({ [t.languageCode]: t.title });
      expect(t.title).not.toMatch(/\{\w+\}/);
      expect(t.description).not.toMatch(/\{\w+\}/);
    }
  });

  it('spread deadlines around the day: most still open, some passed, planning and results without one', () => {
    const now = new Date(`${today}T12:00:00Z`).getTime();
    const competition = tenders.filter((t) => t.noticeType === 'competition');
    const open = competition.filter((t) => t.deadlineDate!.getTime() > now).length;
    expect(open / competition.length).toBeGreaterThan(0.5);
    expect(open).toBeLessThan(competition.length);
    expect(tenders.filter((t) => t.noticeType !== 'competition').every((t) => t.deadlineDate === null)).toBe(true);
    expect(tenders.every((t) => t.publishDate! <= today)).toBe(true);
    // The deadline keeps its local offset for display.
    expect(competition.every((t) => /T\d{2}:00:00[+-]\d{2}:00$/.test(t.deadlineLocal!))).toBe(true);
  });

  it('give values in the local currency converted to euro, and some tenders none', () => {
    const czech = tenders.filter((t) => t.countryCode === 'CZ' && t.estimateNativeValue !== null);
    expect(czech.length).toBeGreaterThan(0);
    expect(
      czech.every((t) => t.estimateNativeValueCurrency === 'CZK' && t.estimateEuroValue! < t.estimateNativeValue!),
    ).toBe(true);
    const unknown = tenders.filter((t) => t.estimateEuroValue === null).length / tenders.length;
    expect(unknown).toBeGreaterThan(0.1);
    expect(unknown).toBeLessThan(0.35);
  });

  it('split some tenders into lots and give results clearly fictional winners', () => {
    expect(tenders.some((t) => t.subdivisionIntoLots && (t.lotsDetails?.length ?? 0) > 1)).toBe(true);
    const results = samples.filter((s) => s.tender.noticeType === 'result');
    expect(results.length).toBeGreaterThan(100);
    for (const { tender, awards } of results) {
      expect(tender.status).toBe('awarded');
      expect(awards).toHaveLength(tender.lotsDetails!.length);
      for (const award of awards) expect(award.winnerName).toMatch(/^Sample supplier \d+ /);
    }
  });
});

describe('the phrase tables', () => {
  it('give every subject a real CPV code and text in every language', () => {
    expect(sampleSubjects.length).toBeGreaterThanOrEqual(40);
    for (const subject of sampleSubjects) {
      expect(getCpv(subject.cpv), subject.cpv).not.toBeNull();
      for (const language of sampleLanguages) {
        expect(subject.text[language].title.length, `${subject.cpv} ${language}`).toBeGreaterThan(3);
        expect(subject.text[language].scope).toMatch(/[.!]$/);
      }
    }
  });

  it('give every language frames with the placeholders the generator fills', () => {
    for (const language of sampleLanguages) {
      const frames = sampleFrames[language];
      for (const buyer of frames.buyers) expect(buyer).toContain('{place}');
      for (const title of frames.titles) expect(title).toContain('{subject}');
      for (const description of frames.descriptions)
        for (const key of ['{buyer}', '{subject}', '{scope}']) expect(description).toContain(key);
      expect(frames.lot).toContain('{n}');
      expect(frames.lot).toContain('{part}');
    }
  });
});
