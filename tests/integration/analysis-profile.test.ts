// The summary's bid/no-bid block reads the profile the dashboard reads (the company's CPV codes from settings), and
// its questions for the buyer each name what the documents leave open (a date, a figure, a criterion) or are not
// shown: none read from wording alone.
import type { Session } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  as,
  newSession,
  settle,
  startAnalysisEnvironment,
  upload,
  type AnalysisEnvironment,
} from '../support/analysis';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let context: AnalysisEnvironment;
let analysis: typeof import('@/lib/analysis');
let tenders: typeof import('@/lib/tenders');
let tenderId: string;
let tenderCpv: string;

const specification = [
  'Tender specification for the cleaning of the town hall.',
  'If the cleaning is delayed, the contractor shall pay a penalty of EUR 100 per day.',
  'The contractor shall clean the windows every month, unless the buyer orders otherwise.',
  'The contractor shall provide approximately 20 cleaning staff.',
  'Offers shall be submitted through the procurement platform by 15 March 2027, 12:00.',
].join('\n');

beforeAll(async () => {
  context = await startAnalysisEnvironment();
  analysis = await import('@/lib/analysis');
  tenders = await import('@/lib/tenders');
  const { expandInputs, importFiles } = await import('@/lib/ingest/tenders/files');
  await importFiles(context.db, await expandInputs(['lib/ingest/samples/ted-real-notices/00017101-2025.xml']));
  const schema = await import('@/lib/db');
  const [row] = await context.db
    .select({ id: schema.tenders.id, cpv: schema.tenders.cpvCode })
    .from(schema.tenders)
    .limit(1);
  tenderId = row!.id;
  tenderCpv = row!.cpv!;
}, 120_000);

afterAll(async () => {
  await context?.close();
});

async function analysed(user: Session) {
  await upload(context, user, tenderId, 'specification.txt', new TextEncoder().encode(specification));
  await settle(context.db);
  expect(await as(context, user, () => analysis.unlockAnalysis(tenderId))).toMatchObject({ ok: true });
  await settle(context.db);
  const view = await as(context, user, async () => {
    const found = await tenders.lookupTender(tenderId);
    if (found.kind !== 'found') throw new Error('no tender');
    return analysis.getAnalysisView(found.tender);
  });
  return view!;
}

function section(view: import('@/lib/analysis/views').AnalysisView, name: string) {
  return view.summary?.sections.find((item) => item.section === name);
}

describe('the bid / no-bid signals', () => {
  it('compare the tender with the CPV codes the company chose in settings, as the dashboard counts them', async () => {
    const user = await newSession(context, 'signals-cpv');
    const { saveCompanyCpvCodes } = await import('@/lib/companies');
    expect(await saveCompanyCpvCodes(user.user.id, { companyDescription: '', cpvCodes: [tenderCpv] })).toMatchObject({
      ok: true,
    });
    const view = await analysed(user);
    const signals = section(view, 'signals')!.claims.map((claim) => claim.text);
    expect(signals).toContain(`The tender's CPV code ${tenderCpv} is one of your company's.`);
    expect(signals.join('\n')).not.toContain('names no CPV codes');
  });
});

describe('questions for the buyer', () => {
  it('name a figure or a date the documents leave open, and none is read from wording alone', async () => {
    const user = await newSession(context, 'buyer-questions');
    const view = await analysed(user);
    const questions = section(view, 'questions')?.claims ?? [];
    expect(questions.map((claim) => claim.text)).toContain('Ask the buyer to put a figure on “approximately” here.');
    for (const claim of questions) {
      expect(claim.text).toMatch(/put a figure on|give no|gives no|no date/u);
    }
    expect(questions.map((claim) => claim.text).join('\n')).not.toMatch(/which cases/u);
  });
});
