import { Card, Col, Row, Spin, Statistic } from 'antd';
import { settingsMessages } from '../../../../../shared/messages/settings';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { useSettings } from '../api/get-settings';
import { useSettingsStatistics } from '../api/get-settings-statistics';
import { ProcessingRegisterTab } from '../components/processing-register-tab';
import {
  AppearanceTab,
  EmailTab,
  FormsTab,
  OrganisationTab,
  RetentionPeriodFields,
  TemplatesTab,
} from '../components/tabs';
import { VolunteerLawTab } from '../components/volunteer-law-tab';
import './settings-page.css';

const m = settingsMessages.settings;

/** /instellingen: admins only; the router refuses everyone else before this loads (screen-access.tsx). */
export function SettingsPage() {
  const settings = useSettings();
  return (
    <div className="stack settings-page">
      <PageHeader title="Instellingen" subtitle="Organisatie, e-mail, sjablonen, uiterlijk en formulieren" />
      <SettingsStatistics />
      {settings.isPending ? (
        <Spin />
      ) : (
        <ScreenTabs
          selectLabel="Onderdeel van de instellingen"
          sections={[
            {
              key: 'organisatie',
              label: 'Organisatie',
              children: <OrganisationTab byKey={settings.byKey} />,
            },
            { key: 'email', label: 'E-mail', children: <EmailTab byKey={settings.byKey} /> },
            { key: 'sjablonen', label: 'Sjablonen', children: <TemplatesTab /> },
            { key: 'uiterlijk', label: 'Uiterlijk', children: <AppearanceTab byKey={settings.byKey} /> },
            { key: 'formulieren', label: 'Formulieren', children: <FormsTab byKey={settings.byKey} /> },
            {
              key: 'vrijwilligerswet',
              label: 'Vrijwilligerswet',
              children: <VolunteerLawTab byKey={settings.byKey} />,
            },
            {
              key: 'privacy',
              label: 'Privacy',
              children: (
                <div className="settings-fields">
                  <RetentionPeriodFields byKey={settings.byKey} />
                  <ProcessingRegisterTab />
                </div>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

function SettingsStatistics() {
  const statistics = useSettingsStatistics();
  const data = statistics.data;
  if (!data) return null;
  const items = [
    { title: 'Gebruikers', value: data.users },
    { title: 'Gezinnen', value: data.families },
    { title: 'Declaraties', value: data.declarations },
    { title: 'Externe links', value: data.externalLinks },
    { title: 'Documenten', value: data.documents },
    { title: 'Opslag (MB)', value: (data.storageUsedBytes / 1_048_576).toFixed(1).replace('.', ',') },
    { title: 'Mails deze maand', value: data.mailsSentThisMonth },
  ];
  return (
    <Card size="small" title={m.statisticsTitle} className="settings-statistics">
      <Row gutter={[16, 16]} align="bottom">
        {items.map((item) => (
          <Col key={item.title} flex="1 0 130px">
            <Statistic title={item.title} value={item.value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
