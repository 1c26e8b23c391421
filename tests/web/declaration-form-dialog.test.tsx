import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
