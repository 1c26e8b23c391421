import { Col, Form, type FormItemProps, Input } from 'antd';

type GridFieldProps = FormItemProps & {
  /** Half the row from `columnsFrom` up (one column on a phone), or the whole row. */
  width?: 'half' | 'full';
  /** The screen width from which the grid has two columns. */
  columnsFrom?: 'sm' | 'md';
};

/** A labelled field in a dialog's two-column grid. */
export function GridField({ width = 'half', columnsFrom = 'md', children, ...item }: GridFieldProps) {
  return (
    <Col xs={24} {...{ [columnsFrom]: width === 'half' ? 12 : 24 }}>
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
  columnsFrom,
}: {
  spec: TextFieldSpec<Name>;
  rules: FormItemProps['rules'];
  columnsFrom?: GridFieldProps['columnsFrom'];
}) {
  return (
    <GridField label={spec.label} name={spec.name} rules={rules} width={spec.width} columnsFrom={columnsFrom}>
      <Input type={spec.type} maxLength={spec.maxLength} placeholder={spec.placeholder} autoComplete="off" />
    </GridField>
  );
}
