import { Avatar, Button, Popconfirm, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../../../shared/messages';
import { volunteerRecordMessages } from '../../../../../shared/messages/volunteer-records';
import { volunteerRegisterMessages } from '../../../../../shared/messages/volunteer-register';
import type { User } from '../../../../../shared/schemas/users';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { IconAction } from '../../../components/icon-action';
import {
  EditOutlined,
  FilePdfOutlined,
  LinkOutlined,
  LockOutlined,
  MailOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SendOutlined,
} from '../../../components/icons';
import { LoadMoreButton } from '../../../components/load-more-button';
import { RecordCardRow, RecordCards } from '../../../components/record-cards';
import { RecordTable } from '../../../components/record-table';
import { displayName, formatDate, roleLabel, STATUS_COLORS, STATUS_LABELS, typeLabel } from '../lib/labels';

export type VolunteerAction =
  | 'edit'
  | 'changePassword'
  | 'invite'
  | 'resetLink'
  | 'resetSecondFactor'
  | 'screening'
  | 'statement'
  | 'delete';

type VolunteersTableProps = {
  volunteers: readonly User[];
  isLoading: boolean;
  /** Phones get one card per person instead of a table (issue 23 point 3). */
  asCards: boolean;
  /** Another page waits on the server ("Meer laden"). */
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  emptyText: string;
  footer: ReactNode;
  /** Whether the actions column shows (manage-users permission). */
  hasActions: boolean;
  /** Admins may wipe another user's second factor (issue 22). */
  canResetSecondFactor?: boolean;
  /** Who keeps the books downloads anyone's yearly statement of flat allowances (issue 31 item 5). */
  canDownloadStatement?: boolean;
  /** Rows the signed-in user may act on: only admins manage admins. */
  canActOn: (volunteer: User) => boolean;
  /** The signed-in user's own row cannot be deleted. */
  currentUserId: number;
  /** The row whose invitation or reset link is on its way. */
  busy: { id: number; action: VolunteerAction } | null;
  onAction: (action: VolunteerAction, volunteer: User) => void;
  /** The current organisation notice's version (null: none published); shown to managers only. */
  currentNoticeVersion?: number | null;
};

export function VolunteersTable(props: VolunteersTableProps) {
  const { volunteers, isLoading, emptyText, footer, hasActions, canActOn, currentUserId, busy, onAction } =
    props;
  const actionsFor = (volunteer: User) =>
    canActOn(volunteer) ? (
      <RowActions
        volunteer={volunteer}
        isSelf={volunteer.id === currentUserId}
        busyAction={busy?.id === volunteer.id ? busy.action : null}
        onAction={onAction}
        canResetSecondFactor={props.canResetSecondFactor === true}
        canDownloadStatement={props.canDownloadStatement === true}
      />
    ) : (
      <Typography.Text type="secondary" className="volunteer-cell__minor">
        Alleen voor wie meer rechten heeft
      </Typography.Text>
    );
  const moreAndFooter = (
    <>
      <LoadMoreButton hasMore={props.hasMore} isLoading={props.isLoadingMore} onLoadMore={props.onLoadMore} />
      {footer}
    </>
  );

  if (props.asCards) {
    return (
      <VolunteerCards
        volunteers={volunteers}
        isLoading={isLoading}
        emptyText={emptyText}
        footer={moreAndFooter}
        actionsFor={hasActions ? actionsFor : null}
      />
    );
  }

  const columns: TableColumnsType<User> = [
    {
      title: 'Vrijwilliger',
      key: 'volunteer',
      width: 204,
      render: (_, volunteer) => <VolunteerCell volunteer={volunteer} />,
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, volunteer) => <ContactCell volunteer={volunteer} />,
    },
    {
      title: 'Type',
      key: 'type',
      width: 150,
      render: (_, volunteer) => {
        const label = typeLabel(volunteer);
        return (
          <div className="cell-stack">
            {label ? <Tag color="blue">{label}</Tag> : <Typography.Text type="secondary">—</Typography.Text>}
            <Typography.Text type="secondary" className="volunteer-cell__minor volunteer-cell__nowrap">
              Rol: {roleLabel(volunteer.role)}
            </Typography.Text>
          </div>
        );
      },
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      // Managers also see the organisation notice and the extract here (issue 31): a column of their
      // own made the table scroll sideways at 1280 px.
      width: hasActions ? 150 : 108,
      render: (status: User['status'], volunteer: User) => {
        const tag = <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
        if (!hasActions) return tag;
        return (
          <div className="cell-stack">
            {tag}
            <LawRecordCell volunteer={volunteer} currentNoticeVersion={props.currentNoticeVersion ?? null} />
          </div>
        );
      },
    },
    {
      title: 'Geregistreerd',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 128,
      render: (createdAt: string) => formatDate(createdAt),
    },
    ...(hasActions
      ? [
          {
            title: 'Acties',
            key: 'actions',
            width: 200,
            render: (_: unknown, volunteer: User) => actionsFor(volunteer),
          },
        ]
      : []),
  ];

  return (
    <RecordTable<User>
      records={volunteers}
      columns={columns}
      isLoading={isLoading}
      emptyText={emptyText}
      isWide
      footer={moreAndFooter}
      className="volunteers-table"
      label="Vrijwilligers"
    />
  );
}

