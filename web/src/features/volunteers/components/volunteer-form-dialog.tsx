import { Alert, Col, Form, Input, Modal, Radio, Row, Select, theme } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useRef } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';
import { can, type Role, type UserType } from '../../../../../shared/permissions';
import { mayAssign } from '../../../../../shared/policies/users';
import {
  type CreateUserBody,
  createUserBody,
  type UpdateUserBody,
  type User,
  updateUserBody,
} from '../../../../../shared/schemas/users';
import { formatIban } from '../../../../../shared/validation/iban';
import {
  formatRijksregisternummer,
  normalizeRijksregisternummer,
} from '../../../../../shared/validation/rijksregisternummer';
import { GridField, type TextFieldSpec, TextGridField } from '../../../components/grid-field';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { ApplyInitialValues } from '../../../lib/forms/apply-initial-values';
import { textOrNull, trimmed } from '../../../lib/forms/text';
import { fieldNamesOf, zodRule } from '../../../lib/forms/zod-rule';
import { usePublicSettings } from '../../../lib/organisation';
import { useToast } from '../../../lib/toast';
import { useCreateVolunteer } from '../api/create-volunteer';
import { useRijksregisternummer } from '../api/get-rijksregisternummer';
import { useUpdateVolunteer } from '../api/update-volunteer';
import {
  displayName,
  ROLE_OPTIONS,
  roleLabel,
  STATUS_LABELS,
  TYPE_OPTIONS,
  type UserStatus,
} from '../lib/labels';
import { screenMessages } from '../lib/messages';
import { VolunteerLawSection } from './volunteer-law-section';

const m = messages.volunteers;

/** Every field of the create request; the form holds each free-text one as typed. */
type VolunteerFormValues = Record<
  Exclude<keyof CreateUserBody, 'type' | 'status' | 'role' | 'invite'>,
  string
> & {
  type: UserType | null;
  status: UserStatus;
  role: Role;
  /** A new volunteer: send an invitation (true) or set a password now (false). */
  invite: boolean;
};
const FIELD_NAMES = fieldNamesOf(createUserBody.out) satisfies readonly (keyof VolunteerFormValues)[];

const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as UserStatus[]).map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

// Each field is checked by its part of the server's schema, with the server's messages.
const createShape = createUserBody.out.shape;
const updateShape = updateUserBody.out.shape;
const RULES = {
  username: [zodRule(createShape.username)],
  firstName: [zodRule(createShape.firstName)],
  lastName: [zodRule(createShape.lastName)],
  email: [zodRule(createShape.email)],
  phone: [zodRule(createShape.phone)],
  address: [zodRule(createShape.address)],
  rijksregisterNummer: [zodRule(createShape.rijksregisterNummer)],
  bankAccount: [zodRule(createShape.bankAccount)],
  skills: [zodRule(createShape.skills)],
  diploma: [zodRule(createShape.diploma)],
  notes: [zodRule(createShape.notes)],
  customType: [zodRule(createShape.customType, { requiredMessage: m.customTypeRequired })],
} satisfies Partial<Record<keyof VolunteerFormValues, Rule[]>>;
const passwordRules = (isEdit: boolean): Rule[] => [
  zodRule(isEdit ? updateShape.password : createShape.password),
];
const USERNAME_FIELD: TextFieldSpec<'username'> = {
  name: 'username',
  label: 'Gebruikersnaam',
  maxLength: 100,
};
const NAME_FIELDS: TextFieldSpec<'firstName' | 'lastName'>[] = [
  { name: 'firstName', label: 'Voornaam', maxLength: 100 },
  { name: 'lastName', label: 'Achternaam', maxLength: 100 },
];
const ADDRESS_FIELD: TextFieldSpec<'address'> = {
  name: 'address',
  label: 'Adres',
  maxLength: 300,
  width: 'full',
};
const DIPLOMA_FIELD: TextFieldSpec<'diploma'> = { name: 'diploma', label: 'Diploma', maxLength: 300 };
/** The server's 409s that concern one field. */
const MESSAGE_FIELDS = { [m.usernameTaken]: 'username', [m.emailTaken]: 'email' } as const;

