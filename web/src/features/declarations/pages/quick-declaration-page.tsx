import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MILEAGE_RATE_EUR_PER_KM } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';
import { phoneMessages } from '../../../../../shared/messages/phone';
import { mileageCents, parseFixed, parseTenths } from '../../../../../shared/money';
import { earliestDeclarationDate } from '../../../../../shared/policies/declarations';
import { type Declaration, declarationBody } from '../../../../../shared/schemas/declarations';
import { CheckCircleFilled } from '../../../components/icons';
import { request } from '../../../lib/api/client';
import { isApiError } from '../../../lib/api/errors';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { newIdempotencyKey } from '../../../lib/api/idempotency';
import { apiRoutes } from '../../../lib/api/routes';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { trimmed } from '../../../lib/forms/text';
import { zodRule } from '../../../lib/forms/zod-rule';
import { type DeclarationDraft, deleteDraft, isNetworkFailure, saveDraft } from '../../../lib/offline/drafts';
import { sendDrafts } from '../../../lib/offline/send-draft';
import { usePublicSettings } from '../../../lib/organisation';
import { useToast } from '../../../lib/toast';
import type { DeclarationInput } from '../api/create-declaration';
import { invalidateDeclarations } from '../api/declaration-keys';
import { useFrequentTrips } from '../api/get-frequent-trips';
import { DraftsCard } from '../components/drafts-card';
import { ReceiptField, type ReceiptState } from '../components/receipt-field';
import { formatAmount, formatCents, todayInBelgium } from '../lib/format';
import type { FrequentTrip } from '../lib/frequent-trips';
import './declarations-page.css';
import './quick-declaration-page.css';

const m = messages.declarations;
const q = phoneMessages.quick;

export type QuickKind = 'mileage' | 'expense';

type FormValues = { description: string; kilometers: string; amount: string; date: string };
const FIELD_NAMES = ['description', 'kilometers', 'amount', 'date'] as const;

const [expenseSchema, mileageSchema] = declarationBody.options;
const RULES = {
  description: [zodRule(expenseSchema.shape.description)],
  amount: [zodRule(expenseSchema.shape.amount)],
  kilometers: [zodRule(mileageSchema.shape.kilometers)],
  date: [zodRule(expenseSchema.shape.date)],
} satisfies Record<keyof FormValues, Rule[]>;

/**
 * The phone's quick declaration (issue 35 step 2) at /rit and /onkost: one short form with today as
 * its date and one "Indienen". A trip starts from the volunteer's frequent trips (a tap fills label
 * and kilometres); an expense takes an amount and a receipt. The body is the shared schema's, so a
 * field added to it is added here.
 */
export function QuickDeclarationPage({ kind }: { kind: QuickKind }) {
  const [submitted, setSubmitted] = useState<Declaration | null>(null);
  const [round, setRound] = useState(0);
  if (submitted)
    return (
      <Confirmation
        declaration={submitted}
        kind={kind}
        onAnother={() => {
          setSubmitted(null);
          setRound((value) => value + 1);
        }}
      />
    );
  return <QuickDeclarationForm key={round} kind={kind} onSubmitted={setSubmitted} />;
}

