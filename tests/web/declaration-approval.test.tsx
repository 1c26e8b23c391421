import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { Declaration } from '../../shared/schemas/declarations';
import { DeclarationsPage } from '../../web/src/features/declarations/pages/declarations-page';
import { ADMIN, fakeApi, renderSignedIn } from './support/render';

const DECLARANT_ID = 7;
const OTHER_REVIEWER_ID = 9;

const declaration = (overrides: Partial<Declaration>): Declaration => ({
  id: 31,
  type: 'expense',
  description: 'Knutselspullen',
  amount: '1200.00',
  kilometers: null,
  date: '2026-03-04',
  status: 'pending',
  userId: DECLARANT_ID,
  userName: 'Sanne Peeters',
  receiptUrl: null,
  receiptName: null,
  reviewNotes: null,
  statusHistory: [],
  editorIds: [],
  payeeIbanChanges: [],
  paymentStatus: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  version: 2,
  ...overrides,
});

async function openedApproveButton(shown: Declaration) {
  fakeApi({ 'GET /api/declarations': { items: [shown], nextCursor: null } });
  renderSignedIn(<DeclarationsPage />);
  const user = userEvent.setup({ delay: null });
  const [view] = await screen.findAllByRole('button', { name: 'Bekijken' }, { timeout: 10_000 });
  if (!view) throw new Error('no Bekijken button');
  await user.click(view);
  const dialog = await screen.findByRole('dialog', { name: 'Declaratie bekijken' });
  return within(dialog).getByRole('button', { name: /Goedkeuren/ });
}

describe('the approve button under the four-eyes rule', () => {
  it('is off for the reviewer who edited the declaration, and says why', async () => {
    // Prepare
    const edited = declaration({ editorIds: [ADMIN.id] });

    // Act
    const approve = await openedApproveButton(edited);

    // Assess
    const reason = messages.approvals.declaration['edited-it'];
    expect(approve).toHaveProperty('disabled', true);
    expect(screen.getByText(reason)).toBeTruthy();
    expect(document.getElementById(approve.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
  });

  it('is off for the reviewer who set the declarant’s IBAN in the last 30 days, and says why', async () => {
    // Prepare
    const puppet = declaration({ payeeIbanChanges: [{ byId: ADMIN.id, at: new Date().toISOString() }] });

    // Act
    const approve = await openedApproveButton(puppet);

    // Assess
    expect(approve).toHaveProperty('disabled', true);
    expect(screen.getByText(messages.approvals.declaration['set-payee-iban'])).toBeTruthy();
  });

  it('is on, with no explanation, when someone else edited it', async () => {
    // Prepare
    const editedByOther = declaration({ editorIds: [OTHER_REVIEWER_ID] });

    // Act
    const approve = await openedApproveButton(editedByOther);

    // Assess
    expect(approve).toHaveProperty('disabled', false);
    expect(approve.getAttribute('aria-describedby')).toBeNull();
  });
});
