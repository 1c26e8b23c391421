import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { can } from '../../../../../shared/permissions';
import { canLogSessionsFor } from '../../../../../shared/policies/sessions';
import { FAMILY_LINK_PARAM } from '../../../../../shared/portal-links';
import type { FamilyStatusFilter, FamilySummary } from '../../../../../shared/schemas/families';
import { PlusOutlined, UserAddOutlined } from '../../../components/icons';
import { FilterSelect, ListFilters } from '../../../components/list-filters';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageHeader } from '../../../components/page-header';
import { TabsOrSelect } from '../../../components/tabs-or-select';
import { describeError } from '../../../lib/api/errors';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useRecentRegistrations } from '../../../lib/recent-registrations';
import { useToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useIsPhone } from '../../../lib/use-media-query';
import { useDeleteFamily } from '../api/delete-family';
import { FAMILY_COUNT_LIMIT, useFamilyCounts, useFamilyPages } from '../api/get-families';
import { familyQueryOptions, useLinkedFamily } from '../api/get-family';
import { useLastSessionDates, useNextAppointments } from '../api/get-family-visits';
import { usePeople } from '../api/get-people';
import { FamiliesTable } from '../components/families-table';
import { FamilyDetailsDialog } from '../components/family-details-dialog';
import { FamilyFormDialog } from '../components/family-form-dialog';
import { FamilyPrivacyPanel } from '../components/family-privacy-panel';
import { FamilySignupDialog } from '../components/family-signup-dialog';
import { NewRegistrationsPanel } from '../components/new-registrations-panel';
import {
  type FamilyTab,
  inTab,
  isFamilyTab,
  personName,
  STATUS_FILTER_OPTIONS,
  type StatusFilter,
  seesAllFamilies,
  seesOnlyAssignedFamilies,
  TABS,
} from '../lib/family-labels';
import './families-page.css';

const m = messages.families;
const SEARCH_DEBOUNCE_MS = 300;
/** Phones: cards instead of the table, a select instead of the tabs (issue 23 point 3). */

/** The family opened from a list (its summary) or a link, or null to add one. */
type Dialog = { kind: 'family'; family: FamilySummary | null } | { kind: 'signup' };

/** The id of `?family=<id>` (PORTAL_LINKS.family), or null when absent or not an id. */
function parseFamilyId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The server's status filter for a tab combined with the status select: the tab narrows first, the
 * select within it (inactief = gepauzeerd + afgerond, ARCHITECTURE §11).
 */
function serverStatus(tab: FamilyTab, status: StatusFilter): FamilyStatusFilter | null {
  const tabStatus = TAB_FILTERS[tab];
  if (status === 'all') return tabStatus;
  return tabStatus === null || tabStatus === 'inactief' ? status : tabStatus;
}

const TAB_FILTERS: Record<FamilyTab, FamilyStatusFilter | null> = {
  all: null,
  aanmeldingen: 'in_behandeling',
  actief: 'actief',
  inactief: 'inactief',
};

/**
 * 'Gezinnenbeheer' (spec §2) at /gezinnen and /families; "Mijn gezinnen" for volunteers. Those without
 * the view permission are refused by the router before this loads (screen-access.tsx).
 */
export function FamiliesPage() {
  return <FamiliesScreen />;
}

