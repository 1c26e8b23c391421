import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { calendarKeys } from './calendar-keys';

type FamilyLike = { id: number; parentName: string; childName: string | null };
export type FamilyOption = { value: number; label: string };

const optionOf = (family: FamilyLike): FamilyOption => ({
  value: family.id,
  label: family.childName ? `${family.parentName} (${family.childName})` : family.parentName,
});

/**
 * The families an appointment may name (issue 33), by search: the server answers a volunteer only the
 * families assigned to them, a coordinator every family.
 */
export const familyOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: calendarKeys.families(search),
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.families.list, {
        query: { ...(search ? { search } : {}), limit: 20 },
        signal,
      }).then((page) => page.items.map(optionOf)),
    staleTime: 60_000,
  });

export const useFamilyOptions = (search: string, enabled: boolean) =>
  useQuery({ ...familyOptionsQueryOptions(search), enabled, placeholderData: keepPreviousData });

/** The family an existing appointment names, for its label when the first page does not hold it. */
export const useFamilyOption = (familyId: number | null) =>
  useQuery<FamilyOption>({
    queryKey: calendarKeys.family(familyId ?? 0),
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.families.get, { params: { id: familyId ?? 0 }, signal }).then(optionOf),
    enabled: familyId !== null,
    staleTime: 60_000,
    retry: false,
  });