function QuickDeclarationForm({
  kind,
  onSubmitted,
}: {
  kind: QuickKind;
  onSubmitted: (declaration: Declaration) => void;
}) {
  const toast = useToast();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [receipt, setReceipt] = useState<ReceiptState>({ status: 'none' });
  // One key per submission: a retry after a lost answer, or the draft it becomes offline, is the
  // same declaration to the server. A new key only once the server has answered.
  const idempotencyKey = useRef(newIdempotencyKey());
  const create = useMutation({
    mutationFn: (body: DeclarationInput) => {
      const route = apiRoutes.declarations.create;
      return request(route.method, route.path, {
        body,
        authenticated: true,
        idempotencyKey: idempotencyKey.current,
      }) as Promise<Declaration>;
    },
    onSuccess: () => invalidateDeclarations(queryClient),
  });
  const today = todayInBelgium();

  /** No connection: the declaration (and its photo) waits on the phone until there is one. */
  const keepAsDraft = async (body: DeclarationInput) => {
    const photo = receipt.status === 'local' ? receipt.file : null;
    await saveDraft({
      id: idempotencyKey.current,
      userId: user.id,
      body: body as Record<string, unknown>,
      receipt: photo ? { name: photo.name, type: photo.type, blob: photo } : null,
      createdAt: new Date().toISOString(),
    });
    idempotencyKey.current = newIdempotencyKey();
    form.resetFields();
    setReceipt({ status: 'none' });
    toast.info(phoneMessages.drafts.title, phoneMessages.drafts.savedOffline);
  };

  const submit = (values: FormValues) => {
    const body = toBody(kind, values, receipt);
    if (!navigator.onLine) {
      void keepAsDraft(body);
      return;
    }
    if (receipt.status === 'local') {
      // A photo kept offline goes the drafts' way: upload, then the declaration under its own key.
      void keepAsDraft(body).then(async () => {
        if ((await sendDrafts(user.id)).sent > 0) await invalidateDeclarations(queryClient);
      });
      return;
    }
    create.mutate(body, {
      onSuccess: (declaration) => onSubmitted(declaration),
      onError: (error) => {
        if (isNetworkFailure(error) && !isApiError(error)) {
          void keepAsDraft(body);
          return;
        }
        idempotencyKey.current = newIdempotencyKey();
        if (!showFieldErrors(form, error, FIELD_NAMES)) toast.failure(error, m.saveFailed);
      },
    });
  };

  /** A draft back in the form: it leaves the queue, and is kept again or sent from here. */
  const editDraft = (draft: DeclarationDraft) => {
    void deleteDraft(draft.id);
    const body = draft.body as Partial<Record<'description' | 'kilometers' | 'amount' | 'date', unknown>>;
    form.setFieldsValue({
      description: String(body.description ?? ''),
      kilometers: body.kilometers ? String(body.kilometers) : '',
      amount: body.amount ? String(body.amount) : '',
      date: String(body.date ?? today),
    });
    if (draft.receipt) {
      const file = new File([draft.receipt.blob], draft.receipt.name, { type: draft.receipt.type });
      setReceipt({ status: 'local', fileName: file.name, file });
    }
  };

  return (
    <div className="quick-declaration">
      <Typography.Title level={2} className="quick-declaration__title">
        {kind === 'mileage' ? q.tripTitle : q.expenseTitle}
      </Typography.Title>
      <DraftsCard userId={user.id} onEdit={editDraft} />
      <Form<FormValues>
        form={form}
        layout="vertical"
        name={kind === 'mileage' ? 'quick-trip' : 'quick-expense'}
        initialValues={{ description: '', kilometers: '', amount: '', date: today }}
        onFinish={submit}
        requiredMark={false}
      >
        {kind === 'mileage' && <FrequentTrips onPick={(trip) => form.setFieldsValue(trip)} />}
        <Form.Item
          name="description"
          label={kind === 'mileage' ? q.routeLabel : 'Omschrijving'}
          rules={RULES.description}
        >
          <Input
            size="large"
            maxLength={1000}
            placeholder={kind === 'mileage' ? q.routePlaceholder : undefined}
            autoComplete="off"
          />
        </Form.Item>
        {kind === 'mileage' ? (
          <Form.Item name="kilometers" label="Kilometers" rules={RULES.kilometers}>
            <Input size="large" inputMode="decimal" suffix="km" autoComplete="off" />
          </Form.Item>
        ) : (
          <Form.Item name="amount" label="Bedrag" rules={RULES.amount}>
            <Input size="large" inputMode="decimal" prefix="€" autoComplete="off" />
          </Form.Item>
        )}
        {kind === 'mileage' && <MileageAmount />}
        <Form.Item name="date" label="Datum" rules={RULES.date}>
          <Input size="large" type="date" max={today} min={earliestDeclarationDate(today)} />
        </Form.Item>
        {kind === 'expense' && (
          <Form.Item label={q.photo} htmlFor="quick_receipt">
            <ReceiptField id="quick_receipt" value={receipt} onChange={setReceipt} camera />
          </Form.Item>
        )}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={create.isPending}
          disabled={receipt.status === 'uploading'}
        >
          {q.submit}
        </Button>
      </Form>
    </div>
  );
}

/** The amount the configured rate gives for the kilometres typed; the server computes it again. */
function MileageAmount() {
  const kilometers = Form.useWatch('kilometers') as string | undefined;
  const publicSettings = usePublicSettings();
  const rate = parseFixed(publicSettings.data?.mileageRate ?? MILEAGE_RATE_EUR_PER_KM, 4) ?? 0;
  const tenths = kilometers ? parseTenths(kilometers) : null;
  return (
    <p className="quick-declaration__amount">
      Bedrag:{' '}
      <output aria-label="Berekend bedrag" aria-live="polite">
        {formatCents(tenths !== null && tenths > 0 ? mileageCents(tenths, rate) : 0)}
      </output>
    </p>
  );
}

/** The volunteer's frequent trips, each one tap away from a filled-in form. */
function FrequentTrips({
  onPick,
}: {
  onPick: (trip: Pick<FormValues, 'description' | 'kilometers'>) => void;
}) {
  const user = useCurrentUser();
  const trips = useFrequentTrips(user.id);
  if (!trips.data?.length) return null;
  return (
    <section className="frequent-trips" aria-labelledby="frequent-trips-title">
      <Typography.Text strong id="frequent-trips-title">
        {q.frequentTrips}
      </Typography.Text>
      <ul className="frequent-trips__list">
        {trips.data.map((trip: FrequentTrip) => (
          <li key={`${trip.label}\n${trip.kilometers}`}>
            <Button
              size="large"
              block
              className="frequent-trips__trip"
              onClick={() =>
                onPick({ description: trip.label, kilometers: trip.kilometers.replace('.', ',') })
              }
            >
              <span className="frequent-trips__label">{trip.label}</span>
              <span className="frequent-trips__km">{trip.kilometers.replace('.', ',')} km</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Confirmation({
  declaration,
  kind,
  onAnother,
}: {
  declaration: Declaration;
  kind: QuickKind;
  onAnother: () => void;
}): ReactNode {
  return (
    <div className="quick-declaration quick-declaration--done" role="status">
      <CheckCircleFilled className="quick-declaration__done-icon" aria-hidden />
      <Typography.Title level={2} className="quick-declaration__title">
        {q.submitted}
      </Typography.Title>
      <p>
        {declaration.description} · {formatAmount(declaration.amount)}
      </p>
      <div className="quick-declaration__next">
        <Button size="large" type="primary" onClick={onAnother}>
          {kind === 'mileage' ? 'Nog een rit' : 'Nog een onkost'}
        </Button>
        <Link to="/">Naar het dashboard</Link>
      </div>
    </div>
  );
}

function toBody(kind: QuickKind, values: FormValues, receipt: ReceiptState): DeclarationInput {
  const common = { description: trimmed(values.description), date: values.date || todayInBelgium() };
  if (kind === 'mileage') return { type: 'mileage', ...common, kilometers: trimmed(values.kilometers) };
  return {
    type: 'expense',
    ...common,
    amount: trimmed(values.amount),
    ...(receipt.status === 'uploaded' ? { receiptUploadId: receipt.uploadId } : {}),
  };
}
