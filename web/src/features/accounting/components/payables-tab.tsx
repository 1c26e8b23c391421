import { Alert, Button, Modal, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { PAYMENT_STATE_LABELS } from '../../../../../shared/format/labels';
import { messages } from '../../../../../shared/messages';
import { centsToDecimal, parseCents } from '../../../../../shared/money';
import { payableRefusal } from '../../../../../shared/policies/payments';
import type { BankAccount } from '../../../../../shared/schemas/accounting';
import { MAX_PAYMENT_ITEMS, type Payable } from '../../../../../shared/schemas/bank';
import { formatIban } from '../../../../../shared/validation/iban';
import { LoadMoreButton } from '../../../components/load-more-button';
import { isApiError } from '../../../lib/api/errors';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { formatAmount, formatDateTime, formatDay } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { type PaymentExport, useExportPayments } from '../api/export-payments';
import { useBankAccounts } from '../api/get-bank-accounts';
import { usePayablePages } from '../api/get-payables';
import { ScrollRegion } from './scroll-region';
import './payables-tab.css';

const m = messages.bank;

/** Why the signed-in treasurer may not put `payable` in a file (the server's own sentence), or undefined. */
function selectionRefusal(user: { id: number }, payable: Payable): string | undefined {
  const refusal = payableRefusal(user, payable);
  if (refusal === 'own-payment') return m.ownPayment;
  if (refusal === 'set-payee-iban') return m.setEntryPayeeIban;
  if (!payable.isIbanValid) return m.payeeIbanMissing(payable.payeeName);
  return undefined;
}

const accountLabel = (account: BankAccount) =>
  `${account.name} – ${formatIban(account.accountNumber)}${account.bic ? ` (BIC ${account.bic})` : ''}`;

/**
 * Issue 34, paying: the approved declarations and outgoing transactions with a payee waiting for
 * their payment, selectable (never one's own, nor a transaction whose payee IBAN one set, nor a payee
 * without a valid IBAN), the association's account to pay from, and one pain.001 file.
 * Items already in a file say which, when and by whom; paying them again asks an explicit yes.
 */
export function PayablesTab() {
  const user = useCurrentUser();
  const toast = useToast();
  const pages = usePayablePages();
  const accounts = useBankAccounts();
  const exportPayments = useExportPayments();
  const [selected, setSelected] = useState<string[]>([]);
  const [chosenAccountId, setChosenAccountId] = useState<number | null>(null);
  const [repeat, setRepeat] = useState<{ input: PaymentExport; message: string } | null>(null);

  const payables = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const activeAccounts = (accounts.data?.items ?? []).filter((account) => account.isActive);
  const bankAccountId = chosenAccountId ?? activeAccounts[0]?.id ?? null;
  const withoutIban = useMemo(
    () => [...new Set(payables.filter((payable) => !payable.isIbanValid).map((p) => p.payeeName))],
    [payables],
  );
  const chosen = payables.filter((payable) => selected.includes(payable.id));
  const totalCents = chosen.reduce((sum, payable) => sum + (parseCents(payable.amount) ?? 0), 0);
  const isTooMany = chosen.length > MAX_PAYMENT_ITEMS;

  const run = async (input: PaymentExport) => {
    try {
      const answer = await exportPayments.mutateAsync(input);
      setSelected([]);
      setRepeat(null);
      toast.success(m.exported(answer.paymentCount));
    } catch (error) {
      if (isApiError(error, 409) && !input.confirmRepeat && error.serverMessage) {
        setRepeat({ input, message: error.serverMessage });
        return;
      }
      setRepeat(null);
      toast.failure(error, m.exportFailed);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {m.payablesIntro}
      </Typography.Paragraph>
      {withoutIban.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={
            <ul className="payables-iban-list">
              {withoutIban.map((name) => (
                <li key={name}>{m.payeeIbanMissing(name)}</li>
              ))}
            </ul>
          }
        />
      )}
      {accounts.isSuccess && activeAccounts.length === 0 && (
        <Alert type="info" showIcon title={m.noBankAccount} />
      )}
      <div className="payables-toolbar">
        <div className="payables-account">
          <span aria-hidden>{m.fromAccount}</span>
          <Select<number>
            aria-label={m.fromAccount}
            value={bankAccountId ?? undefined}
            onChange={setChosenAccountId}
            loading={accounts.isLoading}
            options={activeAccounts.map((account) => ({ value: account.id, label: accountLabel(account) }))}
            style={{ minWidth: 320 }}
          />
        </div>
        <Typography.Text strong aria-live="polite">
          {m.selection(chosen.length, formatAmount(centsToDecimal(totalCents)))}
        </Typography.Text>
        <Tooltip title={isTooMany ? m.tooManyItems : undefined}>
          <Button
            type="primary"
            disabled={chosen.length === 0 || bankAccountId === null || isTooMany}
            loading={exportPayments.isPending}
            onClick={() =>
              bankAccountId !== null &&
              run({
                bankAccountId,
                declarationIds: chosen.flatMap((p) => (p.declarationId === null ? [] : [p.declarationId])),
                entryIds: chosen.flatMap((p) => (p.entryId === null ? [] : [p.entryId])),
                confirmRepeat: false,
              })
            }
          >
            {m.exportButton}
          </Button>
        </Tooltip>
      </div>
      <ScrollRegion label={m.payablesTitle}>
        <Table<Payable>
          rowKey="id"
          size="small"
          loading={pages.isLoading}
          dataSource={payables}
          pagination={false}
          locale={{ emptyText: m.noPayables }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            getCheckboxProps: (payable) => {
              const refusal = selectionRefusal(user, payable);
              return {
                disabled: refusal !== undefined,
                'aria-label': refusal
                  ? `${payable.payeeName}, ${payable.description}: ${refusal}`
                  : `${payable.payeeName}, ${payable.description} betalen`,
              };
            },
            renderCell: (_checked, payable, _index, node) => {
              const refusal = selectionRefusal(user, payable);
              return refusal ? <Tooltip title={refusal}>{node}</Tooltip> : node;
            },
          }}
          columns={[
            { title: 'Datum', dataIndex: 'date', render: (date: string) => formatDay(date), width: 110 },
            {
              title: m.payableKind,
              dataIndex: 'kind',
              render: (kind: Payable['kind'], payable) =>
                `${m.payableKinds[kind]} #${payable.declarationId ?? payable.entryId}`,
            },
            { title: 'Begunstigde', dataIndex: 'payeeName' },
            { title: 'Beschrijving', dataIndex: 'description' },
            {
              title: 'IBAN',
              dataIndex: 'iban',
              render: (iban: string | null, payable) =>
                payable.isIbanValid ? (
                  <span className="payables-iban">{iban}</span>
                ) : (
                  <Tag color="red">{iban ? `Ongeldig: ${iban}` : 'Geen IBAN'}</Tag>
                ),
            },
            {
              title: 'Bedrag',
              dataIndex: 'amount',
              align: 'right',
              render: (amount: string) => formatAmount(amount),
            },
            {
              title: 'Betaling',
              key: 'payment',
              render: (_, payable) =>
                payable.paymentStatus ? (
                  <div className="cell-stack">
                    <Tag color="blue" data-payment={payable.paymentStatus}>
                      {PAYMENT_STATE_LABELS[payable.paymentStatus]}
                    </Tag>
                    {payable.paymentFileId && (
                      <Typography.Text type="secondary" className="payables-file">
                        {m.inPaymentFile(
                          payable.paymentFileId,
                          payable.paymentFileCreatedAt ? formatDateTime(payable.paymentFileCreatedAt) : '—',
                          payable.paymentFileCreatedBy ?? '—',
                        )}
                      </Typography.Text>
                    )}
                  </div>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </ScrollRegion>
      <LoadMoreButton
        hasMore={pages.hasNextPage}
        isLoading={pages.isFetchingNextPage}
        onLoadMore={() => pages.fetchNextPage()}
      />
      <Modal
        open={repeat !== null}
        title={m.repeatTitle}
        okText={m.repeatOk}
        cancelText="Annuleren"
        confirmLoading={exportPayments.isPending}
        onOk={() => repeat && run({ ...repeat.input, confirmRepeat: true })}
        onCancel={() => setRepeat(null)}
      >
        <Typography.Paragraph>{repeat?.message}</Typography.Paragraph>
        <Typography.Paragraph>{m.repeatConfirm}</Typography.Paragraph>
      </Modal>
    </Space>
  );
}
