/**
 * The after-sales queue (issue 20, aftersale): "needs the platform" by default (own stores'
 * requests waiting, seller refusals, sellers silent past the window), or every request; filters
 * in the URL (query.ts), server paging, live updates on the `aftersale` topic.
 */
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link } from 'react-router-dom';
import { AFTERSALE_SELLER_ANSWER_S } from '../../../../../shared/constants';
import type { OpsAftersaleRow } from '../../../../../shared/contract/ops-aftersale';
import type { AftersaleQueue } from '../../../../../shared/rules/aftersale-ops';
import { formatFen } from '../../../../../shared/rules/money';
import { dynamicKey } from '../../../../core/i18n/typed';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime, useUrlList } from '../../list-query';
import { useOpsChanged } from '../../ops-events';
import { aftersaleApi } from './api';
import {
  AFTERSALE_PAGE_SIZES,
  AFTERSALE_STATUSES,
  AFTERSALE_TYPES,
  aftersaleApiInput,
  aftersaleQueryString,
  parseAftersaleQuery,
  type AftersaleFilters,
  type AftersaleType,
} from './query';
import './strings';
import { urlPagination } from '../../list-query';
import { FilterForm } from '../../FilterForm';

interface Draft {
  status?: number;
  type?: AftersaleType;
  seller_id: string;
  order_sn: string;
  mobile: string;
  from: string;
  to: string;
}

function draftOf(f: AftersaleFilters): Draft {
  return {
    status: f.status,
    type: f.type,
    seller_id: f.seller_id ? String(f.seller_id) : '',
    order_sn: f.order_sn ?? '',
    mobile: f.mobile ?? '',
    from: f.from ?? '',
    to: f.to ?? '',
  };
}

export const STATUS_COLOR: Record<number, string> = {
  0: 'gold',
  1: 'blue',
  2: 'cyan',
  3: 'green',
  4: 'red',
  5: 'default',
};

