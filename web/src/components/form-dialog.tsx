import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

type FormDialogProps<Values> = {
  open: boolean;
  title: ReactNode;
  okText: string;
  onClose: () => void;
  onFinish: (values: Values) => void;
  form: FormInstance<Values>;
  /** What the form starts from. Read at mount: the dialog's contents mount afresh each time it opens. */
  initialValues: Partial<Values>;
  isSaving: boolean;
  width?: number;
  children: ReactNode;
};

/**
 * A small form in a dialog: "Annuleren" closes it, the ok button submits the form, and the form is
 * unmounted on close (`destroyOnHidden` with `preserve={false}`), so the next opening starts from its
 * initial values again.
 */
export function FormDialog<Values>({
  open,
  title,
  okText,
  onClose,
  onFinish,
  form,
  initialValues,
  isSaving,
  width,
  children,
}: FormDialogProps<Values>) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Annuleren"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isSaving}
      width={width}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        preserve={false}
        initialValues={initialValues}
      >
        {children}
      </Form>
    </Modal>
  );
}
