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

export function readStoredTheme(): ThemeName {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
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
