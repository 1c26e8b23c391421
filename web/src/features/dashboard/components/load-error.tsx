import { Typography } from 'antd';
import { WarningOutlined } from '../../../components/icons';
import { describeError } from '../../../lib/api/errors';

type LoadErrorProps = { error: unknown; fallback: string };

/**
 * What a dashboard block says when its data did not load. Plain text rather than antd's Alert: the
 * sign-in screen shares Alert's chunk, and a dashboard importing it splits that chunk and costs the
 * sign-in screen's size budget about half a kilobyte.
 */
export function LoadError({ error, fallback }: LoadErrorProps) {
  return (
    <Typography.Text type="danger" role="alert" className="dashboard__load-error">
      <WarningOutlined aria-hidden /> {describeError(error, fallback)}
    </Typography.Text>
  );
}
