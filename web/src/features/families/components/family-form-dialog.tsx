import { Checkbox, Divider, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { STAFF_CHILD_AGE } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';
import { createFamilyBody, type Family, type FamilyStatus } from '../../../../../shared/schemas/families';
import type { User } from '../../../../../shared/schemas/users';
import { DialogLoading } from '../../../components/dialog-loading';
import { GridField, type TextFieldSpec, TextGridField } from '../../../components/grid-field';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { ApplyInitialValues } from '../../../lib/forms/apply-initial-values';
import { trimmed } from '../../../lib/forms/text';
import { fieldNamesOf, zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { useCreateFamily } from '../api/create-family';
import { useUpdateFamily } from '../api/update-family';
import { personName, roleLabel, STATUS_OPTIONS } from '../lib/family-labels';

const m = messages.families;
const NO_ASSIGNEE = 'none';

type FamilyFormValues = {
  parentName: string;
  email: string;
  phone: string;
  address: string;
  childName: string;
  childAge: number | null;
  school: string;
  grade: string;
  guidanceStatus: FamilyStatus;
  assignedTo: number | typeof NO_ASSIGNEE;
  hasPets: boolean;
  allowsSmoking: boolean;
  hasStudyRoom: boolean;
  externalSupport: string;
  notes: string;
};
const FIELD_NAMES = fieldNamesOf(createFamilyBody) satisfies readonly (keyof FamilyFormValues)[];

// Each field is checked by its part of the server's schema (spec §5 "Family (staff form)").
const shape = createFamilyBody.shape;
const RULES = {
  parentName: [zodRule(shape.parentName)],
  email: [zodRule(shape.email)],
  phone: [zodRule(shape.phone)],
  address: [zodRule(shape.address)],
  childName: [zodRule(shape.childName)],
  childAge: [zodRule(shape.childAge)],
  school: [zodRule(shape.school)],
  grade: [zodRule(shape.grade)],
  externalSupport: [zodRule(shape.externalSupport)],
  notes: [zodRule(shape.notes)],
} satisfies Partial<Record<keyof FamilyFormValues, Rule[]>>;

type FamilyTextField = TextFieldSpec<keyof typeof RULES>;
const PARENT_FIELDS: FamilyTextField[] = [
  { name: 'parentName', label: 'Naam ouder/voogd', maxLength: 200 },
  { name: 'email', label: 'E-mail', maxLength: 254, type: 'email' },
  { name: 'phone', label: 'Telefoon', maxLength: 50 },
  { name: 'address', label: 'Adres', maxLength: 300 },
];
const CHILD_NAME_FIELD: FamilyTextField = { name: 'childName', label: 'Naam kind', maxLength: 200 };
const SCHOOL_FIELDS: FamilyTextField[] = [
  { name: 'school', label: 'School', maxLength: 200 },
  { name: 'grade', label: 'Leerjaar', maxLength: 100 },
];
const EXTERNAL_SUPPORT_FIELD: FamilyTextField = {
  name: 'externalSupport',
  label: 'Externe hulpverlening',
  maxLength: 2000,
  placeholder: 'bv. CLB, logopedie, OCMW',
  width: 'full',
};

function initialValues(family: Family | null): FamilyFormValues {
  return {
    parentName: family?.parentName ?? '',
    email: family?.email ?? '',
    phone: family?.phone ?? '',
    address: family?.address ?? '',
    childName: family?.childName ?? '',
    childAge: family?.childAge ?? null,
    school: family?.school ?? '',
    grade: family?.grade ?? '',
    // A new family starts as a registration in progress; an edit without a status shows active (spec §4).
    guidanceStatus: family ? (family.guidanceStatus ?? 'actief') : 'in_behandeling',
    assignedTo: family?.assignedTo ?? NO_ASSIGNEE,
    hasPets: family?.hasPets ?? false,
    allowsSmoking: family?.allowsSmoking ?? false,
    hasStudyRoom: family?.hasStudyRoom ?? false,
    externalSupport: family?.externalSupport ?? '',
    notes: family?.notes ?? '',
  };
}

type FamilyFormDialogProps = {
  open: boolean;
  /** The family's detail (GET /api/families/{id}), or null to add a new family. */
  family: Family | null;
  /** An existing family whose detail is still on its way: the form waits for it, so no field starts empty. */
  isLoading?: boolean;
  people: readonly User[];
  onClose: () => void;
  afterClose: () => void;
  /** What follows the form for an existing family (its privacy: consent and who looked). */
  extra?: ReactNode;
};

/** Add or edit a family with every field of spec §3 (manage-families permission). */
export function FamilyFormDialog({
  open,
  family,
  isLoading = false,
  people,
  onClose,
  afterClose,
  extra,
}: FamilyFormDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<FamilyFormValues>();
  const createMutation = useCreateFamily();
  const updateMutation = useUpdateFamily();
  const isSaving = createMutation.isPending || updateMutation.isPending;

  // Any active user may be assigned (see functions/services/families); a former assignee stays visible.
  const assigneeOptions = [
    { value: NO_ASSIGNEE, label: 'Geen begeleider' },
    ...people
      .filter((person) => person.status === 'active' || person.id === family?.assignedTo)
      .map((person) => ({
        value: person.id,
        label: `${personName(person)} · ${roleLabel(person.role)}${person.status === 'active' ? '' : ' (inactief)'}`,
      })),
  ];

  const save = async (values: FamilyFormValues) => {
    const body = {
      parentName: trimmed(values.parentName),
      email: trimmed(values.email),
      phone: trimmed(values.phone),
      address: trimmed(values.address),
      childName: trimmed(values.childName),
      childAge: values.childAge ?? null,
      school: trimmed(values.school),
      grade: trimmed(values.grade),
      guidanceStatus: values.guidanceStatus,
      assignedTo:
        values.assignedTo === NO_ASSIGNEE || values.assignedTo === undefined ? null : values.assignedTo,
      hasPets: values.hasPets ?? false,
      allowsSmoking: values.allowsSmoking ?? false,
      hasStudyRoom: values.hasStudyRoom ?? false,
      externalSupport: trimmed(values.externalSupport),
      notes: trimmed(values.notes),
    };
    try {
      if (family) {
        await updateMutation.mutateAsync({ id: family.id, body: { ...body, version: family.version } });
        toast.success(m.updated);
      } else {
        await createMutation.mutateAsync(body);
        toast.success(m.added);
      }
      onClose();
    } catch (error) {
      const isOnForm = showFieldErrors(form, error, FIELD_NAMES);
      if (!isOnForm) toast.failure(error, m.saveFailedDescription, m.saveFailed);
    }
  };

  const isEdit = family !== null || isLoading;
  const title = isEdit ? 'Gezin bewerken' : 'Gezin toevoegen';

  return (
    <Modal
      open={open}
      title={title}
      width={780}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      okText={isEdit ? 'Opslaan' : 'Toevoegen'}
      cancelText="Annuleren"
      okButtonProps={{ loading: isSaving, disabled: isLoading }}
      onOk={() => form.submit()}
      mask={{ closable: false }}
    >
      {isLoading ? (
        <DialogLoading label="Gezin laden" />
      ) : (
        <Form<FamilyFormValues>
          form={form}
          // The form instance outlives the dialog's content: without clearing it on close, the next
          // record opened would show (and save) the values of the previous one.
          clearOnDestroy
          layout="vertical"
          initialValues={initialValues(family)}
          onFinish={save}
          disabled={isSaving}
          aria-label={title}
          className="family-form"
        >
          <ApplyInitialValues />
          <Divider titlePlacement="start">Ouder of voogd</Divider>
          <Row gutter={16}>
            {PARENT_FIELDS.map((spec) => (
              <TextGridField key={spec.name} spec={spec} rules={RULES[spec.name]} />
            ))}
          </Row>

          <Divider titlePlacement="start">Kind</Divider>
          <Row gutter={16}>
            <TextGridField spec={CHILD_NAME_FIELD} rules={RULES.childName} />
            <GridField label="Leeftijd" name="childAge" rules={RULES.childAge}>
              <InputNumber
                min={STAFF_CHILD_AGE.min}
                max={STAFF_CHILD_AGE.max}
                precision={0}
                style={{ width: '100%' }}
              />
            </GridField>
            {SCHOOL_FIELDS.map((spec) => (
              <TextGridField key={spec.name} spec={spec} rules={RULES[spec.name]} />
            ))}
          </Row>

          <Divider titlePlacement="start">Begeleiding</Divider>
          <Row gutter={16}>
            <GridField label="Status" name="guidanceStatus">
              <Select options={STATUS_OPTIONS} aria-label="Status" />
            </GridField>
            <GridField label="Begeleider" name="assignedTo">
              <Select
                options={assigneeOptions}
                showSearch={{ optionFilterProp: 'label' }}
                aria-label="Begeleider"
                placeholder="Kies een vrijwilliger"
              />
            </GridField>
            <GridField width="full" label="Thuissituatie" className="family-form__flags">
              <Form.Item name="hasPets" valuePropName="checked" noStyle>
                <Checkbox>Huisdieren</Checkbox>
              </Form.Item>
              <Form.Item name="allowsSmoking" valuePropName="checked" noStyle>
                <Checkbox>Er wordt gerookt</Checkbox>
              </Form.Item>
              <Form.Item name="hasStudyRoom" valuePropName="checked" noStyle>
                <Checkbox>Rustige studeerplek</Checkbox>
              </Form.Item>
            </GridField>
            <TextGridField spec={EXTERNAL_SUPPORT_FIELD} rules={RULES.externalSupport} />
            <GridField
              width="full"
              label="Notities over het kind"
              name="notes"
              rules={RULES.notes}
              extra="Vertrouwelijk: alleen zichtbaar voor wie dit gezin mag zien."
            >
              <Input.TextArea rows={4} maxLength={5000} />
            </GridField>
          </Row>
        </Form>
      )}
      {family && extra}
    </Modal>
  );
}
