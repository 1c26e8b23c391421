import { useMemo } from 'react';
import { brusselsTime } from '../../../../../shared/calendar/brussels-time';
import { displayName } from '../../../../../shared/format/names';
import { SESSION_DURATION } from '../../../../../shared/schemas/sessions';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useSessionFamily, useSessionOptions, useSessionPeople } from '../api/list-sessions';
import { SessionDialog } from './session-dialog';

/** An appointment (one occurrence of a series) with a family, as the agenda and the planned list know it. */
export type AppointmentToComplete = {
  eventId: number;
  /** The Brussels date of this occurrence. */
  occurrence: string;
  familyId: number;
  startDate: string;
  endDate: string;
};

const lengthInMinutes = (appointment: AppointmentToComplete) => {
  const minutes = Math.round((Date.parse(appointment.endDate) - Date.parse(appointment.startDate)) / 60_000);
  return Math.min(SESSION_DURATION.max, Math.max(SESSION_DURATION.min, minutes));
};

/**
 * The session dialog on an appointment that took place: the date and start are the appointment's, the
 * family's child and the caller are filled in; saving completes the appointment into a session once.
 */
export function CompleteAppointmentDialog({
  appointment,
  onClose,
  onCompleted,
}: {
  appointment: AppointmentToComplete;
  onClose: () => void;
  onCompleted?: () => void;
}) {
  const user = useCurrentUser();
  const family = useSessionFamily(appointment.familyId);
  const options = useSessionOptions();
  const people = useSessionPeople();
  const peopleOptions = useMemo(
    () =>
      (people.data ?? [])
        .filter((person) => person.status === 'active')
        .map((person) => ({ value: person.id, label: displayName(person) })),
    [people.data],
  );
  // The dialog's first values come from the family: wait for it (a refusal still opens the dialog).
  if (family.isPending) return null;
  const childName = family.data?.childName;
  return (
    <SessionDialog
      open
      onClose={onClose}
      onSaved={onCompleted}
      familyId={appointment.familyId}
      session={null}
      defaults={{ children: childName ? [childName] : [], volunteerIds: [user.id] }}
      subjects={options.data?.subjects ?? []}
      people={peopleOptions}
      appointment={{
        eventId: appointment.eventId,
        occurrence: appointment.occurrence,
        startTime: brusselsTime(appointment.startDate),
        durationMinutes: lengthInMinutes(appointment),
      }}
    />
  );
}