type VolunteerCardsProps = {
  volunteers: readonly User[];
  isLoading: boolean;
  emptyText: string;
  footer: ReactNode;
  actionsFor: ((volunteer: User) => ReactNode) | null;
};

/** One card per person: name, role and status, contact details and the actions. */
function VolunteerCards({ volunteers, isLoading, emptyText, footer, actionsFor }: VolunteerCardsProps) {
  return (
    <RecordCards
      items={volunteers}
      isLoading={isLoading}
      emptyText={emptyText}
      label="Vrijwilligers"
      keyOf={(volunteer) => volunteer.id}
      footer={footer}
      renderCard={(volunteer) => (
        <>
          <RecordCardRow>
            <Typography.Text strong>{displayName(volunteer)}</Typography.Text>
            <Tag color={STATUS_COLORS[volunteer.status]}>{STATUS_LABELS[volunteer.status]}</Tag>
          </RecordCardRow>
          <Typography.Text type="secondary">
            {[typeLabel(volunteer), `Rol: ${roleLabel(volunteer.role)}`].filter(Boolean).join(' · ')}
          </Typography.Text>
          <ContactCell volunteer={volunteer} />
          {actionsFor && <div className="volunteer-card__actions">{actionsFor(volunteer)}</div>}
        </>
      )}
    />
  );
}

