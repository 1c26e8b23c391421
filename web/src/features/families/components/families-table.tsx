import { Button, Space, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, formatDay } from '../../../../../shared/format';
import type { FamilySummary } from '../../../../../shared/schemas/families';
import type { PlannedSession } from '../../../../../shared/schemas/sessions';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { IconAction } from '../../../components/icon-action';
import {
  EditOutlined,
  EyeOutlined,
  MailOutlined,
  PhoneOutlined,
  ReadOutlined,
} from '../../../components/icons';
import { RecordCardRow, RecordCards } from '../../../components/record-cards';
import { RecordTable } from '../../../components/record-table';
import { ageLabel, formatDate } from '../lib/family-labels';
import { FamilyStatusTag } from './family-status-tag';

type FamiliesTableProps = {
  families: readonly FamilySummary[];
  /** Phones get one card per family instead of a table (issue 23 point 3). */
  asCards: boolean;
  isLoading: boolean;
  emptyText: string;
  /** Edit and delete (manage-families permission); otherwise only viewing. */
  canManage: boolean;
  /** The name of the assigned volunteer, when known. */
  assigneeName: (id: number) => string | null;
  deletingId: number | null;
  onView: (family: FamilySummary) => void;
  onEdit: (family: FamilySummary) => void;
  onDelete: (family: FamilySummary) => void;
  /** Whether the caller may open the family's session log (shared/policies/sessions). */
  canLogSessions: (family: FamilySummary) => boolean;
  /** A volunteer's cards also show the next appointment and the last session (issue 35 step 5). */
  visits?: FamilyVisits | null;
};

export type FamilyVisits = {
  nextAppointments: ReadonlyMap<number, PlannedSession>;
  lastSessionDates: ReadonlyMap<number, string>;
};

/** The table of spec §2: Gezin, Contact, Kind, Status, Toegevoegd, Acties. */
export function FamiliesTable({
  asCards,
  deletingId,
  onView,
  onEdit,
  onDelete,
  canLogSessions,
  ...view
}: FamiliesTableProps) {
  const actionsOf = (family: FamilySummary) => (
    <Space size={4} wrap>
      {canLogSessions(family) && <SessionLogLink family={family} />}
      <FamilyActions
        family={family}
        canManage={view.canManage}
        isDeleting={deletingId === family.id}
        onView={onView}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </Space>
  );
  const { visits, ...grid } = view;
  return asCards ? (
    <FamilyCards {...grid} visits={visits ?? null} actionsOf={actionsOf} onOpen={onView} />
  ) : (
    <FamiliesGrid {...grid} actionsOf={actionsOf} />
  );
}

type FamiliesViewProps = Pick<
  FamiliesTableProps,
  'families' | 'isLoading' | 'emptyText' | 'canManage' | 'assigneeName'
> & {
  actionsOf: (family: FamilySummary) => ReactNode;
};

