import { Form, Input, Modal, Typography } from 'antd';
import { messages } from '../../../../../shared/messages';
import type { Declaration } from '../../../../../shared/schemas/declarations';
import { formatAmount } from '../lib/format';

type RejectDialogProps = {
  open: boolean;
  declaration: Declaration;
  isSaving: boolean;
  onReject: (reviewNotes: string) => void;
  onClose: () => void;
  afterClose: () => void;
};

/** Rejecting needs a reason (the server refuses one without); the volunteer sees it. */
export function RejectDialog({
  open,
  declaration,
  isSaving,
  onReject,
  onClose,
  afterClose,
}: RejectDialogProps) {
  const [form] = Form.useForm<{ reviewNotes: string }>();
  return (
    <Modal
      open={open}
      title="Declaratie afwijzen"
      okText="Afwijzen"
      cancelText="Annuleren"
      okButtonProps={{ danger: true, loading: isSaving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {declaration.userName}: {declaration.description} ({formatAmount(declaration.amount)})
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="reject-declaration"
        onFinish={(values) => onReject(values.reviewNotes.trim())}
      >
        <Form.Item
          name="reviewNotes"
          label="Reden van afwijzing"
          rules={[{ required: true, whitespace: true, message: messages.declarations.rejectionNeedsNote }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
