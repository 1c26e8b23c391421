import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import {
  DECLARATION_STATUS_LABELS,
  FAMILY_STATUS_LABELS,
  formatAmount,
  formatDay,
} from '../../../../../shared/format';
import { PORTAL_LINKS } from '../../../../../shared/portal-links';
import { MY_WORK_LIMIT, useMyFamilies, useMyOpenDeclarations } from '../api/get-my-work';
import { LoadError } from './load-error';

/** Where a volunteer submits a declaration: the declarations screen with its new-declaration dialog open. */
export const NEW_DECLARATION_LINK = '/declaraties?action=new';

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

/** The volunteer's own declarations still waiting for a decision. */
export function MyOpenDeclarationsCard() {
  const declarations = useMyOpenDeclarations();
  const items = declarations.data ?? [];
  return (
    <Card
      title="Openstaande declaraties"
      extra={<Link to="/declaraties">Alle declaraties</Link>}
      className="dashboard-card"
      role="region"
      aria-label="Mijn openstaande declaraties"
    >
      {declarations.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : declarations.isError ? (
        <LoadError error={declarations.error} fallback="Uw declaraties konden niet worden geladen." />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="U heeft geen openstaande declaraties." />
      ) : (
        <ul className="my-work-list">
          {items.slice(0, MY_WORK_LIMIT).map((declaration) => (
            <li key={declaration.id} className="my-work-list__item">
              <div className="my-work-list__main">
                <Typography.Text ellipsis>{declaration.description}</Typography.Text>
                <Typography.Text type="secondary" className="my-work-list__meta">
                  {formatDay(declaration.date)} · {DECLARATION_STATUS_LABELS[declaration.status]}
                </Typography.Text>
              </div>
              <Typography.Text strong className="my-work-list__amount">
                {formatAmount(declaration.amount)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The families assigned to the volunteer, each a link to its details. */
export function MyFamiliesCard() {
  const families = useMyFamilies(true);
  const items = families.data?.items ?? [];
  return (
    <Card
      title="Mijn gezinnen"
      extra={<Link to="/gezinnen">Alle gezinnen</Link>}
      className="dashboard-card"
      role="region"
      aria-label="Mijn gezinnen"
    >
      {families.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : families.isError ? (
        <LoadError error={families.error} fallback="Uw gezinnen konden niet worden geladen." />
      ) : items.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Er zijn nog geen gezinnen aan u toegewezen."
        />
      ) : (
        <ul className="my-work-list">
          {items.map((family) => (
            <li key={family.id} className="my-work-list__item">
              <div className="my-work-list__main">
                <Link to={PORTAL_LINKS.family(family.id)}>{family.parentName}</Link>
                {family.childName && (
                  <Typography.Text type="secondary" className="my-work-list__meta">
                    Kind: {family.childName}
                  </Typography.Text>
                )}
              </div>
              <Tag>{FAMILY_STATUS_LABELS[family.guidanceStatus]}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
