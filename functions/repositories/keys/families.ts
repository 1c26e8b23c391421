import type { FamilyStatus } from '../../../shared/statuses';
import type { TABLES } from '../../../shared/tables';

/**
 * Key shapes of the families table (shared/tables.ts says what each index answers). Pure: no
 * environment, no client, so any repository that reads this table imports the shapes from here.
 */
type IndexName = keyof typeof TABLES.families.indexes;
export const FAMILY_INDEXES = {
  byCreatedAt: 'byCreatedAt',
  byStatus: 'byStatus',
  byAssignee: 'byAssignee',
} as const satisfies Record<IndexName, IndexName>;

export const familyKey = (id: number) => ({ pk: `FAMILY#${id}`, sk: 'FAMILY' });

/** The partition values of the three indexes. */
export const familyPartitions = {
  all: 'FAMILIES',
  status: (status: FamilyStatus) => `STATUS#${status}`,
  assignee: (userId: number) => `ASSIGNEE#${userId}`,
};

/** Sorts by creation time, ties broken by id, so "newest first" is one descending query. */
export const familyNewestFirst = (family: { createdAt: string; id: number }) =>
  `${family.createdAt}#${String(family.id).padStart(10, '0')}`;

/** The index attributes a stored family carries. */
export const familyIndexKeys = (family: {
  id: number;
  createdAt: string;
  guidanceStatus: FamilyStatus;
  assignedTo: number | null;
}) => ({
  gsi1pk: familyPartitions.all,
  gsi1sk: familyNewestFirst(family),
  gsi2pk: familyPartitions.status(family.guidanceStatus),
  gsi2sk: familyNewestFirst(family),
  // Left out when nobody is assigned, so the byAssignee index holds assigned families only.
  ...(family.assignedTo === null
    ? {}
    : { gsi3pk: familyPartitions.assignee(family.assignedTo), gsi3sk: familyNewestFirst(family) }),
});
