import { Form, Input, Switch } from 'antd';
import { messages } from '../../../../../shared/messages';
import {
  type BankAccount,
  type BankAccountBodyInput,
  bankAccountBody,
} from '../../../../../shared/schemas/accounting';
import { FormDialog } from '../../../components/form-dialog';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { fieldNamesOf, zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { useSaveBankAccount } from '../api/save-bank-account';

const m = messages.accounting;

type FormValues = Required<BankAccountBodyInput>;
const FIELDS = fieldNamesOf(bankAccountBody);

const TEXT_FIELDS = [
  { name: 'name', label: 'Naam', maxLength: 100 },
  { name: 'bankName', label: 'Bank', maxLength: 100 },
  {
    name: 'accountNumber',
    label: 'Rekeningnummer (IBAN)',
    maxLength: 64,
    placeholder: 'BE68 5390 0754 7034',
  },
  { name: 'bic', label: 'BIC (voor betaalbestanden)', maxLength: 11, placeholder: 'GKCCBEBB' },
] as const;

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
        bic: account?.bic ?? '',
      }}
    >
      {TEXT_FIELDS.map(({ name, label, ...input }) => (
        <Form.Item key={name} name={name} label={label} rules={[zodRule(bankAccountBody.shape[name])]}>
          <Input {...input} />
        </Form.Item>
      ))}
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
