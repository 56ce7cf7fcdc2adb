/**
 * The users list (issue 20, part users): search by mobile (full or last digits), nickname, id,
 * status, right and registration days; filters in the URL (users-query.ts); server paging; the
 * mobile masked. A row opens the user's detail.
 */
import { Avatar, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link } from 'react-router-dom';
import type { OpsUserRow } from '../../../../../shared/contract/ops-users';
import {
  USER_RIGHTS,
  USER_STATUS_NAMES,
  type UserRight,
  type UserStatusName,
} from '../../../../../shared/rules/ops-users';
import { dynamicKey } from '../../../../core/i18n/typed';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime, useUrlList } from '../../list-query';
import { useOpsChanged } from '../../ops-events';
import { usersApi } from './api';
import {
  USERS_PAGE_SIZES,
  mobileDigits,
  parseUsersQuery,
  usersApiInput,
  usersQueryString,
  type UsersFilters,
} from './users-query';
import '../../strings';
import './strings';
import { urlPagination } from '../../list-query';
import { FilterForm } from '../../FilterForm';

interface Draft {
  mobile: string;
  nickname: string;
  user_id: string;
  status?: UserStatusName;
  right?: UserRight;
  from: string;
  to: string;
  sort: 'newest' | 'oldest';
}

const draftOf = (f: UsersFilters): Draft => ({
  mobile: f.mobile ?? '',
  nickname: f.nickname ?? '',
  user_id: f.user_id ? String(f.user_id) : '',
  status: f.status,
  right: f.right,
  from: f.from ?? '',
  to: f.to ?? '',
  sort: f.sort ?? 'newest',
});

export const STATUS_COLOR: Record<UserStatusName, string> = {
  active: 'green',
  restricted: 'red',
  cancelled: 'default',
};

