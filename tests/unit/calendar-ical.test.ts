// The iCalendar we write, read back with ical.js: CRLF lines of at most 75 octets, escaped TEXT, UTC and all-day
// dates, stable UIDs per user, tender and kind, SEQUENCE, and a DISPLAY VALARM per reminder.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventUid, tenderEvents, type TenderDatesInput } from '@/lib/calendar/events';
import { escapeText, foldLine, writeCalendar } from '@/lib/calendar/ical';

const stamp = new Date('2026-03-01T08:00:00Z');

function input(overrides: Partial<TenderDatesInput> = {}): TenderDatesInput {
  return {
    userId: 'u1',
    tenderId: 't1',
    title: 'Cleaning, windows; and\\floors — Wien Straße',
    url: 'https://example.com/tenders/t1',
    deadline: new Date('2026-04-15T10:00:00Z'),
    documentDates: [
      {
        kind: 'questions',
        date: '2026-04-01',
        time: '12:00',
        citation: { fileName: 'a.pdf', page: 3, quote: 'Fragen bis 1.4.2026' },
      },
      { kind: 'site_visit', date: '2026-03-20', time: null, citation: null },
      { kind: 'submission', date: '2026-04-14', time: null, citation: null },
      {
        kind: 'opening',
        date: '2026-04-16',
        time: '09:00',
        citation: { fileName: 'a.pdf', page: 5, quote: 'Öffnung' },
      },
      { kind: 'contract_start', date: '2026-06-01', time: null, citation: null },
    ],
    sequence: 2,
    alarmDays: [7, 1],
    lastModified: null,
    cancelled: false,
    ...overrides,
  };
}

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return { component, events: component.getAllSubcomponents('vevent') };
}

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ä'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((part) => part.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /gu, '')).toBe(line);
  });
});

describe('a tender’s events', () => {
  const text = writeCalendar({
    name: 'Tenderscope: deadlines',
    description: 'Dates',
    productId: '-//Tenderscope//Tender deadlines//EN',
    stamp,
    events: tenderEvents(input()),
  });
  const { component, events } = parse(text);

  it('is a PUBLISH calendar with CRLF lines of at most 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/gu, '')).not.toMatch(/[\r\n]/u);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(component.getFirstPropertyValue('prodid')).toBe('-//Tenderscope//Tender deadlines//EN');
    expect(component.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(component.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe('Tenderscope: deadlines');
  });

  it('holds the notice’s deadline in UTC and the documents’ questions, site visit and opening as whole days', () => {
    const byUid = new Map(events.map((event) => [String(event.getFirstPropertyValue('uid')), new ICAL.Event(event)]));
    const submission = byUid.get(eventUid('u1', 't1', 'submission'))!;
    expect(submission.startDate.toJSDate().toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(submission.startDate.zone?.tzid).toBe('UTC');
    expect(submission.summary).toBe('Submission deadline: Cleaning, windows; and\\floors — Wien Straße');
    expect(submission.description).toContain('Source: from the notice.');
    const questions = byUid.get(eventUid('u1', 't1', 'questions'))!;
    expect(questions.startDate.isDate).toBe(true);
    expect(questions.startDate.toString()).toBe('2026-04-01');
    expect(questions.description).toContain('Source: from the tender documents, p. 3 (a.pdf): “Fragen bis 1.4.2026”');
    expect(questions.description).toContain('at 12:00 (local time');
    expect(byUid.get(eventUid('u1', 't1', 'site_visit'))!.startDate.toString()).toBe('2026-03-20');
    expect(byUid.get(eventUid('u1', 't1', 'opening'))!.startDate.toString()).toBe('2026-04-16');
    // The notice's deadline wins over the documents' submission date; contract dates are not deadlines.
    expect(events).toHaveLength(4);
  });

  it('stamps each event and carries the tender’s SEQUENCE', () => {
    for (const event of events) {
      expect(event.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-03-01T08:00:00Z');
      expect(event.getFirstPropertyValue('sequence')).toBe(2);
    }
  });

  it('has a DISPLAY alarm with a description for each reminder', () => {
    const alarms = events[0]!.getAllSubcomponents('valarm');
    expect(alarms.map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-P7D', '-P1D']);
    for (const alarm of alarms) {
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarm.getFirstPropertyValue('description'))).toMatch(/^Submission deadline in (7 days|1 day): /u);
    }
  });

  it('keeps UIDs per user, tender and kind: another user gets others, the same inputs the same', () => {
    expect(eventUid('u1', 't1', 'submission')).toBe(eventUid('u1', 't1', 'submission'));
    expect(eventUid('u2', 't1', 'submission')).not.toBe(eventUid('u1', 't1', 'submission'));
    expect(eventUid('u1', 't1', 'opening')).not.toBe(eventUid('u1', 't1', 'submission'));
  });

  it('marks a cancelled procedure’s events cancelled, without reminders', () => {
    const text = writeCalendar({
      name: 'n',
      description: 'd',
      productId: '-//p//EN',
      stamp,
      events: tenderEvents(input({ cancelled: true })),
    });
    for (const event of parse(text).events) {
      expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(String(event.getFirstPropertyValue('summary'))).toContain(': Cancelled: ');
      expect(event.getAllSubcomponents('valarm')).toEqual([]);
    }
  });

  it('falls back to the documents’ submission date when the notice has none, and writes no alarms when none are set', () => {
    const only = tenderEvents(input({ deadline: null, alarmDays: [] }));
    const submission = only.find((event) => event.uid === eventUid('u1', 't1', 'submission'))!;
    expect(submission.start).toEqual({ day: '2026-04-14' });
    expect(submission.alarms).toEqual([]);
    expect(tenderEvents(input({ deadline: null, documentDates: [] }))).toEqual([]);
  });
});
