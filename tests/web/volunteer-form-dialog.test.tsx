import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { User } from '../../shared/schemas/users';
import { VolunteerFormDialog } from '../../web/src/features/volunteers/components/volunteer-form-dialog';
import { ADMIN, fakeApi, renderSignedIn } from './support/render';

const VOLUNTEER: User = {
  ...ADMIN,
  id: 7,
  username: 'sanne.peeters',
  firstName: 'Sanne',
  lastName: 'Peeters',
  email: 'sanne@example.org',
  phone: '0470 11 22 33',
  role: 'vrijwilliger',
  type: 'mentor',
};

const noop = () => undefined;
const dialog = (volunteer: User | null) => (
  <VolunteerFormDialog open volunteer={volunteer} onClose={noop} afterClose={noop} onOwnRoleChanged={noop} />
);

describe('volunteer form dialog', () => {
  it('opens an edit with the volunteer’s values under StrictMode', async () => {
    // Prepare
    fakeApi({});

    // Act
    renderSignedIn(dialog(VOLUNTEER));

    // Assess
    expect(await screen.findByLabelText('Voornaam')).toHaveProperty('value', 'Sanne');
    expect(screen.getByLabelText('Gebruikersnaam')).toHaveProperty('value', 'sanne.peeters');
    expect(screen.getByLabelText('Telefoon')).toHaveProperty('value', '0470 11 22 33');
    expect(screen.getByText('Mentor')).toBeTruthy();
  });

  it('keeps the defaults of a new volunteer and saves one under StrictMode', async () => {
    // Prepare
    const requests = fakeApi({ 'POST /api/users': (body: object) => ({ ...VOLUNTEER, ...body, id: 9 }) });
    renderSignedIn(dialog(null));
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Voornaam');
    await user.click(screen.getByText('Nu een wachtwoord instellen'));
    expect(screen.getByText(/^Vrijwilliger –/)).toBeTruthy();
    expect(screen.getByText('Actief')).toBeTruthy();

    // Act
    await user.type(screen.getByLabelText('Gebruikersnaam'), 'jonas.maes');
    await user.type(screen.getByLabelText('Wachtwoord'), 'Zonnige-Dinsdag-42');
    await user.type(screen.getByLabelText('Voornaam'), 'Jonas');
    await user.type(screen.getByLabelText('Achternaam'), 'Maes');
    await user.type(screen.getByLabelText('E-mail'), 'jonas@example.org');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));

    // Assess
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({
      username: 'jonas.maes',
      firstName: 'Jonas',
      role: 'vrijwilliger',
      status: 'active',
      phone: null,
    });
  });

  it('invites a new volunteer unless told otherwise: no password asked, sent as a pending invitation (issue 37)', async () => {
    // Prepare
    const requests = fakeApi({ 'POST /api/users': (body: object) => ({ ...VOLUNTEER, ...body, id: 10 }) });
    renderSignedIn(dialog(null));
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Voornaam');

    // Act
    await user.type(screen.getByLabelText('Gebruikersnaam'), 'lien.maes');
    await user.type(screen.getByLabelText('Voornaam'), 'Lien');
    await user.type(screen.getByLabelText('Achternaam'), 'Maes');
    await user.type(screen.getByLabelText('E-mail'), 'lien@example.org');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));

    // Assess
    expect(screen.queryByLabelText('Wachtwoord')).toBeNull();
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({ username: 'lien.maes', invite: true, status: 'pending' });
    expect(sent?.body).not.toHaveProperty('password');
  });

  it('shows the schema’s Dutch message for an emptied required field', async () => {
    // Prepare
    const requests = fakeApi({});
    renderSignedIn(dialog(VOLUNTEER));
    const user = userEvent.setup({ delay: null });

    // Act
    await user.clear(await screen.findByLabelText('Voornaam'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    // Assess
    expect(await screen.findByText(messages.volunteers.namesAndEmailRequired)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('offers a coördinator only roles and types with fewer rights than their own, as the server allows', async () => {
    // Prepare
    const coordinator: User = { ...ADMIN, id: 3, username: 'kdewit', role: 'coordinator' };
    fakeApi({}, coordinator);
    renderSignedIn(dialog(VOLUNTEER), coordinator);
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Voornaam');

    // Act
    await user.click(screen.getByLabelText('Rol'));

    // Assess
    const disabled = () =>
      [...document.querySelectorAll('.ant-select-item-option-disabled')].map((option) => option.textContent);
    await waitFor(() => expect(disabled().length).toBeGreaterThan(0));
    expect(disabled().some((label) => label?.startsWith('Coördinator'))).toBe(true);
    expect(disabled().some((label) => label?.startsWith('Bestuurslid'))).toBe(true);
    expect(disabled().some((label) => label?.startsWith('Vrijwilliger'))).toBe(false);
  });

  it('does not let a manager change their own role, type or status', async () => {
    // Prepare
    const coordinator: User = { ...VOLUNTEER, id: 3, role: 'coordinator', type: null };
    fakeApi({}, coordinator);

    // Act
    renderSignedIn(dialog(coordinator), coordinator);
    await screen.findByLabelText('Voornaam');

    // Assess
    for (const label of ['Rol', 'Status', 'Type'])
      expect(screen.getByLabelText(label).closest('.ant-select')?.className).toContain('ant-select-disabled');
    expect(screen.getAllByText(messages.volunteers.cannotChangeOwnAccess).length).toBeGreaterThan(0);
  });
});
