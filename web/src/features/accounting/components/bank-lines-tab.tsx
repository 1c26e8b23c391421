import { Alert, Button, Card, Empty, Select, Space, Statistic, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { BankLine, BankLineProposal, StatementFormat } from '../../../../../shared/schemas/bank';
import { formatIban } from '../../../../../shared/validation/iban';
import { UploadOutlined } from '../../../components/icons';
import { ApiError } from '../../../lib/api/errors';
import { formatAmount, formatDay } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useBankBalance, useBankLines, useImportStatement, useMatchLine } from '../api/bank-lines';
import { useBankAccounts } from '../api/get-bank-accounts';
import { BookLineDialog } from './book-line-dialog';
import { ScrollRegion } from './scroll-region';

const m = messages.bank;

/** A CAMT.053 file is XML; anything else is read as CODA (its parser refuses what it is not, with the line). */
const formatOf = (content: string): StatementFormat =>
  content.trimStart().startsWith('<') ? 'camt053' : 'coda';

type ImportOutcome = { kind: 'success'; text: string } | { kind: 'error'; text: string } | null;

/** Issue 34 on the bookkeeping screen: import an account's statement, compare balances, handle its lines. */
export function BankLinesTab() {
  const accounts = useBankAccounts();
  const active = (accounts.data?.items ?? []).filter((account) => account.isActive);
  const [chosen, setChosen] = useState<number | null>(null);
  const bankAccountId = chosen ?? active[0]?.id ?? null;
  const [show, setShow] = useState<'open' | 'all'>('open');
  const [outcome, setOutcome] = useState<ImportOutcome>(null);
  const [booking, setBooking] = useState<BankLine | null>(null);
  const balance = useBankBalance(bankAccountId);
  const lines = useBankLines(bankAccountId, show);
  const importStatement = useImportStatement();
  const match = useMatchLine();
  const toast = useToast();

  if (!accounts.isLoading && active.length === 0)
    return <Empty description={messages.accounting.noBankAccounts} />;

  const upload = async (file: File) => {
    if (bankAccountId === null) return;
    setOutcome(null);
    try {
      const content = await file.text();
      const result = await importStatement.mutateAsync({
        bankAccountId,
        body: { format: formatOf(content), content },
      });
      setOutcome({
        kind: 'success',
        text: m.statementImported(result.added, result.matched, result.skipped),
      });
    } catch (error) {
      const text =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : m.statementRefused;
      setOutcome({ kind: 'error', text });
    }
  };

  const confirm = async (line: BankLine, proposal: BankLineProposal) => {
    if (bankAccountId === null) return;
    const body =
      proposal.kind === 'entry'
        ? { entryId: Number(proposal.entryId) }
        : { paymentFileId: String(proposal.paymentFileId), paymentIndex: Number(proposal.paymentIndex) };
    try {
      await match.mutateAsync({ bankAccountId, lineId: line.id, body });
      toast.success(m.matched);
    } catch (error) {
      toast.failure(error, m.matchFailed);
    }
  };

  const items = lines.data?.pages.flatMap((page) => page.items) ?? [];
  const bank = balance.data;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>{m.chooseAccount}</Typography.Text>
        <Select
          aria-label={m.chooseAccount}
          style={{ minWidth: 280 }}
          value={bankAccountId ?? undefined}
          loading={accounts.isLoading}
          onChange={(id: number) => {
            setChosen(id);
            setOutcome(null);
          }}
          options={active.map((account) => ({
            value: account.id,
            label: `${account.name} – ${formatIban(account.accountNumber)}`,
          }))}
        />
      </Space>
      <Card title={m.statementImportTitle}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">{m.statementImportHint}</Typography.Paragraph>
          <Upload
            accept=".xml,.cod,.coda,.txt"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button
              icon={<UploadOutlined />}
              loading={importStatement.isPending}
              disabled={bankAccountId === null}
            >
              {m.statementChoose}
            </Button>
          </Upload>
          {outcome && (
            <Alert
              role={outcome.kind === 'error' ? 'alert' : 'status'}
              type={outcome.kind}
              showIcon
              message={outcome.kind === 'error' ? m.statementRefused : m.statementImportedTitle}
              description={outcome.text}
            />
          )}
        </Space>
      </Card>
      <Card>
        <Space size="large" wrap>
          <Statistic
            title={m.bankBalanceLabel(bank?.bankBalanceDate ? formatDay(bank.bankBalanceDate) : null)}
            value={bank?.bankBalance ? formatAmount(bank.bankBalance) : m.noStatementYet}
            loading={balance.isLoading}
          />
          <Statistic title={m.bookBalanceLabel} value={bank ? formatAmount(bank.bookBalance) : '–'} />
          <Statistic
            title={m.differenceLabel}
            value={bank?.difference ? formatAmount(bank.difference) : '–'}
            valueStyle={bank?.difference && Number(bank.difference) !== 0 ? { color: '#cf1322' } : undefined}
          />
        </Space>
      </Card>
      <Card
        title={m.linesTitle}
        extra={
          <Select
            aria-label={m.linesFilter}
            value={show}
            onChange={(value: 'open' | 'all') => setShow(value)}
            options={[
              { value: 'open', label: m.showOpen },
              { value: 'all', label: m.showAll },
            ]}
          />
        }
      >
        <ScrollRegion label={m.linesTitle}>
          <Table<BankLine>
            rowKey="id"
            size="small"
            pagination={false}
            loading={lines.isLoading}
            dataSource={items}
            locale={{ emptyText: m.noUnmatched }}
            columns={[
              { title: 'Datum', dataIndex: 'date', render: (value: string) => formatDay(value) },
              {
                title: 'Tegenpartij',
                key: 'counterparty',
                render: (_: unknown, line: BankLine) => (
                  <Space orientation="vertical" size={0}>
                    <span>{line.counterpartyName ?? '–'}</span>
                    {line.counterpartyIban && (
                      <Typography.Text type="secondary">{formatIban(line.counterpartyIban)}</Typography.Text>
                    )}
                  </Space>
                ),
              },
              {
                title: 'Mededeling',
                key: 'communication',
                render: (_: unknown, line: BankLine) =>
                  line.structuredCommunication ?? line.communication ?? '–',
              },
              {
                title: 'Bedrag',
                dataIndex: 'amount',
                align: 'right',
                render: (value: string) => formatAmount(value),
              },
              {
                title: 'Verwerking',
                key: 'handling',
                render: (_: unknown, line: BankLine) =>
                  line.state === 'unmatched' ? (
                    <Space orientation="vertical" size="small">
                      {line.proposals.length === 0 && (
                        <Typography.Text type="secondary">{m.noProposals}</Typography.Text>
                      )}
                      {line.proposals.map((proposal) => (
                        <Space
                          key={`${proposal.kind}-${proposal.entryId ?? proposal.paymentFileId}-${proposal.paymentIndex}`}
                          wrap
                        >
                          <span>
                            {proposal.description} ({formatDay(proposal.date)},{' '}
                            {m.proposalDay(proposal.dayDistance)})
                          </span>
                          <Button
                            size="small"
                            type="primary"
                            loading={match.isPending}
                            aria-label={`${m.confirmMatch}: ${proposal.description}`}
                            onClick={() => confirm(line, proposal)}
                          >
                            {m.confirmMatch}
                          </Button>
                        </Space>
                      ))}
                      <Button size="small" onClick={() => setBooking(line)}>
                        {m.bookAsNew}
                      </Button>
                    </Space>
                  ) : (
                    <Tag color="green">{m.lineStates[line.state]}</Tag>
                  ),
              },
            ]}
          />
        </ScrollRegion>
        {lines.hasNextPage && (
          <Button onClick={() => lines.fetchNextPage()} loading={lines.isFetchingNextPage}>
            {m.loadMore}
          </Button>
        )}
      </Card>
      {bankAccountId !== null && (
        <BookLineDialog bankAccountId={bankAccountId} line={booking} onClose={() => setBooking(null)} />
      )}
    </Space>
  );
}
