import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages';
import type { Declaration } from '../../shared/schemas/declarations';
import { DeclarationFormDialog } from '../../web/src/features/declarations/components/declaration-form-dialog';
import { ADMIN, fakeApi, renderSignedIn } from './support/render';

const DECLARATION = {
  id: 12,
  type: 'expense',
  description: 'Schriften en pennen',
  amount: '12.50',
  kilometers: null,
  date: '2026-03-04',
  status: 'pending',
  receiptName: null,
  userId: ADMIN.id,
  userName: 'Admin Beheerder',
  reviewNotes: null,
  history: [],
  createdAt: '2026-03-04T10:00:00.000Z',
  version: 1,
} as unknown as Declaration;

const noop = () => undefined;
const law = messages.volunteerLaw;

describe('declaration form dialog', () => {
  it('opens an edit with the declaration’s values and its date as dd-mm-jjjj under StrictMode', async () => {
    // Prepare
    fakeApi({});

    // Act
    renderSignedIn(
      <DeclarationFormDialog open mode="edit" declaration={DECLARATION} onClose={noop} afterClose={noop} />,
    );

    // Assess
    expect(await screen.findByLabelText('Beschrijving')).toHaveProperty('value', 'Schriften en pennen');
    expect(screen.getByLabelText('Datum')).toHaveProperty('value', '04-03-2026');
    expect(screen.getByLabelText('Bedrag')).toHaveProperty('value', '12,50');
  });

  it('keeps the new declaration’s type and date and shows the schema’s Dutch message', async () => {
    // Prepare
    const requests = fakeApi({});
    renderSignedIn(
      <DeclarationFormDialog open mode="create" declaration={null} onClose={noop} afterClose={noop} />,
    );
    const user = userEvent.setup({ delay: null });
    const date = await screen.findByLabelText('Datum');
    expect((date as HTMLInputElement).value).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(screen.getByRole('radio', { name: 'Onkosten' })).toHaveProperty('checked', true);

    // Act
    await user.click(screen.getByRole('button', { name: 'Indienen' }));

    // Assess
    expect(await screen.findByText(messages.declarations.descriptionRequired)).toBeTruthy();
    expect(await screen.findByText(messages.declarations.amountPositive)).toBeTruthy();
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toEqual([]));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers a flat-rate volunteer their days of activity within the last 90, the claimed ones marked and off, and a pick sets the date', async () => {
    // Prepare: on 25 May 2026 an allowance of 4 March edited; sessions on 20 February (more than 90
    // days back: no longer declarable) and 2, 3 and 4 March, the 2nd already paid. Only the clock's
    // date is fixed: antd and Testing Library keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-25T10:00:00Z'));
    const allowance = {
      ...DECLARATION,
      type: 'allowance',
      allowance: '20.00',
      amount: '20.00',
    } as Declaration;
    fakeApi({
      [`GET /api/users/${ADMIN.id}/volunteer-law/2026`]: {
        userId: ADMIN.id,
        year: 2026,
        regime: 'flat',
        isRegimeChosen: true,
        isRegimeLocked: true,
        otherOrganisationsAmount: '0.00',
        allowanceTotal: '20.00',
        allowanceDays: [{ date: '2026-03-02', amount: '20.00' }],
        transportKm: 0,
        version: 2,
      },
      [`GET /api/users/${ADMIN.id}/activity-days/2026`]: {
        userId: ADMIN.id,
        year: 2026,
        days: [
          { date: '2026-02-20', claim: null },
          { date: '2026-03-02', claim: 'approved' },
          { date: '2026-03-03', claim: null },
          { date: '2026-03-04', claim: 'pending' },
        ],
      },
    });
    renderSignedIn(
      <DeclarationFormDialog open mode="edit" declaration={allowance} onClose={noop} afterClose={noop} />,
    );
    const user = userEvent.setup({ delay: null });
    const field = await screen.findByLabelText(law.activityDayLabel);

    // Act
    await user.click(field);
    // antd lists every option as an item titled with its label (its listbox holds only a window of them).
    const option = (title: string) =>
      screen.getAllByTitle(title).find((element) => element.classList.contains('ant-select-item-option'));
    await waitFor(() => expect(option('03-03-2026')).toBeTruthy());
    const paid = option(`02-03-2026 — ${law.dayClaimLabels.approved}`);
    const own = option('04-03-2026');
    await user.click(option('03-03-2026') as HTMLElement);

    // Assess
    expect(paid?.getAttribute('aria-disabled')).toBe('true');
    expect(own?.getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryAllByTitle('20-02-2026')).toEqual([]);
    await waitFor(() => expect(screen.getByLabelText('Datum')).toHaveProperty('value', '03-03-2026'));
  });
});
