import { Button, Card, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { displayName } from '../../../../../shared/format/names';
import { sessionMessages } from '../../../../../shared/messages/sessions';
import { canDeleteSession } from '../../../../../shared/policies/sessions';
import type { SessionLog } from '../../../../../shared/schemas/sessions';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { HomeResult } from '../../../components/home-result';
import { EditOutlined, LeftOutlined, PlusOutlined } from '../../../components/icons';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api/errors';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/toast';
import { useDeleteSession } from '../api/delete-session';
import {
  useFamilySessions,
  useSessionFamily,
  useSessionOptions,
  useSessionPeople,
} from '../api/list-sessions';
import { SessionDialog } from '../components/session-dialog';
import { sessionKindLabel, sessionWhen } from '../lib/session-labels';
import './session-log-page.css';

const m = sessionMessages.sessions;

type DialogState = { open: false } | { open: true; session: SessionLog | null };

/** The session log of one family (/gezinnen/:familyId/begeleiding): a list of cards, readable on a phone. */
export function SessionLogPage() {
  const familyId = Number(useParams().familyId);
  const user = useCurrentUser();
  const family = useSessionFamily(familyId);
  const sessions = useFamilySessions(familyId);
  const options = useSessionOptions();
  const people = useSessionPeople();
  const remove = useDeleteSession();
  const toast = useToast();
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  const names = useMemo(
    () => new Map((people.data ?? []).map((person) => [person.id, displayName(person)])),
    [people.data],
  );
  const peopleOptions = useMemo(
    () =>
      (people.data ?? [])
        .filter((person) => person.status === 'active')
        .map((person) => ({ value: person.id, label: displayName(person) })),
    [people.data],
  );

  if (family.isError && isApiError(family.error, 404))
    return (
      <HomeResult
        status="404"
        title="Gezin niet gevonden"
        text={m.empty}
        homeLabel="Terug naar het dashboard"
      />
    );

  const items = sessions.data?.pages.flatMap((page) => page.items) ?? [];
  const canDelete = canDeleteSession(user);
  const childName = family.data?.childName;

  return (
    <div className="session-log">
      <PageHeader
        title={m.title}
        subtitle={family.data ? `Gezin ${family.data.parentName}` : ' '}
        actions={
          <Space wrap>
            <Link to="/gezinnen">
              <Button icon={<LeftOutlined />}>Gezinnen</Button>
            </Link>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ open: true, session: null })}
            >
              {m.add}
            </Button>
          </Space>
        }
      />
      {sessions.isLoading ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description={m.empty} />
      ) : (
        <ul className="session-log__list" aria-label={m.title}>
          {items.map((session) => (
            <li key={session.id}>
              <Card size="small" className="session-log__card">
                <div className="session-log__row">
                  <Typography.Text strong>{sessionWhen(session)}</Typography.Text>
                  <Space size={4}>
                    <Tag>{sessionKindLabel(session.kind)}</Tag>
                    {session.familyAbsent && <Tag color="orange">{m.absent}</Tag>}
                  </Space>
                </div>
                {session.subjects.length > 0 && (
                  <Typography.Text type="secondary">
                    Onderwerpen: {session.subjects.join(', ')}
                  </Typography.Text>
                )}
                {session.children.length > 0 && (
                  <Typography.Text type="secondary">Kinderen: {session.children.join(', ')}</Typography.Text>
                )}
                <Typography.Text type="secondary">
                  Vrijwilligers: {session.volunteerIds.map((id) => names.get(id) ?? `#${id}`).join(', ')}
                </Typography.Text>
                {session.familyAbsent && session.absenceReason && (
                  <Typography.Text>Reden: {session.absenceReason}</Typography.Text>
                )}
                {session.outcomeNote && (
                  <Typography.Paragraph className="session-log__note">
                    {session.outcomeNote}
                  </Typography.Paragraph>
                )}
                <div className="session-log__actions">
                  <Button
                    icon={<EditOutlined />}
                    onClick={() => setDialog({ open: true, session })}
                    aria-label={`Begeleidingsmoment van ${sessionWhen(session)} bewerken`}
                  >
                    Bewerken
                  </Button>
                  {canDelete && (
                    <ConfirmDeleteButton
                      title="Begeleidingsmoment verwijderen?"
                      description={m.deleteConfirm}
                      loading={remove.isPending}
                      ariaLabel={`Begeleidingsmoment van ${sessionWhen(session)} verwijderen`}
                      onConfirm={() =>
                        remove.mutate(session.id, {
                          onSuccess: () => toast.success(m.deleted),
                          onError: (error) => toast.failure(error, m.saveFailed),
                        })
                      }
                    />
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasMore={Boolean(sessions.hasNextPage)}
        isLoading={sessions.isFetchingNextPage}
        onLoadMore={() => sessions.fetchNextPage()}
      />
      {dialog.open && (
        <SessionDialog
          open
          onClose={() => setDialog({ open: false })}
          familyId={familyId}
          session={dialog.session}
          defaults={{ children: childName ? [childName] : [], volunteerIds: [user.id] }}
          subjects={options.data?.subjects ?? []}
          people={peopleOptions}
        />
      )}
    </div>
  );
}
