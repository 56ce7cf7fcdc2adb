/**
 * The merchants list (issue 23, part merchants): search by name/account/mobile and status, the
 * filters in the URL (merchants-query.ts), server paging; "New merchant" creates a merchant with
 * its kiosk login account and opens it.
 */
import { Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import {
  MERCHANT_STATUSES,
  type MerchantStatus,
  type OpsMerchantRow,
} from '../../../../../shared/contract/ops-merchants';
import { formatFen } from '../../../../../shared/rules/money';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { FilterForm } from '../../FilterForm';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime, urlPagination, useUrlList } from '../../list-query';
import { merchantsApi } from './api';
import {
  MERCHANTS_PAGE_SIZES,
  merchantsApiInput,
  merchantsQueryString,
  parseMerchantsQuery,
} from './merchants-query';
import { AccountField, MobileField, NameField, PasswordField, ServerFormModal } from './ServerForm';
import '../../strings';
import './strings';

export const STATUS_COLOR: Record<MerchantStatus, string> = { active: 'green', disabled: 'red' };

interface NewMerchant {
  account: string;
  password: string;
  name: string;
  mobile?: string;
}

function CreateMerchant({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ServerFormModal<NewMerchant>
      title={t('console.merchants.newMerchant')}
      okText={t('console.merchants.createMerchant')}
      testId="merchant-create"
      onClose={onClose}
      submit={async (v) => {
        const m = await merchantsApi.create({
          account: v.account.trim(),
          password: v.password,
          name: v.name.trim(),
          mobile: (v.mobile ?? '').trim(),
        });
        void navigate(`/merchants/${m.id}`);
      }}
    >
      {() => (
        <>
          <NameField testId="merchant-name" />
          <AccountField testId="merchant-account" />
          <PasswordField testId="merchant-password" />
          <MobileField testId="merchant-mobile" />
        </>
      )}
    </ServerFormModal>
  );
}

export function MerchantList() {
  const { t } = useTranslation();
  const canWrite = useSession().can('merchants.write');
  const { filters, query, list, go } = useUrlList(
    parseMerchantsQuery,
    merchantsQueryString,
    (f, signal) => merchantsApi.list(merchantsApiInput(f), signal),
  );
  const [q, setQ] = useState(filters.q ?? '');
  const [status, setStatus] = useState<MerchantStatus | undefined>(filters.status);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    const f = parseMerchantsQuery(new URLSearchParams(query));
    setQ(f.q ?? '');
    setStatus(f.status);
  }, [query]);

  const search = () =>
    go({
      page: 1,
      limit: filters.limit,
      ...(q.trim() ? { q: q.trim().slice(0, 32) } : {}),
      ...(status ? { status } : {}),
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('console.merchants.title')}
        </Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="merchant-new">
            {t('console.merchants.newMerchant')}
          </Button>
        )}
      </Space>
      <FilterForm onSearch={search} testId="merchants-filters">
        <Form.Item label={t('console.merchants.keyword')}>
          <Input
            style={{ width: 220 }}
            maxLength={32}
            placeholder={t('console.merchants.keywordPlaceholder')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            aria-label={t('console.merchants.keyword')}
            data-testid="merchants-filter-q"
          />
        </Form.Item>
        <Form.Item label={t('console.merchants.status')}>
          <Select
            style={{ width: 130 }}
            allowClear
            placeholder={t('console.merchants.statusAll')}
            value={status}
            onChange={(v?: MerchantStatus) => setStatus(v)}
            options={MERCHANT_STATUSES.map((s) => ({
              value: s,
              label: t(dynamicKey('console.merchants.statuses', s)),
            }))}
            aria-label={t('console.merchants.status')}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="merchants-search">
              {t('console.merchants.search')}
            </Button>
            <Button onClick={() => go({ page: 1, limit: filters.limit })}>
              {t('console.merchants.reset')}
            </Button>
          </Space>
        </Form.Item>
      </FilterForm>
      {list.status === 'error' ? (
        <LoadFailed
          title={t('console.merchants.loadError')}
          error={list.error}
          retry={list.retry}
        />
      ) : (
        <Card size="small">
          <Table<OpsMerchantRow>
            rowKey="id"
            size="middle"
            data-testid="merchants-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.merchants.empty') }}
            pagination={urlPagination(
              filters,
              list.data?.total ?? 0,
              go,
              MERCHANTS_PAGE_SIZES,
              (total) => t('console.merchants.total', { count: total }),
            )}
            columns={[
              { title: 'ID', dataIndex: 'id', width: 70 },
              {
                title: t('console.merchants.name'),
                dataIndex: 'name',
                render: (name: string, m) => <Link to={`/merchants/${m.id}`}>{name}</Link>,
              },
              {
                title: t('console.merchants.account'),
                dataIndex: 'account',
                render: (a: string) => <span className="console-mono">{a}</span>,
              },
              {
                title: t('console.merchants.mobile'),
                dataIndex: 'mobile',
                render: (m: string) => m || '—',
              },
              {
                title: t('console.merchants.status'),
                dataIndex: 'status',
                width: 100,
                render: (s: MerchantStatus) => (
                  <Tag color={STATUS_COLOR[s]}>
                    {t(dynamicKey('console.merchants.statuses', s))}
                  </Tag>
                ),
              },
              { title: t('console.merchants.cabinetCount'), dataIndex: 'cabinet_count', width: 90 },
              { title: t('console.merchants.courierCount'), dataIndex: 'courier_count', width: 90 },
              {
                title: t('console.merchants.balance'),
                dataIndex: 'balance',
                width: 120,
                render: (fen: number) => `¥${formatFen(fen)}`,
              },
              {
                title: t('console.merchants.created'),
                dataIndex: 'created_at',
                width: 170,
                render: (at: number) => <span className="console-mono">{chinaDateTime(at)}</span>,
              },
              {
                title: '',
                key: 'open',
                width: 70,
                render: (_: unknown, m) => (
                  <Link to={`/merchants/${m.id}`} data-testid={`merchant-open-${m.id}`}>
                    {t('console.merchants.open')}
                  </Link>
                ),
              },
            ]}
          />
        </Card>
      )}
      {creating && <CreateMerchant onClose={() => setCreating(false)} />}
    </Space>
  );
}
