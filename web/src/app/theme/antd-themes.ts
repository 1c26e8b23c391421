import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeName } from './themes';

// antd's theme objects live apart from themes.ts so the sign-in screen, which draws no antd
// component, can follow the theme without loading antd.
const shared: ThemeConfig['token'] = {
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  borderRadius: 8,
};

/*
 * Text colours are set, not left to antd's algorithm: its defaults put secondary text at 3.4:1 and
 * links at 4.1:1 on white, and state colours (success, warning) lower still. Every value below
 * keeps at least 4.5:1 (WCAG AA) on the theme's container and layout backgrounds (issue 23 point 10).
 * On the dark themes the primary colour carries white button text, so text that uses the primary
 * colour (selected tab, selected menu entry) gets a lighter tint of it instead.
 */
const lightText: ThemeConfig['token'] = {
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  // A select's placeholder is drawn as text ("Alle acties"), so it is held to the same 4.5:1.
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.62)',
  colorLink: '#1d4ed8',
  colorSuccessText: '#237804',
  colorWarningText: '#874d00',
  colorErrorText: '#b91c1c',
  colorError: '#dc2626',
};
const darkText: ThemeConfig['token'] = {
  colorTextDescription: 'rgba(255, 255, 255, 0.62)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.62)',
  colorErrorText: '#ff8a80',
  colorError: '#f87171',
};
/**
 * A table's "no data" sentence is drawn in the disabled colour (about 2.4:1), yet it is the one
 * thing such a screen says; within tables it gets the secondary text colour.
 */
const readableEmptyText = (color: string): ThemeConfig['components'] => ({
  Table: { colorTextDisabled: color },
});
const primaryTextOnDark = (tint: string): ThemeConfig['components'] => ({
  ...readableEmptyText('rgba(255, 255, 255, 0.62)'),
  Tabs: { itemSelectedColor: tint, itemActiveColor: tint, itemHoverColor: tint },
  Menu: { itemSelectedColor: tint },
  // antd paints the avatar's background in the placeholder colour: keep it dark behind white initials.
  Avatar: { colorTextPlaceholder: 'rgba(255, 255, 255, 0.25)' },
});

/** Modern is the dark styling plus its own accent and rounder, softer surfaces. */
export const THEME_CONFIGS: Record<ThemeName, ThemeConfig> = {
  light: {
    algorithm: antdTheme.defaultAlgorithm,
    token: { ...shared, ...lightText, colorPrimary: '#2563eb', colorBgLayout: '#f4f6fb' },
    components: readableEmptyText('rgba(0, 0, 0, 0.62)'),
  },
  dark: {
    algorithm: antdTheme.darkAlgorithm,
    token: {
      ...shared,
      ...darkText,
      colorPrimary: '#3b82f6',
      colorLink: '#7cb4fb',
      colorBgLayout: '#0b0f17',
      colorBgContainer: '#141a24',
    },
    components: primaryTextOnDark('#93c5fd'),
  },
  modern: {
    algorithm: antdTheme.darkAlgorithm,
    token: {
      ...shared,
      ...darkText,
      colorPrimary: '#a855f7',
      colorInfo: '#a855f7',
      colorLink: '#d0a6fd',
      colorBgLayout: '#0f0b1e',
      colorBgContainer: '#191430',
      colorBgElevated: '#221b3d',
      borderRadius: 12,
    },
    components: primaryTextOnDark('#d8b4fe'),
  },
};
