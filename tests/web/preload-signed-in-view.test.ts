import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('../../web/src/app/antd-root', () => {
  loaded.push('antd-root');
  return { default: () => null };
});
vi.mock('../../web/src/app/shell/app-shell', () => {
  loaded.push('app-shell');
  return { AppShell: () => null };
});
vi.mock('../../web/src/app/screen-access', () => {
  loaded.push('screen-access');
  return { ScreenAccess: () => null };
});
vi.mock('../../web/src/app/dashboard-screen', () => {
  loaded.push('dashboard');
  return { DashboardScreen: () => null };
});

const { preloadSignedInView } = await import('../../web/src/app/router');
const { STORAGE_KEYS } = await import('../../web/src/lib/auth/session-storage');

describe('the first signed-in view', () => {
  beforeEach(() => {
    loaded.length = 0;
  });
  afterEach(() => localStorage.clear());

  // First: a module is evaluated once per file, so this runs while none of them is loaded yet.
  it('loads nothing ahead for a visitor who is not signed in', async () => {
    preloadSignedInView('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual([]);
  });

  it('starts loading the shell, the access check and the dashboard at once for a returning user', async () => {
    // Prepare
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 3, role: 'vrijwilliger' }));

    // Act
    preloadSignedInView('/');

    // Assess
    await vi.waitFor(() =>
      expect([...loaded].sort()).toEqual(['antd-root', 'app-shell', 'dashboard', 'screen-access']),
    );
  });
});
