/**
 * Operator accounts (issue 20, permission `operators.manage`): the list; create one (its
 * one-time password is shown once, to hand over); change a role; disable or enable. Every change
 * asks first and says what will happen; the server audits each. The owner resets another
 * operator's password (a new one shown once) and/or two-step verification (issue 20, dash).
 */
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { OperatorAccount, OperatorCreated } from '../../../../shared/contract/ops';
import type { OperatorReset } from '../../../../shared/contract/ops-dash';
import { OPS_ROLES, type OpsRole } from '../../../../shared/rules/ops-permissions';
import { ApiError, useLoad, useMutation } from '../../../core/data';
import { dynamicKey } from '../../../core/i18n/typed';
import { opsApi } from '../api';
import { chinaDateTime } from '../audit-query';
import { useSession } from '../context';
import '../strings';

interface CreateValues {
  username: string;
  name: string;
  role: OpsRole;
}

function CreateOperator({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (c: OperatorCreated) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const [error, setError] = useState<string | null>(null);
  const create = useMutation(opsApi.createOperator, { report: false });
  const roleOptions = OPS_ROLES.map((r) => ({
    value: r,
    label: t(dynamicKey('console.roles', r)),
  }));

  const submit = async () => {
    const values = await form.validateFields();
    setError(null);
    try {
      const created = await create.run({ ...values, username: values.username.trim() });
      form.resetFields();
      onCreated(created);
    } catch (err) {
      setError(ApiError.from(err).message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('console.operators.create')}
      okText={t('console.operators.confirm')}
      cancelText={t('console.operators.cancel')}
      confirmLoading={create.pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden={false}
    >
      <Form form={form} layout="vertical" data-testid="operator-create-form">
        <Form.Item
          name="username"
          label={t('console.operators.username')}
          rules={[
            {
              required: true,
              pattern: /^[A-Za-z0-9_.-]{2,32}$/,
              message: t('console.operators.usernameRule'),
            },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('console.operators.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              max: 32,
              message: t('console.operators.nameRequired'),
            },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('console.operators.role')}
          rules={[{ required: true, message: t('console.operators.roleRequired') }]}
        >
          <Select options={roleOptions} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} data-testid="operator-create-error" />}
      </Form>
    </Modal>
  );
}

// --- issue 20 (dash): reset another operator's password and/or TOTP ---
interface ResetValues {
  what: ('password' | 'totp')[];
}

function ResetOperator({
  target,
  onClose,
  onReset,
}: {
  target: OperatorAccount | null;
  onClose: () => void;
  onReset: (r: OperatorReset) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation(opsApi.resetOperator, { report: false });

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields();
    setError(null);
    try {
      const r = await reset.run({
        id: target.id,
        password: values.what.includes('password'),
        totp: values.what.includes('totp'),
      });
      form.resetFields();
      onReset(r);
    } catch (err) {
      setError(ApiError.from(err).message);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t('console.operators.resetTitle', { name: target?.name ?? '' })}
      okText={t('console.operators.reset')}
      okButtonProps={{ danger: true }}
      cancelText={t('console.operators.cancel')}
      confirmLoading={reset.pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        setError(null);
        form.resetFields();
        onClose();
      }}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="operator-reset-form"
        initialValues={{ what: ['password'] }}
      >
        <Form.Item
          name="what"
          rules={[
            { required: true, type: 'array', min: 1, message: t('console.operators.resetPick') },
          ]}
        >
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={[
              { value: 'password', label: t('console.operators.resetPassword') },
              { value: 'totp', label: t('console.operators.resetTotp') },
            ]}
          />
        </Form.Item>
        <Alert type="warning" showIcon title={t('console.operators.resetNote')} />
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            style={{ marginTop: 12 }}
            data-testid="operator-reset-error"
          />
        )}
      </Form>
    </Modal>
  );
}

