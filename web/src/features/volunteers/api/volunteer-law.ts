import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LawRegime } from '../../../../../shared/schemas/volunteer-law';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { volunteerKeys } from './volunteer-keys';

const lawKey = (userId: number, year: number) =>
  [...volunteerKeys.all, 'volunteer-law', userId, year] as const;

/** A volunteer's regime and totals of one year (issue 31 item 2). */
export const volunteerLawOptions = (userId: number, year: number) =>
  queryOptions({
    queryKey: lawKey(userId, year),
    queryFn: ({ signal }) =>
      callRoute(apiRoutes.volunteerLaw.totals, { params: { id: userId, year }, signal }),
  });

export const useVolunteerLaw = (userId: number, year: number) => useQuery(volunteerLawOptions(userId, year));

export type VolunteerLawInput = {
  userId: number;
  year: number;
  regime: LawRegime;
  otherOrganisationsAmount: string;
  expectedVersion: number;
};

export function useSaveVolunteerLaw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, year, ...body }: VolunteerLawInput) =>
      callRoute(apiRoutes.volunteerLaw.update, { params: { id: userId, year }, body }),
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: lawKey(input.userId, input.year) }),
  });
}
