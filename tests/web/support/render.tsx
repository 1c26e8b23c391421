import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { User } from '../../../shared/schemas/users';
import AntdRoot from '../../../web/src/app/antd-root';
import { AppProviders } from '../../../web/src/app/providers';
import { useAuth } from '../../../web/src/lib/auth/auth-context';

export type RecordedRequest = { method: string; path: string; body: unknown };

/** Answers by "METHOD /path" (without the query); anything else is a 404 with a JSON message. */
export type FakeApi = Record<string, unknown>;

export const ADMIN: User = {
  id: 1,
  username: 'admin',
  firstName: 'Admin',
  lastName: 'Beheerder',
  email: 'admin@example.org',
  phone: null,
  address: null,
  rijksregisterNummer: null,
  bankAccount: null,
  skills: null,
  diploma: null,
  notes: null,
  type: null,
  customType: null,
  status: 'active',
  role: 'admin',
  createdAt: '2026-01-05T09:00:00.000Z',
};

/** Replaces fetch with a fake API and records every request the screen makes. */
export function fakeApi(answers: FakeApi, user: User = ADMIN): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const all: FakeApi = { 'GET /api/auth/me': user, ...answers };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const key = `${method} ${url.pathname}`;
    const answer = all[key];
    if (answer === undefined) return json(404, { message: 'Niet gevonden.', code: 'NOT_FOUND' });
    return json(200, typeof answer === 'function' ? answer(body) : answer);
  });
  return requests;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Renders a component as the portal does, under React StrictMode (what `npm run dev` runs), with
 * the portal's providers, signed in as `user` through the fake API.
 */
export function renderSignedIn(ui: ReactNode, user: User = ADMIN) {
  localStorage.setItem('auth_user', JSON.stringify(user));
  return render(
    <StrictMode>
      <AppProviders>
        <MemoryRouter>
          <Routes>
            <Route element={<AntdRoot />}>
              <Route path="*" element={<WhenSignedIn>{ui}</WhenSignedIn>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
}

function WhenSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  return status === 'authenticated' ? children : null;
}
