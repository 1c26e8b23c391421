import { createContext, type ReactNode, use, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import {
  applyThemeToDocument,
  nextTheme,
  readOwnTheme,
  readStoredTheme,
  storeOrganisationTheme,
  storeTheme,
  type ThemeName,
} from './themes';

type ThemeContextValue = {
  theme: ThemeName;
  setTheme: (name: ThemeName) => void;
  cycleTheme: () => void;
  /** The organisation's default theme (settings): applied only while the user has no choice of their own. */
  adoptOrganisationTheme: (name: ThemeName) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<ThemeName>(readStoredTheme);
  const [hasChosen, setHasChosen] = useState(false);

  useLayoutEffect(() => {
    applyThemeToDocument(theme);
    if (hasChosen) storeTheme(theme);
  }, [theme, hasChosen]);

  const choose = useCallback((name: ThemeName) => {
    setHasChosen(true);
    setTheme(name);
  }, []);
  const cycleTheme = useCallback(() => {
    setHasChosen(true);
    setTheme(nextTheme);
  }, []);

  const adoptOrganisationTheme = useCallback(
    (name: ThemeName) => {
      storeOrganisationTheme(name);
      if (!hasChosen && readOwnTheme() === null) setTheme(name);
    },
    [hasChosen],
  );

  const value = useMemo(
    () => ({ theme, setTheme: choose, cycleTheme, adoptOrganisationTheme }),
    [theme, choose, cycleTheme, adoptOrganisationTheme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme needs a ThemeProvider');
  return context;
}
