import { Card, Skeleton, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { Statistics } from '../../../../../shared/schemas/dashboard';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  EuroOutlined,
  FileTextOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  TeamOutlined,
} from '../../../components/icons';
import { formatAmount, formatPercent } from '../../../lib/format';
import { IconBadge } from './icon-badge';

type GrowthKey = keyof Statistics['growth'];

type CardDefinition = {
  key: GrowthKey;
  title: string;
  icon: ReactNode;
  value: (statistics: Statistics) => string;
  /** What the percentage compares with (shared/schemas/dashboard.ts). */
  comparedWith: string;
  /** More open declarations is bad news, so their rise shows in the warning colour. */
  isRiseBad?: boolean;
  /** What exactly is counted, behind an info icon beside the title. */
  explanation?: string;
};

const count = new Intl.NumberFormat('nl-BE');

const CARDS: readonly CardDefinition[] = [
  {
    key: 'activeVolunteers',
    title: 'Actieve vrijwilligers',
    icon: <TeamOutlined />,
    value: (statistics) => count.format(statistics.activeVolunteers),
    comparedWith: 'sinds begin van de maand',
    explanation: 'Actieve gebruikers met de rol vrijwilliger of huiswerkbegeleider.',
  },
  {
    key: 'activeFamilies',
    title: 'Begeleide gezinnen',
    icon: <HomeOutlined />,
    value: (statistics) => count.format(statistics.activeFamilies),
    comparedWith: 'sinds begin van de maand',
  },
  {
    key: 'pendingDeclarations',
    title: 'Openstaande declaraties',
    icon: <FileTextOutlined />,
    value: (statistics) => count.format(statistics.pendingDeclarations),
    comparedWith: 'sinds begin van de maand',
    isRiseBad: true,
  },
  {
    key: 'monthlyExpenses',
    title: 'Uitgegeven deze maand',
    icon: <EuroOutlined />,
    value: (statistics) => formatAmount(statistics.monthlyExpenses),
    comparedWith: 't.o.v. vorige maand',
  },
];

type StatisticCardsProps = { statistics: Statistics | undefined; isLoading: boolean };

/** The four statistic cards of spec §2, each with the growth the server computed. */
export function StatisticCards({ statistics, isLoading }: StatisticCardsProps) {
  return (
    <div className="card-grid statistic-cards">
      {CARDS.map((card) => (
        <StatisticCard key={card.key} card={card} statistics={statistics} isLoading={isLoading} />
      ))}
    </div>
  );
}

function StatisticCard({
  card,
  statistics,
  isLoading,
}: {
  card: CardDefinition;
  statistics: Statistics | undefined;
  isLoading: boolean;
}) {
  const { token } = theme.useToken();
  const titleId = `statistic-${card.key}`;
  return (
    <Card className="statistic-card" role="group" aria-labelledby={titleId}>
      <div className="statistic-card__top">
        <span>
          <Typography.Text type="secondary" id={titleId}>
            {card.title}
          </Typography.Text>
          {card.explanation && (
            <Tooltip title={card.explanation}>
              <InfoCircleOutlined
                className="statistic-card__info"
                role="img"
                aria-hidden={false}
                aria-label={card.explanation}
                tabIndex={0}
              />
            </Tooltip>
          )}
        </span>
        <IconBadge
          variant="statistic"
          icon={card.icon}
          color={token.colorPrimary}
          background={token.colorPrimaryBg}
        />
      </div>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <>
          <div className="statistic-card__value" data-testid={`statistic-${card.key}`}>
            {statistics ? card.value(statistics) : '—'}
          </div>
          <Growth
            value={statistics ? statistics.growth[card.key] : null}
            comparedWith={card.comparedWith}
            isRiseBad={card.isRiseBad ?? false}
          />
        </>
      )}
    </Card>
  );
}

function Growth({
  value,
  comparedWith,
  isRiseBad,
}: {
  value: number | null;
  comparedWith: string;
  isRiseBad: boolean;
}) {
  // null: there was nothing to compare with (the count was 0 at the start of the month).
  if (value === null) {
    return (
      <Typography.Text type="secondary" className="statistic-card__growth">
        — <span className="statistic-card__compared">{comparedWith}</span>
      </Typography.Text>
    );
  }
  const isGood = value === 0 ? null : value > 0 !== isRiseBad;
  return (
    <Typography.Text
      type={isGood === null ? 'secondary' : isGood ? 'success' : 'danger'}
      className="statistic-card__growth"
    >
      {value > 0 && <ArrowUpOutlined aria-label="gestegen" />}
      {value < 0 && <ArrowDownOutlined aria-label="gedaald" />} {formatPercent(value)}{' '}
      <span className="statistic-card__compared">{comparedWith}</span>
    </Typography.Text>
  );
}
