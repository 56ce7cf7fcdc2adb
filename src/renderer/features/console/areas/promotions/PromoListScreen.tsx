/**
 * The activity list (issue 23, `/promotions`): activities of every zone on the server's paging,
 * filtered by type, state and name words kept in the URL (promo-query.ts); pause, resume and
 * end with a confirmation for operators with `promo.write`.
 */
import { App, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import {
  PROMO_STATES,
  type OpsPromoRow,
  type PromoState,
} from '../../../../../shared/contract/ops-promo';
import { ApiError } from '../../../../core/data';
import { useSession } from '../../context';
import { FilterForm } from '../../FilterForm';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime, urlPagination, useUrlList } from '../../list-query';
import { promoApi } from './api';
import { useOpsChanged } from '../../ops-events';
import {
  PROMO_PAGE_SIZES,
  parsePromoQuery,
  promoApiInput,
  promoQueryString,
  type PromoFilters,
} from './promo-query';
import {
  actionsOf,
  CONFIRM_KEY,
  confirmButton,
  DONE_KEY,
  STATE_COLOR,
  TYPE_CODES,
  typeKey,
  type StateAction,
} from './promo-ui';
import './strings';

interface Draft {
  type?: number;
  state?: PromoState;
  keyword: string;
}

const draftOf = (f: PromoFilters): Draft => ({
  keyword: f.keyword ?? '',
  ...(f.type ? { type: f.type } : {}),
  ...(f.state ? { state: f.state } : {}),
});

const PromoListScreen = observer(function PromoListScreen() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const canWrite = session.can('promo.write');
  const navigate = useNavigate();
  const { filters, query, list, go } = useUrlList(parsePromoQuery, promoQueryString, (f, signal) =>
    promoApi.list(promoApiInput(f), signal),
  );
  // another operator's change re-reads the page (filters and page are kept)
  useOpsChanged(['promo'], () => void list.reload());
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [busy, setBusy] = useState<number | null>(null);
  useEffect(() => {
    setDraft(draftOf(parsePromoQuery(new URLSearchParams(query))));
  }, [query]);

  const search = () =>
    go({
      page: 1,
      limit: filters.limit,
      ...(draft.type ? { type: draft.type } : {}),
      ...(draft.state ? { state: draft.state } : {}),
      ...(draft.keyword.trim() ? { keyword: draft.keyword.trim() } : {}),
    });

  const run = (row: OpsPromoRow, action: StateAction) =>
    modal.confirm({
      title: t(`console.promo.${action}`),
      content: t(CONFIRM_KEY[action], { title: row.title }),
      okButtonProps: confirmButton(action),
      onOk: async () => {
        setBusy(row.id);
        try {
          await promoApi[action](row.id);
          void message.success(t(DONE_KEY[action]));
          await list.reload();
        } catch (err) {
          void message.error(ApiError.from(err).message);
        } finally {
          setBusy(null);
        }
      },
    });

  const typeOptions = TYPE_CODES.map((c) => ({ value: c, label: t(typeKey(c)) }));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('console.promo.title')}
        </Typography.Title>
        {canWrite && (
          <Button
            type="primary"
            onClick={() => navigate('/promotions/new')}
            data-testid="promo-new"
          >
            {t('console.promo.newActivity')}
          </Button>
        )}
      </Space>
      <FilterForm onSearch={search} testId="promo-filters">
        <Form.Item label={t('console.promo.type')}>
          <Select
            style={{ width: 220 }}
            allowClear
            placeholder={t('console.promo.all')}
            value={draft.type}
            onChange={(v?: number) => setDraft((d) => ({ ...d, type: v }))}
            options={typeOptions}
            aria-label={t('console.promo.type')}
            data-testid="promo-filter-type"
          />
        </Form.Item>
        <Form.Item label={t('console.promo.state')}>
          <Select
            style={{ width: 120 }}
            allowClear
            placeholder={t('console.promo.all')}
            value={draft.state}
            onChange={(v?: PromoState) => setDraft((d) => ({ ...d, state: v }))}
            options={PROMO_STATES.map((s) => ({ value: s, label: t(`console.promo.states.${s}`) }))}
            aria-label={t('console.promo.state')}
            data-testid="promo-filter-state"
          />
        </Form.Item>
        <Form.Item label={t('console.promo.keyword')}>
          <Input
            style={{ width: 180 }}
            allowClear
            placeholder={t('console.promo.keywordPlaceholder')}
            value={draft.keyword}
            onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))}
            aria-label={t('console.promo.keyword')}
            data-testid="promo-filter-keyword"
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="promo-search">
              {t('console.promo.search')}
            </Button>
            <Button onClick={() => go({ page: 1, limit: filters.limit })}>
              {t('console.promo.reset')}
            </Button>
          </Space>
        </Form.Item>
      </FilterForm>
      {list.status === 'error' ? (
        <LoadFailed title={t('console.promo.loadError')} error={list.error} retry={list.retry} />
      ) : (
        <Card size="small">
          <Table<OpsPromoRow>
            rowKey="id"
            size="middle"
            data-testid="promo-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.promo.empty') }}
            pagination={urlPagination(filters, list.data?.total ?? 0, go, PROMO_PAGE_SIZES, (n) =>
              t('console.promo.total', { count: n }),
            )}
            columns={[
              {
                title: t('console.promo.id'),
                dataIndex: 'id',
                width: 80,
                render: (id: number) => <span className="console-mono">{id}</span>,
              },
              {
                title: t('console.promo.name'),
                dataIndex: 'title',
                render: (title: string, row) => (
                  <Space orientation="vertical" size={2}>
                    <Link to={`/promotions/${row.id}`} data-testid="promo-title">
                      {title}
                    </Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(typeKey(row.type))}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('console.promo.window'),
                key: 'window',
                width: 200,
                render: (_: unknown, row) => (
                  <Space orientation="vertical" size={0}>
                    <span className="console-mono">{chinaDateTime(row.start_at)}</span>
                    <span className="console-mono">{chinaDateTime(row.end_at)}</span>
                  </Space>
                ),
              },
              {
                title: t('console.promo.state'),
                dataIndex: 'state',
                width: 100,
                render: (s: PromoState) => (
                  <Tag color={STATE_COLOR[s]} data-testid="promo-state">
                    {t(`console.promo.states.${s}`)}
                  </Tag>
                ),
              },
              {
                title: t('console.promo.goodsCount'),
                dataIndex: 'goods_count',
                width: 80,
                align: 'right',
                render: (n: number) => <span className="console-mono">{n}</span>,
              },
              {
                title: t('console.promo.sold'),
                dataIndex: 'sold',
                width: 80,
                align: 'right',
                render: (n: number) => <span className="console-mono">{n}</span>,
              },
              {
                title: t('console.promo.actions'),
                key: 'actions',
                width: 200,
                render: (_: unknown, row) => (
                  <Space size={4} wrap>
                    <Link to={`/promotions/${row.id}`}>
                      {t(
                        canWrite && row.state !== 'ended'
                          ? 'console.promo.edit'
                          : 'console.promo.view',
                      )}
                    </Link>
                    {canWrite &&
                      actionsOf(row.state).map((a) => (
                        <Button
                          key={a}
                          size="small"
                          type="link"
                          danger={a === 'end'}
                          loading={busy === row.id}
                          onClick={() => run(row, a)}
                          data-testid={`promo-${a}-${row.id}`}
                        >
                          {t(`console.promo.${a}`)}
                        </Button>
                      ))}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      )}
    </Space>
  );
});

export default PromoListScreen;
