import { DEFAULT_THEME, THEMES } from '../../../../shared/constants';

export type ThemeName = (typeof THEMES)[number];

/** Per-browser preference (spec §4); not part of the session, so it survives logout. */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_LABELS: Record<ThemeName, string> = { light: 'Licht', dark: 'Donker', modern: 'Modern' };

/** light → dark → modern → light. */
export function nextTheme(current: ThemeName): ThemeName {
  const index = THEMES.indexOf(current);
  return THEMES[(index + 1) % THEMES.length] ?? DEFAULT_THEME;
}

/**
 * The organisation's default theme (setting default_theme) as last seen by this browser: a user who
 * never chose a theme starts in it at once on the next visit, before the public settings arrive.
 */
export const ORGANISATION_THEME_STORAGE_KEY = 'organisation-theme';

function readKey(key: string): ThemeName | null {
  try {
    const stored = localStorage.getItem(key);
    return isThemeName(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The theme this browser's user chose themselves, or null when they never chose one. */
export const readOwnTheme = (): ThemeName | null => readKey(THEME_STORAGE_KEY);

/** The user's own choice, else the organisation's default as last seen, else the portal's. */
export function readStoredTheme(): ThemeName {
  return readOwnTheme() ?? readKey(ORGANISATION_THEME_STORAGE_KEY) ?? DEFAULT_THEME;
}

export function storeOrganisationTheme(name: ThemeName): void {
  try {
    localStorage.setItem(ORGANISATION_THEME_STORAGE_KEY, name);
  } catch {
    // Without storage the default applies once the public settings arrive, on every visit.
  }
}

export function storeTheme(name: ThemeName): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // Storage may be unavailable (private mode); the theme then lasts for this page only.
  }
}

function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The marker on <html>: `data-theme` names the theme, `dark` class for both dark stylings. */
export function applyThemeToDocument(name: ThemeName): void {
  const root = document.documentElement;
  root.dataset.theme = name;
  root.classList.toggle('dark', name !== 'light');
  root.style.colorScheme = name === 'light' ? 'light' : 'dark';
}
