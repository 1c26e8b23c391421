import { Empty, Spin } from 'antd';
import type { Key, ReactNode } from 'react';
import './list-screen.css';

type RecordCardsProps<T> = {
  items: readonly T[];
  isLoading: boolean;
  emptyText: ReactNode;
  /** The list's accessible name ("Gezinnen"). */
  label: string;
  keyOf: (item: T) => Key;
  renderCard: (item: T) => ReactNode;
  /** "Meer laden" and the count, under the cards. */
  footer?: ReactNode;
};

/** A list screen on a phone (issue 23 point 3): one card per record instead of a wide table. */
export function RecordCards<T>({
  items,
  isLoading,
  emptyText,
  label,
  keyOf,
  renderCard,
  footer,
}: RecordCardsProps<T>) {
  if (isLoading) return <Spin className="record-cards__loading" />;
  return (
    <div>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <ul className="record-cards" aria-label={label}>
          {items.map((item) => (
            <li key={keyOf(item)} className="record-card">
              {renderCard(item)}
            </li>
          ))}
        </ul>
      )}
      {footer && <div className="record-cards__footer">{footer}</div>}
    </div>
  );
}

/** A line of a record card with one thing at the start and one at the end (name and status). */
export function RecordCardRow({ children }: { children: ReactNode }) {
  return <div className="record-card__row">{children}</div>;
}