export default function ListScreen() {
  const { t } = useTranslation();
  const { filters, query, list, go } = useUrlList(
    parseAftersaleQuery,
    aftersaleQueryString,
    (f, signal) => aftersaleApi.list(aftersaleApiInput(f), signal),
  );
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  useEffect(() => setDraft(draftOf(parseAftersaleQuery(new URLSearchParams(query)))), [query]);
  useOpsChanged(['aftersale'], () => void list.reload());

  const search = () => {
    const seller = Number(draft.seller_id);
    go({
      page: 1,
      limit: filters.limit,
      queue: filters.queue,
      ...(draft.status !== undefined ? { status: draft.status } : {}),
      ...(draft.type ? { type: draft.type } : {}),
      ...(Number.isInteger(seller) && seller > 0 ? { seller_id: seller } : {}),
      ...(draft.order_sn.trim() ? { order_sn: draft.order_sn.trim() } : {}),
      ...(draft.mobile.trim() ? { mobile: draft.mobile.trim() } : {}),
      ...(draft.from ? { from: draft.from } : {}),
      ...(draft.to ? { to: draft.to } : {}),
    });
  };
  const hours = Math.round(AFTERSALE_SELLER_ANSWER_S / 3600);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('console.aftersale.title')}
      </Typography.Title>
      <Tabs
        activeKey={filters.queue}
        onChange={(k) => go({ ...filters, page: 1, queue: k as AftersaleQueue })}
        items={(['platform', 'all'] as const).map((k) => ({
          key: k,
          label: t(dynamicKey('console.aftersale.tabs', k)),
        }))}
        data-testid="aftersale-tabs"
        style={{ marginBottom: -16 }}
      />
      <Alert type="info" showIcon title={t('console.aftersale.windowNote', { h: hours })} />
      <FilterForm onSearch={search} testId="aftersale-filters">
        <Form.Item label={t('console.aftersale.filters.status')}>
          <Select
            style={{ width: 130 }}
            allowClear
            placeholder={t('console.aftersale.filters.statusAll')}
            value={draft.status}
            onChange={(v?: number) => setDraft((d) => ({ ...d, status: v }))}
            options={AFTERSALE_STATUSES.map((s) => ({
              value: s,
              label: t(dynamicKey('console.aftersale.status', `s${s}`)),
            }))}
            aria-label={t('console.aftersale.filters.status')}
          />
        </Form.Item>
        <Form.Item label={t('console.aftersale.filters.type')}>
          <Select
            style={{ width: 130 }}
            allowClear
            placeholder={t('console.aftersale.filters.typeAll')}
            value={draft.type}
            onChange={(v?: AftersaleType) => setDraft((d) => ({ ...d, type: v }))}
            options={AFTERSALE_TYPES.map((k) => ({
              value: k,
              label: t(dynamicKey('console.aftersale.type', k)),
            }))}
            aria-label={t('console.aftersale.filters.type')}
          />
        </Form.Item>
        <Form.Item label={t('console.aftersale.filters.orderSn')}>
          <Input
            style={{ width: 190 }}
            value={draft.order_sn}
            onChange={(e) => setDraft((d) => ({ ...d, order_sn: e.target.value }))}
            aria-label={t('console.aftersale.filters.orderSn')}
          />
        </Form.Item>
        <Form.Item label={t('console.aftersale.filters.mobile')}>
          <Input
            style={{ width: 130 }}
            inputMode="numeric"
            maxLength={11}
            value={draft.mobile}
            onChange={(e) => setDraft((d) => ({ ...d, mobile: e.target.value.replace(/\D/g, '') }))}
            aria-label={t('console.aftersale.filters.mobile')}
          />
        </Form.Item>
        <Form.Item label={t('console.aftersale.filters.sellerId')}>
          <Input
            style={{ width: 80 }}
            inputMode="numeric"
            value={draft.seller_id}
            onChange={(e) =>
              setDraft((d) => ({ ...d, seller_id: e.target.value.replace(/\D/g, '') }))
            }
            aria-label={t('console.aftersale.filters.sellerId')}
          />
        </Form.Item>
        <Form.Item label={t('console.aftersale.filters.from')}>
          <Input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            aria-label={t('console.aftersale.filters.from')}
          />
        </Form.Item>
        <Form.Item label={t('console.aftersale.filters.to')}>
          <Input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            aria-label={t('console.aftersale.filters.to')}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('console.aftersale.filters.search')}
            </Button>
            <Button onClick={() => go({ page: 1, limit: filters.limit, queue: filters.queue })}>
              {t('console.aftersale.filters.reset')}
            </Button>
          </Space>
        </Form.Item>
      </FilterForm>
      {list.status === 'error' ? (
        <LoadFailed
          title={t('console.aftersale.loadError')}
          error={list.error}
          retry={list.retry}
        />
      ) : (
        <Card size="small">
          <Table<OpsAftersaleRow>
            rowKey="id"
            size="middle"
            data-testid="aftersale-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.aftersale.empty') }}
            pagination={urlPagination(
              filters,
              list.data?.total ?? 0,
              go,
              AFTERSALE_PAGE_SIZES,
              (total) => t('console.aftersale.total', { count: total }),
            )}
            columns={[
              {
                title: t('console.aftersale.col.id'),
                dataIndex: 'id',
                width: 70,
                render: (id: number) => <Link to={String(id)}>#{id}</Link>,
              },
              {
                title: t('console.aftersale.col.createdAt'),
                dataIndex: 'created_at',
                width: 180,
                render: (at: number) => (
                  <span className="console-mono" style={{ whiteSpace: 'nowrap' }}>
                    {chinaDateTime(at)}
                  </span>
                ),
              },
              {
                title: t('console.aftersale.col.order'),
                dataIndex: 'order_sn',
                render: (sn: string) => (
                  <span className="console-mono" style={{ wordBreak: 'break-all' }}>
                    {sn}
                  </span>
                ),
              },
              {
                title: t('console.aftersale.col.type'),
                dataIndex: 'type',
                width: 100,
                render: (type: string) => t(dynamicKey('console.aftersale.type', type)),
              },
              {
                title: t('console.aftersale.col.amount'),
                dataIndex: 'amount',
                align: 'right',
                width: 110,
                render: (fen: number) => <span className="console-mono">¥{formatFen(fen)}</span>,
              },
              {
                title: t('console.aftersale.col.seller'),
                dataIndex: 'seller_name',
                width: 190,
                render: (name: string, r) => (
                  <Space size={4} style={{ whiteSpace: 'nowrap' }}>
                    <span>{name}</span>
                    {r.own_store && <Tag color="purple">{t('console.aftersale.ownStore')}</Tag>}
                  </Space>
                ),
              },
              {
                title: t('console.aftersale.col.buyer'),
                dataIndex: 'buyer_mobile',
                width: 120,
                render: (m: string) => <span className="console-mono">{m}</span>,
              },
              {
                title: t('console.aftersale.col.status'),
                dataIndex: 'status',
                width: 110,
                render: (s: number) => (
                  <Tag color={STATUS_COLOR[s]}>
                    {t(dynamicKey('console.aftersale.status', `s${s}`))}
                  </Tag>
                ),
              },
              {
                title: t('console.aftersale.col.need'),
                dataIndex: 'need',
                width: 140,
                render: (need: string, r) =>
                  need ? (
                    <Tag color={need === 'own_store' ? 'geekblue' : 'volcano'}>
                      {t(dynamicKey('console.aftersale.need', need))}
                    </Tag>
                  ) : r.decided_by === 'platform' ? (
                    <Typography.Text type="secondary">
                      {t('console.aftersale.platformDecided')}
                    </Typography.Text>
                  ) : (
                    '—'
                  ),
              },
              {
                title: t('console.aftersale.col.actions'),
                key: 'actions',
                width: 80,
                render: (_: unknown, r) => (
                  <Link to={String(r.id)} data-testid={`aftersale-open-${r.id}`}>
                    {t('console.aftersale.view')}
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
