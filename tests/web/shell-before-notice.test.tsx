import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../shared/schemas/users';
import type { NoticeStatus } from '../../shared/schemas/volunteer-records';
import AntdRoot from '../../web/src/app/antd-root';
import { AppProviders } from '../../web/src/app/providers';
import { RequireAuth } from '../../web/src/app/route-guards';
import { AppShell } from '../../web/src/app/shell/app-shell';
import { ADMIN } from './support/render';

const VOLUNTEER: User = { ...ADMIN, id: 7, username: 'lotte', firstName: 'Lotte', role: 'vrijwilliger' };
const NOTHING_TO_ACKNOWLEDGE: NoticeStatus = {
  notice: null,
  acknowledgedVersion: null,
  mustAcknowledge: false,
};

/** The portal's API, with the notice check answering only when the test says so. */
function apiWithHeldNoticeCheck() {
  let answerNotice: (status: NoticeStatus) => void = () => {};
  const notice = new Promise<NoticeStatus>((resolve) => (answerNotice = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test');
    const body =
      pathname === '/api/auth/me'
        ? VOLUNTEER
        : pathname === '/api/organisation-notice'
          ? await notice
          : { message: 'Niet gevonden.', code: 'NOT_FOUND' };
    const status = pathname === '/api/auth/me' || pathname === '/api/organisation-notice' ? 200 : 404;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { answerNotice };
}

/**
 * After sign-in (issue 35, Total Blocking Time on a phone): the shell is drawn while the organisation
 * notice is checked, and the screen follows once the check lets the user on, so the two do not
 * appear in one long task.
 */
describe('the signed-in shell while the organisation notice is checked', () => {
  it('is drawn around a spinner, and the screen follows when nothing is to be acknowledged', async () => {
    // Prepare
    const { answerNotice } = apiWithHeldNoticeCheck();
    localStorage.setItem('auth_user', JSON.stringify(VOLUNTEER));
    render(
      <StrictMode>
        <AppProviders>
          <MemoryRouter>
            <Routes>
              <Route element={<AntdRoot />}>
                <Route element={<RequireAuth />}>
                  <Route element={<AppShell />}>
                    <Route path="*" element={<p>Het scherm</p>} />
                  </Route>
                </Route>
              </Route>
            </Routes>
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
    );

    // Assess: the shell, and no screen yet.
    expect(
      await screen.findByRole('button', { name: /^Menu (openen|sluiten)$/ }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Laden…' })).toBeTruthy();
    expect(screen.queryByText('Het scherm')).toBeNull();

    // Act
    await act(async () => answerNotice(NOTHING_TO_ACKNOWLEDGE));

    // Assess
    expect(await screen.findByText('Het scherm')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Laden…' })).toBeNull();
  });
});
