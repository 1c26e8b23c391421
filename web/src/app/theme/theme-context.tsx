import { createContext, type ReactNode, use, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { applyThemeToDocument, nextTheme, readStoredTheme, storeTheme, type ThemeName } from './themes';

type ThemeContextValue = {
  theme: ThemeName;
  setTheme: (name: ThemeName) => void;
  cycleTheme: () => void;
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

  const value = useMemo(() => ({ theme, setTheme: choose, cycleTheme }), [theme, choose, cycleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme needs a ThemeProvider');
  return context;
}
