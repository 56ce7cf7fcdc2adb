/**
 * Payment reconciliation (issue 22): the discrepancies the `payment-reconcile` job and late
 * notifies recorded (newest first; filters kind, action and China-time days in the URL; server
 * paging), ours vs the provider's state and amount, the action taken and its refund's state;
 * "check now" (money.write) runs one pass and reloads.
 */
import { Alert, App, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import type { OpsPaymentCheck } from '../../../../../shared/contract/ops-money';
import { formatFen } from '../../../../../shared/rules/money';
import { ApiError, useMutation } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { chinaDateTime, urlPagination, useUrlList } from '../../list-query';
import { FilterForm } from '../../FilterForm';
import { LoadFailed } from '../../LoadFailed';
import { moneyApi } from './api';
import {
  CHECK_ACTIONS,
  CHECK_KINDS,
  checkApiInput,
  checkQueryString,
  MONEY_PAGE_SIZES,
  parseCheckQuery,
  type CheckFilters,
} from './money-query';
import './strings';

/** The codes each label branch knows (console strings `console.money.c.<branch>`). */
const CODE_SETS = {
  states: { pending: 1, paid: 1, closed: 1, refunded: 1, unknown: 1, failed: 1 },
  refundStates: { pending: 1, done: 1, failed: 1 },
  providers: { sandbox: 1, wechatpay: 1, alipay: 1 },
} as const;

const ACTION_COLOR: Record<string, string> = {
  settled: 'green',
  refunded: 'purple',
  none: 'default',
  manual: 'red',
};

type Draft = Omit<CheckFilters, 'page' | 'limit'>;
const draftOf = ({ page: _p, limit: _l, ...rest }: CheckFilters): Draft => rest;

const ChecksScreen = observer(function ChecksScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const { filters, query, list, go } = useUrlList(parseCheckQuery, checkQueryString, (f, signal) =>
    moneyApi.paymentChecks(checkApiInput(f), signal),
  );
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  useEffect(() => setDraft(draftOf(parseCheckQuery(new URLSearchParams(query)))), [query]);
  const run = useMutation(moneyApi.runReconcile, { report: false });
  const set = (k: keyof Draft, v: string | undefined) =>
    setDraft((d) => {
      const next = { ...d } as Record<string, string | undefined>;
      if (v) next[k] = v;
      else delete next[k];
      return next;
    });
  const kindName = (k: string) => t(dynamicKey('console.money.c.kinds', k));
  const actionName = (a: string) => t(dynamicKey('console.money.c.actions', a));
  // codes rendered in the reader's language; a code this build does not know, as it is
  const named = (branch: 'states' | 'refundStates' | 'providers', code: string) =>
    code in CODE_SETS[branch] ? t(dynamicKey(`console.money.c.${branch}`, code)) : code;
  const checkNow = async () => {
    try {
      const r = await run.run();
      void message.success(t('console.money.c.ran', { queried: r.queried, found: r.found }));
      void list.reload();
    } catch (err) {
      const e = ApiError.from(err);
      if (!e.reported) void message.error(`${t('console.money.c.runFailed')}: ${e.message}`);
    }
  };
  const side = (state: string, fen: number) => (
    <span className="console-mono">
      {named('states', state)} ¥{formatFen(fen)}
    </span>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FilterForm
        onSearch={() => go({ page: 1, limit: filters.limit, ...draft })}
        testId="check-filters"
      >
        <Form.Item label={t('console.money.c.kind')}>
          <Select
            style={{ width: 140 }}
            allowClear
            placeholder={t('console.money.all')}
            value={draft.kind}
            onChange={(v?: string) => set('kind', v)}
            options={CHECK_KINDS.map((k) => ({ value: k, label: kindName(k) }))}
            aria-label={t('console.money.c.kind')}
          />
        </Form.Item>
        <Form.Item label={t('console.money.c.action')}>
          <Select
            style={{ width: 120 }}
            allowClear
            placeholder={t('console.money.all')}
            value={draft.action}
            onChange={(v?: string) => set('action', v)}
            options={CHECK_ACTIONS.map((a) => ({ value: a, label: actionName(a) }))}
            aria-label={t('console.money.c.action')}
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
            {session.can('money.write') && (
              <Button loading={run.pending} onClick={() => void checkNow()}>
                {t('console.money.c.checkNow')}
              </Button>
            )}
          </Space>
        </Form.Item>
      </FilterForm>
      <Alert type="info" showIcon title={t('console.money.c.note')} />
      {list.status === 'error' ? (
        <LoadFailed title={t('console.money.loadError')} error={list.error} retry={list.retry} />
      ) : (
        <Card size="small">
          <Table<OpsPaymentCheck>
            rowKey="id"
            size="middle"
            data-testid="check-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.money.c.empty') }}
            pagination={urlPagination(
              filters,
              list.data?.total ?? 0,
              go,
              MONEY_PAGE_SIZES,
              (total) => t('console.money.total', { count: total }),
            )}
            columns={[
              {
                title: t('console.money.c.time'),
                dataIndex: 'created_at',
                width: 170,
                render: (at: number) => (
                  <span className="console-mono" style={{ whiteSpace: 'nowrap' }}>
                    {chinaDateTime(at)}
                  </span>
                ),
              },
              {
                title: t('console.money.c.tradeNo'),
                dataIndex: 'trade_no',
                render: (no: string, r) => (
                  <span>
                    <span className="console-mono">{no}</span>
                    {r.provider_ref && (
                      <>
                        <br />
                        <Typography.Text type="secondary" className="console-mono">
                          {r.provider_ref}
                        </Typography.Text>
                      </>
                    )}
                  </span>
                ),
              },
              {
                title: t('console.money.c.provider'),
                dataIndex: 'provider',
                render: (p: string) => named('providers', p),
              },
              {
                title: t('console.money.c.kind'),
                dataIndex: 'kind',
                render: (k: string) => kindName(k),
              },
              {
                title: t('console.money.c.ours'),
                dataIndex: 'our_state',
                align: 'right',
                render: (s: string, r) => side(s, r.our_amount),
              },
              {
                title: t('console.money.c.theirs'),
                dataIndex: 'provider_state',
                align: 'right',
                render: (s: string, r) => side(s, r.provider_amount),
              },
              {
                title: t('console.money.c.action'),
                dataIndex: 'action',
                render: (a: string, r) => (
                  <span>
                    <Tag color={ACTION_COLOR[a] ?? 'default'}>{actionName(a)}</Tag>
                    {r.out_refund_no && (
                      <Typography.Text type="secondary" className="console-mono">
                        {r.out_refund_no}{' '}
                        {r.refund_status && named('refundStates', r.refund_status)}
                      </Typography.Text>
                    )}
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

export default ChecksScreen;
