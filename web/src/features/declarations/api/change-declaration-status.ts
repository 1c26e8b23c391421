import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclarationStatus } from '../../../../../shared/schemas/declarations';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateDeclarations } from './declaration-keys';

/** `expectedVersion` is the version the reviewer saw: if the owner changed it since, the server answers 409. */
export type StatusChange = {
  id: number;
  status: DeclarationStatus;
  expectedVersion: number;
  reviewNotes?: string;
  /** An admin approves only the part of a flat allowance within the volunteer law's ceilings. */
  withinCeiling?: boolean;
};

export function changeDeclarationStatus({
  id,
  status,
  expectedVersion,
  reviewNotes,
  withinCeiling,
}: StatusChange) {
  return callRoute(apiRoutes.declarations.changeStatus, {
    params: { id },
    body: {
      status,
      expectedVersion,
      ...(reviewNotes === undefined ? {} : { reviewNotes }),
      ...(withinCeiling ? { withinCeiling } : {}),
    },
  });
}

export function useChangeDeclarationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDeclarationStatus,
    onSuccess: () => invalidateDeclarations(queryClient),
  });
}