const OperatorsScreen = observer(function OperatorsScreen() {
  const session = useSession();
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useLoad((signal) => opsApi.operators(signal), []);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<OperatorAccount | null>(null);
  const update = useMutation(opsApi.updateOperator);
  const roleName = (r: OpsRole) => t(dynamicKey('console.roles', r));

  const replace = (row: OperatorAccount) => {
    if (!list.data) return;
    list.setData({ ...list.data, list: list.data.list.map((o) => (o.id === row.id ? row : o)) });
  };

  const changeRole = (o: OperatorAccount, role: OpsRole) => {
    if (role === o.role) return;
    modal.confirm({
      title: t('console.operators.roleConfirmTitle'),
      content: t('console.operators.roleConfirm', {
        name: o.name,
        from: roleName(o.role),
        to: roleName(role),
      }),
      okText: t('console.operators.confirm'),
      cancelText: t('console.operators.cancel'),
      onOk: async () => {
        const row = await update.attempt({ id: o.id, role });
        if (row) {
          replace(row);
          void message.success(t('console.operators.saved'));
        }
      },
    });
  };

  const toggle = (o: OperatorAccount) => {
    const disabling = !o.disabled;
    modal.confirm({
      title: disabling ? t('console.operators.disable') : t('console.operators.enable'),
      content: disabling
        ? t('console.operators.disableConfirm', { name: o.name })
        : t('console.operators.enableConfirm', { name: o.name }),
      okText: t('console.operators.confirm'),
      cancelText: t('console.operators.cancel'),
      okButtonProps: { danger: disabling },
      onOk: async () => {
        const row = await update.attempt({ id: o.id, disabled: disabling });
        if (row) {
          replace(row);
          void message.success(t('console.operators.saved'));
        }
      },
    });
  };

  const created = (c: OperatorCreated) => {
    setCreating(false);
    void list.reload();
    modal.success({
      title: t('console.operators.created'),
      width: 480,
      okText: t('console.operators.done'),
      content: (
        <Space orientation="vertical">
          <Typography.Text>
            {t('console.operators.passwordOnce', { name: c.operator.name })}
          </Typography.Text>
          <Typography.Text
            className="console-secret"
            copyable={{ text: c.password }}
            data-testid="operator-password"
          >
            {c.password}
          </Typography.Text>
        </Space>
      ),
    });
  };

  const wasReset = (r: OperatorReset) => {
    setResetting(null);
    replace(r.operator);
    if (r.password === null) {
      void message.success(t('console.operators.resetDone'));
      return;
    }
    modal.success({
      title: t('console.operators.resetDone'),
      width: 480,
      okText: t('console.operators.done'),
      content: (
        <Space orientation="vertical">
          <Typography.Text>
            {t('console.operators.resetPasswordOnce', { name: r.operator.name })}
          </Typography.Text>
          <Typography.Text
            className="console-secret"
            copyable={{ text: r.password }}
            data-testid="operator-reset-password"
          >
            {r.password}
          </Typography.Text>
        </Space>
      ),
    });
  };

  const now = Math.floor(Date.now() / 1000);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('console.operators.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('console.operators.create')}
        </Button>
      </Space>
      <Card size="small">
        <Table<OperatorAccount>
          rowKey="id"
          data-testid="operators-table"
          loading={list.loading}
          dataSource={list.data?.list ?? []}
          pagination={false}
          columns={[
            {
              title: t('console.operators.username'),
              dataIndex: 'username',
              render: (u: string, o) => (
                <span className="console-mono">
                  {u}
                  {o.id === session.operator?.id ? ` ${t('console.operators.self')}` : ''}
                </span>
              ),
            },
            { title: t('console.operators.name'), dataIndex: 'name' },
            {
              title: t('console.operators.role'),
              dataIndex: 'role',
              render: (role: OpsRole, o) => (
                <Select<OpsRole>
                  size="small"
                  style={{ width: 140 }}
                  value={role}
                  disabled={o.id === session.operator?.id}
                  onChange={(next) => changeRole(o, next)}
                  options={OPS_ROLES.map((r) => ({ value: r, label: roleName(r) }))}
                  aria-label={`${t('console.operators.role')} ${o.username}`}
                />
              ),
            },
            {
              title: t('console.operators.totp'),
              dataIndex: 'totp_enabled',
              render: (on: boolean) =>
                on ? (
                  <Tag color="green">{t('console.home.totpOn')}</Tag>
                ) : (
                  <Tag>{t('console.home.totpOff')}</Tag>
                ),
            },
            {
              title: t('console.operators.status'),
              key: 'status',
              render: (_: unknown, o) =>
                o.disabled ? (
                  <Tag color="default">{t('console.operators.disabled')}</Tag>
                ) : o.locked_until > now ? (
                  <Tag color="orange">{t('console.operators.locked')}</Tag>
                ) : (
                  <Tag color="green">{t('console.operators.active')}</Tag>
                ),
            },
            {
              title: t('console.operators.createdAt'),
              dataIndex: 'created_at',
              render: (at: number) => <span className="console-mono">{chinaDateTime(at)}</span>,
            },
            {
              title: t('console.operators.actions'),
              key: 'actions',
              render: (_: unknown, o) =>
                o.id === session.operator?.id ? null : (
                  <Space size="small">
                    <Button size="small" danger={!o.disabled} onClick={() => toggle(o)}>
                      {o.disabled ? t('console.operators.enable') : t('console.operators.disable')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => setResetting(o)}
                      aria-label={`${t('console.operators.reset')} ${o.username}`}
                    >
                      {t('console.operators.reset')}
                    </Button>
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      <CreateOperator open={creating} onClose={() => setCreating(false)} onCreated={created} />
      <ResetOperator target={resetting} onClose={() => setResetting(null)} onReset={wasReset} />
    </Space>
  );
});

export default OperatorsScreen;
