import { Form } from 'antd';
import { useEffect } from 'react';

/**
 * Rendered inside a `<Form clearOnDestroy initialValues={…}>`: fills the fields from the form's
 * initialValues once the form is mounted. React StrictMode (the dev server) mounts, unmounts and
 * mounts again every new component; the simulated unmount runs clearOnDestroy, which empties the
 * store, and antd applies initialValues only on the first render, so without this a dialog opens
 * empty and saves undefined fields. Outside StrictMode it changes nothing.
 */
export function ApplyInitialValues() {
  const form = Form.useFormInstance();
  useEffect(() => {
    form.resetFields();
  }, [form]);
  return null;
}
