import { Card, theme } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMonth } from '../../../../../shared/format/dates';
import { gradeRows, hoursOf } from '../../../../../shared/format/impact';
import { sessionMessages } from '../../../../../shared/messages/sessions';
import { type ImpactReport, SESSION_KINDS } from '../../../../../shared/schemas/sessions';

const l = sessionMessages.impact;
const CHART_HEIGHT = 260;

/** 'jan 26' under a month's bar: short enough for twelve bars on a phone. */
const shortMonth = (month: string) => formatMonth(month).replace(/^(\w{3})\w* (\d{2})(\d{2})$/, '$1 $3');

/**
 * The impact report's charts (recharts, in this screen's chunk only): sessions held and missed with
 * the hours per month, hours per kind, and children per grade.
 */
export function ImpactCharts({ report }: { report: ImpactReport }) {
  const { token } = theme.useToken();
  const months = report.months.map((month) => ({
    month: shortMonth(month.month),
    [l.held]: month.held,
    [l.missed]: month.missed,
    [l.hours]: hoursOf(month.minutes),
  }));
  const kinds = SESSION_KINDS.map((kind) => ({
    kind: sessionMessages.sessionKinds[kind],
    [l.hours]: hoursOf(report.minutes.byKind[kind]),
  }));
  const grades = gradeRows(report).map(([grade, count]) => ({ grade, [l.children]: count }));
  const axis = { stroke: token.colorTextSecondary, fontSize: 12 };
  const tooltip = {
    contentStyle: { background: token.colorBgElevated, border: `1px solid ${token.colorBorder}` },
  };

  return (
    <div className="impact-report__charts">
      <Card size="small" title={l.trends} className="impact-report__wide">
        <figure aria-label={l.trends} className="impact-report__chart">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <ComposedChart data={months} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} />
              <XAxis dataKey="month" tick={axis} />
              <YAxis yAxisId="sessions" allowDecimals={false} tick={axis} />
              <YAxis yAxisId="hours" orientation="right" tick={axis} />
              <Tooltip {...tooltip} />
              <Legend />
              <Bar yAxisId="sessions" dataKey={l.held} stackId="sessions" fill={token.colorPrimary} />
              <Bar yAxisId="sessions" dataKey={l.missed} stackId="sessions" fill={token.colorWarning} />
              <Line
                yAxisId="hours"
                type="linear"
                dataKey={l.hours}
                stroke={token.colorSuccess}
                strokeWidth={2}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </figure>
      </Card>
      <Card size="small" title={l.byKind}>
        <figure aria-label={l.byKind} className="impact-report__chart">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={kinds} layout="vertical" margin={{ top: 8, right: 16, left: 24, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} />
              <XAxis type="number" tick={axis} />
              <YAxis type="category" dataKey="kind" width={120} tick={axis} />
              <Tooltip {...tooltip} />
              <Bar dataKey={l.hours} fill={token.colorPrimary} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </Card>
      <Card size="small" title={l.byGrade}>
        <figure aria-label={l.byGrade} className="impact-report__chart">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={grades} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} />
              <XAxis dataKey="grade" tick={axis} />
              <YAxis allowDecimals={false} tick={axis} />
              <Tooltip {...tooltip} />
              <Bar dataKey={l.children} fill={token.colorInfo} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </Card>
    </div>
  );
}
