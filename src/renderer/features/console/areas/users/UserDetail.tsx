/**
 * One user (issue 20, part users): tabs overview, orders, wallet, rights (switches), sessions
 * (revoke all), push devices; Restrict / Lift with a reason and a note; Anonymise (a typed
 * confirmation) only for an account with a verified cancellation. Write buttons only for
 * `users.write`; the screen re-reads when the user changes elsewhere (`ops:changed users`).
 */
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Result,
  Select,
  Space,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link, useParams } from 'react-router-dom';
import type {
  OpsUserDetail,
  OpsUserDevice,
  OpsUserOrder,
  OpsUserSession,
} from '../../../../../shared/contract/ops-users';
import { formatFen } from '../../../../../shared/rules/money';
import {
  RESTRICT_REASONS,
  USER_RIGHTS,
  type RestrictReason,
  type UserRight,
} from '../../../../../shared/rules/ops-users';
import { ApiError, fieldOf, useLoad, useMutation } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { useOpsChanged } from '../../ops-events';
import { PageSpin } from '../../PageSpin';
import { usersApi } from './api';
import { STATUS_COLOR } from './UserList';
import '../../strings';
import './strings';

const when = (at: number | null) =>
  at ? <span className="console-mono">{chinaDateTime(at)}</span> : '—';

interface RestrictValues {
  reason: RestrictReason;
  note?: string;
}

