import { SearchOutlined } from '@ant-design/icons';
import { Input, Select } from 'antd';
import type { UserType } from '../../../../../shared/permissions';
import { FILTER_TYPES, STATUS_LABELS, TYPE_LABELS, type UserStatus } from '../lib/labels';

export type StatusFilter = UserStatus | 'all';
export type TypeFilter = (typeof FILTER_TYPES)[number] | 'all';

const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle statussen' },
  ...(Object.keys(STATUS_LABELS) as UserStatus[]).map((value) => ({ value, label: STATUS_LABELS[value] })),
];
const TYPE_FILTER_OPTIONS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'Alle types' },
  ...FILTER_TYPES.map((value: UserType & TypeFilter) => ({ value, label: TYPE_LABELS[value] })),
];

type VolunteerFiltersProps = {
  search: string;
  status: StatusFilter;
  type: TypeFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
  onTypeChange: (type: TypeFilter) => void;
};

export function VolunteerFilters({
  search,
  status,
  type,
  onSearchChange,
  onStatusChange,
  onTypeChange,
}: VolunteerFiltersProps) {
  return (
    <div className="volunteer-filters">
      <Input
        className="volunteer-filters__search"
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Zoek op naam, gebruikersnaam of e-mail…"
        aria-label="Zoek vrijwilligers"
        allowClear
        value={search}
        maxLength={100}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <Select<StatusFilter>
        className="volunteer-filters__select"
        aria-label="Filter op status"
        value={status}
        options={STATUS_FILTER_OPTIONS}
        onChange={onStatusChange}
      />
      <Select<TypeFilter>
        className="volunteer-filters__select"
        aria-label="Filter op type"
        value={type}
        options={TYPE_FILTER_OPTIONS}
        onChange={onTypeChange}
      />
    </div>
  );
}
