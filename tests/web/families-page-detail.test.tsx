import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FamiliesPage } from '../../web/src/features/families/pages/families-page';
import { familyDetail, familySummary } from './support/families';
import { fakeApi, renderSignedIn } from './support/render';

const DETAIL = familyDetail({ externalSupport: 'CLB', notes: 'Leest graag strips.', consent: null });
const SUMMARY = familySummary(DETAIL);

afterEach(() => vi.unstubAllGlobals());

describe('the families screen and a family’s detail (issue 32)', () => {
  it('fills the edit form from the detail the server logged, so a save keeps the notes the list does not carry', async () => {
    // Prepare
    const requests = fakeApi({
      'GET /api/families': { items: [SUMMARY], nextCursor: null },
      'GET /api/families/4': DETAIL,
      'PUT /api/families/4': (body: object) => ({ ...DETAIL, ...body, version: 4 }),
    });
    renderSignedIn(<FamiliesPage />);
    const user = userEvent.setup({ delay: null });

    // Act
    await user.click(
      await screen.findByRole('button', { name: 'Gezin Fatima El Amrani bewerken' }, { timeout: 5000 }),
    );
    const notes = await screen.findByLabelText('Notities over het kind', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    // Assess
    expect(notes).toHaveProperty('value', 'Leest graag strips.');
    expect(screen.getByLabelText('Externe hulpverlening')).toHaveProperty('value', 'CLB');
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const saved = requests.find((request) => request.method === 'PUT');
    expect(saved?.body).toMatchObject({ notes: 'Leest graag strips.', externalSupport: 'CLB', version: 3 });
    expect(
      requests.filter((request) => request.path === '/api/families/4' && request.method === 'GET'),
    ).toHaveLength(1);
  });
});