function FamiliesGrid({
  families,
  isLoading,
  emptyText,
  canManage,
  assigneeName,
  actionsOf,
}: FamiliesViewProps) {
  const columns: TableColumnsType<FamilySummary> = [
    {
      title: 'Gezin',
      key: 'family',
      width: 208,
      render: (_, family) => {
        const assignee = family.assignedTo === null ? null : assigneeName(family.assignedTo);
        return (
          <div className="cell-stack">
            <Typography.Text strong>{family.parentName}</Typography.Text>
            {family.address && (
              <Typography.Text type="secondary" className="family-cell__minor">
                {family.address}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" className="family-cell__minor">
              Begeleider:{' '}
              {family.assignedTo === null ? 'nog niet toegewezen' : (assignee ?? `#${family.assignedTo}`)}
            </Typography.Text>
          </div>
        );
      },
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, family) => (
        <div className="cell-stack">
          <span className="family-cell__contact">
            <MailOutlined aria-hidden />{' '}
            {family.email ? (
              <a href={`mailto:${family.email}`}>{family.email}</a>
            ) : (
              <Typography.Text type="secondary">Geen email</Typography.Text>
            )}
          </span>
          {family.phone && (
            <span className="family-cell__contact">
              <PhoneOutlined aria-hidden />{' '}
              <a href={`tel:${family.phone.replace(/\s+/g, '')}`}>{family.phone}</a>
            </span>
          )}
        </div>
      ),
    },
    {
      title: 'Kind',
      key: 'child',
      width: 190,
      render: (_, family) =>
        family.childName || family.childAge !== null ? (
          <div className="cell-stack">
            <Typography.Text>
              {family.childName ?? 'Naam onbekend'}
              {family.childAge !== null && (
                <Typography.Text type="secondary"> · {ageLabel(family.childAge)}</Typography.Text>
              )}
            </Typography.Text>
            {(family.school || family.grade) && (
              <Typography.Text type="secondary" className="family-cell__minor">
                {[family.school, family.grade].filter(Boolean).join(' · ')}
              </Typography.Text>
            )}
          </div>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: 'Status',
      dataIndex: 'guidanceStatus',
      key: 'status',
      width: 132,
      render: (status: FamilySummary['guidanceStatus']) => <FamilyStatusTag status={status} />,
    },
    {
      title: 'Toegevoegd',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 124,
      render: (createdAt: string) => formatDate(createdAt),
    },
    {
      title: 'Acties',
      key: 'actions',
      width: canManage ? 100 : 128,
      render: (_, family) => actionsOf(family),
    },
  ];
  return (
    <RecordTable<FamilySummary>
      records={families}
      columns={columns}
      isLoading={isLoading}
      emptyText={emptyText}
      isWide
      className="families-table"
      label="Gezinnen"
    />
  );
}

/** The family's session log (issue 33): its own screen, so it works on a phone. */
/** An icon action like the row's others (the table keeps its width); the tooltip says what it opens. */
function SessionLogLink({ family }: { family: FamilySummary }) {
  const navigate = useNavigate();
  return (
    <IconAction
      title="Begeleidingsmomenten"
      icon={<ReadOutlined />}
      label={`Begeleidingsmomenten van gezin ${family.parentName}`}
      onClick={() => navigate(`/gezinnen/${family.id}/begeleiding`)}
    />
  );
}

type FamilyActionsProps = Pick<FamiliesTableProps, 'canManage' | 'onView' | 'onEdit' | 'onDelete'> & {
  family: FamilySummary;
  isDeleting: boolean;
};

function FamilyActions({ family, canManage, isDeleting, onView, onEdit, onDelete }: FamilyActionsProps) {
  return canManage ? (
    <Space size={4}>
      <IconAction
        title="Bewerken"
        icon={<EditOutlined />}
        label={`Gezin ${family.parentName} bewerken`}
        onClick={() => onEdit(family)}
      />
      <ConfirmDeleteButton
        title="Gezin verwijderen?"
        description={`Weet u zeker dat u het gezin "${family.parentName}" wilt verwijderen?`}
        onConfirm={() => onDelete(family)}
        loading={isDeleting}
        ariaLabel={`Gezin ${family.parentName} verwijderen`}
      />
    </Space>
  ) : (
    <Button
      icon={<EyeOutlined />}
      onClick={() => onView(family)}
      aria-label={`Gezin ${family.parentName} bekijken`}
    >
      Bekijken
    </Button>
  );
}

type FamilyCardsProps = FamiliesViewProps & {
  visits: FamilyVisits | null;
  onOpen: (family: FamilySummary) => void;
};

/**
 * One card per family: name and status, the child and school, contact details and the actions. For
 * those who only view their families (volunteers) the whole card opens the family, and it says
 * when they see the family next and when they last did.
 */
function FamilyCards({ assigneeName, actionsOf, visits, onOpen, ...list }: FamilyCardsProps) {
  return (
    <RecordCards
      items={list.families}
      isLoading={list.isLoading}
      emptyText={list.emptyText}
      label="Gezinnen"
      keyOf={(family) => family.id}
      renderCard={(family) => {
        const assignee = family.assignedTo === null ? null : assigneeName(family.assignedTo);
        const child = [family.childName, ageLabel(family.childAge)].filter(Boolean).join(' · ');
        const school = [family.school, family.grade].filter(Boolean).join(' · ');
        const next = visits?.nextAppointments.get(family.id);
        const last = visits?.lastSessionDates.get(family.id);
        return (
          <>
            <RecordCardRow>
              {list.canManage ? (
                <Typography.Text strong>{family.parentName}</Typography.Text>
              ) : (
                // Stretched over the card (families-page.css): a tap anywhere opens the family.
                <button type="button" className="family-card__open" onClick={() => onOpen(family)}>
                  {family.parentName}
                </button>
              )}
              <FamilyStatusTag status={family.guidanceStatus} />
            </RecordCardRow>
            {child && <Typography.Text>Kind: {child}</Typography.Text>}
            {school && <Typography.Text>School: {school}</Typography.Text>}
            {visits && (
              <Typography.Text>
                {next ? `Volgende afspraak: ${formatDateTime(next.startDate)}` : 'Geen afspraak gepland'}
              </Typography.Text>
            )}
            {visits && last && (
              <Typography.Text type="secondary">Laatste begeleiding: {formatDay(last)}</Typography.Text>
            )}
            {family.email && (
              <a className="family-card__above" href={`mailto:${family.email}`}>
                {family.email}
              </a>
            )}
            {family.phone && (
              <a className="family-card__above" href={`tel:${family.phone.replace(/\s+/g, '')}`}>
                {family.phone}
              </a>
            )}
            {list.canManage && (
              <Typography.Text type="secondary">
                Begeleider:{' '}
                {family.assignedTo === null ? 'nog niet toegewezen' : (assignee ?? `#${family.assignedTo}`)}
              </Typography.Text>
            )}
            <RecordCardRow>
              <Typography.Text type="secondary">Toegevoegd {formatDate(family.createdAt)}</Typography.Text>
              <span className="family-card__above">{actionsOf(family)}</span>
            </RecordCardRow>
          </>
        );
      }}
    />
  );
}
