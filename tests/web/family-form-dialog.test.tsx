import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { Family } from '../../shared/schemas/families';
import { FamilyFormDialog } from '../../web/src/features/families/components/family-form-dialog';
import { familyDetail } from './support/families';
import { fakeApi, renderSignedIn } from './support/render';

const FAMILY = familyDetail();

const noop = () => undefined;
const dialog = (family: Family | null) => (
  <FamilyFormDialog open family={family} people={[]} onClose={noop} afterClose={noop} />
);

describe('family form dialog', () => {
  it('opens an edit with the family’s values under StrictMode', async () => {
    // Prepare
    fakeApi({});

    // Act
    renderSignedIn(dialog(FAMILY));

    // Assess
    expect(await screen.findByLabelText('Naam ouder/voogd')).toHaveProperty('value', 'Fatima El Amrani');
    expect(screen.getByLabelText('Naam kind')).toHaveProperty('value', 'Yasmine');
    expect(screen.getByLabelText('Rustige studeerplek')).toHaveProperty('checked', true);
  });

  it('adds a family with only the required field filled in', async () => {
    // Prepare
    const requests = fakeApi({ 'POST /api/families': (body: object) => ({ ...FAMILY, ...body, id: 5 }) });
    renderSignedIn(dialog(null));
    const user = userEvent.setup({ delay: null });

    // Act
    await user.type(await screen.findByLabelText('Naam ouder/voogd'), 'Familie Claes');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));

    // Assess: sent with the new family's default status, optional fields empty
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      parentName: 'Familie Claes',
      guidanceStatus: 'in_behandeling',
      phone: '',
      assignedTo: null,
    });
  });

  it('shows the schema’s Dutch message when the parent’s name is missing', async () => {
    // Prepare
    const requests = fakeApi({});
    renderSignedIn(dialog(FAMILY));
    const user = userEvent.setup({ delay: null });

    // Act
    await user.clear(await screen.findByLabelText('Naam ouder/voogd'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    // Assess
    expect(await screen.findByText(messages.families.parentNameRequired)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
