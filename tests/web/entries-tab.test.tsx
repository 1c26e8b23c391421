import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import type { AccountingEntry } from '../../shared/schemas/accounting';
import { EntriesTab } from '../../web/src/features/accounting/components/entries-tab';
import { ADMIN, fakeApi, renderSignedIn } from './support/render';

const entry = (overrides: Partial<AccountingEntry>): AccountingEntry => ({
  id: 1,
  type: 'outgoing',
  category: 'Materialen',
  description: 'Affiches',
  amount: '100.00',
  date: '2026-11-20',
  reference: null,
  bankAccount: null,
  notes: null,
  status: 'approved',
  processedByName: 'Tine Schatbewaarder',
  processedAt: '2026-11-21T09:00:00.000Z',
  declarationId: null,
  receiptUrl: null,
  structuredCommunication: null,
  createdById: 30,
  createdByName: 'Piet Penning',
  editors: [],
  payeeName: null,
  payeeIban: null,
  payeeBic: null,
  payeeIbanSetById: null,
  paymentStatus: null,
  paymentFileId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  version: 2,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('the transactions tab (issue 34: payees and payment state)', () => {
  it("shows an outgoing transaction's payee under its description and its payment state beside its status", async () => {
    // Prepare
    fakeApi({
      'GET /api/accounting/entries': {
        items: [
          entry({
            id: 8,
            payeeName: 'Drukkerij Peeters',
            payeeIban: 'BE71096123456769',
            payeeIbanSetById: 30,
            paymentStatus: 'in_betaling',
            paymentFileId: 'PAY12',
          }),
          entry({
            id: 9,
            description: 'Zaalhuur',
            payeeName: 'Zaalverhuur Janssens',
            payeeIban: 'BE68539007547034',
          }),
          entry({ id: 10, description: 'Koffie', amount: '12.00' }),
        ],
        nextCursor: null,
      },
    });

    // Act
    renderSignedIn(<EntriesTab onEdit={() => undefined} />, ADMIN);

    // Assess
    const paid = (await screen.findByText('Affiches', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(paid).getByText(messages.accounting.payeeLine('Drukkerij Peeters'))).toBeTruthy();
    expect(within(paid).getByText('In betaling')).toBeTruthy();
    const waiting = screen.getByText('Zaalhuur').closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Aan Zaalverhuur Janssens')).toBeTruthy();
    expect(within(waiting).queryByText('In betaling')).toBeNull();
    const plain = screen.getByText('Koffie').closest('tr') as HTMLElement;
    expect(plain.textContent).not.toContain('Aan ');
  });
});
