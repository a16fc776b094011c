// The pure parts of turning notices into a tender: lineages for the CPV and region filters, deadlines, ids.
import { describe, expect, it } from 'vitest';
import { cpvLineage } from '@/lib/reference/cpv';
import { nutsLineage } from '@/lib/reference/nuts';
import { deadlineInstant } from '@/lib/tenders/deadline';
import { tenderIdFor } from '@/lib/tenders/ids';
import { effectiveStatus } from '@/lib/tenders/status';

describe('CPV and NUTS lineages', () => {
  it('lists a CPV code with every ancestor, so a division matches its descendants', () => {
    expect(cpvLineage('45233140')).toEqual(['45000000', '45200000', '45230000', '45233000', '45233100', '45233140']);
    expect(cpvLineage('45000000')).toEqual(['45000000']);
    expect(cpvLineage('03111000')).toEqual(['03000000', '03100000', '03110000', '03111000']);
    expect(cpvLineage('33600000')).toEqual(['33000000', '33600000']);
  });

  it('lists a NUTS code with every ancestor down from the country', () => {
    expect(nutsLineage('AT130')).toEqual(['AT', 'AT1', 'AT13', 'AT130']);
    expect(nutsLineage('DE')).toEqual(['DE']);
  });
});

describe('deadlines', () => {
  it('reads date, time and zone as the notice writes them', () => {
    expect(deadlineInstant('2024-03-01T12:00:00+01:00')?.toISOString()).toBe('2024-03-01T11:00:00.000Z');
    expect(deadlineInstant('2024-03-01T12:00:00Z')?.toISOString()).toBe('2024-03-01T12:00:00.000Z');
    // No zone: taken as UTC rather than the server's zone, so every server stores the same instant.
    expect(deadlineInstant('2024-03-01T12:00:00')?.toISOString()).toBe('2024-03-01T12:00:00.000Z');
  });

  it('takes a date without a time as the end of that day', () => {
    expect(deadlineInstant('2024-03-01+02:00')?.toISOString()).toBe('2024-03-01T21:59:59.000Z');
    expect(deadlineInstant('2024-03-01')?.toISOString()).toBe('2024-03-01T23:59:59.000Z');
  });

  it('gives null for nothing or nonsense', () => {
    expect(deadlineInstant(null)).toBeNull();
    expect(deadlineInstant('soon')).toBeNull();
  });

  it('an open tender reads as closed once its deadline has passed', () => {
    const deadline = new Date('2024-03-01T11:00:00Z');
    expect(effectiveStatus('open', deadline, new Date('2024-03-01T10:59:59Z'))).toBe('open');
    expect(effectiveStatus('open', deadline, new Date('2024-03-01T11:00:00Z'))).toBe('closed');
    expect(effectiveStatus('awarded', deadline, new Date('2030-01-01'))).toBe('awarded');
    expect(effectiveStatus('open', null, new Date('2030-01-01'))).toBe('open');
  });
});

describe('tender ids', () => {
  it('are 16 hex digits, stable per source and procedure', () => {
    const id = tenderIdFor('ted', '0f4b6986-1641-4bdb-ae53-81319484d5ae');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(tenderIdFor('ted', '0f4b6986-1641-4bdb-ae53-81319484d5ae')).toBe(id);
    expect(tenderIdFor('draft', '0f4b6986-1641-4bdb-ae53-81319484d5ae')).not.toBe(id);
  });
});
