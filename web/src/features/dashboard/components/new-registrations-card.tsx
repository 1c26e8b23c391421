import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  DASHBOARD_MAX_NEW_FAMILY_CARDS,
  NEW_REGISTRATION_WINDOW_DAYS,
} from '../../../../../shared/constants';
import { PORTAL_LINKS } from '../../../../../shared/portal-links';
import type { RecentRegistration } from '../../../../../shared/schemas/families';
import { CalendarOutlined, MailOutlined, PhoneOutlined } from '../../../components/icons';
import { formatDate } from '../../../lib/format';
import { LoadError } from './load-error';

type NewRegistrationsCardProps = {
  registrations: readonly RecentRegistration[] | undefined;
  isLoading: boolean;
  error: unknown;
};

/** Spec §2 "New family registrations": at most 6 cards, then 'en N meer'. */
export function NewRegistrationsCard({ registrations, isLoading, error }: NewRegistrationsCardProps) {
  const all = registrations ?? [];
  const shown = all.slice(0, DASHBOARD_MAX_NEW_FAMILY_CARDS);
  const more = all.length - shown.length;

  return (
    <Card
      title={
        <span>
          Nieuwe aanmeldingen{' '}
          {all.length > 0 && (
            <Tag color="green" className="dashboard__count-tag">
              {all.length}
            </Tag>
          )}
        </span>
      }
      extra={<Link to={PORTAL_LINKS.registrations}>Alle aanmeldingen</Link>}
      className="dashboard-card"
      aria-label="Nieuwe aanmeldingen"
      role="region"
    >
      {isLoading ? (
        <Skeleton active />
      ) : error ? (
        <LoadError error={error} fallback="De nieuwe aanmeldingen konden niet worden geladen." />
      ) : all.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={`Geen nieuwe aanmeldingen in de afgelopen ${NEW_REGISTRATION_WINDOW_DAYS} dagen.`}
        />
      ) : (
        <>
          <ul className="registration-cards">
            {shown.map((registration) => (
              <li key={registration.id}>
                <RegistrationCard registration={registration} />
              </li>
            ))}
          </ul>
          {more > 0 && (
            <Link to={PORTAL_LINKS.registrations} className="registration-cards__more">
              en {more} meer
            </Link>
          )}
        </>
      )}
    </Card>
  );
}

function RegistrationCard({ registration }: { registration: RecentRegistration }) {
  const child = [
    registration.childName,
    registration.childAge === null ? null : `${registration.childAge} jaar`,
  ].filter(Boolean);
  return (
    <article className="registration-card" aria-label={registration.parentName}>
      <div className="registration-card__head">
        <Typography.Text strong ellipsis>
          {registration.parentName}
        </Typography.Text>
        <Tag color="green">Nieuw</Tag>
      </div>
      {child.length > 0 && <Typography.Text type="secondary">Kind: {child.join(', ')}</Typography.Text>}
      <ul className="registration-card__meta">
        {registration.phone && (
          <li>
            <PhoneOutlined aria-hidden /> {registration.phone}
          </li>
        )}
        <li>
          <MailOutlined aria-hidden />{' '}
          {registration.email ?? <Typography.Text type="secondary">Geen email</Typography.Text>}
        </li>
        <li>
          <CalendarOutlined aria-hidden /> Aangemeld op {formatDate(registration.createdAt)}
        </li>
      </ul>
      <Link to={PORTAL_LINKS.family(registration.id)} className="registration-card__link">
        Details bekijken
      </Link>
    </article>
  );
}
