import { useQuery } from '@tanstack/react-query';
import { displayName } from '../../../../../shared/format/names';
import { MAX_PAGE_SIZE } from '../../../../../shared/schemas/common';
import { callRoute } from '../../../lib/api/client';
import { fetchAllPages, pageParams } from '../../../lib/api/paged-list';
import { apiRoutes } from '../../../lib/api/routes';
import { getUserDirectory } from '../../../lib/api/user-directory';
import { emailKeys } from './email-keys';

export type RecipientOption = { address: string; label: string; kind: 'user' | 'family' };

/** Users with an e-mail address and spec §9's families that have one, for the recipients tab. */
export const useRecipientOptions = () =>
  useQuery({
    queryKey: emailKeys.recipients(),
    queryFn: async ({ signal }) => {
      const [users, families] = await Promise.all([
        getUserDirectory(signal),
        fetchAllPages((cursor) =>
          callRoute(apiRoutes.families.list, { query: pageParams(cursor, MAX_PAGE_SIZE), signal }),
        ),
      ]);
      const options: RecipientOption[] = [
        ...users
          .filter((user) => user.email)
          .map((user) => ({ address: String(user.email), label: displayName(user), kind: 'user' as const })),
        ...families
          .filter((family) => family.email)
          .map((family) => ({
            address: String(family.email),
            label: family.parentName,
            kind: 'family' as const,
          })),
      ];
      return options;
    },
  });
