import { formatDay } from '../../../../../shared/format/dates';
import { sessionMessages } from '../../../../../shared/messages/sessions';
import type { SessionLog } from '../../../../../shared/schemas/sessions';

export const sessionKindLabel = (kind: SessionLog['kind']) => sessionMessages.sessionKinds[kind];

/** '02-03-2026 · 16:00 · 60 min'. */
export const sessionWhen = (session: Pick<SessionLog, 'date' | 'startTime' | 'durationMinutes'>) =>
  `${formatDay(session.date)} · ${session.startTime} · ${session.durationMinutes} min`;

/** '12 u 30 min' for a number of minutes. */
export function hoursLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} u` : `${hours} u ${rest} min`;
}
