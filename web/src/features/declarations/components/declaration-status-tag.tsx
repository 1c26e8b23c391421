import { Tag } from 'antd';
import type { DeclarationStatus } from '../../../../../shared/schemas/declarations';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/labels';

export function DeclarationStatusTag({ status }: { status: DeclarationStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {STATUS_LABELS[status]}
    </Tag>
  );
}
