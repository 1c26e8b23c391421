import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountingSummary } from '../../shared/schemas/accounting';
import { ReportsTab } from '../../web/src/features/accounting/components/reports-tab';
import { SummaryCards } from '../../web/src/features/accounting/components/summary-cards';
import { fakeApi, renderSignedIn } from './support/render';

const SUMMARY = {
  totalIncome: '20.00',
  totalExpenses: '38.60',
  netResult: '-18.60',
  categoryBreakdown: [{ category: 'Verlies', type: 'expense', total: '-18.60' }],
  months: [],
} as unknown as AccountingSummary;

const noop = () => undefined;

describe('bookkeeping reports (issue 37 point 9)', () => {
  it('shows a negative result in euro, not as a bare "-18.60"', async () => {
    // Prepare
    fakeApi({});

    // Act
    renderSignedIn(<SummaryCards summary={SUMMARY} isLoading={false} />);

    // Assess
    await screen.findByText('Netto resultaat');
    expect(document.body.textContent).toContain('€\u00a0-18,60');
    expect(document.body.textContent).not.toContain('-18.60');
  });

  it('asks for the period in Dutch as dd-mm-jjjj, whatever the browser’s locale', async () => {
    // Prepare
    fakeApi({});

    // Act
    renderSignedIn(
      <ReportsTab
        period={{ dateFrom: '2026-03-01', dateTo: '2026-03-24' }}
        onPeriodChange={noop}
        summary={SUMMARY}
        isLoading={false}
        onDownload={noop}
        isDownloading={false}
      />,
    );

    // Assess
    const from = await screen.findByLabelText('Van');
    expect(from).toHaveProperty('value', '01-03-2026');
    expect(from.getAttribute('type')).not.toBe('date');
    expect(screen.getByLabelText('Tot')).toHaveProperty('value', '24-03-2026');
    expect(document.body.textContent).toContain('€\u00a0-18,60');
  });
});
