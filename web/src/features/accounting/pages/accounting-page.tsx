import { Button, Space } from 'antd';
import { useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { canManageBankAccounts } from '../../../../../shared/policies/accounting';
import { canExportPayments } from '../../../../../shared/policies/payments';
import type { AccountingEntry } from '../../../../../shared/schemas/accounting';
import { FileExcelOutlined, PlusOutlined } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { RegisterLink } from '../../../components/register-link';
import { ScreenTabs } from '../../../components/screen-tabs';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { formatDay } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { Period } from '../api/accounting-keys';
import { useDownloadReport } from '../api/export-report';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useSummary } from '../api/get-summary';
import { BankAccountsCard } from '../components/bank-accounts-card';
import { BankLinesTab } from '../components/bank-lines-tab';
import { EntriesTab } from '../components/entries-tab';
import { EntryDialog } from '../components/entry-dialog';
import { PayablesTab } from '../components/payables-tab';
import { ReportsTab } from '../components/reports-tab';
import { SummaryCards } from '../components/summary-cards';
import { defaultPeriod } from '../lib/format';
import './accounting-page.css';

const m = messages.accounting;

/** /boekhouding (spec §2): Overzicht, Transacties and Rapporten over one period. */
export function AccountingPage() {
  useDocumentTitle(m.title);
  const user = useCurrentUser();
  const toast = useToast();
  const [period, setPeriod] = useState<Period>(() => defaultPeriod());
  const [dialog, setDialog] = useState<{ open: boolean; entry: AccountingEntry | null }>({
    open: false,
    entry: null,
  });
  const summary = useSummary(period);
  const bankAccounts = useBankAccounts();
  const download = useDownloadReport();

  const exportExcel = async () => {
    try {
      await download.mutateAsync(period);
      toast.success(m.exportReady);
    } catch (error) {
      toast.failure(error, m.exportFailed);
    }
  };

  return (
    <div className="accounting-page">
      <PageHeader
        title={m.title}
        subtitle={`Periode ${formatDay(period.dateFrom)} – ${formatDay(period.dateTo)}`}
        actions={
          <Space wrap>
            <RegisterLink />
            <Button icon={<FileExcelOutlined />} loading={download.isPending} onClick={exportExcel}>
              {download.isPending ? m.exporting : 'Export Excel'}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ open: true, entry: null })}
            >
              Nieuwe Transactie
            </Button>
          </Space>
        }
      />
      <ScreenTabs
        selectLabel="Onderdeel van de boekhouding"
        sections={[
          {
            key: 'overview',
            label: 'Overzicht',
            children: (
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                <SummaryCards summary={summary.data} isLoading={summary.isLoading} />
                <BankAccountsCard canManage={canManageBankAccounts(user)} />
              </Space>
            ),
          },
          {
            key: 'transactions',
            label: 'Transacties',
            children: <EntriesTab onEdit={(entry) => setDialog({ open: true, entry })} />,
          },
          ...(canExportPayments(user)
            ? [{ key: 'payables', label: messages.bank.payablesTitle, children: <PayablesTab /> }]
            : []),
          ...(canManageBankAccounts(user)
            ? [{ key: 'bank', label: messages.bank.bankTab, children: <BankLinesTab /> }]
            : []),
          {
            key: 'reports',
            label: 'Rapporten',
            children: (
              <ReportsTab
                period={period}
                onPeriodChange={setPeriod}
                summary={summary.data}
                isLoading={summary.isLoading}
                onDownload={exportExcel}
                isDownloading={download.isPending}
              />
            ),
          },
        ]}
      />
      <EntryDialog
        open={dialog.open}
        entry={dialog.entry}
        bankAccounts={bankAccounts.data?.items ?? []}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
