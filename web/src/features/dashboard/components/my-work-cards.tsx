import { Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  DECLARATION_STATUS_LABELS,
  FAMILY_STATUS_LABELS,
  formatAmount,
  formatDay,
} from '../../../../../shared/format';
import { phoneMessages } from '../../../../../shared/messages/phone';
import { PORTAL_LINKS } from '../../../../../shared/portal-links';
import { CarOutlined, EuroOutlined, PlusOutlined } from '../../../components/icons';
import { MY_WORK_LIMIT, useMyFamilies, useMyOpenDeclarations } from '../api/get-my-work';
import { LoadError } from './load-error';

/** Where a volunteer submits a declaration: the declarations screen with its new-declaration dialog open. */
export const NEW_DECLARATION_LINK = '/declaraties?action=new';

/** The phone's quick declarations (issue 35): a trip or an expense in one short form each. */
export const QUICK_TRIP_LINK = '/rit';
export const QUICK_EXPENSE_LINK = '/onkost';

/**
 * "Nieuwe rit" and "Nieuwe onkost", the first thing a volunteer sees on a phone (issue 35 step 2):
 * from the dashboard a frequent trip is three taps away (this, the trip, Indienen).
 */
export function QuickDeclarationActions() {
  const navigate = useNavigate();
  return (
    <nav className="quick-declarations" aria-label="Snel declareren">
      <Button type="primary" size="large" icon={<CarOutlined />} onClick={() => navigate(QUICK_TRIP_LINK)}>
        {phoneMessages.quick.newTrip}
      </Button>
      <Button size="large" icon={<EuroOutlined />} onClick={() => navigate(QUICK_EXPENSE_LINK)}>
        {phoneMessages.quick.newExpense}
      </Button>
    </nav>
  );
}

/** The volunteer's first task on the dashboard (issue 23 point 3). */
export function SubmitDeclarationAction() {
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      size="large"
      icon={<PlusOutlined />}
      onClick={() => navigate(NEW_DECLARATION_LINK)}
    >
      Declaratie indienen
    </Button>
  );
}

type WorkListCardProps<T extends { id: number }> = {
  title: string;
  /** The screen with the whole list. */
  more: { to: string; label: string };
  /** The region's accessible name. */
  label: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  items: readonly T[];
  errorText: string;
  emptyText: string;
  /** The left side of an item (what it is); `side` is the right (amount or status). */
  main: (item: T) => ReactNode;
  side: (item: T) => ReactNode;
};

/** A short list of the volunteer's own work on the dashboard, with a link to the whole list. */
function WorkListCard<T extends { id: number }>({
  title,
  more,
  label,
  query,
  items,
  errorText,
  emptyText,
  main,
  side,
}: WorkListCardProps<T>) {
  return (
    <Card
      title={title}
      extra={<Link to={more.to}>{more.label}</Link>}
      className="dashboard-card"
      role="region"
      aria-label={label}
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : query.isError ? (
        <LoadError error={query.error} fallback={errorText} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <ul className="my-work-list">
          {items.map((item) => (
            <li key={item.id} className="my-work-list__item">
              <div className="my-work-list__main">{main(item)}</div>
              {side(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The volunteer's own declarations still waiting for a decision. */
export function MyOpenDeclarationsCard() {
  const declarations = useMyOpenDeclarations();
  return (
    <WorkListCard
      title="Openstaande declaraties"
      more={{ to: '/declaraties', label: 'Alle declaraties' }}
      label="Mijn openstaande declaraties"
      query={declarations}
      items={(declarations.data ?? []).slice(0, MY_WORK_LIMIT)}
      errorText="Uw declaraties konden niet worden geladen."
      emptyText="U heeft geen openstaande declaraties."
      main={(declaration) => (
        <>
          <Typography.Text ellipsis>{declaration.description}</Typography.Text>
          <Typography.Text type="secondary" className="my-work-list__meta">
            {formatDay(declaration.date)} · {DECLARATION_STATUS_LABELS[declaration.status]}
          </Typography.Text>
        </>
      )}
      side={(declaration) => (
        <Typography.Text strong className="my-work-list__amount">
          {formatAmount(declaration.amount)}
        </Typography.Text>
      )}
    />
  );
}

/** The families assigned to the volunteer, each a link to its details. */
export function MyFamiliesCard() {
  const families = useMyFamilies(true);
  return (
    <WorkListCard
      title="Mijn gezinnen"
      more={{ to: '/gezinnen', label: 'Alle gezinnen' }}
      label="Mijn gezinnen"
      query={families}
      items={families.data?.items ?? []}
      errorText="Uw gezinnen konden niet worden geladen."
      emptyText="Er zijn nog geen gezinnen aan u toegewezen."
      main={(family) => (
        <>
          <Link to={PORTAL_LINKS.family(family.id)}>{family.parentName}</Link>
          {family.childName && (
            <Typography.Text type="secondary" className="my-work-list__meta">
              Kind: {family.childName}
            </Typography.Text>
          )}
        </>
      )}
      side={(family) => <Tag>{FAMILY_STATUS_LABELS[family.guidanceStatus]}</Tag>}
    />
  );
}
