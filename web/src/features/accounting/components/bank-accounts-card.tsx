import { Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { BankAccount } from '../../../../../shared/schemas/accounting';
import { formatIban } from '../../../../../shared/validation/iban';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { IconAction } from '../../../components/icon-action';
import { EditOutlined, PlusOutlined } from '../../../components/icons';
import { formatAmount } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccounts } from '../api/get-bank-accounts';
import { BankAccountDialog } from './bank-account-dialog';
import { ScrollRegion } from './scroll-region';

const m = messages.accounting;

/** Spec §2 Overzicht: the bank accounts with their current balance; the board adds, edits and deletes. */
export function BankAccountsCard({ canManage }: { canManage: boolean }) {
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const toast = useToast();
  const [dialog, setDialog] = useState<{ open: boolean; account: BankAccount | null }>({
    open: false,
    account: null,
  });

  const deleteAccount = async (account: BankAccount) => {
    try {
      await remove.mutateAsync(account.id);
      toast.success(m.bankAccountDeleted);
    } catch (error) {
      toast.failure(error, m.bankAccountDeleteFailed);
    }
  };

  return (
    <Card
      title="Bankrekeningen"
      extra={
        canManage && (
          <Button icon={<PlusOutlined />} onClick={() => setDialog({ open: true, account: null })}>
            Bankrekening toevoegen
          </Button>
        )
      }
    >
      <ScrollRegion label="Bankrekeningen">
        <Table<BankAccount>
          rowKey="id"
          size="small"
          pagination={false}
          loading={accounts.isLoading}
          dataSource={accounts.data?.items ?? []}
          locale={{ emptyText: m.noBankAccounts }}
          columns={[
            { title: 'Naam', dataIndex: 'name' },
            { title: 'Bank', dataIndex: 'bankName' },
            {
              title: 'Rekeningnummer',
              dataIndex: 'accountNumber',
              render: (value: string) => formatIban(value),
            },
            {
              title: 'Saldo',
              dataIndex: 'currentBalance',
              align: 'right',
              render: (value: string) => formatAmount(value),
            },
            {
              title: 'Status',
              dataIndex: 'isActive',
              render: (isActive: boolean) =>
                isActive ? <Tag color="green">Actief</Tag> : <Tag>Inactief</Tag>,
            },
            ...(canManage
              ? [
                  {
                    title: 'Acties',
                    key: 'actions',
                    render: (_: unknown, account: BankAccount) => (
                      <Space size={0}>
                        <IconAction
                          title="Bewerken"
                          icon={<EditOutlined />}
                          label={`${account.name} bewerken`}
                          onClick={() => setDialog({ open: true, account })}
                        />
                        <ConfirmDeleteButton
                          title="Bankrekening verwijderen"
                          description={m.deleteConfirm(account.name)}
                          ariaLabel={`${account.name} verwijderen`}
                          onConfirm={() => deleteAccount(account)}
                        />
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </ScrollRegion>
      <BankAccountDialog
        open={dialog.open}
        account={dialog.account}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </Card>
  );
}
