import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { can } from '../../../../../shared/permissions';
import type { Declaration, DeclarationStatus } from '../../../../../shared/schemas/declarations';
import { describeError } from '../../../lib/api/errors';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/toast';
import { useChangeDeclarationStatus } from '../api/change-declaration-status';
import { useDeleteDeclaration } from '../api/delete-declaration';
import { useDeclarations } from '../api/get-declarations';
import { useReceiptLink } from '../api/get-receipt-link';
import { DeclarationFormDialog, type DialogMode } from '../components/declaration-form-dialog';
import { DeclarationsTable, type RowAction, type RowPermissions } from '../components/declarations-table';
import { RejectDialog } from '../components/reject-dialog';
import { formatCents, totalCents } from '../lib/format';
import { type DeclarationTab, isDeclarationTab, STATUS_LABELS, TAB_LABELS, TABS } from '../lib/labels';
import { canDelete, canEdit, canReview, reviewActionsFor } from '../lib/review';
import './declarations-page.css';

const m = messages.declarations;
const FILTER_PARAM = 'filter';
const RECEIPT_FAILED = 'Download mislukt';

type Dialog =
  | { kind: 'form'; mode: DialogMode; declaration: Declaration | null }
  | { kind: 'reject'; declaration: Declaration };

/** Newest first: by date, then by submission. */
const byNewest = (a: Declaration, b: Declaration) =>
  b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);

/**
 * 'Declaraties' (spec §2): tabs per status with counts, the table with its total, the new/edit
 * dialog and the reviewer buttons of spec §4. `?filter=pending` opens the pending tab.
 */
export function DeclarationsPage() {
  const currentUser = useCurrentUser();
  const isReviewer = can(currentUser, 'reviewDeclarations');
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get(FILTER_PARAM);
  const tab: DeclarationTab = isDeclarationTab(requestedTab) ? requestedTab : 'alle';

  const declarations = useDeclarations();
  const changeStatus = useChangeDeclarationStatus();
  const deleteDeclaration = useDeleteDeclaration();
  const receiptLink = useReceiptLink();

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [busy, setBusy] = useState<{ id: number; key: string } | null>(null);
  const openDialog = (next: Dialog) => {
    setDialog(next);
    setIsDialogOpen(true);
  };
  const closeDialog = () => setIsDialogOpen(false);
  const clearDialog = () => setDialog(null);

  const selectTab = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'alle') params.delete(FILTER_PARAM);
    else params.set(FILTER_PARAM, next);
    setSearchParams(params, { replace: true });
  };

  const permissionsFor = (declaration: Declaration): RowPermissions => ({
    canEdit: canEdit(currentUser, declaration),
    canDelete: canDelete(currentUser, declaration),
    reviewActions: canReview(currentUser, declaration) ? reviewActionsFor(declaration.status) : [],
  });

  const review = (declaration: Declaration, to: DeclarationStatus, reviewNotes?: string) => {
    setBusy({ id: declaration.id, key: `review:${to}` });
    changeStatus.mutate(
      { id: declaration.id, status: to, ...(reviewNotes === undefined ? {} : { reviewNotes }) },
      {
        onSuccess: (updated) => {
          toast.success(m.statusChanged, `${updated.description}: ${STATUS_LABELS[updated.status]}`);
          if (reviewNotes !== undefined) closeDialog();
        },
        onError: (error) => toast.failure(error, messages.generic.error),
        onSettled: () => setBusy(null),
      },
    );
  };

  const runAction = (action: RowAction, declaration: Declaration) => {
    switch (action.kind) {
      case 'open':
        openDialog({ kind: 'form', mode: canEdit(currentUser, declaration) ? 'edit' : 'view', declaration });
        return;
      case 'review':
        if (action.action.needsNote) openDialog({ kind: 'reject', declaration });
        else review(declaration, action.action.to);
        return;
      case 'delete':
        setBusy({ id: declaration.id, key: 'delete' });
        deleteDeclaration.mutate(declaration.id, {
          onSuccess: () => toast.success(m.deleted),
          onError: (error) => toast.failure(error, messages.generic.error),
          onSettled: () => setBusy(null),
        });
        return;
      case 'receipt':
        setBusy({ id: declaration.id, key: 'receipt' });
        receiptLink.mutate(declaration.id, {
          onSuccess: (link) => downloadFrom(link.url),
          onError: (error) => toast.failure(error, messages.generic.error, RECEIPT_FAILED),
          onSettled: () => setBusy(null),
        });
        return;
    }
  };

  const all = [...(declarations.data ?? [])].sort(byNewest);
  const countOf = (key: DeclarationTab) =>
    key === 'alle' ? all.length : all.filter((declaration) => declaration.status === key).length;
  const rows = tab === 'alle' ? all : all.filter((declaration) => declaration.status === tab);
  const total = totalCents(rows.map((declaration) => declaration.amount));
  const emptyText =
    all.length === 0
      ? 'Nog geen declaraties ingediend.'
      : `Geen declaraties met status '${TAB_LABELS[tab]}'.`;

  return (
    <div className="declarations-page">
      <header className="declarations-page__header">
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Declaraties
          </Typography.Title>
          <Typography.Text type="secondary">
            {isReviewer
              ? 'Onkosten en kilometervergoedingen van alle vrijwilligers, met hun beoordeling.'
              : 'Dien onkosten en kilometervergoedingen in en volg hun status.'}
          </Typography.Text>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => openDialog({ kind: 'form', mode: 'create', declaration: null })}
        >
          Nieuwe declaratie
        </Button>
      </header>

      <Card>
        <Tabs
          activeKey={tab}
          onChange={selectTab}
          items={TABS.map((key) => ({
            key,
            label: (
              <span className="declarations-page__tab">
                {TAB_LABELS[key]}
                <span className="declarations-page__count" data-count={countOf(key)}>
                  {countOf(key)}
                </span>
              </span>
            ),
          }))}
        />
        {declarations.isError && !declarations.data ? (
          <Alert
            type="error"
            showIcon
            title="De declaraties konden niet geladen worden."
            description={describeError(declarations.error, messages.generic.error)}
            action={
              <Button size="small" onClick={() => declarations.refetch()}>
                Opnieuw proberen
              </Button>
            }
          />
        ) : (
          <DeclarationsTable
            declarations={rows}
            isLoading={declarations.isPending}
            emptyText={emptyText}
            permissionsFor={permissionsFor}
            busy={busy}
            onAction={runAction}
            footer={
              <div className="declarations-page__footer" aria-live="polite">
                <Typography.Text type="secondary">
                  {rows.length === 1 ? '1 declaratie' : `${rows.length} declaraties`}
                </Typography.Text>
                <Typography.Text strong>Totaal: {formatCents(total)}</Typography.Text>
              </div>
            }
          />
        )}
      </Card>

      {dialog?.kind === 'form' && (
        <DeclarationFormDialog
          key={dialog.declaration?.id ?? 'new'}
          open={isDialogOpen}
          mode={dialog.mode}
          declaration={dialog.declaration}
          onClose={closeDialog}
          afterClose={clearDialog}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectDialog
          open={isDialogOpen}
          declaration={dialog.declaration}
          isSaving={changeStatus.isPending}
          onReject={(reviewNotes) => review(dialog.declaration, 'rejected', reviewNotes)}
          onClose={closeDialog}
          afterClose={clearDialog}
        />
      )}
    </div>
  );
}

/**
 * The presigned link answers with `Content-Disposition: attachment`, so following it saves the file
 * and the portal stays where it is.
 */
function downloadFrom(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
