import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentExportResponse } from '../../../../../shared/schemas/bank';
import { callRoute } from '../../../lib/api/client';
import { apiRoutes } from '../../../lib/api/routes';
import { invalidateAccounting } from './accounting-keys';

export type PaymentExport = {
  bankAccountId: number;
  declarationIds: number[];
  entryIds: number[];
  confirmRepeat: boolean;
};

function saveXml(answer: PaymentExportResponse) {
  const url = URL.createObjectURL(new Blob([answer.content], { type: answer.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Makes the pain.001 file of the chosen declarations and transactions and saves it; they are 'in betaling' afterwards,
 * so the payables reload. Items already in a file answer 409 unless `confirmRepeat`.
 */
export function useExportPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PaymentExport) => {
      const answer = await callRoute(apiRoutes.bank.exportPayments, { body: input });
      saveXml(answer);
      return answer;
    },
    onSuccess: () => invalidateAccounting(queryClient),
  });
}
