/**
 * The order search (issue 20, part ORDERS): filters in the URL (orders-query.ts), the server's
 * paging and sorting (created, amount), China-time dates, money in yuan, a CSV export of the
 * current search; re-reads when an order changes.
 */
import { App, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link } from 'react-router-dom';
import type { OpsOrderRow } from '../../../../../shared/contract/ops-orders';
import { formatFen } from '../../../../../shared/rules/money';
import { ApiError, useLoad } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime, useUrlList } from '../../list-query';
import { useOpsChanged } from '../../ops-events';
import { ordersApi } from './api';
import { OrderStatusTag } from './OrderStatusTag';
import {
  ORDER_PAGE_SIZES,
  ORDER_STATUSES,
  orderFilterInput,
  orderListInput,
  orderQueryString,
  parseOrderQuery,
  sortOf,
  type OrderFilters,
  type OrderStatusFilter,
} from './orders-query';
import './strings';
import { FilterForm } from '../../FilterForm';

interface Draft {
  order_sn: string;
  mobile: string;
  status?: OrderStatusFilter;
  from: string;
  to: string;
  seller_id?: number;
}

function draftOf(f: OrderFilters): Draft {
  return {
    order_sn: f.order_sn ?? '',
    mobile: f.mobile ?? '',
    status: f.status,
    from: f.from ?? '',
    to: f.to ?? '',
    seller_id: f.seller_id,
  };
}

