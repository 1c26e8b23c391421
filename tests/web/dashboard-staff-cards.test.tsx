import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../shared/schemas/users';
import { ADMIN, fakeApi, renderSignedIn } from './support/render';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../../web/src/features/dashboard/components/recent-activities-card', () => {
  loaded.push('recent activities');
  return { RecentActivitiesCard: () => <p>Recente activiteiten</p> };
});
vi.mock('../../web/src/features/dashboard/components/new-registrations-card', () => {
  loaded.push('new registrations');
  return { NewRegistrationsCard: () => <p>Nieuwe aanmeldingen</p> };
});
vi.mock('../../web/src/features/settings/components/missing-law-figures', () => {
  loaded.push('law figures');
  return { MissingLawFigures: () => <p>Bedragen ontbreken</p> };
});

const { DashboardPage } = await import('../../web/src/features/dashboard/pages/dashboard-page');
const { LawFiguresNotice } = await import('../../web/src/features/settings/components/law-figures-notice');

const VOLUNTEER: User = { ...ADMIN, id: 7, username: 'lotte', firstName: 'Lotte', role: 'vrijwilliger' };

/**
 * The volunteer's dashboard on a phone (issue 35, Lighthouse's Total Blocking Time): the cards and
 * notices only staff see are not part of its code; they load when someone who sees them opens it.
 */
describe('the staff-only parts of the dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  // First: a module is evaluated once per file, so this sees what the dashboard's own import and a
  // volunteer's render loaded, with nothing loaded before.
  it("are not loaded for a volunteer's dashboard", async () => {
    // Prepare
    fakeApi({}, VOLUNTEER);

    // Act
    renderSignedIn(<DashboardPage banner={<LawFiguresNotice />} />, VOLUNTEER);

    // Assess
    expect(await screen.findByRole('region', { name: 'Bedankt voor uw inzet' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual([]);
  });

  it('load for an admin, who sees them', async () => {
    // Prepare
    fakeApi({}, ADMIN);

    // Act
    renderSignedIn(<DashboardPage banner={<LawFiguresNotice />} />, ADMIN);

    // Assess
    expect(await screen.findByText('Recente activiteiten')).toBeTruthy();
    expect(await screen.findByText('Nieuwe aanmeldingen')).toBeTruthy();
    expect(await screen.findByText('Bedragen ontbreken')).toBeTruthy();
    expect([...loaded].sort()).toEqual(['law figures', 'new registrations', 'recent activities']);
  });
});
