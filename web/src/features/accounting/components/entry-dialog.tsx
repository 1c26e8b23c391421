import { Col, Form, Input, Row, Select } from 'antd';
import { messages } from '../../../../../shared/messages';
import {
  ACCOUNTING_CATEGORIES,
  type AccountingCategory,
  type AccountingEntry,
  type BankAccount,
  entryBody,
} from '../../../../../shared/schemas/accounting';
import { formatIban } from '../../../../../shared/validation/iban';
import { FormDialog } from '../../../components/form-dialog';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { useSaveEntry } from '../api/save-entry';
import { defaultPeriod } from '../lib/format';

const m = messages.accounting;

type FormValues = {
  type: 'incoming' | 'outgoing';
  date: string;
  description: string;
  category: AccountingCategory;
  amount: string;
  reference: string;
  bankAccount: string;
  notes: string;
  payeeName: string;
  payeeIban: string;
  payeeBic: string;
};
const FIELDS = [
  'type',
  'date',
  'description',
  'category',
  'amount',
  'reference',
  'bankAccount',
  'notes',
  'payeeName',
  'payeeIban',
  'payeeBic',
] as const;
const TYPE_OPTIONS = [
  { value: 'outgoing', label: m.typeLabels.outgoing },
  { value: 'incoming', label: m.typeLabels.incoming },
];
const CATEGORY_OPTIONS = ACCOUNTING_CATEGORIES.map((category) => ({ value: category, label: category }));

type EntryDialogProps = {
  open: boolean;
  entry: AccountingEntry | null;
  bankAccounts: readonly BankAccount[];
  onClose: () => void;
};

/** New or edit transaction (spec §5): type outgoing and date today by default; status starts pending. */
export function EntryDialog({ open, entry, bankAccounts, onClose }: EntryDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const toast = useToast();
  const save = useSaveEntry();
  const type = Form.useWatch('type', form) ?? entry?.type ?? 'outgoing';
  const accountOptions = [
    { value: 'none', label: 'Geen' },
    ...bankAccounts
      .filter((account) => account.isActive || account.accountNumber === entry?.bankAccount)
      .map((account) => ({
        value: account.accountNumber,
        label: `${account.name} (${formatIban(account.accountNumber)})`,
      })),
  ];

  const submit = async (values: FormValues) => {
    try {
      await save.mutateAsync({
        id: entry?.id ?? null,
        body: {
          type: values.type,
          date: values.date,
          description: values.description,
          category: values.category,
          amount: String(values.amount ?? ''),
          reference: values.reference || null,
          // Spec §5: the value 'none' is sent as an empty string.
          bankAccount: values.bankAccount === 'none' ? '' : values.bankAccount,
          notes: values.notes || null,
          status: 'pending',
          // Issue 34: whom an outgoing transaction pays, so it can go in a payment file.
          ...(values.type === 'outgoing'
            ? {
                payeeName: values.payeeName || null,
                payeeIban: values.payeeIban || null,
                payeeBic: values.payeeBic || null,
              }
            : {}),
        },
      });
      toast.success(entry ? m.updated : m.created);
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error, FIELDS)) toast.failure(error, m.failedText, m.failed);
    }
  };

  return (
    <FormDialog<FormValues>
      open={open}
      title={entry ? 'Transactie bewerken' : 'Nieuwe transactie'}
      okText="Opslaan"
      onClose={onClose}
      onFinish={submit}
      form={form}
      isSaving={save.isPending}
      width={640}
      initialValues={{
        type: entry?.type ?? 'outgoing',
        date: entry?.date ?? defaultPeriod().dateTo,
        description: entry?.description ?? '',
        category: entry?.category,
        amount: entry?.amount ?? '',
        reference: entry?.reference ?? '',
        bankAccount: entry?.bankAccount ?? 'none',
        notes: entry?.notes ?? '',
        payeeName: entry?.payeeName ?? '',
        payeeIban: entry?.payeeIban ? formatIban(entry.payeeIban) : '',
        payeeBic: entry?.payeeBic ?? '',
      }}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="type" label="Type" rules={[zodRule(entryBody.shape.type)]}>
            <Select options={TYPE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="date" label="Datum" rules={[zodRule(entryBody.shape.date)]}>
            <Input type="date" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Beschrijving" rules={[zodRule(entryBody.shape.description)]}>
        <Input maxLength={500} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="category" label="Categorie" rules={[zodRule(entryBody.shape.category)]}>
            <Select options={CATEGORY_OPTIONS} placeholder="Kies een categorie" showSearch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="amount" label="Bedrag (€)" rules={[zodRule(entryBody.shape.amount)]}>
            <Input inputMode="decimal" placeholder="0,00" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="reference" label="Referentie">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="bankAccount" label="Bankrekening">
            <Select options={accountOptions} />
          </Form.Item>
        </Col>
      </Row>
      {type === 'outgoing' && (
        <>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="payeeName" label="Begunstigde" extra={m.payeeHint}>
                <Input maxLength={70} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="payeeIban"
                label="IBAN begunstigde"
                rules={[zodRule(entryBody.shape.payeeIban)]}
              >
                <Input maxLength={64} autoComplete="off" placeholder="BE68 5390 0754 7034" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="payeeBic"
                label="BIC begunstigde (optioneel)"
                rules={[zodRule(entryBody.shape.payeeBic)]}
              >
                <Input maxLength={11} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      <Form.Item name="notes" label="Notities">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} />
      </Form.Item>
    </FormDialog>
  );
}
