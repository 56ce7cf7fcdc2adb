/**
 * A user's wallet (issue 20, money): find a user by full mobile number or id (kept in the URL),
 * see every account (reward money, balance, points) and what withdrawals hold, and page through
 * one account's ledger with its reasons in the reader's language.
 */
import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  Segmented,
  Select,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import { WALLET_ACCOUNTS_ORDER, type LedgerAccount } from './ledger-accounts';
import type { LedgerEntry } from '../../../../../shared/contract/types';
import { formatFen } from '../../../../../shared/rules/money';
import { useLoad } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { chinaDateTime, oneOf, positiveInt } from '../../list-query';
import { LoadFailed } from '../../LoadFailed';
import { moneyApi } from './api';
import { MONEY_PAGE_SIZES } from './money-query';
import './strings';

const amountText = (account: LedgerAccount, n: number) =>
  account === 'integral' ? String(n) : `¥${formatFen(n)}`;

const LedgerScreen = observer(function LedgerScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = /^\d{1,11}$/.test(params.get('q') ?? '') ? (params.get('q') as string) : '';
  const by = oneOf(params.get('by'), ['mobile', 'id'] as const) ?? 'mobile';
  const account = oneOf(params.get('account'), WALLET_ACCOUNTS_ORDER) ?? 'reward_money';
  const page = positiveInt(params.get('page')) ?? 1;
  const limitParam = positiveInt(params.get('limit'));
  const limit =
    limitParam && (MONEY_PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : 20;
  const [draft, setDraft] = useState({ q, by });
  useEffect(() => setDraft({ q, by }), [q, by]);

  const push = (next: Record<string, string | number | undefined>) => {
    const merged: Record<string, string | number | undefined> = {
      q,
      by,
      account,
      page,
      limit,
      ...next,
    };
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) {
      if (v === undefined || v === '') continue;
      if (
        (k === 'page' && v === 1) ||
        (k === 'limit' && v === 20) ||
        (k === 'by' && v === 'mobile')
      )
        continue;
      if (k === 'account' && v === 'reward_money') continue;
      p.set(k, String(v));
    }
    setParams(p);
  };

  const user = useLoad(
    (signal) => (q ? moneyApi.ledgerUser({ q, by }, signal) : Promise.resolve(null)),
    [q, by],
  );
  const userId = user.data?.id;
  const rows = useLoad(
    (signal) =>
      userId
        ? moneyApi.ledger({ user_id: userId, account, page, limit }, signal)
        : Promise.resolve(null),
    [userId, account, page, limit],
  );
  const accountName = (a: string) => t(dynamicKey('console.money.l.accounts', a));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Form
          layout="inline"
          component="form"
          onSubmitCapture={(e) => {
            e.preventDefault();
            if (/^\d{1,11}$/.test(draft.q.trim()))
              push({ q: draft.q.trim(), by: draft.by, page: 1 });
          }}
          data-testid="ledger-search"
        >
          <Form.Item label={t('console.money.l.searchBy')}>
            <Select
              style={{ width: 110 }}
              value={draft.by}
              onChange={(v: 'mobile' | 'id') => setDraft((d) => ({ ...d, by: v }))}
              options={[
                { value: 'mobile', label: t('console.money.l.byMobile') },
                { value: 'id', label: t('console.money.l.byId') },
              ]}
              aria-label={t('console.money.l.searchBy')}
            />
          </Form.Item>
          <Form.Item>
            <Input
              style={{ width: 220 }}
              inputMode="numeric"
              maxLength={11}
              placeholder={t('console.money.l.placeholder')}
              value={draft.q}
              onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value.replace(/\D/g, '') }))}
              aria-label={t('console.money.l.placeholder')}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('console.money.search')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {!q ? (
        <Card size="small">
          <Empty description={t('console.money.l.pick')} />
        </Card>
      ) : user.status === 'error' ? (
        <LoadFailed title={t('console.money.l.notFound')} error={user.error} retry={user.retry} />
      ) : (
        user.data && (
          <>
            <Card
              size="small"
              title={
                <span>
                  <span className="console-mono">{user.data.mobile}</span>{' '}
                  <Typography.Text type="secondary">
                    {user.data.nickname} · ID {user.data.id}
                  </Typography.Text>
                </span>
              }
              data-testid="ledger-accounts"
            >
              <Space size={48}>
                {WALLET_ACCOUNTS_ORDER.map((a) => (
                  <Statistic
                    key={a}
                    title={accountName(a)}
                    value={amountText(a, user.data?.accounts[a] ?? 0)}
                  />
                ))}
                <Statistic
                  title={t('console.money.l.frozen')}
                  value={`¥${formatFen(user.data.frozen)}`}
                />
              </Space>
            </Card>
            <Card size="small">
              <Segmented
                value={account}
                onChange={(v) => push({ account: v, page: 1 })}
                options={WALLET_ACCOUNTS_ORDER.map((a) => ({ value: a, label: accountName(a) }))}
                style={{ marginBottom: 12 }}
              />
              {rows.status === 'error' ? (
                <LoadFailed
                  title={t('console.money.loadError')}
                  error={rows.error}
                  retry={rows.retry}
                />
              ) : (
                <Table<LedgerEntry>
                  rowKey="id"
                  size="middle"
                  data-testid="ledger-table"
                  loading={rows.loading}
                  dataSource={rows.data?.list ?? []}
                  locale={{ emptyText: t('console.money.l.empty') }}
                  pagination={{
                    current: page,
                    pageSize: limit,
                    total: rows.data?.total ?? 0,
                    showSizeChanger: true,
                    pageSizeOptions: MONEY_PAGE_SIZES.map(String),
                    showTotal: (total) => t('console.money.total', { count: total }),
                    onChange: (p, size) => push({ page: size === limit ? p : 1, limit: size }),
                  }}
                  columns={[
                    {
                      title: t('console.money.l.time'),
                      dataIndex: 'created_at',
                      width: 180,
                      render: (at: number) => (
                        <span className="console-mono">{chinaDateTime(at)}</span>
                      ),
                    },
                    { title: t('console.money.l.reason'), dataIndex: 'reason_text' },
                    {
                      title: t('console.money.l.delta'),
                      dataIndex: 'delta',
                      align: 'right',
                      render: (d: number) => (
                        <Typography.Text
                          type={d < 0 ? 'danger' : 'success'}
                          className="console-mono"
                        >
                          {d > 0 ? '+' : d < 0 ? '−' : ''}
                          {amountText(account, Math.abs(d))}
                        </Typography.Text>
                      ),
                    },
                    {
                      title: t('console.money.l.after'),
                      dataIndex: 'after',
                      align: 'right',
                      render: (n: number) => (
                        <span className="console-mono">{amountText(account, n)}</span>
                      ),
                    },
                    {
                      title: t('console.money.l.ref'),
                      dataIndex: 'ref',
                      render: (ref: string) => <span className="console-mono">{ref || '—'}</span>,
                    },
                  ]}
                />
              )}
            </Card>
          </>
        )
      )}
    </Space>
  );
});

export default LedgerScreen;