export const OrdersListScreen = observer(function OrdersListScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const { message } = App.useApp();
  const { filters, query, list, go } = useUrlList(parseOrderQuery, orderQueryString, (f, signal) =>
    ordersApi.list(orderListInput(f), signal),
  );
  const sellers = useLoad((signal) => ordersApi.sellers(signal), []);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [exporting, setExporting] = useState(false);
  useEffect(() => setDraft(draftOf(parseOrderQuery(new URLSearchParams(query)))), [query]);
  useOpsChanged(['orders'], () => void list.reload());

  const search = () => {
    const sn = draft.order_sn.trim();
    const mobile = draft.mobile.trim();
    go({
      page: 1,
      limit: filters.limit,
      ...(filters.sort ? { sort: filters.sort } : {}),
      ...(sn ? { order_sn: sn } : {}),
      ...(mobile ? { mobile } : {}),
      ...(draft.status ? { status: draft.status } : {}),
      ...(draft.from ? { from: draft.from } : {}),
      ...(draft.to ? { to: draft.to } : {}),
      ...(draft.seller_id ? { seller_id: draft.seller_id } : {}),
    });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await ordersApi.export(orderFilterInput(filters));
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `orders-${chinaDateTime(Date.now() / 1000).slice(0, 10)}.csv`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      void message.success(t('console.orders.exported', { count: list.data?.total ?? 0 }));
    } catch (err) {
      void message.error(`${t('console.orders.exportFailed')}: ${ApiError.from(err).message}`);
    } finally {
      setExporting(false);
    }
  };

  const sortOrder = (field: 'created_at' | 'pay_amount') => {
    const sort = filters.sort ?? 'created_desc';
    const [key, dir] = sort.split('_') as ['created' | 'amount', 'asc' | 'desc'];
    const col = key === 'created' ? 'created_at' : 'pay_amount';
    if (col !== field) return null;
    return dir === 'asc' ? ('ascend' as const) : ('descend' as const);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('console.orders.title')}
      </Typography.Title>
      <FilterForm onSearch={search} testId="orders-filters">
        <Form.Item label={t('console.orders.orderSn')}>
          <Input
            style={{ width: 200 }}
            allowClear
            placeholder={t('console.orders.orderSnPlaceholder')}
            value={draft.order_sn}
            onChange={(e) => setDraft((d) => ({ ...d, order_sn: e.target.value }))}
            aria-label={t('console.orders.orderSn')}
          />
        </Form.Item>
        <Form.Item label={t('console.orders.mobile')}>
          <Input
            style={{ width: 160 }}
            allowClear
            inputMode="numeric"
            maxLength={11}
            placeholder={t('console.orders.mobilePlaceholder')}
            value={draft.mobile}
            onChange={(e) => setDraft((d) => ({ ...d, mobile: e.target.value.replace(/\D/g, '') }))}
            aria-label={t('console.orders.mobile')}
          />
        </Form.Item>
        <Form.Item label={t('console.orders.status')}>
          <Select
            style={{ width: 130 }}
            allowClear
            placeholder={t('console.orders.statusAll')}
            value={draft.status}
            onChange={(v?: OrderStatusFilter) => setDraft((d) => ({ ...d, status: v }))}
            options={ORDER_STATUSES.map((s) => ({
              value: s,
              label: t(dynamicKey('console.orders.statuses', `s${s}`)),
            }))}
            aria-label={t('console.orders.status')}
            data-testid="orders-filter-status"
          />
        </Form.Item>
        <Form.Item label={t('console.orders.seller')}>
          <Select
            style={{ width: 200 }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('console.orders.sellerAll')}
            loading={sellers.loading}
            value={draft.seller_id}
            onChange={(v?: number) => setDraft((d) => ({ ...d, seller_id: v }))}
            options={(sellers.data ?? []).map((s) => ({
              value: s.id,
              label: s.platform ? `${s.name}（${t('console.orders.platform')}）` : s.name,
            }))}
            aria-label={t('console.orders.seller')}
          />
        </Form.Item>
        <Form.Item label={t('console.orders.from')}>
          <Input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            aria-label={t('console.orders.from')}
          />
        </Form.Item>
        <Form.Item label={t('console.orders.to')}>
          <Input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            aria-label={t('console.orders.to')}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="orders-search">
              {t('console.orders.search')}
            </Button>
            <Button onClick={() => go({ page: 1, limit: filters.limit })}>
              {t('console.orders.reset')}
            </Button>
            {session.can('orders.read') && (
              <Button
                loading={exporting}
                onClick={() => void exportCsv()}
                data-testid="orders-export"
              >
                {t('console.orders.export')}
              </Button>
            )}
          </Space>
        </Form.Item>
      </FilterForm>
      {list.status === 'error' ? (
        <LoadFailed title={t('console.orders.loadError')} error={list.error} retry={list.retry} />
      ) : (
        <Card size="small">
          <Table<OpsOrderRow>
            rowKey="id"
            size="middle"
            data-testid="orders-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.orders.empty') }}
            onChange={(pagination, _filters, sorter, extra) => {
              if (extra.action === 'sort') {
                const one = Array.isArray(sorter) ? sorter[0] : sorter;
                const sort = sortOf(one?.field, one?.order);
                go({ ...filters, page: 1, sort: sort === 'created_desc' ? undefined : sort });
                return;
              }
              const pageSize = pagination.pageSize ?? filters.limit;
              go({
                ...filters,
                page: pageSize === filters.limit ? (pagination.current ?? 1) : 1,
                limit: pageSize,
              });
            }}
            pagination={{
              current: filters.page,
              pageSize: filters.limit,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: ORDER_PAGE_SIZES.map(String),
              showTotal: (total) => t('console.orders.total', { count: total }),
            }}
            columns={[
              {
                title: t('console.orders.orderSn'),
                dataIndex: 'order_sn',
                width: 200,
                render: (sn: string, r) => (
                  <Link to={`/orders/${r.id}`} className="console-mono">
                    {sn}
                  </Link>
                ),
              },
              {
                title: t('console.orders.buyer'),
                dataIndex: 'buyer',
                width: 170,
                render: (b: OpsOrderRow['buyer']) => (
                  <div>
                    <div className="console-mono">{b.mobile}</div>
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 150 }}>
                      {b.nickname}
                    </Typography.Text>
                  </div>
                ),
              },
              {
                title: t('console.orders.seller'),
                dataIndex: 'seller',
                width: 160,
                render: (s: OpsOrderRow['seller']) => (
                  <Space size={4}>
                    <Typography.Text ellipsis style={{ maxWidth: 110 }}>
                      {s.name}
                    </Typography.Text>
                    {s.platform && <Tag color="purple">{t('console.orders.platform')}</Tag>}
                  </Space>
                ),
              },
              {
                title: t('console.orders.goods'),
                dataIndex: 'items',
                render: (items: OpsOrderRow['items'], r) => {
                  const first = items[0];
                  if (!first) return '—';
                  const text =
                    items.length > 1
                      ? t('console.orders.goodsMore', { title: first.title, count: r.count })
                      : `${first.title} ×${first.quantity}`;
                  return (
                    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 260 }}>
                      {text}
                    </Typography.Text>
                  );
                },
              },
              {
                title: t('console.orders.amount'),
                dataIndex: 'pay_amount',
                key: 'pay_amount',
                width: 120,
                align: 'right',
                sorter: true,
                sortOrder: sortOrder('pay_amount'),
                sortDirections: ['descend', 'ascend'],
                render: (fen: number) => <span className="console-mono">¥{formatFen(fen)}</span>,
              },
              {
                title: t('console.orders.status'),
                dataIndex: 'status',
                width: 90,
                render: (s: number) => <OrderStatusTag status={s} />,
              },
              {
                title: t('console.orders.created'),
                dataIndex: 'created_at',
                key: 'created_at',
                width: 170,
                sorter: true,
                sortOrder: sortOrder('created_at'),
                sortDirections: ['descend', 'ascend'],
                render: (at: number) => <span className="console-mono">{chinaDateTime(at)}</span>,
              },
              {
                title: t('console.orders.paid'),
                dataIndex: 'paid_at',
                width: 170,
                render: (at: number | null) =>
                  at ? <span className="console-mono">{chinaDateTime(at)}</span> : '—',
              },
              {
                title: t('console.orders.actions'),
                key: 'actions',
                width: 70,
                fixed: 'right',
                render: (_: unknown, r) => (
                  <Link to={`/orders/${r.id}`} data-testid={`order-view-${r.id}`}>
                    {t('console.orders.view')}
                  </Link>
                ),
              },
            ]}
          />
        </Card>
      )}
    </Space>
  );
});