function VolunteerCell({ volunteer }: { volunteer: User }) {
  const name = displayName(volunteer);
  const initials =
    [volunteer.firstName, volunteer.lastName]
      .map((part) => part?.trim().charAt(0) ?? '')
      .join('')
      .toUpperCase() || name.charAt(0).toUpperCase();
  return (
    <div className="volunteer-cell">
      <Avatar className="volunteer-cell__avatar" aria-hidden>
        {initials}
      </Avatar>
      <div className="cell-stack">
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text type="secondary" className="volunteer-cell__minor">
          @{volunteer.username}
        </Typography.Text>
        {volunteer.rijksregisterNummer && (
          <Typography.Text type="secondary" className="volunteer-cell__minor volunteer-cell__nowrap">
            RRN: {volunteer.rijksregisterNummer}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

const law = volunteerRecordMessages;

/**
 * Issue 31 item 6: whether the volunteer acknowledged the current organisation notice, and the date
 * of their last extract of the criminal record (with a tag when their work involves minors).
 */
function LawRecordCell({
  volunteer,
  currentNoticeVersion,
}: {
  volunteer: User;
  currentNoticeVersion: number | null;
}) {
  const acknowledged = volunteer.noticeVersion ?? null;
  const isCurrent =
    currentNoticeVersion !== null && acknowledged !== null && acknowledged >= currentNoticeVersion;
  return (
    <div className="cell-stack">
      {currentNoticeVersion !== null &&
        (isCurrent ? (
          <Tag color="green">{law.notice.acknowledgedVersion(acknowledged)}</Tag>
        ) : (
          <Tag color="orange">{law.notice.notAcknowledged}</Tag>
        ))}
      <Typography.Text type="secondary" className="volunteer-cell__minor volunteer-cell__nowrap">
        596.2: {volunteer.screeningDate ? formatDate(volunteer.screeningDate) : law.screening.none}
      </Typography.Text>
      {volunteer.worksWithMinors && <Tag>{law.screening.minorsTag}</Tag>}
    </div>
  );
}

function ContactCell({ volunteer }: { volunteer: User }) {
  if (!volunteer.email && !volunteer.phone) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div className="cell-stack">
      {volunteer.email && (
        <Typography.Text className="volunteer-cell__contact">
          <MailOutlined aria-hidden /> <a href={`mailto:${volunteer.email}`}>{volunteer.email}</a>
        </Typography.Text>
      )}
      {volunteer.phone && (
        <Typography.Text type="secondary" className="volunteer-cell__contact">
          <PhoneOutlined aria-hidden /> {volunteer.phone}
        </Typography.Text>
      )}
    </div>
  );
}

type RowActionsProps = {
  volunteer: User;
  isSelf: boolean;
  busyAction: VolunteerAction | null;
  onAction: (action: VolunteerAction, volunteer: User) => void;
  canResetSecondFactor: boolean;
  canDownloadStatement: boolean;
};

function RowActions(props: RowActionsProps) {
  const { volunteer, isSelf, busyAction, onAction, canResetSecondFactor, canDownloadStatement } = props;
  const name = displayName(volunteer);
  const hasEmail = Boolean(volunteer.email);
  const noEmailHint = 'Geen e-mailadres bekend';
  return (
    // An admin has eight actions: they wrap to a second line rather than widen the table past 1280 px.
    <Space size={2} wrap>
      <IconAction title="Bewerken" icon={<EditOutlined />} onClick={() => onAction('edit', volunteer)} />
      <IconAction
        title="Screening"
        icon={<SafetyCertificateOutlined />}
        onClick={() => onAction('screening', volunteer)}
      />
      {canDownloadStatement && (
        <IconAction
          title={volunteerRegisterMessages.statement.rowAction}
          icon={<FilePdfOutlined />}
          onClick={() => onAction('statement', volunteer)}
        />
      )}
      <IconAction
        title="Wachtwoord wijzigen"
        icon={<LockOutlined />}
        onClick={() => onAction('changePassword', volunteer)}
      />
      <IconAction
        title="Uitnodiging versturen"
        hint={hasEmail ? undefined : noEmailHint}
        icon={<SendOutlined />}
        disabled={!hasEmail}
        loading={busyAction === 'invite'}
        onClick={() => onAction('invite', volunteer)}
      />
      <IconAction
        title="Resetlink genereren"
        hint={hasEmail ? undefined : noEmailHint}
        icon={<LinkOutlined />}
        disabled={!hasEmail}
        loading={busyAction === 'resetLink'}
        onClick={() => onAction('resetLink', volunteer)}
      />
      {canResetSecondFactor && !isSelf && (
        <Popconfirm
          title="Tweestapsverificatie wissen"
          description={messages.security.resetConfirm(name)}
          okText="Wissen"
          cancelText="Annuleren"
          onConfirm={() => onAction('resetSecondFactor', volunteer)}
        >
          <Tooltip title="Tweestapsverificatie wissen">
            <Button
              type="text"
              icon={<SafetyOutlined />}
              aria-label="Tweestapsverificatie wissen"
              loading={busyAction === 'resetSecondFactor'}
            />
          </Tooltip>
        </Popconfirm>
      )}
      {!isSelf && (
        <ConfirmDeleteButton
          title="Vrijwilliger verwijderen"
          description={`Weet u zeker dat u ${name} wilt verwijderen? Dit kan niet ongedaan worden gemaakt.`}
          onConfirm={() => onAction('delete', volunteer)}
          loading={busyAction === 'delete'}
        />
      )}
    </Space>
  );
}
