import { Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { CLEAR_INPUT } from './control-icons';
import { SearchOutlined } from './icons';
import './list-screen.css';

type ListFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  /** The search box's accessible name ("Zoek gezinnen"). */
  searchLabel: string;
  placeholder: string;
  /** The selects that narrow the list, each a `FilterSelect`. */
  children: ReactNode;
};

/** A list's search box followed by its filter selects, wrapping on narrow screens. */
export function ListFilters({
  search,
  onSearchChange,
  searchLabel,
  placeholder,
  children,
}: ListFiltersProps) {
  return (
    <div className="list-filters">
      <Input
        className="list-filters__search"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={placeholder}
        aria-label={searchLabel}
        allowClear={CLEAR_INPUT}
        value={search}
        maxLength={100}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      {children}
    </div>
  );
}

/** A filter's choices: everything first ("Alle statussen"), then each value by its label. */
export function filterOptions<V extends string>(
  allLabel: string,
  values: readonly V[],
  labels: Record<NoInfer<V>, string>,
): { value: V | 'all'; label: string }[] {
  return [{ value: 'all', label: allLabel }, ...values.map((value) => ({ value, label: labels[value] }))];
}

type FilterSelectProps<T extends string> = {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** One filter of a `ListFilters`, of a fixed width. */
export function FilterSelect<T extends string>({ label, value, options, onChange }: FilterSelectProps<T>) {
  return (
    <Select<T>
      className="list-filters__select"
      aria-label={label}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
