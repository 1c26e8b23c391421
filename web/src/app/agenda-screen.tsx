import { AgendaPage } from '../features/calendar/pages/agenda-page';
import { CompleteAppointmentButton } from '../features/sessions/components/complete-appointment-button';
import { PlannedSessionsButton } from '../features/sessions/components/planned-sessions-button';

/**
 * The agenda with the session log's two links to it (issue 33): an appointment with a family that took
 * place is completed into a session from its dialog, and the week's planned sessions without a log
 * open from the header. Features do not import each other, so the app puts them together.
 */
export function AgendaScreen() {
  return (
    <AgendaPage
      headerAction={<PlannedSessionsButton />}
      eventAction={(event, close) => <CompleteAppointmentButton event={event} onCompleted={close} />}
    />
  );
}
