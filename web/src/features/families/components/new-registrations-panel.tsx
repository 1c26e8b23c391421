import { Button, Tag, Typography } from 'antd';
import type { RecentRegistration } from '../../../../../shared/schemas/families';
import { CalendarOutlined, MailOutlined, PhoneOutlined, UserAddOutlined } from '../../../components/icons';
import { ageLabel, formatDate } from '../lib/family-labels';

type NewRegistrationsPanelProps = {
  registrations: readonly RecentRegistration[];
  onOpen: (id: number) => void;
};

/** The green 'Nieuwe Aanmeldingen' panel (spec §2): in_behandeling, created in the last 7 days. */
export function NewRegistrationsPanel({ registrations, onOpen }: NewRegistrationsPanelProps) {
  if (registrations.length === 0) return null;
  return (
    <section className="new-registrations" aria-labelledby="new-registrations-title">
      <header className="new-registrations__header">
        <UserAddOutlined aria-hidden className="new-registrations__icon" />
        <div>
          <h3 id="new-registrations-title" className="new-registrations__title">
            Nieuwe Aanmeldingen
          </h3>
          <Typography.Text className="new-registrations__subtitle">
            {registrations.length === 1
              ? '1 gezin meldde zich de afgelopen 7 dagen aan en wacht op opvolging.'
              : `${registrations.length} gezinnen meldden zich de afgelopen 7 dagen aan en wachten op opvolging.`}
          </Typography.Text>
        </div>
      </header>
      <ul className="new-registrations__list">
        {registrations.map((registration) => (
          <li key={registration.id} className="new-registrations__item">
            <div className="new-registrations__main">
              <div className="new-registrations__name">
                <Typography.Text strong>{registration.parentName}</Typography.Text>
                <Tag color="green">Nieuw</Tag>
              </div>
              {registration.childName && (
                <Typography.Text type="secondary">
                  Kind: {registration.childName}
                  {registration.childAge !== null ? ` (${ageLabel(registration.childAge)})` : ''}
                </Typography.Text>
              )}
              <div className="new-registrations__meta">
                {registration.phone && (
                  <span>
                    <PhoneOutlined aria-hidden /> {registration.phone}
                  </span>
                )}
                <span>
                  <MailOutlined aria-hidden /> {registration.email ?? 'Geen email'}
                </span>
                <span>
                  <CalendarOutlined aria-hidden /> {formatDate(registration.createdAt)}
                </span>
              </div>
            </div>
            <Button onClick={() => onOpen(registration.id)}>Bekijken</Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