/** The restrict (with a reason) or lift form in a modal; the server's field errors shown. */
function StatusModal({
  user,
  mode,
  onClose,
  onDone,
}: {
  user: OpsUserDetail;
  mode: 'restrict' | 'lift';
  onClose: () => void;
  onDone: (u: OpsUserDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RestrictValues>();
  const [error, setError] = useState<string | null>(null);
  const restrict = useMutation(usersApi.restrict, { report: false });
  const lift = useMutation(usersApi.unrestrict, { report: false });
  const submit = async () => {
    const v = await form.validateFields();
    setError(null);
    try {
      const note = (v.note ?? '').trim();
      const next =
        mode === 'restrict'
          ? await restrict.run({ id: user.id, reason: v.reason, note })
          : await lift.run({ id: user.id, note });
      void message.success(
        t(mode === 'restrict' ? 'console.users.restrict.done' : 'console.users.lift.done'),
      );
      onDone(next);
    } catch (err) {
      const e = ApiError.from(err);
      const field = fieldOf(e.message);
      if (field === 'reason' || field === 'note') {
        form.setFields([{ name: field, errors: [e.message.slice(field.length + 1).trim()] }]);
      } else setError(e.message);
    }
  };
  return (
    <Modal
      open
      title={
        mode === 'restrict'
          ? t('console.users.restrict.title', { id: user.id })
          : t('console.users.lift.title', { id: user.id })
      }
      okText={
        mode === 'restrict' ? t('console.users.restrict.confirm') : t('console.users.lift.confirm')
      }
      cancelText={t('console.users.restrict.cancel')}
      okButtonProps={{ danger: mode === 'restrict', 'data-testid': 'users-status-ok' }}
      confirmLoading={restrict.pending || lift.pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" data-testid="users-status-form">
        {mode === 'restrict' && (
          <>
            <Alert
              type="warning"
              showIcon
              title={t('console.users.restrict.hint')}
              style={{ marginBottom: 16 }}
            />
            <Form.Item
              name="reason"
              label={t('console.users.restrict.reason')}
              rules={[{ required: true, message: t('console.users.restrict.reasonRequired') }]}
            >
              <Select
                data-testid="users-reason"
                options={RESTRICT_REASONS.map((r) => ({
                  value: r,
                  label: t(dynamicKey('console.users.reasons', r)),
                }))}
              />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="note"
          label={t('console.users.restrict.note')}
          rules={[
            { max: 200, message: t('console.users.restrict.noteRule') },
            { pattern: /^[^\t\r\n]*$/, message: t('console.users.restrict.noteRule') },
          ]}
        >
          <Input maxLength={200} data-testid="users-note" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} data-testid="users-status-error" />}
      </Form>
    </Modal>
  );
}

/** The anonymisation's strong confirmation: the user's id typed again. */
function AnonymiseModal({
  user,
  onClose,
  onDone,
}: {
  user: OpsUserDetail;
  onClose: () => void;
  onDone: (u: OpsUserDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const run = useMutation(usersApi.anonymise);
  const matches = typed.trim() === String(user.id);
  return (
    <Modal
      open
      title={t('console.users.anonymise.title', { id: user.id })}
      okText={t('console.users.anonymise.confirm')}
      cancelText={t('console.users.restrict.cancel')}
      okButtonProps={{ danger: true, disabled: !matches }}
      confirmLoading={run.pending}
      onOk={async () => {
        const next = await run.attempt(user.id);
        if (next) {
          void message.success(t('console.users.anonymise.done'));
          onDone(next);
        }
      }}
      onCancel={onClose}
    >
      <Alert
        type="error"
        showIcon
        title={t('console.users.anonymise.warning')}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph>
        {t('console.users.anonymise.typeToConfirm', { id: user.id })}
      </Typography.Paragraph>
      <Input
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        status={typed && !matches ? 'error' : undefined}
        data-testid="users-anonymise-confirm"
      />
      {typed && !matches && (
        <Typography.Text type="danger">{t('console.users.anonymise.mismatch')}</Typography.Text>
      )}
    </Modal>
  );
}

export const UserDetail = observer(function UserDetail() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const session = useSession();
  const canWrite = session.can('users.write');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const user = useLoad(
    (signal) => (valid ? usersApi.detail(id, signal) : Promise.resolve(null)),
    [id],
  );
  const [dialog, setDialog] = useState<'restrict' | 'lift' | 'anonymise' | null>(null);
  const right = useMutation(usersApi.right);
  const revoke = useMutation(usersApi.revokeSessions);
  useOpsChanged(['users'], (p) => {
    if (p.id === id) void user.reload();
  });

  if (!valid) return <Result status="404" title={t('console.users.detailError')} />;
  if (user.status === 'error') {
    return (
      <LoadFailed title={t('console.users.detailError')} error={user.error} retry={user.retry} />
    );
  }
  const u = user.data;
  if (!u) return <PageSpin />;
  const done = (next: OpsUserDetail) => {
    setDialog(null);
    user.setData(next);
  };

  const toggleRight = async (r: UserRight, granted: boolean) => {
    const next = await right.attempt({ id: u.id, right: r, granted });
    if (next) {
      user.setData(next);
      const name = t(dynamicKey('console.users.rights', r));
      void message.success(
        granted
          ? t('console.users.rightsTab.granted', { right: name })
          : t('console.users.rightsTab.revoked', { right: name }),
      );
    }
  };
  const revokeAll = () =>
    modal.confirm({
      title: t('console.users.sessions.revokeAll'),
      content: t('console.users.sessions.revokeConfirm'),
      okText: t('console.users.restrict.confirm'),
      cancelText: t('console.users.restrict.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const live = u.sessions.filter((s) => s.revoked_at === null).length;
        const next = await revoke.attempt(u.id);
        if (next) {
          user.setData(next);
          void message.success(t('console.users.sessions.revoked_ok', { count: live }));
        }
      },
    });

  const writable = canWrite && u.status !== 'cancelled';
  const tabs = [
    {
      key: 'overview',
      label: t('console.users.tabs.overview'),
      children: (
        <Descriptions bordered size="small" column={2} data-testid="users-overview">
          <Descriptions.Item label={t('console.users.mobile')}>
            <span className="console-mono">{u.mobile}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('console.users.registered')}>
            {when(u.created_at)}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.users.overview.inviteCode')}>
            <span className="console-mono">{u.invite_code || '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('console.users.overview.inviter')}>
            {u.inviter_id ? <Link to={`/users/${u.inviter_id}`}>#{u.inviter_id}</Link> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.users.realName')}>
            {u.real_name.verified ? (
              <Tag color="green">{t('console.users.verified')}</Tag>
            ) : (
              t('console.users.notVerified')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.users.overview.realNameName')}>
            {u.real_name.name_masked || '—'}{' '}
            {u.real_name.id_masked && <span className="console-mono">{u.real_name.id_masked}</span>}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.users.overview.addresses')}>
            {u.addresses}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.users.overview.bankCards')}>
            {u.bank_cards}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.users.overview.cancellation')}>
            {t(dynamicKey('console.users.cancellation', u.cancellation))}
          </Descriptions.Item>
          <Descriptions.Item label={t('console.users.status')}>
            <Tag color={STATUS_COLOR[u.status]}>
              {t(dynamicKey('console.users.statuses', u.status))}
            </Tag>
          </Descriptions.Item>
          {u.restriction && (
            <>
              <Descriptions.Item label={t('console.users.overview.restriction')}>
                <span data-testid="users-restriction-reason">
                  {RESTRICT_REASONS.includes(u.restriction.reason as RestrictReason)
                    ? t(dynamicKey('console.users.reasons', u.restriction.reason))
                    : u.restriction.reason || '—'}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('console.users.overview.restrictedAt')}>
                {when(u.restriction.at)} {u.restriction.operator_name}
              </Descriptions.Item>
              <Descriptions.Item label={t('console.users.overview.note')} span={2}>
                {u.restriction.note || '—'}
              </Descriptions.Item>
            </>
          )}
        </Descriptions>
      ),
    },
    {
      key: 'orders',
      label: `${t('console.users.tabs.orders')} (${u.orders.total})`,
      children: (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Typography.Text type="secondary">
              {t('console.users.orders.total', { count: u.orders.total })}
            </Typography.Text>
            <Link to={`/orders?user_id=${u.id}`}>{t('console.users.orders.all')}</Link>
          </Space>
          <Table<OpsUserOrder>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={u.orders.list}
            locale={{ emptyText: t('console.users.orders.empty') }}
            columns={[
              {
                title: t('console.users.orders.sn'),
                dataIndex: 'order_sn',
                render: (sn: string, o) => (
                  <Link to={`/orders/${o.id}`} className="console-mono">
                    {sn}
                  </Link>
                ),
              },
              {
                title: t('console.users.orders.status'),
                dataIndex: 'status',
                render: (s: number) => t(dynamicKey('console.users.orders', `s${s}`)),
              },
              {
                title: t('console.users.orders.amount'),
                dataIndex: 'pay_amount',
                align: 'right',
                render: (fen: number) => <span className="console-mono">¥{formatFen(fen)}</span>,
              },
              { title: t('console.users.orders.at'), dataIndex: 'created_at', render: when },
            ]}
          />
        </Space>
      ),
    },
    {
      key: 'wallet',
      label: t('console.users.tabs.wallet'),
      children: (
        <Space size={48} data-testid="users-wallet">
          <Statistic
            title={t('console.users.wallet.balance')}
            prefix="¥"
            value={formatFen(u.wallet.balance)}
          />
          <Statistic
            title={t('console.users.wallet.reward')}
            prefix="¥"
            value={formatFen(u.wallet.reward_money)}
          />
          <Statistic title={t('console.users.wallet.integral')} value={u.wallet.integral} />
        </Space>
      ),
    },
    {
      key: 'rights',
      label: t('console.users.tabs.rights'),
      children: (
        <Space orientation="vertical" data-testid="users-rights">
          <Typography.Text type="secondary">{t('console.users.rightsTab.hint')}</Typography.Text>
          {USER_RIGHTS.map((r) => (
            <Space key={r} style={{ width: 280, justifyContent: 'space-between' }}>
              <span>{t(dynamicKey('console.users.rights', r))}</span>
              <Switch
                checked={u.rights.includes(r)}
                disabled={!writable}
                loading={right.pending}
                onChange={(on) => void toggleRight(r, on)}
                aria-label={t(dynamicKey('console.users.rights', r))}
                data-testid={`users-right-${r}`}
              />
            </Space>
          ))}
        </Space>
      ),
    },
    {
      key: 'sessions',
      label: t('console.users.tabs.sessions'),
      children: (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {canWrite && (
            <Button
              danger
              onClick={revokeAll}
              disabled={!u.sessions.some((s) => s.revoked_at === null)}
              data-testid="users-revoke-sessions"
            >
              {t('console.users.sessions.revokeAll')}
            </Button>
          )}
          <Table<OpsUserSession>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={u.sessions}
            locale={{ emptyText: t('console.users.sessions.empty') }}
            columns={[
              {
                title: t('console.users.sessions.device'),
                dataIndex: 'device',
                ellipsis: true,
                render: (d: string) => d || '—',
              },
              {
                title: t('console.users.sessions.created'),
                dataIndex: 'created_at',
                render: when,
                width: 180,
              },
              {
                title: t('console.users.sessions.lastUsed'),
                dataIndex: 'last_used_at',
                render: when,
                width: 180,
              },
              {
                title: t('console.users.status'),
                dataIndex: 'revoked_at',
                width: 220,
                render: (at: number | null) =>
                  at === null ? (
                    <Tag color="green">{t('console.users.sessions.live')}</Tag>
                  ) : (
                    <Space size={4}>
                      <Tag>{t('console.users.sessions.revoked')}</Tag>
                      {when(at)}
                    </Space>
                  ),
              },
            ]}
          />
        </Space>
      ),
    },
    {
      key: 'devices',
      label: t('console.users.tabs.devices'),
      children: (
        <Table<OpsUserDevice>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={u.devices}
          locale={{ emptyText: t('console.users.devices.empty') }}
          columns={[
            {
              title: t('console.users.devices.cid'),
              dataIndex: 'cid',
              render: (c: string) => <span className="console-mono">{c}</span>,
            },
            { title: t('console.users.devices.platform'), dataIndex: 'platform' },
            { title: t('console.users.devices.created'), dataIndex: 'created_at', render: when },
            { title: t('console.users.devices.updated'), dataIndex: 'updated_at', render: when },
          ]}
        />
      ),
    },
  ];

  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid="users-detail"
    >
      <Link to="/users">← {t('console.users.back')}</Link>
      <Card size="small">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Space size="middle">
            <Avatar size={48} src={u.avatar || undefined}>
              {u.nickname.slice(0, 1)}
            </Avatar>
            <Space orientation="vertical" size={0}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {u.nickname || '—'} <Typography.Text type="secondary">#{u.id}</Typography.Text>
              </Typography.Title>
              <Space size={6}>
                <span className="console-mono">{u.mobile}</span>
                <Tag color={STATUS_COLOR[u.status]} data-testid="users-status">
                  {t(dynamicKey('console.users.statuses', u.status))}
                </Tag>
                {u.rights.map((r) => (
                  <Tag key={r} color="blue">
                    {t(dynamicKey('console.users.rights', r))}
                  </Tag>
                ))}
              </Space>
            </Space>
          </Space>
          {canWrite && (
            <Space>
              {u.status === 'active' && (
                <Button danger onClick={() => setDialog('restrict')} data-testid="users-restrict">
                  {t('console.users.restrict.action')}
                </Button>
              )}
              {u.status === 'restricted' && (
                <Button type="primary" onClick={() => setDialog('lift')} data-testid="users-lift">
                  {t('console.users.lift.action')}
                </Button>
              )}
              {u.cancellation === 'verified' && (
                <Button
                  danger
                  type="primary"
                  onClick={() => setDialog('anonymise')}
                  data-testid="users-anonymise"
                >
                  {t('console.users.anonymise.action')}
                </Button>
              )}
            </Space>
          )}
        </Space>
      </Card>
      <Card size="small">
        <Tabs items={tabs} data-testid="users-tabs" />
      </Card>
      {(dialog === 'restrict' || dialog === 'lift') && (
        <StatusModal user={u} mode={dialog} onClose={() => setDialog(null)} onDone={done} />
      )}
      {dialog === 'anonymise' && (
        <AnonymiseModal user={u} onClose={() => setDialog(null)} onDone={done} />
      )}
    </Space>
  );
});
