import { ROLE_LABELS, ROLES, type Role } from '../../../../../shared/permissions';
import { USER_STATUSES } from '../../../../../shared/statuses';
import { FilterSelect, filterOptions, ListFilters } from '../../../components/list-filters';
import { FILTER_TYPES, STATUS_LABELS, TYPE_LABELS, type UserStatus } from '../lib/labels';

export type StatusFilter = UserStatus | 'all';
export type TypeFilter = (typeof FILTER_TYPES)[number] | 'all';
export type RoleFilter = Role | 'all';

const STATUS_FILTER_OPTIONS = filterOptions('Alle statussen', USER_STATUSES, STATUS_LABELS);
const TYPE_FILTER_OPTIONS = filterOptions('Alle types', FILTER_TYPES, TYPE_LABELS);
const ROLE_FILTER_OPTIONS = filterOptions('Alle rollen', ROLES, ROLE_LABELS);

type VolunteerFiltersProps = {
  /** Shown to those who manage users only; the others see role vrijwilliger (spec §7). */
  role?: { value: RoleFilter; onChange: (role: RoleFilter) => void };
  search: string;
  status: StatusFilter;
  type: TypeFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
  onTypeChange: (type: TypeFilter) => void;
};

export function VolunteerFilters({
  role,
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
      {role && (
        <FilterSelect<RoleFilter>
          label="Filter op rol"
          value={role.value}
          options={ROLE_FILTER_OPTIONS}
          onChange={role.onChange}
        />
      )}
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
