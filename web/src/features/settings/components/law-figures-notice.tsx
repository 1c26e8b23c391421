import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { can } from '../../../../../shared/permissions';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useLawFiguresToday } from '../api/get-law-figures';
import './law-figures-notice.css';

/**
 * On the dashboard, for admins only: this year's ceilings or this quarter's kilometre cap of the
 * volunteer law are missing, so the last known figure applies (issue 31 item 1: never silently).
 */
export function LawFiguresNotice() {
  const user = useCurrentUser();
  const isAdmin = can(user, 'administer');
  if (!isAdmin) return null;
  return <MissingFigures />;
}

function MissingFigures() {
  const today = useLawFiguresToday();
  if (!today.data?.warning) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="law-figures-notice"
      title="Bedragen van de vrijwilligerswet ontbreken"
      description={
        <>
          {today.data.warning}{' '}
          <Link to="/instellingen" className="law-figures-notice__link">
            Vul ze aan bij Instellingen › Vrijwilligerswet.
          </Link>
        </>
      }
    />
  );
}
