import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeName } from './themes';

// antd's theme objects live apart from themes.ts so the sign-in screen, which draws no antd
// component, can follow the theme without loading antd.
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
