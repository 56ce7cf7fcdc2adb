/**
 * What the moderation lists share (issue 23): the filter bar (queue, keyword; kept in the URL),
 * the table's pagination, a confirmed one-step decision, and the write permission. The lists
 * re-read when an item enters or leaves a queue (`ops:changed` topic `moderation`, issue 23).
 */
import { App, Button, Form, Input, Segmented, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { ApiError } from '../../../../core/data';
import { useSession } from '../../context';
import { FilterForm } from '../../FilterForm';
import { useOpsChanged } from '../../ops-events';
import { urlPagination, useUrlList } from '../../list-query';
import { MOD_PAGE_SIZES, modApiInput, modQueryString, parseModQuery, type ModQuery } from './query';
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
