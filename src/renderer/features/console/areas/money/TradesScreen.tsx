/**
 * Payment trades (issue 20, money): filters in the URL (trade and order numbers, user, status,
 * method, China-time days), server paging; a row expands to what the provider's notify left
 * (provider, its reference, the paid time), the orders it pays for and its refunds.
 */
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import type { OpsTrade } from '../../../../../shared/contract/ops-money';
import { formatFen } from '../../../../../shared/rules/money';
import { dynamicKey } from '../../../../core/i18n/typed';
import { chinaDateTime, useUrlList } from '../../list-query';
import { LoadFailed } from '../../LoadFailed';
import { moneyApi } from './api';
import {
  MONEY_PAGE_SIZES,
  parseTradeQuery,
  TRADE_METHODS,
  TRADE_STATUSES,
  tradeApiInput,
  tradeQueryString,
  type TradeFilters,
} from './money-query';
import './strings';
import { urlPagination } from '../../list-query';

const STATUS_COLOR: Record<string, string> = {
  pending: 'gold',
  paid: 'green',
  closed: 'default',
  refunded: 'purple',
};

type Draft = Omit<TradeFilters, 'page' | 'limit'>;
const draftOf = ({ page: _p, limit: _l, ...rest }: TradeFilters): Draft => rest;

