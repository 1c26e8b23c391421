import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../shared/schemas/users';
import { HoursCard } from '../../web/src/features/sessions/components/hours-card';
import { ADMIN, fakeApi, renderSignedIn } from './support/render';

const VOLUNTEER: User = { ...ADMIN, id: 7, username: 'lotte', firstName: 'Lotte', role: 'vrijwilliger' };
const HOURS = { year: 2026, months: [{ month: '2026-03', sessions: 2, minutes: 150, daysOfActivity: 2 }] };

/** The hours card on the dashboard (issue 33), which a volunteer's phone opens first (issue 35). */
describe('the hours card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("asks a volunteer's own hours without the user directory, which only the list per volunteer needs", async () => {
    // Prepare
    const requests = fakeApi({ 'GET /api/sessions/hours': HOURS }, VOLUNTEER);

    // Act
    renderSignedIn(<HoursCard year={2026} />, VOLUNTEER);

    // Assess
    expect(await screen.findByText('Mijn begeleidingsuren 2026')).toBeTruthy();
    await vi.waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/sessions/hours'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((r) => r.path)).not.toContain('/api/users');
  });
});