export function UserList() {
  const { t } = useTranslation();
  const { filters, query, list, go } = useUrlList(parseUsersQuery, usersQueryString, (f, signal) =>
    usersApi.list(usersApiInput(f), signal),
  );
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  useEffect(() => setDraft(draftOf(parseUsersQuery(new URLSearchParams(query)))), [query]);
  useOpsChanged(['users'], () => void list.reload());

  const search = () => {
    const id = Number(draft.user_id);
    const mobile = mobileDigits(draft.mobile);
    go({
      page: 1,
      limit: filters.limit,
      ...(mobile ? { mobile } : {}),
      ...(draft.nickname.trim() ? { nickname: draft.nickname.trim().slice(0, 32) } : {}),
      ...(Number.isInteger(id) && id > 0 ? { user_id: id } : {}),
      ...(draft.status ? { status: draft.status } : {}),
      ...(draft.right ? { right: draft.right } : {}),
      ...(draft.from ? { from: draft.from } : {}),
      ...(draft.to ? { to: draft.to } : {}),
      ...(draft.sort === 'oldest' ? { sort: 'oldest' as const } : {}),
    });
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('console.users.title')}
      </Typography.Title>
      <FilterForm onSearch={search} testId="users-filters">
        <Form.Item label={t('console.users.mobile')}>
          <Input
            style={{ width: 170 }}
            inputMode="numeric"
            maxLength={11}
            placeholder={t('console.users.mobilePlaceholder')}
            value={draft.mobile}
            onChange={(e) => set({ mobile: e.target.value.replace(/\D/g, '') })}
            aria-label={t('console.users.mobile')}
            data-testid="users-filter-mobile"
          />
        </Form.Item>
        <Form.Item label={t('console.users.nickname')}>
          <Input
            style={{ width: 140 }}
            maxLength={32}
            value={draft.nickname}
            onChange={(e) => set({ nickname: e.target.value })}
            aria-label={t('console.users.nickname')}
          />
        </Form.Item>
        <Form.Item label={t('console.users.userId')}>
          <Input
            style={{ width: 100 }}
            inputMode="numeric"
            value={draft.user_id}
            onChange={(e) => set({ user_id: e.target.value.replace(/\D/g, '').slice(0, 9) })}
            aria-label={t('console.users.userId')}
          />
        </Form.Item>
        <Form.Item label={t('console.users.status')}>
          <Select
            style={{ width: 120 }}
            allowClear
            placeholder={t('console.users.statusAll')}
            value={draft.status}
            onChange={(v?: UserStatusName) => set({ status: v })}
            options={USER_STATUS_NAMES.map((s) => ({
              value: s,
              label: t(dynamicKey('console.users.statuses', s)),
            }))}
            aria-label={t('console.users.status')}
          />
        </Form.Item>
        <Form.Item label={t('console.users.right')}>
          <Select
            style={{ width: 130 }}
            allowClear
            placeholder={t('console.users.rightAll')}
            value={draft.right}
            onChange={(v?: UserRight) => set({ right: v })}
            options={USER_RIGHTS.map((r) => ({
              value: r,
              label: t(dynamicKey('console.users.rights', r)),
            }))}
            aria-label={t('console.users.right')}
          />
        </Form.Item>
        <Form.Item label={t('console.users.registered')}>
          <Space size={4}>
            <Input
              type="date"
              value={draft.from}
              onChange={(e) => set({ from: e.target.value })}
              aria-label={t('console.users.from')}
            />
            <span>–</span>
            <Input
              type="date"
              value={draft.to}
              onChange={(e) => set({ to: e.target.value })}
              aria-label={t('console.users.to')}
            />
          </Space>
        </Form.Item>
        <Form.Item label={t('console.users.sort')}>
          <Select
            style={{ width: 120 }}
            value={draft.sort}
            onChange={(v: 'newest' | 'oldest') => set({ sort: v })}
            options={[
              { value: 'newest', label: t('console.users.newest') },
              { value: 'oldest', label: t('console.users.oldest') },
            ]}
            aria-label={t('console.users.sort')}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="users-search">
              {t('console.users.search')}
            </Button>
            <Button onClick={() => go({ page: 1, limit: filters.limit })}>
              {t('console.users.reset')}
            </Button>
          </Space>
        </Form.Item>
      </FilterForm>
      {list.status === 'error' ? (
        <LoadFailed title={t('console.users.loadError')} error={list.error} retry={list.retry} />
      ) : (
        <Card size="small">
          <Table<OpsUserRow>
            rowKey="id"
            size="middle"
            data-testid="users-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.users.empty') }}
            pagination={urlPagination(
              filters,
              list.data?.total ?? 0,
              go,
              USERS_PAGE_SIZES,
              (total) => t('console.users.total', { count: total }),
            )}
            columns={[
              {
                title: 'ID',
                dataIndex: 'id',
                width: 80,
                render: (id: number) => <span className="console-mono">{id}</span>,
              },
              {
                title: t('console.users.nickname'),
                dataIndex: 'nickname',
                render: (name: string, u) => (
                  <Space>
                    <Avatar size="small" src={u.avatar || undefined}>
                      {name.slice(0, 1)}
                    </Avatar>
                    <Link to={`/users/${u.id}`}>{name || '—'}</Link>
                  </Space>
                ),
              },
              {
                title: t('console.users.mobile'),
                dataIndex: 'mobile_masked',
                render: (m: string) => <span className="console-mono">{m}</span>,
              },
              {
                title: t('console.users.status'),
                dataIndex: 'status',
                width: 100,
                render: (s: UserStatusName) => (
                  <Tag color={STATUS_COLOR[s]}>{t(dynamicKey('console.users.statuses', s))}</Tag>
                ),
              },
              {
                title: t('console.users.right'),
                dataIndex: 'rights',
                render: (rights: UserRight[]) =>
                  rights.length === 0
                    ? '—'
                    : rights.map((r) => (
                        <Tag key={r} color="blue">
                          {t(dynamicKey('console.users.rights', r))}
                        </Tag>
                      )),
              },
              {
                title: t('console.users.realName'),
                dataIndex: 'real_name_verified',
                width: 100,
                render: (v: boolean) =>
                  v ? (
                    <Tag color="green">{t('console.users.verified')}</Tag>
                  ) : (
                    <Typography.Text type="secondary">
                      {t('console.users.notVerified')}
                    </Typography.Text>
                  ),
              },
              {
                title: t('console.users.registered'),
                dataIndex: 'created_at',
                width: 180,
                render: (at: number) => <span className="console-mono">{chinaDateTime(at)}</span>,
              },
              {
                title: '',
                key: 'open',
                width: 80,
                render: (_: unknown, u) => (
                  <Link to={`/users/${u.id}`} data-testid={`users-open-${u.id}`}>
                    {t('console.users.open')}
                  </Link>
                ),
              },
            ]}
          />
        </Card>
      )}
    </Space>
  );
}
