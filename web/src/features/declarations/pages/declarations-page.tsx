import { Alert, Button, Card, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { APPROVAL_UNDO_WINDOW_MS } from '../../../../../shared/constants';
import { formatAmount } from '../../../../../shared/format';
import { messages } from '../../../../../shared/messages';
import { volunteerLawMessages } from '../../../../../shared/messages/volunteer-law';
import { can } from '../../../../../shared/permissions';
import { canApproveWithinCeiling } from '../../../../../shared/policies/volunteer-law';
import type { Declaration, DeclarationStatus } from '../../../../../shared/schemas/declarations';
import { PlusOutlined } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { OwnStatementButton } from '../../../components/statement-dialog';
import { TabsOrSelect } from '../../../components/tabs-or-select';
import { describeError } from '../../../lib/api/errors';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/toast';
import { useIsPhone } from '../../../lib/use-media-query';
import { useChangeDeclarationStatus } from '../api/change-declaration-status';
import { useDeleteDeclaration } from '../api/delete-declaration';
import { DECLARATION_COUNT_LIMIT, useDeclarationCounts, useDeclarationPages } from '../api/get-declarations';
import { useReceiptLink } from '../api/get-receipt-link';
import { useUndoApproval } from '../api/undo-approval';
import { DeclarationFormDialog } from '../components/declaration-form-dialog';
import { DeclarationViewDialog, type ViewAction } from '../components/declaration-view-dialog';
import { DeclarationsTable, type RowAction, type RowPermissions } from '../components/declarations-table';
import { RejectDialog } from '../components/reject-dialog';
import { formatCents, totalCents } from '../lib/format';
import { type DeclarationTab, isDeclarationTab, STATUS_LABELS, TAB_LABELS, TABS } from '../lib/labels';
import { canDelete, canEdit, canReview, type ReviewAction, reviewActionsFor } from '../lib/review';
import './declarations-page.css';

const m = messages.declarations;
const lawMessages = volunteerLawMessages.volunteerLaw;
const FILTER_PARAM = 'filter';
const RECEIPT_FAILED = 'Download mislukt';
const UNDO_LABEL = 'Ongedaan maken';
const APPROVED_TITLE = 'Declaratie goedgekeurd';
const UNDONE_TITLE = 'Goedkeuring ongedaan gemaakt';
/** Phones: cards instead of the table, a select instead of the tabs (issue 23 point 3). */

type Dialog =
  | { kind: 'form'; mode: 'create' | 'edit'; declaration: Declaration | null }
  | { kind: 'view'; declaration: Declaration }
  | { kind: 'reject'; declaration: Declaration };

const statusOf = (tab: DeclarationTab) => (tab === 'alle' ? null : tab);

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

  const declarations = useDeclarationPages(statusOf(tab));
  const counts = useDeclarationCounts(TABS.map(statusOf));
  const changeStatus = useChangeDeclarationStatus();
  const undo = useUndoApproval();
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

  // /declaraties?action=new (the volunteer dashboard's first task) opens the new-declaration dialog once.
  useEffect(() => {
    if (searchParams.get('action') !== 'new') return;
    setDialog({ kind: 'form', mode: 'create', declaration: null });
    setIsDialogOpen(true);
    const rest = new URLSearchParams(searchParams);
    rest.delete('action');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  const selectTab = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'alle') params.delete(FILTER_PARAM);
    else params.set(FILTER_PARAM, next);
    setSearchParams(params, { replace: true });
  };

  const isNarrow = useIsPhone();
  const permissionsFor = (declaration: Declaration): RowPermissions => ({
    canEdit: canEdit(currentUser, declaration),
    canDelete: canDelete(currentUser, declaration),
  });
  const reviewActionsOf = (declaration: Declaration): readonly ReviewAction[] =>
    canReview(currentUser, declaration) ? reviewActionsFor(declaration, currentUser, new Date()) : [];

  const review = (
    declaration: Declaration,
    to: DeclarationStatus,
    options: { reviewNotes?: string; withinCeiling?: boolean } = {},
  ) => {
    setBusy({
      id: declaration.id,
      key: options.withinCeiling ? `review:${to}:within-ceiling` : `review:${to}`,
    });
    changeStatus.mutate(
      {
        id: declaration.id,
        status: to,
        expectedVersion: declaration.version,
        ...options,
      },
      {
        onSuccess: (updated) => {
          closeDialog();
          if (updated.status === 'approved') offerUndo(updated);
          else toast.success(m.statusChanged, `${updated.description}: ${STATUS_LABELS[updated.status]}`);
        },
        onError: (error) => toast.failure(error, messages.generic.error),
        onSettled: () => setBusy(null),
      },
    );
  };

  /** An approval stays undoable for 10 seconds (issue 23 point 6): one toast, with the button. */
  const offerUndo = (approved: Declaration) => {
    const key = `undo-approval-${approved.id}`;
    toast.notice({
      key,
      title: APPROVED_TITLE,
      description: approved.claimedAmount
        ? `${approved.description}. ${lawMessages.partlyApproved(formatAmount(approved.amount), formatAmount(approved.claimedAmount))}`
        : approved.description,
      durationMs: APPROVAL_UNDO_WINDOW_MS,
      action: <Button size="small">{UNDO_LABEL}</Button>,
      onOpen: () =>
        undo.mutate(
          { id: approved.id, expectedVersion: approved.version },
          {
            onSuccess: (restored) =>
              toast.success(UNDONE_TITLE, `${restored.description}: ${STATUS_LABELS[restored.status]}`),
            onError: (error) => toast.failure(error, messages.generic.error),
          },
        ),
    });
  };

  const downloadReceipt = (declaration: Declaration) => {
    setBusy({ id: declaration.id, key: 'receipt' });
    receiptLink.mutate(declaration.id, {
      onSuccess: (link) => downloadFrom(link.url),
      onError: (error) => toast.failure(error, messages.generic.error, RECEIPT_FAILED),
      onSettled: () => setBusy(null),
    });
  };

  const runViewAction = (action: ViewAction, declaration: Declaration) => {
    switch (action.kind) {
      case 'edit':
        openDialog({ kind: 'form', mode: 'edit', declaration });
        return;
      case 'receipt':
        downloadReceipt(declaration);
        return;
      case 'review':
        if (action.action.needsNote) openDialog({ kind: 'reject', declaration });
        else review(declaration, action.action.to, { withinCeiling: action.withinCeiling === true });
        return;
    }
  };

  const runAction = (action: RowAction, declaration: Declaration) => {
    switch (action.kind) {
      case 'open':
        openDialog({ kind: 'view', declaration });
        return;
      case 'edit':
        openDialog({ kind: 'form', mode: 'edit', declaration });
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
        downloadReceipt(declaration);
        return;
    }
  };

  const rows = declarations.data?.pages.flatMap((page) => page.items) ?? [];
  const countOf = (key: DeclarationTab) => {
    const count = counts[TABS.indexOf(key)]?.data;
    if (!count) return '…';
    return count.isAtLeast ? `${DECLARATION_COUNT_LIMIT}+` : String(count.count);
  };
  const hasNone = counts[0]?.data?.count === 0;
  // "Alle" adds up what is or may still be paid: a rejected amount is never owed (issue 23 point 7).
  const counted = tab === 'alle' ? rows.filter((declaration) => declaration.status !== 'rejected') : rows;
  const total = totalCents(counted.map((declaration) => declaration.amount));
  const totalLabel = [
    tab === 'alle' ? 'Totaal (zonder afgewezen)' : `Totaal ${TAB_LABELS[tab].toLowerCase()}`,
    declarations.hasNextPage ? ' van de getoonde' : '',
  ].join('');
  // The view follows the list: after a status change it shows the saved state.
  const viewed =
    dialog?.kind === 'view'
      ? (rows.find((declaration) => declaration.id === dialog.declaration.id) ?? dialog.declaration)
      : null;
  const emptyText = hasNone
    ? 'Nog geen declaraties ingediend.'
    : `Geen declaraties met status '${TAB_LABELS[tab]}'.`;

  return (
    <div className="list-screen">
      <PageHeader
        title="Declaraties"
        subtitle={
          isReviewer
            ? 'Onkosten en kilometervergoedingen van alle vrijwilligers, met hun beoordeling.'
            : 'Dien onkosten en kilometervergoedingen in en volg hun status.'
        }
        actions={
          <Space wrap>
            <OwnStatementButton userId={currentUser.id} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => openDialog({ kind: 'form', mode: 'create', declaration: null })}
            >
              Nieuwe declaratie
            </Button>
          </Space>
        }
      />

      <Card>
        <TabsOrSelect<DeclarationTab>
          asSelect={isNarrow}
          activeKey={tab}
          onChange={selectTab}
          selectLabel="Status"
          choices={TABS.map((key) => ({
            key,
            tab: (
              <span className="declarations-page__tab">
                {TAB_LABELS[key]}
                <span className="declarations-page__count" data-count={countOf(key)}>
                  {countOf(key)}
                </span>
              </span>
            ),
            option: `${TAB_LABELS[key]} (${countOf(key)})`,
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
            hasMore={declarations.hasNextPage}
            isLoadingMore={declarations.isFetchingNextPage}
            onLoadMore={() => declarations.fetchNextPage()}
            emptyText={emptyText}
            showsVolunteer={isReviewer}
            asCards={isNarrow}
            permissionsFor={permissionsFor}
            busy={busy}
            onAction={runAction}
            footer={
              <div className="declarations-page__footer" aria-live="polite">
                <Typography.Text type="secondary">
                  {rows.length === 1 ? '1 declaratie' : `${rows.length} declaraties`}
                </Typography.Text>
                <Typography.Text strong>
                  {totalLabel}: {formatCents(total)}
                </Typography.Text>
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
      {dialog?.kind === 'view' && (
        <DeclarationViewDialog
          open={isDialogOpen && viewed !== null}
          declaration={viewed}
          reviewActions={viewed ? reviewActionsOf(viewed) : []}
          canEdit={viewed ? canEdit(currentUser, viewed) : false}
          canApproveWithinCeiling={canApproveWithinCeiling(currentUser)}
          busyKey={viewed && busy && busy.id === viewed.id ? busy.key : null}
          onAction={runViewAction}
          onClose={closeDialog}
          afterClose={clearDialog}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectDialog
          open={isDialogOpen}
          declaration={dialog.declaration}
          isSaving={changeStatus.isPending}
          onReject={(reviewNotes) => review(dialog.declaration, 'rejected', { reviewNotes })}
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
