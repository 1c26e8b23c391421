import { useQuery } from '@tanstack/react-query';
import { getUserDirectory } from '../../../lib/api/user-directory';
import { calendarKeys } from './calendar-keys';

/** Everyone a calendar can be shared with (the user directory), only while the share dialog is open. */
export const usePeople = (enabled: boolean) =>
  useQuery({ queryKey: calendarKeys.users(), queryFn: ({ signal }) => getUserDirectory(signal), enabled });
