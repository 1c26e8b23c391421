import { Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { DeleteOutlined } from './icons';

type ConfirmDeleteButtonProps = {
  title: string;
  /** The spec's question, e.g. 'Weet u zeker dat u "…" wilt verwijderen?'. */
  description: ReactNode;
  onConfirm: () => void;
  loading?: boolean;
  /** Names what is deleted for screen readers; defaults to 'Verwijderen'. */
  ariaLabel?: string;
};

/** The table row's delete action: an icon button that asks for confirmation first (spec §2). */
export function ConfirmDeleteButton({
  title,
  description,
  onConfirm,
  loading,
  ariaLabel,
}: ConfirmDeleteButtonProps) {
  return (
    <Popconfirm
      title={title}
      // A long name would otherwise stretch the question over one very wide line.
      description={<div style={{ maxWidth: 280 }}>{description}</div>}
      okText="Verwijderen"
      cancelText="Annuleren"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Tooltip title="Verwijderen">
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={ariaLabel ?? 'Verwijderen'}
          loading={loading}
        />
      </Tooltip>
    </Popconfirm>
  );
}
