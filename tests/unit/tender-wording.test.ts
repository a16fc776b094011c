// Tender facts in plain words (issue 31): a call without a deadline is not "Open" but "No deadline given" with its
// age, and a notice is named by its eForms subtype's plain name and its procedure, never "eForms subtype 11".
import { describe, expect, it } from 'vitest';
import { ageText } from '@/lib/tenders/format';
import { noticeKindLabel } from '@/lib/tenders/labels';
import { statusView } from '@/lib/tenders/status';

const now = new Date('2026-03-10T12:00:00Z');

describe('the age of a notice', () => {
  it('reads in days, months and years, as a person would say it', () => {
    expect(ageText('2026-03-10', now)).toBe('today');
    expect(ageText('2026-03-09', now)).toBe('yesterday');
    expect(ageText('2026-02-28', now)).toBe('10 days ago');
    expect(ageText('2026-01-05', now)).toBe('2 months ago');
    expect(ageText('2025-03-10', now)).toBe('1 year ago');
    expect(ageText('2023-10-05', now)).toBe('2 years ago');
  });

  it('never says a date in the future is old', () => {
    expect(ageText('2026-04-01', now)).toBe('today');
  });
});

describe('the status a reader sees', () => {
  it('says "No deadline given" for an open call without a deadline, however old', () => {
    expect(statusView('open', null, now)).toEqual({ tone: 'no-deadline', label: 'No deadline given' });
  });

  it('keeps the stored stage otherwise, closing an open call once its deadline passes', () => {
    expect(statusView('open', new Date('2026-04-01T00:00:00Z'), now)).toEqual({ tone: 'open', label: 'Open' });
    expect(statusView('open', new Date('2026-03-01T00:00:00Z'), now)).toEqual({ tone: 'closed', label: 'Closed' });
    expect(statusView('awarded', null, now)).toEqual({ tone: 'awarded', label: 'Awarded' });
    expect(statusView('cancelled', null, now)).toEqual({ tone: 'cancelled', label: 'Cancelled' });
  });
});

describe('notice kinds', () => {
  const notice = (noticeType: string, noticeSubtype: string | null, formType: string | null = null) => ({
    noticeType,
    noticeSubtype,
    formType,
  });

  it("names a notice by its subtype's plain name and its procedure", () => {
    expect(noticeKindLabel(notice('competition', '16'), 'open')).toBe('Contract notice — open procedure');
    expect(noticeKindLabel(notice('competition', '11'), 'neg-w-call')).toBe(
      'Periodic indicative notice used as a call for competition — negotiated procedure with prior call for competition',
    );
    expect(noticeKindLabel(notice('competition', '19'), null)).toBe('Concession notice');
    expect(noticeKindLabel(notice('result', '29'), 'open')).toBe('Contract award notice — open procedure');
    expect(noticeKindLabel(notice('planning', '4'), null)).toBe('Prior information notice used only for information');
    expect(noticeKindLabel(notice('competition', 'E3'), null)).toBe('Voluntary contract notice');
  });

  it('never mentions the subtype number, even for a subtype it does not know', () => {
    for (const subtype of ['1', '11', '15', '23', '25', '38', 'CEI', 'T01', 'T02', 'E1', 'E6', '99']) {
      const label = noticeKindLabel(notice('competition', subtype), null);
      expect(label, subtype).not.toMatch(/subtype|\d/i);
    }
  });

  it('calls a change notice a change notice, and falls back on the notice type without a subtype', () => {
    expect(noticeKindLabel(notice('change', '16'), 'open')).toBe('Change notice');
    expect(noticeKindLabel(notice('competition', null), null)).toBe('Contract notice');
    expect(noticeKindLabel(notice('result', null, 'cont-modif'), null)).toBe('Contract modification notice');
  });

  it('shows an unknown procedure code as it is rather than hiding it', () => {
    expect(noticeKindLabel(notice('competition', '16'), 'new-kind')).toBe('Contract notice — new-kind');
  });
});
