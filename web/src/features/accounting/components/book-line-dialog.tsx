import { Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { messages } from '../../../../../shared/messages';
import { ACCOUNTING_CATEGORIES, type AccountingCategory } from '../../../../../shared/schemas/accounting';
import type { BankLine } from '../../../../../shared/schemas/bank';
import { formatAmount, formatDay } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useBookLine } from '../api/bank-lines';

const m = messages.bank;

type Values = { category: AccountingCategory; description?: string };

/** "Boeken als nieuwe boeking": the line becomes a pending transaction of the chosen category. */
export function BookLineDialog({
  bankAccountId,
  line,
  onClose,
}: {
  bankAccountId: number;
  line: BankLine | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const book = useBookLine();
  const toast = useToast();

  useEffect(() => {
    if (line) form.resetFields();
  }, [line, form]);

  const submit = async (values: Values) => {
    if (!line) return;
    try {
      await book.mutateAsync({
        bankAccountId,
        lineId: line.id,
        body: {
          category: values.category,
          ...(values.description ? { description: values.description } : {}),
        },
      });
      toast.success(m.booked);
      onClose();
    } catch (error) {
      toast.failure(error, m.bookFailed);
    }
  };

  return (
    <Modal
      open={line !== null}
      title={m.bookDialogTitle}
      okText={m.bookSave}
      cancelText="Annuleren"
      confirmLoading={book.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {line && (
        <Typography.Paragraph>
          {formatDay(line.date)} · {formatAmount(line.amount)} ·{' '}
          {m.lineDescription(line.counterpartyName, line.communication)}
        </Typography.Paragraph>
      )}
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="category"
          label={m.bookCategory}
          rules={[{ required: true, message: m.categoryRequired }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={ACCOUNTING_CATEGORIES.map((category) => ({ value: category, label: category }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={m.bookDescription}
          rules={[{ max: 500, message: m.descriptionTooLong }]}
        >
          <Input
            placeholder={line ? m.lineDescription(line.counterpartyName, line.communication) : undefined}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