function FamiliesScreen() {
  const user = useCurrentUser();
  const canManage = can(user, 'manageFamilies');
  const isAssignedOnly = !canManage && seesOnlyAssignedFamilies(user);
  const toast = useToast();
  const isNarrow = useIsPhone();
  const [searchParams, setSearchParams] = useSearchParams();

  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const requestedTab = searchParams.get('tab');
  const [tab, setTab] = useState<FamilyTab>(isFamilyTab(requestedTab) ? requestedTab : 'all');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const families = useFamilyPages({ status: serverStatus(tab, status), search: debouncedSearch });
  const counts = useFamilyCounts(
    TABS.map((entry) => ({ status: serverStatus(entry.key, status), search: debouncedSearch })),
  );
  const canSeeRegistrations = seesAllFamilies(user);
  const recent = useRecentRegistrations(canSeeRegistrations);
  const people = usePeople();
  const deleteMutation = useDeleteFamily();

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const openDialog = (next: Dialog) => {
    setDialog(next);
    setIsDialogOpen(true);
  };

  // /gezinnen?family=<id> (a notification, a dashboard card) opens that family once it is loaded;
  // one the user may not see answers 404 and shows the usual "not found".
  const linkedId = parseFamilyId(searchParams.get(FAMILY_LINK_PARAM));
  const linked = useLinkedFamily(linkedId);
  const handledLinkId = useRef<number | null>(null);
  useEffect(() => {
    if (linkedId === null) {
      handledLinkId.current = null;
      return;
    }
    if (handledLinkId.current === linkedId) return;
    if (linked.data) {
      handledLinkId.current = linkedId;
      setDialog({ kind: 'family', family: linked.data });
      setIsDialogOpen(true);
    } else if (linked.isError) {
      handledLinkId.current = linkedId;
      toast.failure(linked.error, m.notFound);
      const rest = new URLSearchParams(searchParams);
      rest.delete(FAMILY_LINK_PARAM);
      setSearchParams(rest, { replace: true });
    }
  }, [linkedId, linked.data, linked.isError, linked.error, toast, searchParams, setSearchParams]);

  // Opening a family reads its detail from the server, which writes down who looked (issue 32): the
  // list carries only its summary, so the dialogs show and edit that answer alone.
  const openedFamily = dialog?.kind === 'family' ? dialog.family : null;
  const opened = useQuery({
    ...familyQueryOptions(openedFamily?.id ?? 0),
    enabled: openedFamily !== null && isDialogOpen,
    // A family a link opened was read a moment ago: no second read (and second access entry) for it.
    staleTime: 30_000,
  });
  const detail = openedFamily !== null && opened.data?.id === openedFamily.id ? opened.data : null;
  const isDetailLoading = openedFamily !== null && detail === null && !opened.isError;
  useEffect(() => {
    if (!opened.isError || !isDialogOpen) return;
    toast.failure(opened.error, m.notFound);
    setIsDialogOpen(false);
  }, [opened.isError, opened.error, isDialogOpen, toast]);
  const privacyPanel = detail ? <FamilyPrivacyPanel family={detail} /> : null;

  const closeFamilyDialog = () => {
    setIsDialogOpen(false);
    if (!searchParams.has(FAMILY_LINK_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(FAMILY_LINK_PARAM);
    setSearchParams(rest, { replace: true });
  };

  // /gezinnen?action=add (the dashboard's quick action) opens the add dialog once.
  useEffect(() => {
    if (searchParams.get('action') !== 'add') return;
    if (canManage) {
      setDialog({ kind: 'family', family: null });
      setIsDialogOpen(true);
    }
    const rest = new URLSearchParams(searchParams);
    rest.delete('action');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams, canManage]);

  const peopleById = useMemo(
    () => new Map((people.data ?? []).map((person) => [person.id, personName(person)])),
    [people.data],
  );
  const shown = (families.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (family) => inTab(family, tab) && (status === 'all' || family.guidanceStatus === status),
  );
  // A volunteer's cards on a phone: when they see each family next, and when they last did.
  const showsVisits = isNarrow && isAssignedOnly;
  const nextAppointments = useNextAppointments(showsVisits);
  const lastSessionDates = useLastSessionDates(
    showsVisits ? shown.filter((family) => canLogSessionsFor(user, family)).map((family) => family.id) : [],
  );
  const visits = showsVisits
    ? { nextAppointments: nextAppointments.data ?? new Map(), lastSessionDates }
    : null;
  const countOf = (key: FamilyTab) => {
    const count = counts[TABS.findIndex((entry) => entry.key === key)]?.data;
    if (!count) return '…';
    return count.isAtLeast ? `${FAMILY_COUNT_LIMIT}+` : String(count.count);
  };
  const isFiltered = debouncedSearch !== '' || status !== 'all' || tab !== 'all';
  const emptyText = families.isError
    ? describeError(families.error, 'De gezinnen konden niet worden geladen.')
    : isFiltered
      ? 'Geen gezinnen gevonden met de huidige filters.'
      : isAssignedOnly
        ? 'Er zijn nog geen gezinnen aan u toegewezen.'
        : 'Nog geen gezinnen geregistreerd.';

  const openFamilyById = (id: number) => {
    const family = shown.find((candidate) => candidate.id === id);
    if (family) openDialog({ kind: 'family', family });
    else {
      setStatus('all');
      setSearch('');
      setTab('aanmeldingen');
    }
  };

  const remove = (family: FamilySummary) =>
    deleteMutation.mutate(family.id, {
      onSuccess: () => toast.success(m.deleted),
      onError: (error) => toast.failure(error, m.deleteFailedDescription, m.deleteFailed),
    });

  const chooseTab = (next: FamilyTab) => {
    setTab(next);
    const rest = new URLSearchParams(searchParams);
    if (next === 'all') rest.delete('tab');
    else rest.set('tab', next);
    setSearchParams(rest, { replace: true });
  };

  return (
    <div className="list-screen">
      <PageHeader
        level={2}
        title={isAssignedOnly ? 'Mijn gezinnen' : 'Gezinnenbeheer'}
        subtitle={
          isAssignedOnly
            ? 'De gezinnen die aan u zijn toegewezen.'
            : 'Gezinnen die huiswerkbegeleiding of gezinsondersteuning krijgen.'
        }
        actions={
          <>
            <Button icon={<UserAddOutlined />} onClick={() => openDialog({ kind: 'signup' })}>
              Gezin aanmelden
            </Button>
            {canManage && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => openDialog({ kind: 'family', family: null })}
              >
                Gezin toevoegen
              </Button>
            )}
          </>
        }
      />

      {isAssignedOnly && (
        <Alert
          type="info"
          showIcon
          title={m.readOnly}
          description="U ziet alleen de gezinnen die aan u zijn toegewezen en kunt ze niet wijzigen."
        />
      )}

      {canSeeRegistrations && (
        <NewRegistrationsPanel registrations={recent.data ?? []} onOpen={openFamilyById} />
      )}

      <Card>
        <ListFilters
          search={search}
          onSearchChange={setSearch}
          searchLabel="Zoek gezinnen"
          placeholder="Zoek op naam, e-mail, telefoon, adres of school"
        >
          <FilterSelect<StatusFilter>
            label="Filter op status"
            value={status}
            options={STATUS_FILTER_OPTIONS}
            onChange={setStatus}
          />
        </ListFilters>
        <TabsOrSelect<FamilyTab>
          asSelect={isNarrow}
          activeKey={tab}
          onChange={chooseTab}
          selectLabel="Toon"
          choices={TABS.map((entry) => ({
            key: entry.key,
            tab: (
              <span>
                {entry.label} <span className="family-tabs__count">({countOf(entry.key)})</span>
              </span>
            ),
            option: `${entry.label} (${countOf(entry.key)})`,
          }))}
        />
        <FamiliesTable
          asCards={isNarrow}
          families={shown}
          isLoading={families.isPending || (families.isFetching && families.isPlaceholderData)}
          emptyText={emptyText}
          canManage={canManage}
          assigneeName={(id) => peopleById.get(id) ?? null}
          deletingId={deleteMutation.isPending ? (deleteMutation.variables ?? null) : null}
          onView={(family) => openDialog({ kind: 'family', family })}
          onEdit={(family) => openDialog({ kind: 'family', family })}
          onDelete={remove}
          canLogSessions={(family) => canLogSessionsFor(user, family)}
          visits={visits}
        />
        <LoadMoreButton
          hasMore={families.hasNextPage}
          isLoading={families.isFetchingNextPage}
          onLoadMore={() => families.fetchNextPage()}
        />
        <Typography.Text type="secondary" className="families-page__footer" aria-live="polite">
          {families.hasNextPage
            ? `Toont de eerste ${shown.length} gezinnen`
            : `Toont ${shown.length} ${shown.length === 1 ? 'gezin' : 'gezinnen'}`}
        </Typography.Text>
      </Card>

      {canManage ? (
        <FamilyFormDialog
          open={isDialogOpen && dialog?.kind === 'family'}
          family={detail}
          isLoading={isDetailLoading}
          people={people.data ?? []}
          extra={privacyPanel}
          onClose={closeFamilyDialog}
          afterClose={() => setDialog(null)}
        />
      ) : (
        <FamilyDetailsDialog
          open={isDialogOpen && dialog?.kind === 'family'}
          family={detail}
          assigneeName={(id) => peopleById.get(id) ?? null}
          extra={privacyPanel}
          onClose={closeFamilyDialog}
          afterClose={() => setDialog(null)}
        />
      )}
      <FamilySignupDialog
        open={isDialogOpen && dialog?.kind === 'signup'}
        onClose={() => setIsDialogOpen(false)}
      />
    </div>
  );
}
