import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankMessages } from '../../shared/messages/bank';
import type { Payable } from '../../shared/schemas/bank';
import type { User } from '../../shared/schemas/users';
import { PayablesTab } from '../../web/src/features/accounting/components/payables-tab';
import { ADMIN, fakeApi, renderSignedIn } from './support/render';

const m = bankMessages.bank;
const TREASURER: User = {
  ...ADMIN,
  id: 7,
  role: 'bestuurslid',
  firstName: 'Tine',
  lastName: 'Schatbewaarder',
};

const payable = (overrides: Partial<Payable>): Payable => ({
  id: `declaration-${overrides.declarationId ?? 1}`,
  kind: 'declaration',
  declarationId: 1,
  entryId: null,
  userId: 20,
  payeeIbanSetById: null,
  payeeName: 'Anna Claes',
  description: 'Rit naar school',
  date: '2026-11-20',
  amount: '12.50',
  iban: 'BE71 0961 2345 6769',
  isIbanValid: true,
  paymentStatus: null,
  paymentFileId: null,
  paymentFileCreatedAt: null,
  paymentFileCreatedBy: null,
  ...overrides,
});

const PAYABLES = [
  payable({ declarationId: 1 }),
  payable({ declarationId: 2, userId: 21, payeeName: 'Bert Wouters', amount: '7.25' }),
  payable({ declarationId: 3, userId: TREASURER.id, payeeName: 'Tine Schatbewaarder' }),
  payable({ declarationId: 4, userId: 22, payeeName: 'Carla Zonder', iban: null, isIbanValid: false }),
  payable({
    declarationId: 5,
    userId: 23,
    payeeName: 'Dirk Betaald',
    paymentStatus: 'in_betaling',
    paymentFileId: 'PAY12',
    paymentFileCreatedAt: '2026-11-25T09:30:00.000Z',
    paymentFileCreatedBy: 'Tine Schatbewaarder',
  }),
  // Issue 34: outgoing transactions with a payee, one whose IBAN the treasurer typed.
  payable({
    id: 'entry-8',
    kind: 'entry',
    declarationId: null,
    entryId: 8,
    userId: null,
    payeeIbanSetById: 30,
    payeeName: 'Drukkerij Peeters',
    description: 'Affiches',
    amount: '100.00',
  }),
  payable({
    id: 'entry-9',
    kind: 'entry',
    declarationId: null,
    entryId: 9,
    userId: null,
    payeeIbanSetById: TREASURER.id,
    payeeName: 'Zaalverhuur Janssens',
    description: 'Zaalhuur',
  }),
];
const ACCOUNT = {
  id: 3,
  name: 'Zichtrekening',
  bankName: 'KBC',
  accountNumber: 'BE68539007547034',
  currentBalance: '500.00',
  openingBalance: '500.00',
  isActive: true,
  entryCount: 0,
  bic: 'KREDBEBB',
  version: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('the payables tab (issue 34)', () => {
  it("keeps the treasurer's own declaration and a payee without IBAN out of the file, and says why", async () => {
    // Prepare
    fakeApi(
      {
        'GET /api/accounting/payables': { items: PAYABLES, nextCursor: null },
        'GET /api/accounting/bank-accounts': { items: [ACCOUNT], nextCursor: null },
      },
      TREASURER,
    );

    // Act
    renderSignedIn(<PayablesTab />, TREASURER);

    // Assess
    await screen.findByText('Anna Claes', {}, { timeout: 5000 });
    const own = screen.getByRole('checkbox', {
      name: new RegExp(`Tine Schatbewaarder.*${m.ownPayment.slice(0, 20)}`),
    });
    expect(own).toHaveProperty('disabled', true);
    const withoutIban = screen.getByRole('checkbox', { name: /Carla Zonder.*geen geldig IBAN/ });
    expect(withoutIban).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toContain(m.payeeIbanMissing('Carla Zonder'));
    expect(screen.getByRole('checkbox', { name: /Anna Claes.*betalen/ })).toHaveProperty('disabled', false);
    expect(document.body.textContent).toContain('In betaling');
    expect(document.body.textContent).toContain('PAY12 van 25-11-2026');
    expect(document.body.textContent).toContain('door Tine Schatbewaarder');
    const typedByTreasurer = screen.getByRole('checkbox', {
      name: new RegExp(`Zaalverhuur Janssens.*${m.setEntryPayeeIban.slice(0, 20)}`),
    });
    expect(typedByTreasurer).toHaveProperty('disabled', true);
    expect(document.body.textContent).toContain('Transactie #8');
    expect(document.body.textContent).toContain('Declaratie #1');
  });

  it('sends the chosen declarations, transactions and account, shows their total and saves the file', async () => {
    // Prepare
    const requests = fakeApi(
      {
        'GET /api/accounting/payables': { items: PAYABLES, nextCursor: null },
        'GET /api/accounting/bank-accounts': { items: [ACCOUNT], nextCursor: null },
        'POST /api/accounting/payment-files': {
          fileId: 'PAY13',
          fileName: 'betalingen-2026-11-27.xml',
          contentType: 'application/xml',
          content: '<Document/>',
          paymentCount: 2,
          total: '19.75',
        },
      },
      TREASURER,
    );
    const createObjectURL = vi.fn(() => 'blob:payment-file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderSignedIn(<PayablesTab />, TREASURER);
    await screen.findByText('Anna Claes', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('checkbox', { name: /Anna Claes.*betalen/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Bert Wouters.*betalen/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Drukkerij Peeters.*betalen/ }));
    await waitFor(() => expect(document.body.textContent).toContain(m.selection(3, '€\u00a0119,75')));

    // Act
    fireEvent.click(within(document.body).getByRole('button', { name: m.exportButton }));

    // Assess
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      bankAccountId: 3,
      declarationIds: [1, 2],
      entryIds: [8],
      confirmRepeat: false,
    });
  });
});
