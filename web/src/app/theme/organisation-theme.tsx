import { useEffect } from 'react';
import { usePublicSettings } from '../../lib/organisation';
import { useTheme } from './theme-context';

/**
 * Applies the organisation's default theme (setting default_theme, from the public settings) to a
 * user who never chose a theme in this browser; a user's own choice always wins.
 */
export function OrganisationTheme() {
  const defaultTheme = usePublicSettings().data?.defaultTheme;
  const { adoptOrganisationTheme } = useTheme();
  useEffect(() => {
    if (defaultTheme) adoptOrganisationTheme(defaultTheme);
  }, [defaultTheme, adoptOrganisationTheme]);
  return null;
}
