import { type DescriptionsProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Family } from '../../../../../shared/schemas/families';
import { DetailsDialog, type DialogState } from '../../../components/details-dialog';
import { ageLabel, formatDate } from '../lib/family-labels';
import { FamilyStatusTag } from './family-status-tag';

type FamilyDetailsDialogProps = DialogState & {
  family: Family | null;
  assigneeName: (id: number) => string | null;
  /** What follows the fields (the family's privacy: consent and who looked). */
  extra?: ReactNode;
};

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nee');
const orDash = (value: string | null) => value || <Typography.Text type="secondary">—</Typography.Text>;

/** A family read-only, for those who may see it but not change it (spec §6). */
export function FamilyDetailsDialog({ family, assigneeName, extra, ...dialog }: FamilyDetailsDialogProps) {
  const items: DescriptionsProps['items'] | null = family
    ? [
        { key: 'parentName', label: 'Ouder/voogd', children: family.parentName },
        { key: 'status', label: 'Status', children: <FamilyStatusTag status={family.guidanceStatus} /> },
        { key: 'email', label: 'E-mail', children: family.email ?? 'Geen email' },
        { key: 'phone', label: 'Telefoon', children: orDash(family.phone) },
        { key: 'address', label: 'Adres', children: orDash(family.address), span: 2 },
        { key: 'childName', label: 'Kind', children: orDash(family.childName) },
        { key: 'childAge', label: 'Leeftijd', children: orDash(ageLabel(family.childAge)) },
        { key: 'school', label: 'School', children: orDash(family.school) },
        { key: 'grade', label: 'Leerjaar', children: orDash(family.grade) },
        {
          key: 'assignedTo',
          label: 'Begeleider',
          children:
            family.assignedTo === null
              ? 'Nog niet toegewezen'
              : (assigneeName(family.assignedTo) ?? `#${family.assignedTo}`),
        },
        { key: 'createdAt', label: 'Toegevoegd', children: formatDate(family.createdAt) },
        {
          key: 'home',
          label: 'Thuissituatie',
          span: 2,
          children: `Huisdieren: ${yesNo(family.hasPets)} · Er wordt gerookt: ${yesNo(family.allowsSmoking)} · Rustige studeerplek: ${yesNo(family.hasStudyRoom)}`,
        },
        {
          key: 'externalSupport',
          label: 'Externe hulpverlening',
          span: 2,
          children: orDash(family.externalSupport),
        },
        {
          key: 'notes',
          label: 'Notities over het kind',
          span: 2,
          children: family.notes ? (
            <span className="family-details__notes">{family.notes}</span>
          ) : (
            orDash(null)
          ),
        },
      ]
    : null;

  return (
    <DetailsDialog {...dialog} title="Gezin bekijken" width={760} items={items} className="family-details">
      {extra}
    </DetailsDialog>
  );
}
