import { Button } from 'antd';
import { useState } from 'react';
import { brusselsDay } from '../../../../../shared/calendar/brussels-time';
import { sessionMessages } from '../../../../../shared/messages/sessions';
import type { CalendarEvent } from '../../../../../shared/schemas/calendar';
import { CheckOutlined } from '../../../components/icons';
import { CompleteAppointmentDialog } from './complete-appointment-dialog';

const m = sessionMessages.sessions;

/**
 * 'Afronden als begeleidingsmoment' on an appointment with a family that took place (issue 33): the
 * agenda's appointment dialog shows it; a second completion gives the same session, nothing new.
 */
export function CompleteAppointmentButton({
  event,
  onCompleted,
}: {
  event: CalendarEvent;
  onCompleted: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  if (event.familyId === null || Date.parse(event.startDate) > Date.now()) return null;
  return (
    <>
      <Button icon={<CheckOutlined />} onClick={() => setIsOpen(true)}>
        {m.completeAction}
      </Button>
      {isOpen && (
        <CompleteAppointmentDialog
          appointment={{
            eventId: event.id,
            occurrence: event.occurrenceDate ?? brusselsDay(event.startDate),
            familyId: event.familyId,
            startDate: event.startDate,
            endDate: event.endDate,
          }}
          onClose={() => setIsOpen(false)}
          onCompleted={onCompleted}
        />
      )}
    </>
  );
}
