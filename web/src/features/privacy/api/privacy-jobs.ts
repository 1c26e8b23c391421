import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PrivacySubject,
  RetentionSubject,
  StartPrivacyJobBody,
} from '../../../../../shared/schemas/privacy';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

export const privacyKeys = {
  all: ['privacy'] as const,
  job: (id: string) => [...privacyKeys.all, 'job', id] as const,
  subjects: (kind: PrivacySubject['kind'], search: string) =>
    [...privacyKeys.all, 'subjects', kind, search] as const,
};

/** How often a running job is asked for its progress. */
const JOB_POLL_MS = 1000;
export const isFinished = (status: string | undefined) => status === 'done' || status === 'failed';

export function useStartPrivacyJob() {
  return useMutation({
    mutationFn: (body: StartPrivacyJobBody) => callRoute(apiRoutes.privacy.start, { body }),
  });
}

/** A privacy job, asked again every second until it is done or failed. */
export function usePrivacyJob(id: string | null) {
  return useQuery({
    queryKey: privacyKeys.job(id ?? ''),
    queryFn: ({ signal }) => callRoute(apiRoutes.privacy.get, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : JOB_POLL_MS),
  });
}

/** A fresh short-lived link at each click (each one handed out is in the audit trail). */
export async function getPrivacyDownloadUrl(id: string): Promise<string> {
  const download = await callRoute(apiRoutes.privacy.download, { params: { id } });
  return download.url;
}

export type SubjectOption = { value: number; label: string };

/** The first page of volunteers or families matching the search, as options to pick from. */
export function useSubjectOptions(kind: PrivacySubject['kind'], search: string) {
  return useQuery({
    queryKey: privacyKeys.subjects(kind, search),
    queryFn: async ({ signal }): Promise<SubjectOption[]> => {
      const query = { limit: 50, ...(search ? { search } : {}) };
      if (kind === 'volunteer') {
        const page = await callRoute(apiRoutes.users.list, { query, signal });
        return page.items.map((user) => ({
          value: user.id,
          label: `${user.firstName} ${user.lastName}`.trim() || user.username,
        }));
      }
      const page = await callRoute(apiRoutes.families.list, { query, signal });
      return page.items.map((family) => ({ value: family.id, label: family.parentName }));
    },
  });
}

/** The retention rules and the people the daily check listed as past their date (the first page). */
export function useRetention() {
  return useQuery({
    queryKey: [...privacyKeys.all, 'retention'] as const,
    queryFn: ({ signal }) => callRoute(apiRoutes.privacy.retentionList, { query: { limit: 200 }, signal }),
  });
}

export function useConfirmRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subjects: RetentionSubject[]) =>
      callRoute(apiRoutes.privacy.retentionConfirm, { body: { subjects } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...privacyKeys.all, 'retention'] }),
  });
}
