/**
 * What the moderation lists share (issue 23): the queue screen (`ModQueue`: the filter bar with
 * queue and keyword kept in the URL, the table with its loading, empty and error states and
 * pagination, the decisions: confirmed one-step ones and ones with a reason), and the write
 * permission. The lists re-read when an item enters or leaves a queue (`ops:changed` topic
 * `moderation`, issue 23) and after each decision.
 */
import { App, Button, Card, Form, Input, Segmented, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import type { ListData } from '../../../../../shared/contract/envelope';
import type { ModReason } from '../../../../../shared/contract/ops-moderation';
import { useTranslation } from '../../../../core/i18n';
import { ApiError } from '../../../../core/data';
import { useSession } from '../../context';
import { FilterForm } from '../../FilterForm';
import { LoadFailed } from '../../LoadFailed';
import { useOpsChanged } from '../../ops-events';
import { chinaDateTime, urlPagination, useUrlList } from '../../list-query';
import { MOD_PAGE_SIZES, modApiInput, modQueryString, parseModQuery, type ModQuery } from './query';
import { ReasonModal, ReasonText, type ReasonAsk } from './ReasonModal';
import './strings';

export function useModList<F extends string, T>(
  filters: readonly [F, ...F[]],
  load: (q: Record<string, string | number>, signal: AbortSignal) => Promise<T>,
) {
  const state = useUrlList(
    (p) => parseModQuery(p, filters),
    modQueryString,
    (q, signal) => load(modApiInput(q), signal),
  );
  const { reload } = state.list;
  useOpsChanged(['moderation'], () => void reload());
  return state;
}

export function ModFilters<F extends string>({
  filters,
  current,
  label,
  go,
  testId,
  extra,
}: {
  filters: readonly F[];
  current: ModQuery<F>;
  label: (f: F) => string;
  go: (q: ModQuery<F>) => void;
  testId: string;
  extra?: { goodsId: boolean };
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(current.keyword ?? '');
  const [goodsId, setGoodsId] = useState(current.goods_id ? String(current.goods_id) : '');
  useEffect(() => setKeyword(current.keyword ?? ''), [current.keyword]);
  useEffect(() => setGoodsId(current.goods_id ? String(current.goods_id) : ''), [current.goods_id]);
  const base = { filter: current.filter, page: 1, limit: current.limit };
  const search = () => {
    const id = Number(goodsId);
    go({
      ...base,
      ...(keyword.trim() ? { keyword: keyword.trim().slice(0, 40) } : {}),
      ...(Number.isInteger(id) && id > 0 ? { goods_id: id } : {}),
    });
  };
  return (
    <FilterForm onSearch={search} testId={testId}>
      <Form.Item label={t('console.moderation.filter')}>
        <Segmented<F>
          value={current.filter}
          onChange={(f) => go({ ...base, filter: f })}
          options={filters.map((f) => ({ value: f, label: label(f) }))}
          data-testid={`${testId}-segments`}
        />
      </Form.Item>
      <Form.Item label={t('console.moderation.keyword')}>
        <Input
          style={{ width: 180 }}
          maxLength={40}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          aria-label={t('console.moderation.keyword')}
        />
      </Form.Item>
      {extra?.goodsId && (
        <Form.Item label={t('console.moderation.reviews.goodsId')}>
          <Input
            style={{ width: 110 }}
            inputMode="numeric"
            value={goodsId}
            onChange={(e) => setGoodsId(e.target.value.replace(/\D/g, '').slice(0, 9))}
            aria-label={t('console.moderation.reviews.goodsId')}
          />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('console.moderation.search')}
          </Button>
          <Button onClick={() => go(base)}>{t('console.moderation.reset')}</Button>
        </Space>
      </Form.Item>
    </FilterForm>
  );
}

export function modPagination<F extends string>(
  q: ModQuery<F>,
  total: number,
  go: (q: ModQuery<F>) => void,
  t: (key: 'console.moderation.total', o: { count: number }) => string,
) {
  return urlPagination(q, total, go, MOD_PAGE_SIZES, (n) =>
    t('console.moderation.total', { count: n }),
  );
}

/** Whether the operator may decide (the buttons are not shown otherwise; the server refuses). */
export function useCanModerate(): boolean {
  return useSession().can('moderation.write');
}

/** A decision without a reason: confirm (saying what happens), run, report, reload. */
export function useConfirmed() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  return (content: string, run: () => Promise<unknown>, after: () => void) => {
    modal.confirm({
      content,
      okText: t('console.moderation.done'),
      cancelText: t('console.moderation.cancel'),
      okButtonProps: { 'data-testid': 'mod-confirm-ok' },
      onOk: async () => {
        try {
          await run();
          void message.success(t('console.moderation.done'));
        } catch (err) {
          void message.error(ApiError.from(err).message);
        } finally {
          after();
        }
      },
    });
  };
}

/** The decisions a queue's action buttons take; each re-reads the list when it succeeded. */
export interface Decide {
  /** without a reason: confirm (saying what happens), run, report */
  confirm: (content: string, run: () => Promise<unknown>) => void;
  /** with a reason: the reason dialog */
  withReason: (ask: ReasonAsk) => void;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The column of the decision's reason. */
export const reasonColumn = <T extends { reason: ModReason }>(t: Translate, width?: number) => ({
  title: t('console.moderation.reason'),
  dataIndex: 'reason',
  ...(width ? { width } : {}),
  render: (r: T['reason']) => <ReasonText code={r.code} note={r.note} />,
});

/** The column of the item's creation time. */
export const createdColumn = (t: Translate) => ({
  title: t('console.moderation.createdAt'),
  dataIndex: 'created_at',
  width: 170,
  render: (s: number) => chinaDateTime(s),
});

interface ModQueueProps<F extends string, T> {
  filters: readonly [F, ...F[]];
  load: (q: Record<string, string | number>, signal: AbortSignal) => Promise<ListData<T>>;
  testId: string;
  filterLabel: (f: F) => string;
  goodsIdFilter?: boolean;
  columns: ColumnsType<T>;
  actions: { width: number; render: (row: T, decide: Decide) => ReactNode };
}

/**
 * One moderation queue: `testId` names its filter bar (`<testId>-filters`) and table
 * (`<testId>-table`); `actions` is the last column, shown with `moderation.write` only.
 */
export const ModQueue = observer(function ModQueue<F extends string, T extends { id: number }>({
  filters,
  load,
  testId,
  filterLabel,
  goodsIdFilter = false,
  columns,
  actions,
}: ModQueueProps<F, T>) {
  const { t } = useTranslation();
  const { filters: current, list, go } = useModList(filters, load);
  const canWrite = useCanModerate();
  const confirmed = useConfirmed();
  const [asking, setAsking] = useState<ReasonAsk | null>(null);
  const reload = () => void list.reload();
  const decide: Decide = {
    confirm: (content, run) => confirmed(content, run, reload),
    withReason: setAsking,
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ModFilters
        filters={filters}
        current={current}
        go={go}
        testId={`${testId}-filters`}
        label={filterLabel}
        {...(goodsIdFilter ? { extra: { goodsId: true } } : {})}
      />
      {list.status === 'error' ? (
        <LoadFailed
          title={t('console.moderation.loadError')}
          error={list.error}
          retry={list.retry}
        />
      ) : (
        <Card size="small">
          <Table<T>
            rowKey="id"
            data-testid={`${testId}-table`}
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.moderation.empty') }}
            pagination={modPagination(current, list.data?.total ?? 0, go, t)}
            columns={[
              ...columns,
              ...(canWrite
                ? [
                    {
                      title: t('console.moderation.actions'),
                      key: 'actions',
                      width: actions.width,
                      render: (_: unknown, row: T) => actions.render(row, decide),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
      {asking && (
        <ReasonModal
          ask={{ ...asking, submit: (v) => asking.submit(v).then(reload) }}
          onClose={() => setAsking(null)}
        />
      )}
    </Space>
  );
}) as <F extends string, T extends { id: number }>(props: ModQueueProps<F, T>) => ReactNode;
