import { Alert, Button, Card, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_AFTER_ACTIVATION_MS } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';
import { can } from '../../../../../shared/permissions';
import { canManageUser } from '../../../../../shared/policies/users';
import type { User } from '../../../../../shared/schemas/users';
import { PlusOutlined } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { RegisterLink } from '../../../components/register-link';
import { StatementDialog } from '../../../components/statement-dialog';
import { describeError } from '../../../lib/api/errors';
import { useAuth, useCurrentUser } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useIsPhone } from '../../../lib/use-media-query';
import { useDeleteVolunteer } from '../api/delete-volunteer';
import { useGenerateResetLink } from '../api/generate-reset-link';
import { useVolunteerPages, useVolunteerTotal, VOLUNTEER_TOTAL_LIMIT } from '../api/get-volunteers';
import { useNoticeStatus } from '../api/organisation-notice';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { useSendInvitation } from '../api/send-invitation';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { NoticePanel } from '../components/notice-panel';
import { type GeneratedResetLink, ResetLinkDialog } from '../components/reset-link-dialog';
import { ScreeningDialog } from '../components/screening-dialog';
import {
  type RoleFilter,
  type StatusFilter,
  type TypeFilter,
  VolunteerFilters,
} from '../components/volunteer-filters';
import { VolunteerFormDialog } from '../components/volunteer-form-dialog';
import { type VolunteerAction, VolunteersTable } from '../components/volunteers-table';
import { copyToClipboard } from '../lib/clipboard';
import { displayName } from '../lib/labels';
import { refusalOr, screenMessages } from '../lib/messages';
import './volunteers-page.css';

const m = messages.volunteers;
const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_ROLE: RoleFilter = 'vrijwilliger';
/** Phones: one card per person instead of the table (issue 23 point 3). */

type Dialog =
  | { kind: 'form'; volunteer: User | null }
  | { kind: 'password'; volunteer: User }
  | { kind: 'resetLink'; link: GeneratedResetLink }
  | { kind: 'screening'; volunteer: User }
  | { kind: 'statement'; volunteer: User };

