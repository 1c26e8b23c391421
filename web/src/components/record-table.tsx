import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import './list-screen.css';

/**
 * Fits 1280 px with the sidebar open (about 930 px of content), every action in view; narrower
 * windows scroll, with a shadow on the edge that hides columns.
 */
const SCROLL_WIDTH = 900;

type RecordTableProps<T extends { id: number | string }> = {
  records: readonly T[];
  columns: TableColumnsType<T>;
  isLoading: boolean;
  emptyText: ReactNode;
  /** The table's accessible name ("Gezinnen"). */
  label?: string;
  className?: string;
  size?: 'middle';
  /** Wide tables scroll sideways below `SCROLL_WIDTH` instead of squeezing their columns. */
  isWide?: boolean;
  /** "Meer laden" and the count, under the rows. */
  footer?: ReactNode;
};

/** The table of a list screen: all rows loaded so far (paged by "Meer laden", never by antd), fixed column widths. */
export function RecordTable<T extends { id: number | string }>({
  records,
  isLoading,
  emptyText,
  label,
  isWide = false,
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
      scroll={isWide ? { x: SCROLL_WIDTH } : undefined}
      footer={footer === undefined ? undefined : () => footer}
      aria-label={label}
    />
  );
}
