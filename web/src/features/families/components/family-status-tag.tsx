import { Tag } from 'antd';
import type { FamilyStatus } from '../../../../../shared/schemas/families';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/family-labels';

export function FamilyStatusTag({ status }: { status: FamilyStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}
