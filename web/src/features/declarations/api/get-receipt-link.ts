import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';

/**
 * A presigned download of the receipt, valid for minutes: asked for on each click rather than
 * cached, so a link is never used after it expired.
 */
export function getReceiptLink(id: number) {
  return callRoute(apiRoutes.declarations.receipt, { params: { id } });
}

export function useReceiptLink() {
  return useMutation({ mutationFn: getReceiptLink });
}
