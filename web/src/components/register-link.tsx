import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { volunteerRegisterMessages } from '../../../shared/messages/volunteer-register';
import { canOpenScreen } from '../../../shared/permissions';
import { useCurrentUser } from '../lib/auth/auth-context';
import { BookOutlined } from './icons';

/** The register screen's path (web/src/app/screens.ts, shared/permissions.ts SCREEN_PERMISSIONS). */
export const REGISTER_PATH = '/boekhouding/vrijwilligersregister';

/**
 * The way to the register of flat allowances from the bookkeeping and volunteers screens, for who may
 * read it (admins and the board); nothing for anyone else.
 */
export function RegisterLink() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!canOpenScreen(user, REGISTER_PATH)) return null;
  return (
    <Button icon={<BookOutlined />} onClick={() => navigate(REGISTER_PATH)}>
      {volunteerRegisterMessages.register.link}
    </Button>
  );
}
