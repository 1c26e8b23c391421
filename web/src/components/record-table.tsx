import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import './list-screen.css';

type RecordTableProps<T extends { id: number | string }> = {
  records: readonly T[];
  columns: TableColumnsType<T>;
  isLoading: boolean;
  emptyText: ReactNode;
  /** The table's accessible name ("Gezinnen"). */
  label?: string;
  className?: string;
  size?: 'middle';
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  scrollWidth?: number;
  /** "Meer laden" and the count, under the rows. */
  footer?: ReactNode;
};

/** The table of a list screen: all rows loaded so far (paged by "Meer laden", never by antd), fixed column widths. */
export function RecordTable<T extends { id: number | string }>({
  records,
  isLoading,
  emptyText,
  label,
  scrollWidth,
  footer,
  ...rest
}: RecordTableProps<T>) {
  return (
    <Table<T>
      {...rest}
      rowKey="id"
      dataSource={records as T[]}
      loading={isLoading}
      pagination={false}
      locale={{ emptyText }}
      tableLayout="fixed"
      scroll={scrollWidth === undefined ? undefined : { x: scrollWidth }}
      footer={footer === undefined ? undefined : () => footer}
      aria-label={label}
    />
  );
}
