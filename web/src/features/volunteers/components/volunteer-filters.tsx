import { USER_STATUSES } from '../../../../../shared/statuses';
import { FilterSelect, filterOptions, ListFilters } from '../../../components/list-filters';
import { FILTER_TYPES, STATUS_LABELS, TYPE_LABELS, type UserStatus } from '../lib/labels';

export type StatusFilter = UserStatus | 'all';
export type TypeFilter = (typeof FILTER_TYPES)[number] | 'all';

const STATUS_FILTER_OPTIONS = filterOptions('Alle statussen', USER_STATUSES, STATUS_LABELS);
const TYPE_FILTER_OPTIONS = filterOptions('Alle types', FILTER_TYPES, TYPE_LABELS);

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
    <ListFilters
      search={search}
      onSearchChange={onSearchChange}
      searchLabel="Zoek vrijwilligers"
      placeholder="Zoek op naam, gebruikersnaam of e-mail…"
    >
      <FilterSelect<StatusFilter>
        label="Filter op status"
        value={status}
        options={STATUS_FILTER_OPTIONS}
        onChange={onStatusChange}
      />
      <FilterSelect<TypeFilter>
        label="Filter op type"
        value={type}
        options={TYPE_FILTER_OPTIONS}
        onChange={onTypeChange}
      />
    </ListFilters>
  );
}
