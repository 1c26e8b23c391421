import { Button, Descriptions, type DescriptionsProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { DialogLoading } from './dialog-loading';

/** What opens and closes a dialog; the screen that shows it holds the state. */
export type DialogState = {
  open: boolean;
  onClose: () => void;
  /** Runs once the closing animation ends (the screen forgets the record then). */
  afterClose: () => void;
};

type DetailsDialogProps = DialogState & {
  title: string;
  width: number;
  /** The record's fields, two to a row from `sm` up; null while the record is on its way (a spinner shows). */
  items: DescriptionsProps['items'] | null;
  className: string;
  /** The buttons; a single "Sluiten" unless the screen offers more. */
  footer?: ReactNode;
  /** What follows the fields (e.g. a history). */
  children?: ReactNode;
};

/** A record read-only in a dialog: its fields as a bordered list, closed with "Sluiten". */
export function DetailsDialog({
  items,
  className,
  onClose,
  footer = <Button onClick={onClose}>Sluiten</Button>,
  children,
  ...modal
}: DetailsDialogProps) {
  return (
    <Modal {...modal} onCancel={onClose} destroyOnHidden footer={footer}>
      {items ? (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} items={items} className={className} />
          {children}
        </>
      ) : (
        <DialogLoading label="Laden" />
      )}
    </Modal>
  );
}
