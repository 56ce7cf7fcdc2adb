/**
 * The merchants area's forms (issue 23, part merchants): a form in a modal whose submit calls the
 * server (a refusal naming a field, `code: …`, is shown under that field, any other above the
 * buttons; the OK button shows the request), the fields its forms share (name, account,
 * password, mobile, address, grid and capacity), and the confirmed enable/disable of an account.
 */
import { Alert, App, Form, Input, InputNumber, Modal, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { GRID_MAX } from '../../../../../shared/contract/cabinet-slots';
import { useTranslation } from '../../../../core/i18n';
import { feedback } from '../../feedback';
import { useServerSubmit } from '../../server-submit';
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
  const server = useServerSubmit(form);
  const ok = () => void server.run(submit);
  return (
    <Modal
      open
      title={title}
      okText={okText ?? t('console.merchants.save')}
      cancelText={t('console.merchants.cancel')}
      confirmLoading={server.pending}
      okButtonProps={{ 'data-testid': `${testId}-ok` }}
      onOk={ok}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        data-testid={testId}
        onFinish={ok}
      >
        {children(form)}
        {server.error && (
          <Alert type="error" showIcon title={server.error} data-testid={`${testId}-error`} />
        )}
      </Form>
    </Modal>
  );
}

export const ACCOUNT_RE = /^[A-Za-z0-9_]{3,32}$/;
export const MOBILE_RE = /^(1\d{10})?$/;
export const PASSWORD_RE = /^\S{8,16}$/;

type Label =
  'console.merchants.name' | 'console.merchants.cabinetName' | 'console.merchants.sellerName';

/** A required name of at most 32 characters. */
export function NameField({
  label = 'console.merchants.name',
  testId,
}: {
  label?: Label;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="name"
      label={t(label)}
      rules={[
        { required: true, whitespace: true, max: 32, message: t('console.merchants.required') },
      ]}
    >
      <Input maxLength={32} data-testid={testId} />
    </Form.Item>
  );
}

/** A login account (letters, digits, underscore; 3 to 32). */
export function AccountField({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="account"
      label={t('console.merchants.account')}
      rules={[{ required: true, pattern: ACCOUNT_RE, message: t('console.merchants.accountRule') }]}
    >
      <Input maxLength={32} autoComplete="off" data-testid={testId} />
    </Form.Item>
  );
}

/** A new password (8 to 16 characters, no spaces). */
export function PasswordField({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="password"
      label={t('console.merchants.password')}
      rules={[
        { required: true, pattern: PASSWORD_RE, message: t('console.merchants.passwordRule') },
      ]}
    >
      <Input.Password maxLength={16} autoComplete="new-password" data-testid={testId} />
    </Form.Item>
  );
}

/** An optional mainland mobile number. */
export function MobileField({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="mobile"
      label={t('console.merchants.mobile')}
      rules={[{ pattern: MOBILE_RE, message: t('console.merchants.mobileRule') }]}
    >
      <Input maxLength={11} inputMode="numeric" data-testid={testId} />
    </Form.Item>
  );
}

/** An optional address of at most 120 characters. */
export function AddressField({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="address" label={t('console.merchants.address')} rules={[{ max: 120 }]}>
      <Input maxLength={120} data-testid={testId} />
    </Form.Item>
  );
}

/** A slot's capacity (1 to 10000). */
export function CapacityField({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="capacity" label={t('console.merchants.capacity')} rules={[{ required: true }]}>
      <InputNumber min={1} max={10000} precision={0} data-testid={testId} />
    </Form.Item>
  );
}

/** A cabinet's grid: rows and columns (1 to GRID_MAX) and the capacity of each slot. */
export function GridFields({
  testIds = {},
}: {
  testIds?: { rows?: string; cols?: string; capacity?: string };
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Form.Item name="rows" label={t('console.merchants.rows')} rules={[{ required: true }]}>
        <InputNumber min={1} max={GRID_MAX} precision={0} data-testid={testIds.rows} />
      </Form.Item>
      <Form.Item name="cols" label={t('console.merchants.cols')} rules={[{ required: true }]}>
        <InputNumber min={1} max={GRID_MAX} precision={0} data-testid={testIds.cols} />
      </Form.Item>
      <CapacityField testId={testIds.capacity} />
    </Space>
  );
}

/**
 * Enabling or disabling an account (a merchant, a courier) after a confirmation naming it; the
 * server's refusal is shown as a message.
 */
export function useStatusConfirm() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return ({
    enabling,
    content,
    okTestId,
    run,
  }: {
    enabling: boolean;
    content: string;
    okTestId?: string;
    run: () => Promise<void>;
  }) =>
    modal.confirm({
      title: enabling ? t('console.merchants.enable') : t('console.merchants.disable'),
      content,
      okButtonProps: { danger: !enabling, ...(okTestId ? { 'data-testid': okTestId } : {}) },
      onOk: async () => {
        try {
          await run();
        } catch (err) {
          feedback.error((err as Error).message);
        }
      },
    });
}
