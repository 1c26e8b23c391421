import { Col, Form, type FormItemProps, Input } from 'antd';

type GridFieldProps = FormItemProps & {
  /** Half the row from `md` up (one column on a phone), or the whole row. */
  width?: 'half' | 'full';
};

/** A labelled field in a dialog's two-column grid. */
export function GridField({ width = 'half', children, ...item }: GridFieldProps) {
  return (
    <Col xs={24} md={width === 'half' ? 12 : 24}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}

export type TextFieldSpec<Name extends string> = {
  name: Name;
  label: string;
  maxLength: number;
  type?: 'email';
  placeholder?: string;
  width?: 'half' | 'full';
};

/** One line of text in a dialog's grid, as a list of `TextFieldSpec`s describes it. */
export function TextGridField<Name extends string>({
  spec,
  rules,
}: {
  spec: TextFieldSpec<Name>;
  rules: FormItemProps['rules'];
}) {
  return (
    <GridField label={spec.label} name={spec.name} rules={rules} width={spec.width}>
      <Input type={spec.type} maxLength={spec.maxLength} placeholder={spec.placeholder} autoComplete="off" />
    </GridField>
  );
}
