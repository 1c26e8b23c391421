import { Alert, Col, Form, Input, Modal, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { messages } from '../../../../../shared/messages';
import { type RegisterFamilyBody, registerFamilyBody } from '../../../../../shared/schemas/families';
import { showFieldErrors } from '../../../lib/api/field-errors';
import { textOrNull, trimmed } from '../../../lib/forms/text';
import { fieldNamesOf, zodRule } from '../../../lib/forms/zod-rule';
import { useToast } from '../../../lib/toast';
import { useRegisterFamily } from '../api/register-family';

const m = messages.familySignup;

type SignupValues = Record<Exclude<keyof RegisterFamilyBody, 'notes'>, string> & { notes: string };
const FIELD_NAMES = fieldNamesOf(registerFamilyBody) satisfies readonly (keyof SignupValues)[];

// Spec §5 "Family signup (in-portal form)": each field checked by the server's own schema.
const RULES = Object.fromEntries(
  FIELD_NAMES.map((name) => [name, [zodRule(registerFamilyBody.shape[name])]]),
) as Record<keyof SignupValues, Rule[]>;

type FamilySignupDialogProps = { open: boolean; onClose: () => void };

/**
 * The in-portal signup form: staff (or a volunteer who met a family) pass on a registration, which
 * arrives as in behandeling for the coordinators, like one from the public form.
 */
export function FamilySignupDialog({ open, onClose }: FamilySignupDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<SignupValues>();
  const registerMutation = useRegisterFamily();

  const submit = async (values: SignupValues) => {
    try {
      await registerMutation.mutateAsync({
        parentName: trimmed(values.parentName),
        email: trimmed(values.email),
        phone: trimmed(values.phone),
        address: trimmed(values.address),
        childName: trimmed(values.childName),
        childAge: Number(trimmed(values.childAge)),
        schoolName: trimmed(values.schoolName),
        grade: trimmed(values.grade),
        subjects: trimmed(values.subjects),
        notes: textOrNull(values.notes),
      });
      toast.success(m.sent, 'De aanmelding staat bij de aanmeldingen.');
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error, FIELD_NAMES)) toast.failure(error, m.failed);
    }
  };

  const field = (name: keyof SignupValues, label: string, input = <Input autoComplete="off" />) => (
    <Form.Item label={label} name={name} rules={RULES[name]}>
      {input}
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title="Gezin aanmelden"
      width={720}
      onCancel={onClose}
      destroyOnHidden
      okText="Aanmelding versturen"
      cancelText="Annuleren"
      okButtonProps={{ loading: registerMutation.isPending }}
      onOk={() => form.submit()}
    >
      <Alert
        type="info"
        showIcon
        className="family-signup__intro"
        title="De aanmelding komt bij de aanmeldingen terecht; een coördinator neemt ze op."
      />
      <Form<SignupValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={registerMutation.isPending}
        aria-label="Gezin aanmelden"
        initialValues={{ notes: '' }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {field('parentName', 'Naam ouder/voogd')}
          </Col>
          <Col xs={24} md={12}>
            {field('email', 'E-mail', <Input type="email" autoComplete="off" />)}
          </Col>
          <Col xs={24} md={12}>
            {field('phone', 'Telefoon', <Input type="tel" autoComplete="off" />)}
          </Col>
          <Col xs={24} md={12}>
            {field('address', 'Adres')}
          </Col>
          <Col xs={24} md={12}>
            {field('childName', 'Naam kind')}
          </Col>
          <Col xs={24} md={12}>
            {field('childAge', 'Leeftijd kind', <Input inputMode="numeric" autoComplete="off" />)}
          </Col>
          <Col xs={24} md={12}>
            {field('schoolName', 'School')}
          </Col>
          <Col xs={24} md={12}>
            {field('grade', 'Leerjaar/graad')}
          </Col>
          <Col xs={24}>
            {field('subjects', 'Vakken waarvoor hulp nodig is', <Input placeholder="bv. wiskunde, Frans" />)}
          </Col>
          <Col xs={24}>
            {field('notes', 'Opmerkingen (optioneel)', <Input.TextArea rows={3} maxLength={4000} />)}
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
