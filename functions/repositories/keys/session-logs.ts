import type { TABLES } from '../../../shared/tables';

/**
 * Key shapes of the sessionlogs table (shared/tables.ts says what each item and index answers).
 * Pure: the figures' readers (hours, the impact report) import the shapes from here.
 */
type IndexName = keyof typeof TABLES.sessionlogs.indexes;
export const SESSION_LOG_INDEXES = { byFamily: 'byFamily' } as const satisfies Record<IndexName, IndexName>;

export const SESSION_LOG_COUNTER = 'SESSIONLOG';
const padded = (id: number) => String(id).padStart(10, '0');

export const sessionLogKey = (id: number) => ({ pk: `LOG#${id}`, sk: 'LOG' });
/** The version a session had before an edit replaced it (n = that version). */
export const sessionVersionKey = (id: number, version: number) => ({
  pk: `LOG#${id}`,
  sk: `VERSION#${String(version).padStart(6, '0')}`,
});
/** The marker that an appointment (one occurrence of a series) became a session. */
export const appointmentKey = (eventId: number, occurrence: string) => ({
  pk: `APPOINTMENT#${eventId}#${occurrence}`,
  sk: 'COMPLETED',
});

export const familySessionsPartition = (familyId: number) => `FAMILY#${familyId}`;

/** The index attributes of a stored session: newest date and start first within its family. */
export const sessionLogIndexKeys = (log: {
  id: number;
  familyId: number;
  date: string;
  startTime: string;
}) => ({
  gsi1pk: familySessionsPartition(log.familyId),
  gsi1sk: `${log.date}T${log.startTime}#${padded(log.id)}`,
});

/** Whose figures a bucket holds: the association's, one volunteer's, one family's, or one school's. */
export type FiguresScope =
  | { kind: 'all' }
  | { kind: 'volunteer'; id: number }
  | { kind: 'family'; id: number }
  | { kind: 'school'; name: string };

export function figuresPartition(scope: FiguresScope): string {
  switch (scope.kind) {
    case 'all':
      return 'FIGURES#ALL';
    case 'volunteer':
      return `FIGURES#VOLUNTEER#${scope.id}`;
    case 'family':
      return `FIGURES#FAMILY#${scope.id}`;
    case 'school':
      return `FIGURES#SCHOOL#${scope.name.trim().toLowerCase()}`;
  }
}

export const figuresMonthSortKey = (month: string) => `MONTH#${month}`;
/** A family's months with sessions in one item (m_<yyyy-mm> = sessions that month): first month and stay. */
export const FAMILY_MONTHS_SORT_KEY = 'MONTHS';

/** ADD deltas for one bucket item, by its key (functions/services/sessions/session-figures.ts computes them). */
export type FigureChange = { pk: string; sk: string; add: Record<string, number> };
