import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Family, FamilySummary } from '../../shared/schemas/families';
import { FamiliesPage } from '../../web/src/features/families/pages/families-page';
import { fakeApi, renderSignedIn } from './support/render';

const SUMMARY: FamilySummary = {
  id: 4,
  parentName: 'Fatima El Amrani',
  email: 'fatima@example.org',
  phone: '0470 11 22 33',
  address: 'Dorpsstraat 4, 9000 Gent',
  childName: 'Yasmine',
  childAge: 11,
  school: 'De Regenboog',
  grade: '5de leerjaar',
  guidanceStatus: 'actief',
  assignedTo: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  version: 3,
};
const DETAIL: Family = {
  ...SUMMARY,
  hasPets: false,
  allowsSmoking: false,
  hasStudyRoom: true,
  externalSupport: 'CLB',
  notes: 'Leest graag strips.',
  consent: null,
};

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
