import { useMutation } from '@tanstack/react-query';
import { volunteerRegisterMessages } from '../../../../shared/messages/volunteer-register';
import { downloadRouteFile } from './download-file';
import { apiRoutes } from './routes';

const m = volunteerRegisterMessages;

/*
 * Here, not in the volunteer-register feature: the declarations and volunteers screens offer the
 * statement too, and features do not import each other (CONVENTIONS rule 9).
 */
/** A volunteer's yearly statement (attest) PDF: one's own, or anyone's for who keeps the books. */
export function downloadStatement({ year, userId }: { year: number; userId: number }) {
  return downloadRouteFile(
    apiRoutes.volunteerRegister.statement,
    { year, id: userId },
    `${m.statement.fileName(year, String(userId))}.pdf`,
  );
}

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