/** 'Vrijwilliger Beheer' (spec §2): every user of the portal, with the actions of the manage-users permission. */
export function VolunteersPage() {
  const currentUser = useCurrentUser();
  const canManage = can(currentUser, 'manageUsers');
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();

  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  // Spec §7: the volunteer list asks role vrijwilliger; those who manage users may widen it.
  const [role, setRole] = useState<RoleFilter>(DEFAULT_ROLE);
  const roleFilter = role === 'all' ? null : role;
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filtered = useVolunteerPages({
    role: roleFilter,
    status: status === 'all' ? null : status,
    search: debouncedSearch,
  });
  // One bounded page of the chosen role gives "van Y" and tells an empty portal from an empty result.
  const everyone = useVolunteerTotal(roleFilter);
  const isNarrow = useIsPhone();
  const notice = useNoticeStatus();

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [busy, setBusy] = useState<{ id: number; action: VolunteerAction } | null>(null);
  const openDialog = (next: Dialog) => {
    setDialog(next);
    setIsDialogOpen(true);
  };
  const closeDialog = () => setIsDialogOpen(false);
  const clearDialog = () => setDialog(null);

  const sendInvitation = useSendInvitation();
  const generateResetLink = useGenerateResetLink();
  const deleteVolunteer = useDeleteVolunteer();
  const resetSecondFactor = useResetSecondFactor();
  const signOutAfterOwnRoleChange = useSignOutAfterOwnRoleChange();

  // /vrijwilligers?action=add (the dashboard's quick action) opens the add dialog once.
  useEffect(() => {
    if (searchParams.get('action') !== 'add') return;
    if (canManage) {
      setDialog({ kind: 'form', volunteer: null });
      setIsDialogOpen(true);
    }
    const rest = new URLSearchParams(searchParams);
    rest.delete('action');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams, canManage]);

  const runAction = (action: VolunteerAction, volunteer: User) => {
    const settle = () => setBusy(null);
    switch (action) {
      case 'edit':
        openDialog({ kind: 'form', volunteer });
        return;
      case 'changePassword':
        openDialog({ kind: 'password', volunteer });
        return;
      case 'screening':
        openDialog({ kind: 'screening', volunteer });
        return;
      case 'statement':
        openDialog({ kind: 'statement', volunteer });
        return;
      case 'invite':
        setBusy({ id: volunteer.id, action });
        sendInvitation.mutate(volunteer.id, {
          onSuccess: () => toast.success(m.invitationSent, `Verstuurd naar ${volunteer.email}.`),
          onError: (error) =>
            toast.error(screenMessages.inviteFailedTitle, refusalOr(error, screenMessages.inviteFailed)),
          onSettled: settle,
        });
        return;
      case 'resetLink':
        setBusy({ id: volunteer.id, action });
        generateResetLink.mutate(volunteer.id, {
          onSuccess: async (answer) => {
            const isCopied = await copyToClipboard(answer.resetLink);
            if (isCopied) toast.success(screenMessages.linkCopied, answer.message);
            else toast.error(screenMessages.copyFailedTitle, screenMessages.copyFailed);
            openDialog({ kind: 'resetLink', link: { ...answer, isCopied } });
          },
          onError: (error) =>
            toast.error(screenMessages.resetLinkFailedTitle, refusalOr(error, messages.generic.error)),
          onSettled: settle,
        });
        return;
      case 'resetSecondFactor':
        setBusy({ id: volunteer.id, action });
        resetSecondFactor.mutate(volunteer.id, {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.failure(error, messages.generic.error),
          onSettled: settle,
        });
        return;
      case 'delete':
        setBusy({ id: volunteer.id, action });
        deleteVolunteer.mutate(volunteer.id, {
          onSuccess: () => toast.success(m.deleted),
          onError: (error) => toast.failure(error, m.deleteFailed),
          onSettled: settle,
        });
        return;
    }
  };

  // The server filters status and search; the type is narrowed among the pages loaded so far.
  const rows = (filtered.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (volunteer) => type === 'all' || volunteer.type === type,
  );
  const total = everyone.data?.count ?? 0;
  const totalText = everyone.data?.isAtLeast
    ? `${VOLUNTEER_TOTAL_LIMIT}+`
    : String(Math.max(total, rows.length));
  const hasFilters = debouncedSearch !== '' || status !== 'all' || type !== 'all' || role !== DEFAULT_ROLE;
  const emptyText = hasFilters || total > 0 ? screenMessages.emptyFiltered : screenMessages.emptyNone;

  return (
    <div className="list-screen">
      <PageHeader
        title="Vrijwilliger Beheer"
        subtitle={
          canManage
            ? 'Beheer vrijwilligers, hun gegevens en hun toegang tot het portaal.'
            : 'Overzicht van de vrijwilligers en medewerkers van het portaal.'
        }
        actions={
          (canManage || can(currentUser, 'approveBookkeeping')) && (
            <Space wrap>
              <RegisterLink />
              {canManage && (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => openDialog({ kind: 'form', volunteer: null })}
                >
                  Vrijwilliger toevoegen
                </Button>
              )}
            </Space>
          )
        }
      />

      <Card>
        {canManage && <NoticePanel status={notice.data} canPublish={can(currentUser, 'administer')} />}
        <VolunteerFilters
          role={canManage ? { value: role, onChange: setRole } : undefined}
          search={search}
          status={status}
          type={type}
          onSearchChange={setSearch}
          onStatusChange={setStatus}
          onTypeChange={setType}
        />
        {filtered.isError && !filtered.data ? (
          <Alert
            type="error"
            showIcon
            title="De vrijwilligers konden niet geladen worden."
            description={describeError(filtered.error, messages.generic.error)}
            action={
              <Button size="small" onClick={() => filtered.refetch()}>
                Opnieuw proberen
              </Button>
            }
          />
        ) : (
          <VolunteersTable
            volunteers={rows}
            isLoading={filtered.isPending || (filtered.isFetching && filtered.isPlaceholderData)}
            asCards={isNarrow}
            hasMore={filtered.hasNextPage}
            isLoadingMore={filtered.isFetchingNextPage}
            onLoadMore={() => filtered.fetchNextPage()}
            emptyText={emptyText}
            footer={
              <Typography.Text type="secondary" aria-live="polite">
                Toont {rows.length} van {totalText} vrijwilligers
              </Typography.Text>
            }
            hasActions={canManage}
            canResetSecondFactor={can(currentUser, 'administer')}
            canDownloadStatement={can(currentUser, 'approveBookkeeping')}
            canActOn={(volunteer) => canManageUser(currentUser, volunteer)}
            currentUserId={currentUser.id}
            busy={busy}
            onAction={runAction}
            currentNoticeVersion={notice.data?.notice?.version ?? null}
          />
        )}
      </Card>

      {dialog?.kind === 'form' && (
        <VolunteerFormDialog
          key={dialog.volunteer?.id ?? 'new'}
          open={isDialogOpen}
          volunteer={dialog.volunteer}
          onClose={closeDialog}
          afterClose={clearDialog}
          onOwnRoleChanged={signOutAfterOwnRoleChange}
        />
      )}
      {dialog?.kind === 'password' && (
        <ChangePasswordDialog
          open={isDialogOpen}
          volunteer={dialog.volunteer}
          onClose={closeDialog}
          afterClose={clearDialog}
        />
      )}
      {dialog?.kind === 'screening' && (
        <ScreeningDialog
          key={dialog.volunteer.id}
          open={isDialogOpen}
          volunteer={dialog.volunteer}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'statement' && (
        <StatementDialog
          key={dialog.volunteer.id}
          open={isDialogOpen}
          userId={dialog.volunteer.id}
          volunteerName={displayName(dialog.volunteer)}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'resetLink' && (
        <ResetLinkDialog
          open={isDialogOpen}
          link={dialog.link}
          onClose={closeDialog}
          afterClose={clearDialog}
        />
      )}
    </div>
  );
}

/**
 * Spec §4, role change of the signed-in user: 'Rol gewijzigd', two seconds, then the stored token
 * and user are cleared and the sign-in screen shows. The server has already ended the session.
 */
function useSignOutAfterOwnRoleChange() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (message: string) => {
      toast.info(m.roleChanged, message);
      window.setTimeout(async () => {
        await signOut();
        navigate('/login', { replace: true });
      }, REDIRECT_AFTER_ACTIVATION_MS);
    },
    [signOut, navigate, toast],
  );
}
