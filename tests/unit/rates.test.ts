import { describe, expect, it } from 'vitest';
import { eurRate, latestRateDate, mergeRates, parseEcbCsv, toEuro } from '@/lib/reference/rates';

// Figures below are read from lib/reference/rates/data/eurofxref-hist.csv (ECB), e.g. the row
// 2023-12-06,1.0778,158.7,… for USD and JPY.
describe('ECB euro reference rates', () => {
  it('euro amounts convert to themselves at rate 1', () => {
    expect(toEuro(1234.56, 'EUR', '2024-03-01')).toEqual({ value: 1234.56, rate: 1, rateDate: '2024-03-01' });
    expect(eurRate('eur', '2024-03-01')).toEqual({ rate: 1, date: '2024-03-01' });
  });

  it('uses the US dollar rate of the given day', () => {
    expect(eurRate('USD', '2023-12-06')).toEqual({ rate: 1.0778, date: '2023-12-06' });
    expect(toEuro(1077.8, 'USD', '2023-12-06')).toEqual({ value: 1000, rate: 1.0778, rateDate: '2023-12-06' });
  });

  it('accepts a notice timestamp and rounds to cents', () => {
    expect(toEuro(1_000_000, 'PLN', '2023-12-06T12:00:00+01:00')).toEqual({
      value: 230_398.82,
      rate: 4.3403,
      rateDate: '2023-12-06',
    });
  });

  it('a weekend falls back to the Friday before', () => {
    expect(eurRate('USD', '2024-12-28')).toEqual({ rate: 1.0435, date: '2024-12-27' });
    expect(eurRate('USD', '2024-12-29')).toEqual({ rate: 1.0435, date: '2024-12-27' });
  });

  it('ECB holidays fall back to the last business day', () => {
    expect(eurRate('USD', '2024-12-26')).toEqual({ rate: 1.0395, date: '2024-12-24' });
  });

  it('an unknown currency has no rate', () => {
    expect(eurRate('XYZ', '2023-12-06')).toBeNull();
    expect(toEuro(100, 'XYZ', '2023-12-06')).toBeNull();
    expect(toEuro(100, 'dollars', '2023-12-06')).toBeNull();
  });

  it('a date before the euro (1999) has no rate', () => {
    expect(eurRate('USD', '1998-12-31')).toBeNull();
    expect(toEuro(100, 'USD', '1998-12-31')).toBeNull();
    expect(toEuro(100, 'EUR', '1998-12-31')).toBeNull();
    expect(eurRate('USD', '1999-01-04')).toEqual({ rate: 1.1789, date: '1999-01-04' });
  });

  it('an invalid date has no rate', () => {
    expect(eurRate('USD', '2023-02-30')).toBeNull();
    expect(eurRate('USD', 'yesterday')).toBeNull();
  });

  it('a currency no longer quoted has no rate long after its last quote', () => {
    // The Cyprus pound was last quoted on 2007-12-31, when Cyprus adopted the euro.
    expect(eurRate('CYP', '2007-12-31')).toEqual({ rate: 0.585274, date: '2007-12-31' });
    expect(eurRate('CYP', '2009-06-01')).toBeNull();
  });

  it('a date after the newest rates gets the newest rates, dated', () => {
    expect(latestRateDate()).toBe('2025-01-24');
    expect(eurRate('USD', '2025-06-30')).toEqual({ rate: 1.0472, date: '2025-01-24' });
  });

  it('reads the ECB CSV with its trailing comma and N/A gaps', () => {
    const rows = parseEcbCsv('Date,USD,CYP,\n2024-01-03,1.0919,N/A,\n2024-01-02,1.0956,N/A,\n');
    expect(rows).toEqual([
      { date: '2024-01-03', rates: { USD: 1.0919 } },
      { date: '2024-01-02', rates: { USD: 1.0956 } },
    ]);
  });

  // Last: merged rates change the newest date for the rest of this file.
  it('merged rates extend and correct the history', () => {
    mergeRates([
      { date: '2025-01-27', rates: { USD: 1.05, JPY: 164.1 } },
      { date: '2025-01-24', rates: { USD: 1.0471 } },
    ]);
    expect(latestRateDate()).toBe('2025-01-27');
    expect(eurRate('USD', '2025-01-28')).toEqual({ rate: 1.05, date: '2025-01-27' });
    expect(eurRate('USD', '2025-01-24')).toEqual({ rate: 1.0471, date: '2025-01-24' });
    expect(eurRate('JPY', '2025-01-24')).toEqual({ rate: 163.9, date: '2025-01-24' });
  });
});
