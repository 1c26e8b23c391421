import { describe, expect, it } from 'vitest';
import { defaultPeriod, lastDayOf, splitPeriod } from '../../functions/services/accounting/period';
import { summaryOf } from '../../functions/services/accounting/summary-of';
import { neutralised } from '../../functions/services/accounting/workbook';

describe('the bookkeeping period', () => {
  it('defaults to the first of this month up to today in Brussels', () => {
    const lateOnNewYearsEve = new Date('2025-12-31T23:30:00Z'); // already 1 January in Brussels

    expect(defaultPeriod(lateOnNewYearsEve, {})).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-01' });
  });

  it('knows the last day of February in leap and common years', () => {
    expect([lastDayOf('2024-02'), lastDayOf('2025-02'), lastDayOf('2025-12')]).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2025-12-31',
    ]);
  });

  it('splits a period across a year boundary into whole months and partial edges', () => {
    expect(splitPeriod('2025-11-15', '2026-02-10')).toEqual({
      months: ['2025-12', '2026-01'],
      days: [
        ['2025-11-15', '2025-11-30'],
        ['2026-02-01', '2026-02-10'],
      ],
    });
    expect(splitPeriod('2025-12-01', '2026-01-31')).toEqual({ months: ['2025-12', '2026-01'], days: [] });
    expect(splitPeriod('2026-03-05', '2026-03-09')).toEqual({
      months: null,
      days: [['2026-03-05', '2026-03-09']],
    });
    expect(splitPeriod('2025-12-20', '2026-01-05')).toEqual({
      months: null,
      days: [
        ['2025-12-20', '2025-12-31'],
        ['2026-01-01', '2026-01-05'],
      ],
    });
  });

  it('adds totals in integer cents per category, type and month', () => {
    const summary = summaryOf('2025-12-01', '2026-01-31', [
      { key: '2025-12', totals: { 'incoming|Donaties': 10_010, 'outgoing|Huur': 2_000 } },
      { key: '2026-01-03', totals: { 'incoming|Donaties': 20, 'outgoing|Vervoerskosten': 300 } },
      { key: '2026-01-04', totals: { 'outgoing|Vervoerskosten': -300 } },
    ]);

    expect(summary).toMatchObject({ totalIncome: '100.30', totalExpenses: '20.00', netResult: '80.30' });
    expect(summary.categoryBreakdown).toEqual([
      { category: 'Donaties', type: 'incoming', total: '100.30' },
      { category: 'Huur', type: 'outgoing', total: '20.00' },
    ]);
    expect(summary.months).toEqual([
      { month: '2025-12', income: '100.10', expenses: '20.00' },
      { month: '2026-01', income: '0.20', expenses: '0.00' },
    ]);
  });
});

describe('the Excel export', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+32 470', '-5', '@SUM(A1)', '\tx', 'Gewoon'].map(neutralised)).toEqual([
      "'=1+1",
      "'+32 470",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      'Gewoon',
    ]);
  });
});
