import type { DeclarationStatus } from '../../../shared/statuses';
import type { TABLES } from '../../../shared/tables';

/**
 * Key shapes of the declarations table (shared/tables.ts says what each index answers). Pure: no
 * environment, no client, so any repository that reads this table imports the shapes from here.
 */
type IndexName = keyof typeof TABLES.declarations.indexes;
export const DECLARATION_INDEXES = {
  byOwner: 'byOwner',
  byStatus: 'byStatus',
  byDate: 'byDate',
} as const satisfies Record<IndexName, IndexName>;

export const declarationKey = (id: number) => ({ pk: `DECLARATION#${id}`, sk: 'DECLARATION' });

/** The partition values of the three indexes. */
export const declarationPartitions = {
  owner: (userId: number) => `OWNER#${userId}`,
  status: (status: DeclarationStatus) => `STATUS#${status}`,
  all: 'DECLARATIONS',
};

/** Sorts by the declaration's own date, ties broken by id, so "newest date first" is one descending query. */
export const declarationNewestFirst = (declaration: { date: string; id: number }) =>
  `${declaration.date}#${String(declaration.id).padStart(10, '0')}`;

/** The index attributes a stored declaration carries. */
export const declarationIndexKeys = (declaration: {
  id: number;
  date: string;
  status: DeclarationStatus;
  userId: number;
}) => ({
  gsi1pk: declarationPartitions.owner(declaration.userId),
  gsi1sk: declarationNewestFirst(declaration),
  gsi2pk: declarationPartitions.status(declaration.status),
  gsi2sk: declarationNewestFirst(declaration),
  gsi3pk: declarationPartitions.all,
  gsi3sk: declarationNewestFirst(declaration),
});

/**
 * One volunteer's volunteer-law counters of one calendar year (regime, other organisations' amount,
 * approved allowances per day and in total, transport kilometres), kept on approval. Read by key only.
 */
export const lawYearKey = (userId: number, year: number) => ({ pk: `LAW#${userId}#${year}`, sk: 'LAW' });
