import { theme as antdTheme, type ThemeConfig } from 'antd';
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

const shared: ThemeConfig['token'] = {
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  borderRadius: 8,
};

/** Modern is the dark styling plus its own accent and rounder, softer surfaces. */
export const THEME_CONFIGS: Record<ThemeName, ThemeConfig> = {
  light: {
    algorithm: antdTheme.defaultAlgorithm,
    token: { ...shared, colorPrimary: '#2563eb', colorBgLayout: '#f4f6fb' },
  },
  dark: {
    algorithm: antdTheme.darkAlgorithm,
    token: { ...shared, colorPrimary: '#3b82f6', colorBgLayout: '#0b0f17', colorBgContainer: '#141a24' },
  },
  modern: {
    algorithm: antdTheme.darkAlgorithm,
    token: {
      ...shared,
      colorPrimary: '#a855f7',
      colorInfo: '#a855f7',
      colorLink: '#c084fc',
      colorBgLayout: '#0f0b1e',
      colorBgContainer: '#191430',
      colorBgElevated: '#221b3d',
      borderRadius: 12,
    },
  },
};

/** The marker on <html>: `data-theme` names the theme, `dark` class for both dark stylings. */
export function applyThemeToDocument(name: ThemeName): void {
  const root = document.documentElement;
  root.dataset.theme = name;
  root.classList.toggle('dark', name !== 'light');
  root.style.colorScheme = name === 'light' ? 'light' : 'dark';
}
