import { Alert, Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { VOLUNTEER_LAW_SEED } from '../../../../../shared/constants';
import { settingsMessages } from '../../../../../shared/messages/settings';
import { volunteerLawMessages } from '../../../../../shared/messages/volunteer-law';
import type { Setting, SettingKey } from '../../../../../shared/schemas/settings';
import type { LawFigures } from '../../../../../shared/schemas/volunteer-law';
import { useToast } from '../../../lib/toast';
import { useLawFiguresToday } from '../api/get-law-figures';
import { useUpdateSetting } from '../api/update-setting';
import { SettingField } from './setting-field';

const m = settingsMessages.settings;
const law = volunteerLawMessages.volunteerLaw;

type FormValues = {
  source: string;
  years: { year: number; dayCeiling: string; yearCeiling: string; transportKm: number }[];
  mileageCaps: { from: string; to: string; car: string; bicycle: string }[];
};

const comma = (text: string) => text.replace('.', ',');
const dot = (text: string) => String(text).trim().replace(',', '.');

function formValuesOf(setting: Setting | undefined): FormValues {
  const figures = (setting?.value ? JSON.parse(setting.value) : VOLUNTEER_LAW_SEED) as LawFigures;
  return {
    source: figures.source,
    years: figures.years.map((year) => ({
      ...year,
      dayCeiling: comma(year.dayCeiling),
      yearCeiling: comma(year.yearCeiling),
    })),
    mileageCaps: figures.mileageCaps.map((cap) => ({
      ...cap,
      car: comma(cap.car),
      bicycle: comma(cap.bicycle),
    })),
  };
}

/**
 * Instellingen › Vrijwilligerswet: the ceilings per year and the kilometre caps per period (issue 31),
 * as one table saved at once, and the default regime. Without a stored table the published figures
 * of shared/constants apply; the alert says when today's year or quarter is missing.
 */
export function VolunteerLawTab({ byKey }: { byKey: Map<SettingKey, Setting> }) {
  const toast = useToast();
  const update = useUpdateSetting();
  const today = useLawFiguresToday();
  const setting = byKey.get('volunteer_law_figures');
  const [form] = Form.useForm<FormValues>();
  useEffect(() => form.setFieldsValue(formValuesOf(setting)), [form, setting]);

  const save = (values: FormValues) => {
    const figures = {
      source: values.source,
      years: values.years.map((year) => ({
        year: Number(year.year),
        dayCeiling: dot(year.dayCeiling),
        yearCeiling: dot(year.yearCeiling),
        transportKm: Number(year.transportKm),
      })),
      mileageCaps: values.mileageCaps.map((cap) => ({
        from: cap.from.trim(),
        to: cap.to.trim(),
        car: dot(cap.car),
        bicycle: dot(cap.bicycle),
      })),
    };
    update.mutate(
      { key: 'volunteer_law_figures', value: JSON.stringify(figures) },
      {
        onSuccess: () => {
          toast.success(m.saved);
          void today.refetch();
        },
        onError: (error) => toast.failure(error, m.saveFailed),
      },
    );
  };

  return (
    <div className="settings-fields volunteer-law-settings">
      {today.data?.warning ? (
        <Alert type="warning" showIcon title="Bedragen ontbreken" description={today.data.warning} />
      ) : null}
      <Typography.Paragraph type="secondary">
        De plafonds van de wet van 3 juli 2005 betreffende de rechten van vrijwilligers. Ze worden jaarlijks
        (kilometers per kwartaal) geïndexeerd: vul elk nieuw jaar en kwartaal aan. Ontbreekt het, dan geldt
        het laatst gekende bedrag, met een waarschuwing.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={save} aria-label="Bedragen vrijwilligerswet">
        <Typography.Title level={5}>Plafonds per jaar</Typography.Title>
        <Form.List name="years">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="end" wrap className="volunteer-law-settings__row">
                  <Form.Item name={[field.name, 'year']} label="Jaar" rules={[{ required: true }]}>
                    <InputNumber min={2000} max={2200} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'dayCeiling']}
                    label="Per dag (€)"
                    rules={[{ required: true }]}
                  >
                    <Input inputMode="decimal" style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'yearCeiling']}
                    label="Per jaar (€)"
                    rules={[{ required: true }]}
                  >
                    <Input inputMode="decimal" style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'transportKm']}
                    label="Km vervoer"
                    rules={[{ required: true }]}
                  >
                    <InputNumber min={0} max={100000} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)}>Verwijderen</Button>
                </Space>
              ))}
              <div>
                <Button onClick={() => add({ transportKm: 2000 })}>Jaar toevoegen</Button>
              </div>
            </>
          )}
        </Form.List>
        <Typography.Title level={5}>Kilometerplafonds per periode</Typography.Title>
        <Form.List name="mileageCaps">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="end" wrap className="volunteer-law-settings__row">
                  <Form.Item
                    name={[field.name, 'from']}
                    label="Van (jjjj-mm-dd)"
                    rules={[{ required: true }]}
                  >
                    <Input style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'to']} label="Tot en met" rules={[{ required: true }]}>
                    <Input style={{ width: 130 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'car']} label="Auto (€/km)" rules={[{ required: true }]}>
                    <Input inputMode="decimal" style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'bicycle']} label="Fiets (€/km)" rules={[{ required: true }]}>
                    <Input inputMode="decimal" style={{ width: 100 }} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)}>Verwijderen</Button>
                </Space>
              ))}
              <div>
                <Button onClick={() => add({ bicycle: '0,35' })}>Periode toevoegen</Button>
              </div>
            </>
          )}
        </Form.List>
        <Form.Item
          name="source"
          label="Bron van de bedragen"
          rules={[{ required: true }]}
          style={{ marginTop: 16 }}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Bedragen opslaan
        </Button>
      </Form>
      <SettingField
        settingKey="volunteer_law_default_regime"
        setting={byKey.get('volunteer_law_default_regime')}
        label="Standaardregime van een vrijwilliger"
        kind="select"
        options={{ real: law.regimeLabels.real, flat: law.regimeLabels.flat }}
        help="Geldt voor een jaar waarvoor op het profiel van de vrijwilliger niets gekozen is."
      />
    </div>
  );
}
