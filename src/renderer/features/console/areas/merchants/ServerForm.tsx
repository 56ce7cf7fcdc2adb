/**
 * A form in a modal whose submit calls the server: a refusal naming a field (`code: …`) is shown
 * under that field, any other refusal above the buttons; the OK button shows the request.
 */
import { Alert, Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { ApiError, fieldOf } from '../../../../core/data';
import './strings';

export function ServerFormModal<V extends object>({
  title,
  okText,
  initialValues,
  submit,
  onClose,
  testId,
  children,
}: {
  title: string;
  okText?: string;
  initialValues?: Partial<V>;
  /** the server call; resolves when it succeeded */
  submit: (values: V) => Promise<unknown>;
  onClose: () => void;
  testId: string;
  children: (form: FormInstance<V>) => ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ok = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setError(null);
    setPending(true);
    try {
      await submit(values);
    } catch (err) {
      const e = ApiError.from(err);
      const field = fieldOf(e.message);
      if (field && form.getFieldInstance(field)) {
        form.setFields([
          { name: field as never, errors: [e.message.slice(field.length + 1).trim()] },
        ]);
      } else setError(e.message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={okText ?? t('console.merchants.save')}
      cancelText={t('console.merchants.cancel')}
      confirmLoading={pending}
      okButtonProps={{ 'data-testid': `${testId}-ok` }}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        data-testid={testId}
        onFinish={() => void ok()}
      >
        {children(form)}
        {error && <Alert type="error" showIcon title={error} data-testid={`${testId}-error`} />}
      </Form>
    </Modal>
  );
}

export const ACCOUNT_RE = /^[A-Za-z0-9_]{3,32}$/;
export const MOBILE_RE = /^(1\d{10})?$/;
export const PASSWORD_RE = /^\S{8,16}$/;