function TradeDetail({ trade }: { trade: OpsTrade }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={3} bordered>
      <Descriptions.Item label={t('console.money.t.provider')}>{trade.provider}</Descriptions.Item>
      <Descriptions.Item label={t('console.money.t.providerRef')}>
        <span className="console-mono">{trade.provider_ref || '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('console.money.t.paidAt')}>
        {trade.paid_at === null ? '—' : chinaDateTime(trade.paid_at)}
      </Descriptions.Item>
      <Descriptions.Item label={t('console.money.t.orders')} span={3}>
        <span className="console-mono">{trade.order_sns.join(', ') || '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('console.money.t.refunds')} span={3}>
        {trade.refunds.length === 0
          ? t('console.money.t.noRefunds')
          : trade.refunds.map((r) => (
              <div key={r.id} className="console-mono">
                #{r.id} ¥{formatFen(r.amount)} {r.method} {r.status} {r.provider_ref}{' '}
                {chinaDateTime(r.created_at)}
              </div>
            ))}
      </Descriptions.Item>
    </Descriptions>
  );
}

const TradesScreen = observer(function TradesScreen() {
  const { t } = useTranslation();
  const { filters, query, list, go } = useUrlList(parseTradeQuery, tradeQueryString, (f, signal) =>
    moneyApi.trades(tradeApiInput(f), signal),
  );
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  useEffect(() => setDraft(draftOf(parseTradeQuery(new URLSearchParams(query)))), [query]);
  const set = (k: keyof Draft, v: string | undefined) =>
    setDraft((d) => {
      const next = { ...d } as Record<string, string | undefined>;
      if (v) next[k] = v;
      else delete next[k];
      return next;
    });
  const methodName = (m: string) => t(dynamicKey('console.money.t.methods', m));
  const statusName = (s: string) => t(dynamicKey('console.money.t.statuses', s));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Form
          layout="inline"
          className="console-filters"
          component="form"
          onSubmitCapture={(e) => {
            e.preventDefault();
            go({ page: 1, limit: filters.limit, ...draft });
          }}
          data-testid="trade-filters"
        >
          <Form.Item label={t('console.money.t.tradeNo')}>
            <Input
              style={{ width: 170 }}
              value={draft.trade_no ?? ''}
              onChange={(e) => set('trade_no', e.target.value.trim())}
              aria-label={t('console.money.t.tradeNo')}
            />
          </Form.Item>
          <Form.Item label={t('console.money.t.orderSn')}>
            <Input
              style={{ width: 170 }}
              value={draft.order_sn ?? ''}
              onChange={(e) => set('order_sn', e.target.value.trim())}
              aria-label={t('console.money.t.orderSn')}
            />
          </Form.Item>
          <Form.Item label={t('console.money.mobile')}>
            <Input
              style={{ width: 130 }}
              inputMode="numeric"
              maxLength={11}
              value={draft.mobile ?? ''}
              onChange={(e) => set('mobile', e.target.value.replace(/\D/g, ''))}
              aria-label={t('console.money.mobile')}
            />
          </Form.Item>
          <Form.Item label={t('console.money.t.status')}>
            <Select
              style={{ width: 110 }}
              allowClear
              placeholder={t('console.money.all')}
              value={draft.status}
              onChange={(v?: string) => set('status', v)}
              options={TRADE_STATUSES.map((s) => ({ value: s, label: statusName(s) }))}
              aria-label={t('console.money.t.status')}
            />
          </Form.Item>
          <Form.Item label={t('console.money.t.method')}>
            <Select
              style={{ width: 120 }}
              allowClear
              placeholder={t('console.money.all')}
              value={draft.method}
              onChange={(v?: string) => set('method', v)}
              options={TRADE_METHODS.map((m) => ({ value: m, label: methodName(m) }))}
              aria-label={t('console.money.t.method')}
            />
          </Form.Item>
          <Form.Item label={t('console.money.from')}>
            <Input
              type="date"
              value={draft.from ?? ''}
              onChange={(e) => set('from', e.target.value)}
              aria-label={t('console.money.from')}
            />
          </Form.Item>
          <Form.Item label={t('console.money.to')}>
            <Input
              type="date"
              value={draft.to ?? ''}
              onChange={(e) => set('to', e.target.value)}
              aria-label={t('console.money.to')}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('console.money.search')}
              </Button>
              <Button onClick={() => go({ page: 1, limit: filters.limit })}>
                {t('console.money.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Alert type="info" showIcon title={t('console.money.t.notifyNote')} />
      {list.status === 'error' ? (
        <LoadFailed title={t('console.money.loadError')} error={list.error} retry={list.retry} />
      ) : (
        <Card size="small">
          <Table<OpsTrade>
            rowKey="trade_no"
            size="middle"
            data-testid="trade-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.money.t.empty') }}
            expandable={{ expandedRowRender: (trade) => <TradeDetail trade={trade} /> }}
            pagination={urlPagination(
              filters,
              list.data?.total ?? 0,
              go,
              MONEY_PAGE_SIZES,
              (total) => t('console.money.total', { count: total }),
            )}
            columns={[
              {
                title: t('console.money.t.tradeNo'),
                dataIndex: 'trade_no',
                render: (no: string) => <span className="console-mono">{no}</span>,
              },
              {
                title: t('console.money.t.user'),
                dataIndex: 'mobile',
                render: (m: string, r) => (
                  <span>
                    <span className="console-mono">{m}</span>{' '}
                    <Typography.Text type="secondary">ID {r.user_id}</Typography.Text>
                  </span>
                ),
              },
              {
                title: t('console.money.t.amount'),
                dataIndex: 'amount',
                align: 'right',
                render: (fen: number, r) => (
                  <span className="console-mono">
                    ¥{formatFen(fen)}
                    {r.refunded > 0 && (
                      <>
                        <br />
                        <Typography.Text type="secondary">
                          {t('console.money.t.refunded')} ¥{formatFen(r.refunded)}
                        </Typography.Text>
                      </>
                    )}
                  </span>
                ),
              },
              {
                title: t('console.money.t.method'),
                dataIndex: 'method',
                render: (m: string) => methodName(m),
              },
              {
                title: t('console.money.t.status'),
                dataIndex: 'status',
                render: (s: string) => (
                  <Tag color={STATUS_COLOR[s] ?? 'default'}>{statusName(s)}</Tag>
                ),
              },
              { title: t('console.money.t.kind'), dataIndex: 'kind' },
              {
                title: t('console.money.t.orders'),
                dataIndex: 'order_sns',
                render: (sns: string[]) => (
                  <span className="console-mono">
                    {sns.slice(0, 2).join(', ')}
                    {sns.length > 2 ? ` +${sns.length - 2}` : ''}
                  </span>
                ),
              },
              {
                title: t('console.money.t.createdAt'),
                dataIndex: 'created_at',
                width: 170,
                render: (at: number) => (
                  <span className="console-mono" style={{ whiteSpace: 'nowrap' }}>
                    {chinaDateTime(at)}
                  </span>
                ),
              },
            ]}
          />
        </Card>
      )}
    </Space>
  );
});

export default TradesScreen;
