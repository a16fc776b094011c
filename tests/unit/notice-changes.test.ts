// What a notice changed against the one before it, over plain facts: which facts count as changed, which as
// simply not restated, how lots and awards are told apart, and which notice is "before" whatever the input order.
import { describe, expect, it } from 'vitest';
import { visibleChanges } from '@/lib/tenders/history';
import {
  changesInPublicationOrder,
  compareNoticeFacts,
  noticeChangesSchema,
  type LotFacts,
  type NoticeFacts,
} from '@/lib/tenders/notice-changes';

const lot = (id: string, overrides: Partial<LotFacts> = {}): LotFacts => ({
  id,
  title: `Lot ${id}`,
  estimate: null,
  deadline: '2025-03-01T12:00:00+01:00',
  documentsUrl: 'https://buyer.example/docs',
  submissionUrl: null,
  ...overrides,
});

const call: NoticeFacts = {
  noticeType: 'competition',
  title: 'Road maintenance',
  deadline: '2025-03-01T12:00:00+01:00',
  estimate: { value: 100_000, currency: 'EUR' },
  procedureType: 'open',
  cpvCode: '45233140',
  placeOfPerformance: ['AT130'],
  lots: [lot('LOT-0001'), lot('LOT-0002')],
  buyer: 'Stadt Wien',
  documentsUrl: 'https://buyer.example/docs',
  submissionUrl: 'https://buyer.example/submit',
  results: [],
  status: null,
};

describe('comparing a notice with the one before it', () => {
  it('reports a moved deadline, a new value, new documents and lots added, removed and changed', () => {
    const change: NoticeFacts = {
      ...call,
      noticeType: 'change',
      deadline: '2025-03-15T12:00:00+01:00',
      estimate: { value: 120_000, currency: 'EUR' },
      documentsUrl: 'https://buyer.example/docs-v2',
      lots: [lot('LOT-0001', { deadline: '2025-03-15T12:00:00+01:00' }), lot('LOT-0003')],
    };
    expect(compareNoticeFacts(call, change)).toEqual([
      { key: 'deadline', before: '2025-03-01T12:00:00+01:00', after: '2025-03-15T12:00:00+01:00' },
      { key: 'estimate', before: { value: 100_000, currency: 'EUR' }, after: { value: 120_000, currency: 'EUR' } },
      {
        key: 'lots',
        before: 2,
        after: 2,
        added: [lot('LOT-0003')],
        removed: [lot('LOT-0002')],
        changed: [{ before: lot('LOT-0001'), after: lot('LOT-0001', { deadline: '2025-03-15T12:00:00+01:00' }) }],
      },
      { key: 'documentsUrl', before: 'https://buyer.example/docs', after: 'https://buyer.example/docs-v2' },
    ]);
  });

  it('says who won when a result notice awards, and does not read facts it leaves out as removed', () => {
    const result: NoticeFacts = {
      ...call,
      noticeType: 'result',
      deadline: null,
      estimate: null,
      documentsUrl: null,
      submissionUrl: null,
      results: [
        { lotId: 'LOT-0001', status: 'awarded', winners: [{ name: 'Bau AG', countryCode: 'AT', value: null }] },
        { lotId: 'LOT-0002', status: 'awarded', winners: [{ name: 'Bau AG', countryCode: 'AT', value: null }] },
      ],
      status: 'awarded',
    };
    const changes = compareNoticeFacts(call, result);
    expect(changes.map((c) => c.key)).toEqual(['results', 'status']);
    expect(changes[1]).toEqual({ key: 'status', before: null, after: 'awarded', awardedTo: ['Bau AG'] });
  });

  it('reads a fact a change notice leaves out as removed, and a cancellation as a new status', () => {
    const cancel: NoticeFacts = { ...call, noticeType: 'change', documentsUrl: null, status: 'cancelled' };
    expect(compareNoticeFacts(call, cancel)).toEqual([
      { key: 'documentsUrl', before: 'https://buyer.example/docs', after: null },
      { key: 'status', before: null, after: 'cancelled', awardedTo: [] },
    ]);
  });

  it('finds nothing between a notice and its repetition', () => {
    expect(compareNoticeFacts(call, { ...call, noticeType: 'change' })).toEqual([]);
  });
});

describe('the changes of a procedure', () => {
  const notices = [
    { publishDate: '2025-02-10', noticeVersion: '01', publicationNumber: '3-2025', noticeId: 'c', facts: call },
    { publishDate: '2025-01-05', noticeVersion: '01', publicationNumber: '1-2025', noticeId: 'a', facts: call },
    {
      publishDate: '2025-01-20',
      noticeVersion: '01',
      publicationNumber: '2-2025',
      noticeId: 'b',
      facts: { ...call, noticeType: 'change' as const, title: 'Road and bridge maintenance' },
    },
  ];

  it('compares each notice with the one published before it, whatever order they come in', () => {
    const forward = changesInPublicationOrder(notices);
    const backward = changesInPublicationOrder([...notices].reverse());
    for (const notice of notices) expect(backward.get(notice)).toEqual(forward.get(notice));
    const [c, a, b] = notices;
    expect(forward.get(a!)).toBeNull();
    expect(forward.get(b!)).toEqual({
      previous: { noticeId: 'a', noticeVersion: '01', publicationNumber: '1-2025', publishDate: '2025-01-05' },
      items: [{ key: 'title', before: 'Road maintenance', after: 'Road and bridge maintenance' }],
    });
    expect(forward.get(c!)?.previous.noticeId).toBe('b');
    expect(forward.get(c!)?.items).toEqual([
      { key: 'title', before: 'Road and bridge maintenance', after: 'Road maintenance' },
    ]);
    expect(noticeChangesSchema.parse(forward.get(c!))).toEqual(forward.get(c!));
  });
});

describe('the changes a reader sees', () => {
  it('words each change as the page shows it, leaving out what reads the same on both sides', () => {
    const change: NoticeFacts = {
      ...call,
      noticeType: 'change',
      deadline: '2025-03-01T12:00:30+01:00',
      lots: [lot('LOT-0001', { title: 'Resurfacing' }), lot('LOT-0002')],
      placeOfPerformance: ['AT130', 'XX999'],
      status: 'cancelled',
    };
    // The deadline moved by seconds, a lot changed but not the number of lots, the status is told by the reason.
    expect(visibleChanges(compareNoticeFacts(call, change), 'change')).toEqual([
      { field: 'Place of performance', before: 'Wien', after: 'Wien, XX999' },
    ]);
  });
});
