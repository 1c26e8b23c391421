import {
  Alert,
  DatePicker,
  Form,
  Input,
  InputNumber,
  type InputNumberProps,
  Modal,
  Radio,
  Typography,
} from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { MILEAGE_RATE_EUR_PER_KM } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';
import { mileageCents, parseFixed, parseTenths } from '../../../../../shared/money';
import { declarationDateRefusal } from '../../../../../shared/policies/declarations';
import { type Declaration, declarationBody } from '../../../../../shared/schemas/declarations';
import { type LawRegime, VEHICLES, type Vehicle } from '../../../../../shared/schemas/volunteer-law';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { ApplyInitialValues } from '../../../lib/forms/apply-initial-values';
import { trimmed } from '../../../lib/forms/text';
import { zodRule } from '../../../lib/forms/zod-rule';
import { usePublicSettings } from '../../../lib/organisation';
import { useToast } from '../../../lib/toast';
import type { DeclarationInput } from '../api/create-declaration';
import { useCreateDeclaration } from '../api/create-declaration';
import { useLawFiguresOn, useLawTotals } from '../api/get-volunteer-law';
import { useUpdateDeclaration } from '../api/update-declaration';
import { formatAmount, formatCents, todayInBelgium } from '../lib/format';
import { type DeclarationType, TYPE_LABELS } from '../lib/labels';
import { ActivityDaysField } from './activity-days-field';
import { DeclarationHistory } from './declaration-history';
import { ReceiptField, type ReceiptState } from './receipt-field';

const m = messages.declarations;
const law = messages.volunteerLaw;
const DATE_FORMAT = 'DD-MM-YYYY';
/** The spec's € 0,30 per km in 1/10000 euro, as the server computes with it (shared/money.ts). */

type FormValues = {
  type: DeclarationType;
  description: string;
  date: Dayjs | null;
  amount: string | null;
  kilometers: string | null;
  vehicle: Vehicle;
};
const FIELD_NAMES = ['type', 'description', 'date', 'amount', 'kilometers', 'vehicle'] as const;
const VEHICLE_OPTIONS = VEHICLES.map((value) => ({ value, label: law.vehicleLabels[value] }));
/** Issue 31: a flat-rate year declares flat allowances; a real-cost year expenses and mileage. */
const TYPES_OF_REGIME: Record<LawRegime, readonly DeclarationType[]> = {
  flat: ['allowance'],
  real: ['expense', 'mileage'],
};

// Each field is checked by its part of the server's schema, with the server's messages; limits
// that need the server (a date in the future by Belgian time) come back on their field.
const [expenseSchema, mileageSchema] = declarationBody.options;
const RULES = {
  description: [zodRule(expenseSchema.shape.description)],
  amount: [zodRule(expenseSchema.shape.amount)],
  kilometers: [zodRule(mileageSchema.shape.kilometers)],
  date: [{ required: true, message: m.datePick }],
} satisfies Partial<Record<keyof FormValues, Rule[]>>;

export type DialogMode = 'create' | 'edit' | 'view';

type DeclarationFormDialogProps = {
  open: boolean;
  mode: DialogMode;
  /** null for a new declaration. */
  declaration: Declaration | null;
  onClose: () => void;
  afterClose: () => void;
};

/**
 * New, edit and view dialog of spec §2/§4: type, description, date, the amount of an expense or
 * the kilometres of a mileage claim (its amount computed, read-only), and a receipt for an expense.
 * Outside 'pending' every field is disabled and there is no submit button.
 */
