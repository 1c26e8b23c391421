import type { ListEntriesQuery } from '../../../shared/schemas/accounting';
import { normalizeIban } from '../../../shared/validation/iban';
import { listEntriesPage } from '../../repositories/accounting';
import { presentEntry } from './present';

/** One page of transactions, newest date first; the bank-account text matches however it is typed. */
export async function listEntries(query: ListEntriesQuery) {
  const page = await listEntriesPage(
    {
      type: query.type,
      status: query.status,
      category: query.category || undefined,
      bankAccount: query.bankAccount ? normalizeIban(query.bankAccount) : undefined,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
    },
    { limit: query.limit, cursor: query.cursor },
  );
  return { items: page.items.map(presentEntry), nextCursor: page.nextCursor };
}
