import { Alert, Button, Input, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatAmount } from '../../../../../shared/format';
import { messages } from '../../../../../shared/messages';
import { LAW_REGIMES, type LawRegime } from '../../../../../shared/schemas/volunteer-law';
import { useToast } from '../../../lib/toast';
import { useSaveVolunteerLaw, useVolunteerLaw } from '../api/volunteer-law';

const law = messages.volunteerLaw;
const REGIME_OPTIONS = LAW_REGIMES.map((value) => ({ value, label: law.regimeLabels[value] }));

/**
 * The volunteer law on a volunteer's profile (issue 31 item 2): the regime of a year (changeable
 * until an allowance of that year is approved) and what other organisations pay them, which counts
 * towards the ceiling. Saved on its own, beside the profile's fields.
 */
export function VolunteerLawSection({ userId }: { userId: number }) {
  const toast = useToast();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const totals = useVolunteerLaw(userId, year);
  const save = useSaveVolunteerLaw();
  const [regime, setRegime] = useState<LawRegime>('real');
  const [other, setOther] = useState('0');
  useEffect(() => {
    if (!totals.data) return;
    setRegime(totals.data.regime);
    setOther(totals.data.otherOrganisationsAmount.replace('.', ','));
  }, [totals.data]);
  const data = totals.data;
  const submit = () =>
    data &&
    save.mutate(
      {
        userId,
        year,
        regime,
        otherOrganisationsAmount: other.replace(',', '.'),
        expectedVersion: data.version,
      },
      {
        onSuccess: () => toast.success(law.regimeChanged),
        onError: (error) => toast.failure(error, messages.generic.error),
      },
    );
  return (
    <section className="volunteer-law-section" aria-label="Vrijwilligerswet">
      <Space wrap align="end">
        <div>
          <Typography.Text type="secondary">Jaar</Typography.Text>
          <br />
          <Select
            aria-label="Jaar"
            value={year}
            onChange={setYear}
            options={[thisYear - 1, thisYear, thisYear + 1].map((value) => ({ value, label: String(value) }))}
          />
        </div>
        <Radio.Group
          aria-label="Regime"
          optionType="button"
          options={REGIME_OPTIONS}
          value={regime}
          disabled={data?.isRegimeLocked}
          onChange={(event) => setRegime(event.target.value as LawRegime)}
        />
        <label htmlFor={`volunteer-law-other-${userId}`}>
          <Typography.Text type="secondary">Van andere organisaties dit jaar (€)</Typography.Text>
          <Input
            id={`volunteer-law-other-${userId}`}
            inputMode="decimal"
            value={other}
            onChange={(event) => setOther(event.target.value)}
          />
        </label>
        <Button onClick={submit} loading={save.isPending} disabled={!data}>
          Regime opslaan
        </Button>
      </Space>
      {data && (
        <Typography.Paragraph type="secondary" className="volunteer-law-section__totals">
          {data.isRegimeChosen ? '' : 'Standaardregime uit de instellingen. '}
          Goedgekeurde forfaitaire vergoedingen: {formatAmount(data.allowanceTotal)} over{' '}
          {data.allowanceDays.length} {data.allowanceDays.length === 1 ? 'dag' : 'dagen'}; vervoer{' '}
          {data.transportKm} km.
        </Typography.Paragraph>
      )}
      {data?.isRegimeLocked && <Alert type="info" showIcon title={law.regimeLocked(year)} />}
    </section>
  );
}