export function DeclarationFormDialog({
  open,
  mode,
  declaration,
  onClose,
  afterClose,
}: DeclarationFormDialogProps) {
  const toast = useToast();
  const publicSettings = usePublicSettings();
  const [form] = Form.useForm<FormValues>();
  const createMutation = useCreateDeclaration();
  const updateMutation = useUpdateDeclaration();
  const [receipt, setReceipt] = useState<ReceiptState>(
    declaration?.receiptName ? { status: 'existing', fileName: declaration.receiptName } : { status: 'none' },
  );
  const isReadOnly = mode === 'view';
  const currentUser = useCurrentUser();
  const watchedDate = Form.useWatch('date', form);
  const day = (watchedDate ?? dayjs(declaration?.date ?? todayInBelgium())).format('YYYY-MM-DD');
  const regime = useLawTotals(declaration?.userId ?? currentUser.id, Number(day.slice(0, 4))).data?.regime;
  const figures = useLawFiguresOn(day).data;
  const allowedTypes = regime ? TYPES_OF_REGIME[regime] : (Object.keys(TYPE_LABELS) as DeclarationType[]);
  const typeOptions = allowedTypes.map((value) => ({ value, label: TYPE_LABELS[value] }));
  const watchedType = Form.useWatch('type', form) ?? declaration?.type ?? 'expense';
  // A flat-rate year offers only the allowance; the form follows when the regime arrives.
  const type: DeclarationType =
    !isReadOnly && !declaration && !allowedTypes.includes(watchedType)
      ? (allowedTypes[0] ?? 'expense')
      : watchedType;
  useEffect(() => {
    if (type !== watchedType) form.setFieldValue('type', type);
  }, [form, type, watchedType]);
  const kilometers = Form.useWatch('kilometers', form);
  const isSaving = createMutation.isPending || updateMutation.isPending;
  const isUploading = receipt.status === 'uploading';

  const initialValues: FormValues = declaration
    ? {
        type: declaration.type,
        description: declaration.description,
        date: dayjs(declaration.date),
        amount:
          declaration.type === 'expense'
            ? declaration.amount
            : declaration.type === 'allowance'
              ? (declaration.allowance ?? null)
              : null,
        kilometers: declaration.kilometers === null ? null : String(declaration.kilometers),
        vehicle: declaration.vehicle ?? 'car',
      }
    : {
        type: 'expense',
        description: '',
        date: dayjs(todayInBelgium()),
        amount: null,
        kilometers: null,
        vehicle: 'car',
      };

  // A saved declaration shows the server's amount; a form being filled in shows what the configured
  // rate (public settings, issue 20) gives, and the server computes it again on saving.
  const RATE = parseFixed(publicSettings.data?.mileageRate ?? MILEAGE_RATE_EUR_PER_KM, 4) ?? 0;
  const mileageAmount = (() => {
    if (isReadOnly && declaration) return formatAmount(declaration.amount);
    const tenths = kilometers ? parseTenths(String(kilometers)) : null;
    return formatCents(tenths !== null && tenths > 0 ? mileageCents(tenths, RATE) : 0);
  })();

  const submit = (values: FormValues) => {
    const body = toBody(values, receipt, declaration);
    const options = {
      onSuccess: () => {
        toast.success(mode === 'create' ? m.submitted : m.updated);
        onClose();
      },
      onError: (error: unknown) => {
        if (!showFieldErrors(form, error, FIELD_NAMES)) toast.failure(error, m.saveFailed);
      },
    };
    if (declaration) updateMutation.mutate({ id: declaration.id, body }, options);
    else createMutation.mutate(body, options);
  };

  const title =
    mode === 'create' ? 'Nieuwe declaratie' : mode === 'edit' ? 'Declaratie bewerken' : 'Declaratie bekijken';

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      width={560}
      okText={mode === 'create' ? 'Indienen' : 'Opslaan'}
      cancelText={isReadOnly ? 'Sluiten' : 'Annuleren'}
      onOk={() => form.submit()}
      okButtonProps={{ loading: isSaving, disabled: isUploading }}
      footer={isReadOnly ? (_, { CancelBtn }) => <CancelBtn /> : undefined}
    >
      {declaration && mode === 'view' && <DeclarationHistory declaration={declaration} />}
      {declaration?.status === 'pending' && isReadOnly && (
        <Alert
          className="declaration-form__notice"
          type="info"
          showIcon
          title="Alleen de indiener, een administrator of een bestuurslid kan deze declaratie wijzigen."
        />
      )}
      <Form<FormValues>
        form={form}
        // The form instance outlives the dialog's content: without clearing it on close, the next
        // record opened would show (and save) the values of the previous one.
        clearOnDestroy
        layout="vertical"
        name="declaration"
        initialValues={initialValues}
        disabled={isReadOnly}
        onFinish={submit}
        requiredMark={!isReadOnly}
      >
        <ApplyInitialValues />
        <Form.Item
          name="type"
          label="Type"
          required
          extra={regime && !isReadOnly ? `Uw regime dit jaar: ${law.regimeLabels[regime]}.` : undefined}
        >
          <Radio.Group optionType="button" buttonStyle="solid" options={typeOptions} />
        </Form.Item>
        <Form.Item name="description" label="Beschrijving" rules={RULES.description}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <Form.Item name="date" label="Datum" rules={RULES.date}>
          <DatePicker
            format={DATE_FORMAT}
            allowClear={false}
            disabledDate={(picked) =>
              declarationDateRefusal(picked.format('YYYY-MM-DD'), todayInBelgium(), declaration?.date) !==
              null
            }
            style={{ width: '100%' }}
          />
        </Form.Item>
        {type === 'allowance' && !isReadOnly && (
          <ActivityDaysField
            userId={declaration?.userId ?? currentUser.id}
            year={Number(day.slice(0, 4))}
            day={day}
            ownDay={declaration?.date ?? null}
            onPick={(picked) => form.setFieldValue('date', dayjs(picked))}
          />
        )}
        {figures?.warning && type !== 'expense' && !isReadOnly && (
          <Alert className="declaration-form__notice" type="warning" showIcon title={figures.warning} />
        )}
        {type === 'allowance' && (
          <>
            <Form.Item
              name="amount"
              label="Forfaitaire vergoeding voor deze dag"
              extra={
                figures
                  ? `Hoogstens het dagplafond: ${formatAmount(figures.dayCeiling)}. Leeg: het dagplafond.`
                  : undefined
              }
            >
              <DecimalInput step="0.01" prefix="€" placeholder={figures?.dayCeiling.replace('.', ',')} />
            </Form.Item>
            <Form.Item name="kilometers" label="Vervoer (km, optioneel)">
              <DecimalInput step="0.1" suffix="km" />
            </Form.Item>
            <Form.Item name="vehicle" label="Vervoermiddel">
              <Radio.Group optionType="button" options={VEHICLE_OPTIONS} />
            </Form.Item>
          </>
        )}
        {type === 'allowance' ? null : type === 'expense' ? (
          <>
            <Form.Item name="amount" label="Bedrag" rules={RULES.amount}>
              <DecimalInput step="0.01" prefix="€" />
            </Form.Item>
            <Form.Item label="Bijlage" htmlFor="declaration_receipt">
              <ReceiptField
                id="declaration_receipt"
                value={receipt}
                onChange={setReceipt}
                disabled={isReadOnly}
              />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="kilometers" label="Kilometers" rules={RULES.kilometers}>
              <DecimalInput step="0.1" suffix="km" />
            </Form.Item>
            <Form.Item name="vehicle" label="Vervoermiddel">
              <Radio.Group optionType="button" options={VEHICLE_OPTIONS} />
            </Form.Item>
            <Form.Item
              label="Bedrag (berekend)"
              extra={
                isReadOnly ? undefined : `${formatCents(RATE / 100)} per kilometer, afgerond op de cent.`
              }
            >
              <Typography.Text strong>
                <output aria-label="Berekend bedrag" aria-live="polite">
                  {mileageAmount}
                </output>
              </Typography.Text>
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}

/**
 * The body of spec §7. For mileage the server computes the amount, so none is sent. An expense's
 * receipt: a new upload is sent by id, a removed one as null; an unchanged one is left out, since
 * the answer never tells the browser its upload id.
 */
function toBody(
  values: FormValues,
  receipt: ReceiptState,
  declaration: Declaration | null,
): DeclarationInput {
  const common = {
    description: trimmed(values.description),
    date: (values.date ?? dayjs()).format('YYYY-MM-DD'),
  };
  if (values.type === 'mileage') {
    return { type: 'mileage', ...common, kilometers: trimmed(values.kilometers), vehicle: values.vehicle };
  }
  if (values.type === 'allowance') {
    const amount = values.amount ? trimmed(values.amount) : '';
    const kilometers = values.kilometers ? trimmed(values.kilometers) : '';
    return {
      type: 'allowance',
      ...common,
      ...(amount ? { amount } : {}),
      ...(kilometers ? { kilometers, vehicle: values.vehicle } : {}),
    };
  }
  const receiptUploadId =
    receipt.status === 'uploaded'
      ? receipt.uploadId
      : receipt.status === 'none' && declaration?.receiptName
        ? null
        : undefined;
  return {
    type: 'expense',
    ...common,
    amount: trimmed(values.amount),
    ...(receiptUploadId === undefined ? {} : { receiptUploadId }),
  };
}

type DecimalInputProps = Omit<InputNumberProps<string>, 'stringMode' | 'min' | 'decimalSeparator' | 'style'>;

/**
 * A non-negative number typed with a decimal comma, kept as the exact string typed (no float
 * rounding before the server sees it). Form.Item's value, onChange and id pass through.
 */
function DecimalInput(props: DecimalInputProps) {
  return <InputNumber<string> {...props} stringMode min="0" decimalSeparator="," style={{ width: '100%' }} />;
}
