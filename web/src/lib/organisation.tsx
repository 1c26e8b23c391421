import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './api/client';
import { apiRoutes } from './api/routes';

/** The portal's own name, shown until the association sets its organisation name. */
export const DEFAULT_ORGANIZATION = 'Vrijwilligersportaal';

export const publicSettingsKeys = {
  all: ['settings', 'public'] as const,
  logo: (version: string) => ['settings', 'logo', version] as const,
};

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: publicSettingsKeys.all,
    queryFn: ({ signal }) => callRoute(apiRoutes.settings.publicSettings, { signal }),
  });

/** Organisation name, logo version, login texts: shared by the sign-in screen, the shell and the settings. */
export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}

/**
 * The organisation logo as a data URL, or null. The logo is fetched once per version (its upload id):
 * a new logo is a new version, so the image itself never needs refetching.
 */
export function useOrganisationLogo(): string | null {
  const version = usePublicSettings().data?.logoVersion ?? null;
  const logo = useQuery({
    queryKey: publicSettingsKeys.logo(version ?? 'none'),
    queryFn: ({ signal }) => callRoute(apiRoutes.settings.logo, { signal }),
    enabled: version !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  return version ? (logo.data?.dataUrl ?? null) : null;
}

/** After a setting changed: the sign-in screen and the shell read the new name and logo. */
export const invalidatePublicSettings = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: publicSettingsKeys.all });

type OrganisationLogoProps = { size: number; className?: string; alt?: string };

/** The association's logo, or the portal's own mark while none is set. */
export function OrganisationLogo({ size, className, alt = '' }: OrganisationLogoProps) {
  const logo = useOrganisationLogo();
  return (
    <img
      src={logo ?? '/favicon.svg'}
      alt={alt}
      width={size}
      height={size}
      className={className}
      style={{ objectFit: 'contain' }}
    />
  );
}
