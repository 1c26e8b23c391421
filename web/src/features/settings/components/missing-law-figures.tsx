import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { useLawFiguresToday } from '../api/get-law-figures';
import './law-figures-notice.css';

/** The warning of LawFiguresNotice, when this year's or quarter's figures are missing. */
export function MissingLawFigures() {
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
