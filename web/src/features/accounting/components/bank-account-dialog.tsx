import { Form, Input, Switch } from 'antd';
import { messages } from '../../../../../shared/messages';
import { type BankAccount, bankAccountBody } from '../../../../../shared/schemas/accounting';
import { FormDialog } from '../../../components/form-dialog';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { useSaveBankAccount } from '../api/save-bank-account';

const m = messages.accounting;

type FormValues = {
  name: string;
  bankName: string;
  accountNumber: string;
  currentBalance: string;
  isActive: boolean;
};
const FIELDS = ['name', 'bankName', 'accountNumber', 'currentBalance', 'isActive'] as const;

type BankAccountDialogProps = { open: boolean; account: BankAccount | null; onClose: () => void };

/** Add or edit a bank account (spec §2 Overzicht, §5): name, bank and account number required. */
export function BankAccountDialog({ open, account, onClose }: BankAccountDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const toast = useToast();
  const save = useSaveBankAccount();

  const submit = async (values: FormValues) => {
    try {
      await save.mutateAsync({
        id: account?.id ?? null,
        body: { ...values, currentBalance: String(values.currentBalance ?? '').replace(',', '.') || '0' },
      });
      toast.success(account ? m.bankAccountUpdated : m.bankAccountCreated);
      onClose();
    } catch (error) {
      const isOnForm = showFieldErrors(form, error, FIELDS, {
        messages: {
          [m.bankAccountNumberInUse]: 'accountNumber',
          [m.bankAccountNumberLocked]: 'accountNumber',
        },
      });
      if (!isOnForm) toast.failure(error, m.bankAccountFailed);
    }
  };

  return (
    <FormDialog<FormValues>
      open={open}
      title={account ? 'Bankrekening bewerken' : 'Nieuwe bankrekening'}
      okText="Opslaan"
      onClose={onClose}
      onFinish={submit}
      form={form}
      isSaving={save.isPending}
      initialValues={{
        name: account?.name ?? '',
        bankName: account?.bankName ?? '',
        accountNumber: account?.accountNumber ?? '',
        currentBalance: account?.currentBalance ?? '0.00',
        isActive: account?.isActive ?? true,
      }}
    >
      <Form.Item name="name" label="Naam" rules={[zodRule(bankAccountBody.shape.name)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="bankName" label="Bank" rules={[zodRule(bankAccountBody.shape.bankName)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="accountNumber"
        label="Rekeningnummer (IBAN)"
        rules={[zodRule(bankAccountBody.shape.accountNumber)]}
      >
        <Input placeholder="BE68 5390 0754 7034" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="currentBalance"
        label="Saldo (€)"
        rules={[zodRule(bankAccountBody.shape.currentBalance)]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="isActive" label="Actief" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
