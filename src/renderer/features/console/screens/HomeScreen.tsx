/**
 * The console's home (issue 20): the operator's own account (name, role, two-step verification)
 * and what the role may do, and — for a role that reads the audit log — the operator's own last
 * sign-ins, from the audit API (real data; the sales dashboard is a later part of the issue).
 */
import { Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import type { AuditEntry } from '../../../../shared/contract/ops';
import { useLoad } from '../../../core/data';
import { dynamicKey } from '../../../core/i18n/typed';
import { opsApi } from '../api';
import { chinaDateTime } from '../audit-query';
import { useSession } from '../context';
import '../strings';

const RecentLogins = function RecentLogins({ operatorId }: { operatorId: number }) {
  const { t } = useTranslation();
  const logins = useLoad(
    (signal) =>
      opsApi.audit({ page: 1, limit: 5, operator_id: operatorId, action: 'ops.login' }, signal),
    [operatorId],
  );
  return (
    <Card title={t('console.home.recentLogins')} data-testid="home-logins">
      <Table<AuditEntry>
        size="small"
        rowKey="id"
        loading={logins.status === 'loading'}
        pagination={false}
        dataSource={logins.data?.list ?? []}
        locale={{ emptyText: t('console.home.noLogins') }}
        columns={[
          {
            title: t('console.home.at'),
            dataIndex: 'at',
            render: (at: number) => chinaDateTime(at),
          },
          { title: t('console.home.ip'), dataIndex: 'ip', className: 'console-mono' },
        ]}
      />
    </Card>
  );
};

const HomeScreen = observer(function HomeScreen() {
  const session = useSession();
  const { t } = useTranslation();
  const op = session.operator;
  if (!op) return null;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('console.home.welcome', { name: op.name })}
      </Typography.Title>
      <Card title={t('console.home.account')}>
        <Descriptions
          column={2}
          items={[
            { key: 'u', label: t('console.home.username'), children: op.username },
            {
              key: 'r',
              label: t('console.home.role'),
              children: t(dynamicKey('console.roles', op.role)),
            },
            {
              key: 't',
              label: t('console.home.totp'),
              children: op.totp_enabled ? (
                <Tag color="green">{t('console.home.totpOn')}</Tag>
              ) : (
                <Tag>{t('console.home.totpOff')}</Tag>
              ),
            },
            { key: 'c', label: t('console.home.since'), children: chinaDateTime(op.created_at) },
            {
              key: 'p',
              span: 2,
              label: t('console.home.permissions'),
              children: (
                <Space size={[4, 8]} wrap data-testid="home-permissions">
                  {op.permissions.map((p) => (
                    <Tag key={p}>{t(dynamicKey('console.perms', ...p.split('.')))}</Tag>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {session.can('audit.read') && <RecentLogins operatorId={op.id} />}
    </Space>
  );
});

export default HomeScreen;
