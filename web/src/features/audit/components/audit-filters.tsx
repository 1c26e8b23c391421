import { DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { displayName } from '../../../../../shared/format';
import { messages } from '../../../../../shared/messages';
import { AUDIT_ACTIONS } from '../../../../../shared/schemas/audit';
import type { AuditFilters as Filters } from '../api/audit-keys';
import { useAuditPeople } from '../api/get-audit-people';

const m = messages.audit;
const DATE_FORMAT = 'DD-MM-YYYY';

const actionOptions = AUDIT_ACTIONS.map((action) => ({ value: action, label: m.actions[action] }));

/** Action, actor, target user and period; the period runs from the first day's start to the last day's end. */
export function AuditFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const people = useAuditPeople();
  const personOptions = (people.data ?? []).map((user) => ({ value: user.id, label: displayName(user) }));
  const setRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    onChange({
      ...value,
      from: range?.[0] ? range[0].startOf('day').toISOString() : undefined,
      to: range?.[1] ? range[1].endOf('day').toISOString() : undefined,
    });
  return (
    <Space wrap>
      <Select
        aria-label={m.filters.action}
        allowClear
        placeholder={m.filters.action}
        options={actionOptions}
        value={value.action}
        onChange={(action) => onChange({ ...value, action })}
        style={{ minWidth: 220 }}
      />
      <PersonFilter
        label={m.filters.actor}
        options={personOptions}
        isLoading={people.isLoading}
        value={value.actorId}
        onChange={(actorId) => onChange({ ...value, actorId })}
        minWidth={200}
      />
      <PersonFilter
        label={m.filters.target}
        options={personOptions}
        isLoading={people.isLoading}
        value={value.targetUserId}
        onChange={(targetUserId) => onChange({ ...value, targetUserId })}
        minWidth={220}
      />
      <DatePicker.RangePicker
        aria-label={m.filters.period.join(' – ')}
        format={DATE_FORMAT}
        placeholder={[...m.filters.period]}
        onChange={(range) => setRange(range as [Dayjs | null, Dayjs | null] | null)}
      />
    </Space>
  );
}

type PersonFilterProps = {
  label: string;
  options: { value: number; label: string }[];
  isLoading: boolean;
  value: number | undefined;
  onChange: (userId: number | undefined) => void;
  minWidth: number;
};

/** One person out of everyone the log names, found by typing part of the name. */
function PersonFilter({ label, options, isLoading, value, onChange, minWidth }: PersonFilterProps) {
  return (
    <Select
      aria-label={label}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={label}
      options={options}
      loading={isLoading}
      value={value}
      onChange={onChange}
      style={{ minWidth }}
    />
  );
}