type VolunteerFormDialogProps = {
  open: boolean;
  /** null adds a new volunteer. */
  volunteer: User | null;
  onClose: () => void;
  afterClose: () => void;
  /** The signed-in user changed their own role: their session has ended (spec §4). */
  onOwnRoleChanged: (message: string) => void;
};

/** Add or edit a volunteer with every field of spec §3 and the checks of spec §5. */
export function VolunteerFormDialog({
  open,
  volunteer,
  onClose,
  afterClose,
  onOwnRoleChanged,
}: VolunteerFormDialogProps) {
  const currentUser = useCurrentUser();
  const toast = useToast();
  const [form] = Form.useForm<VolunteerFormValues>();
  const createMutation = useCreateVolunteer();
  const updateMutation = useUpdateVolunteer();
  const isEdit = volunteer !== null;
  const isAdmin = can(currentUser, 'administer');
  const maskedRijksregisternummer = volunteer?.rijksregisterNummer ?? null;
  // Issue 32: once an admin turned off collecting the number, the field is gone (the API refuses it).
  const collectsRrn = usePublicSettings().data?.collectsRrn ?? true;

  // The full number only for an admin who opened an existing volunteer that has one (audited read).
  const fullRijksregisternummer = useRijksregisternummer(
    volunteer?.id ?? null,
    open && isAdmin && collectsRrn && Boolean(maskedRijksregisternummer),
  );
  // What the field held when the dialog opened: the number is sent back only when it changed, so a
  // masked or untouched value never overwrites the stored one.
  const rijksregisterBaseline = useRef('');
  useEffect(() => {
    const loaded = fullRijksregisternummer.data?.rijksregisterNummer;
    if (!loaded) return;
    const formatted = formatRijksregisternummer(loaded);
    rijksregisterBaseline.current = formatted;
    if (!form.isFieldTouched('rijksregisterNummer')) form.setFieldValue('rijksregisterNummer', formatted);
  }, [fullRijksregisternummer.data, form]);

  const selectedType = Form.useWatch('type', form);
  const selectedRole = Form.useWatch('role', form);
  // A new volunteer is invited unless the manager chooses to set a password now.
  const inviteChoice = Form.useWatch('invite', form);
  const isInviting = !isEdit && (inviteChoice ?? true);
  const isRoleChanged = isEdit && selectedRole !== undefined && selectedRole !== volunteer.role;
  const isSaving = createMutation.isPending || updateMutation.isPending;

  // The rule of shared/policies/users, as the server applies it: only roles and types with fewer
  // rights than one's own are offered, and nobody changes their own role, type or status.
  const isSelf = volunteer !== null && volunteer.id === currentUser.id;
  const ownAccessHint = isSelf ? m.cannotChangeOwnAccess : undefined;
  const roleOptions = [
    ...ROLE_OPTIONS.map((option) => ({
      ...option,
      disabled: !isSelf && !mayAssign(currentUser, { role: option.value, type: null }),
    })),
    // A role outside the assignable four (set elsewhere) stays selectable so saving keeps it.
    ...(volunteer && !ROLE_OPTIONS.some((option) => option.value === volunteer.role)
      ? [{ value: volunteer.role, label: roleLabel(volunteer.role), disabled: false }]
      : []),
  ];
  const typeOptions = TYPE_OPTIONS.map((option) => ({
    ...option,
    disabled:
      !isSelf && !mayAssign(currentUser, { role: selectedRole ?? 'vrijwilliger', type: option.value }),
  }));

  const save = async (values: VolunteerFormValues) => {
    const profile = profileOf(values);
    try {
      if (!volunteer) {
        const invite = values.invite;
        const body: CreateUserBody = {
          ...profile,
          // Invited: the volunteer chooses the password, and the account waits for them (pending).
          ...(invite ? { status: 'pending' as const } : { password: values.password ?? '' }),
          invite,
          rijksregisterNummer: textOrNull(values.rijksregisterNummer),
        };
        await createMutation.mutateAsync(body);
        toast.success(
          m.added,
          invite
            ? `${displayName(body)} is toegevoegd en krijgt een uitnodiging per e-mail.`
            : `${displayName(body)} is toegevoegd.`,
        );
        onClose();
        return;
      }
      const rijksregisterNummer = trimmed(values.rijksregisterNummer);
      const isRijksregisterChanged =
        normalizeRijksregisternummer(rijksregisterNummer) !==
        normalizeRijksregisternummer(rijksregisterBaseline.current);
      const body: UpdateUserBody = {
        ...profile,
        ...(values.password ? { password: values.password } : {}),
        ...(isRijksregisterChanged ? { rijksregisterNummer: rijksregisterNummer || null } : {}),
      };
      const answer = await updateMutation.mutateAsync({ id: volunteer.id, body });
      onClose();
      if (answer.requireRelogin && volunteer.id === currentUser.id) {
        onOwnRoleChanged(answer.message);
        return;
      }
      toast.success(m.updated, answer.requireRelogin ? answer.message : undefined);
    } catch (error) {
      const isOnForm = showFieldErrors(form, error, FIELD_NAMES, { messages: MESSAGE_FIELDS });
      if (!isOnForm) toast.failure(error, m.saveFailed);
    }
  };

  const rijksregisterPlaceholder =
    maskedRijksregisternummer && !fullRijksregisternummer.data
      ? `${maskedRijksregisternummer} (ongewijzigd)`
      : 'bijvoorbeeld 85.07.30-033.28';

  return (
    <Modal
      open={open}
      title={isEdit ? 'Vrijwilliger bewerken' : 'Vrijwilliger toevoegen'}
      okText={isEdit ? 'Opslaan' : 'Toevoegen'}
      cancelText="Annuleren"
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      confirmLoading={isSaving}
      width={760}
      destroyOnHidden
      mask={{ closable: false }}
      styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto', paddingInlineEnd: 8 } }}
    >
      <Form<VolunteerFormValues>
        form={form}
        // The form instance outlives the dialog's content: without clearing it on close, the next
        // record opened would show (and save) the values of the previous one.
        clearOnDestroy
        layout="vertical"
        requiredMark
        initialValues={initialValuesOf(volunteer)}
        onFinish={save}
        disabled={isSaving}
        aria-label={isEdit ? 'Vrijwilliger bewerken' : 'Vrijwilliger toevoegen'}
      >
        <ApplyInitialValues />
        <FormSection title="Account" />
        <Row gutter={16}>
          {!isEdit && (
            <Col span={24}>
              <Form.Item
                label="Toegang"
                name="invite"
                extra={isInviting ? screenMessages.invitationChoiceHint : undefined}
              >
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: true, label: 'Uitnodiging sturen' },
                    { value: false, label: 'Nu een wachtwoord instellen' },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          <TextGridField spec={USERNAME_FIELD} rules={RULES.username} columnsFrom="sm" />
          {!isInviting && (
            <GridField label="Wachtwoord" name="password" rules={passwordRules(isEdit)} columnsFrom="sm">
              <Input.Password
                autoComplete="new-password"
                placeholder={
                  isEdit ? 'Laat leeg om het niet te wijzigen' : `Minimaal ${PASSWORD_MIN_LENGTH} tekens`
                }
              />
            </GridField>
          )}
          <GridField label="Rol" name="role" required columnsFrom="sm" extra={ownAccessHint}>
            <Select options={roleOptions} disabled={isSelf} />
          </GridField>
          {!isInviting && (
            <GridField label="Status" name="status" required columnsFrom="sm">
              <Select options={STATUS_OPTIONS} disabled={isSelf} />
            </GridField>
          )}
          {isEdit && (
            <Col span={24}>
              <Alert
                type={isRoleChanged ? 'warning' : 'info'}
                showIcon
                title={screenMessages.roleChangeWarning}
                className="volunteer-form__role-notice"
              />
            </Col>
          )}
        </Row>

        <FormSection title="Persoonsgegevens" />
        <Row gutter={16}>
          {NAME_FIELDS.map((spec) => (
            <TextGridField key={spec.name} spec={spec} rules={RULES[spec.name]} columnsFrom="sm" />
          ))}
          <GridField
            label="E-mail"
            name="email"
            rules={RULES.email}
            validateTrigger="onBlur"
            columnsFrom="sm"
          >
            <Input type="email" autoComplete="off" inputMode="email" />
          </GridField>
          <GridField label="Telefoon" name="phone" rules={RULES.phone} columnsFrom="sm">
            <Input autoComplete="off" inputMode="tel" maxLength={50} />
          </GridField>
          <TextGridField spec={ADDRESS_FIELD} rules={RULES.address} columnsFrom="sm" />
          {collectsRrn && (
            <GridField
              label="Rijksregisternummer"
              name="rijksregisterNummer"
              rules={RULES.rijksregisterNummer}
              validateTrigger="onBlur"
              columnsFrom="sm"
              extra={
                maskedRijksregisternummer && !isAdmin
                  ? 'Alleen administrators zien het volledige nummer. Laat leeg om het niet te wijzigen.'
                  : undefined
              }
            >
              <Input
                autoComplete="off"
                placeholder={rijksregisterPlaceholder}
                disabled={fullRijksregisternummer.isFetching}
              />
            </GridField>
          )}
          <GridField
            label="Rekeningnummer (IBAN)"
            name="bankAccount"
            rules={RULES.bankAccount}
            validateTrigger="onBlur"
            columnsFrom="sm"
          >
            <Input autoComplete="off" placeholder="BE68 5390 0754 7034" />
          </GridField>
        </Row>

        <FormSection title="Vrijwilligerswerk" />
        <Row gutter={16}>
          <GridField label="Type" name="type" columnsFrom="sm" extra={ownAccessHint}>
            <Select
              options={typeOptions}
              allowClear={!isSelf}
              disabled={isSelf}
              placeholder="Kies een type"
            />
          </GridField>
          {/* The column stays when the field is hidden, so the fields below keep their place. */}
          <Col xs={24} sm={12}>
            {selectedType === 'overige' && (
              <Form.Item label="Functieomschrijving" name="customType" rules={RULES.customType}>
                <Input autoComplete="off" maxLength={200} />
              </Form.Item>
            )}
          </Col>
          <GridField label="Vaardigheden" name="skills" rules={RULES.skills} columnsFrom="sm">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
          </GridField>
          <TextGridField spec={DIPLOMA_FIELD} rules={RULES.diploma} columnsFrom="sm" />
          <GridField width="full" label="Notities" name="notes" rules={RULES.notes} columnsFrom="sm">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} />
          </GridField>
        </Row>
      </Form>
      {volunteer && (
        <>
          <FormSection title="Vrijwilligerswet" />
          <VolunteerLawSection userId={volunteer.id} />
        </>
      )}
    </Modal>
  );
}

function FormSection({ title }: { title: string }) {
  const { token } = theme.useToken();
  return (
    <h3
      className="volunteer-form__section"
      style={{ color: token.colorTextSecondary, borderColor: token.colorBorderSecondary }}
    >
      {title}
    </h3>
  );
}

function initialValuesOf(volunteer: User | null): VolunteerFormValues {
  return {
    username: volunteer?.username ?? '',
    password: '',
    firstName: volunteer?.firstName ?? '',
    lastName: volunteer?.lastName ?? '',
    email: volunteer?.email ?? '',
    phone: volunteer?.phone ?? '',
    address: volunteer?.address ?? '',
    // The list only has the masked number; an admin's dialog fills in the full one once read.
    rijksregisterNummer: '',
    bankAccount: volunteer?.bankAccount ? formatIban(volunteer.bankAccount) : '',
    skills: volunteer?.skills ?? '',
    diploma: volunteer?.diploma ?? '',
    notes: volunteer?.notes ?? '',
    type: volunteer?.type ?? null,
    customType: volunteer?.customType ?? '',
    status: volunteer?.status ?? 'active',
    role: volunteer?.role ?? 'vrijwilliger',
    invite: volunteer === null,
  };
}

/** The fields both create and update send, trimmed, with empty optional fields as null. */
function profileOf(values: VolunteerFormValues) {
  const type = values.type ?? null;
  return {
    username: trimmed(values.username),
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email),
    phone: textOrNull(values.phone),
    address: textOrNull(values.address),
    bankAccount: textOrNull(values.bankAccount),
    skills: textOrNull(values.skills),
    diploma: textOrNull(values.diploma),
    notes: textOrNull(values.notes),
    type,
    customType: type === 'overige' ? textOrNull(values.customType) : null,
    status: values.status,
    role: values.role,
  };
}
