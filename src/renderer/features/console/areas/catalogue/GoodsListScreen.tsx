/**
 * The goods list (issue 20 part goods, `/catalogue`): every mall goods on the server's paging
 * and sorting (id, price, sales, created), filters (title words, category, brand, store, shelf)
 * kept in the URL (goods-query.ts); the platform's own goods get a shelf switch per row and
 * row selection for bulk on/off shelf, a merchant's are read-only. Re-reads when goods change.
 */
import {
  App,
  Button,
  Card,
  Form,
  Image,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import type { OpsGoodsRow, OpsGoodsSort } from '../../../../../shared/contract/ops-goods';
import { formatFen } from '../../../../../shared/rules/money';
import { ApiError, useLoad } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime, useUrlList } from '../../list-query';
import { useOpsChanged } from '../../ops-events';
import { goodsApi } from './api';
import {
  GOODS_PAGE_SIZES,
  goodsApiInput,
  goodsQueryString,
  parseGoodsQuery,
  type GoodsFilters,
} from './goods-query';
import './strings';
import { FilterForm } from '../../FilterForm';

interface Draft {
  keyword: string;
  category_id?: number;
  brand_id?: number;
  seller_id?: number;
  status?: 0 | 1;
}

const draftOf = (f: GoodsFilters): Draft => ({
  keyword: f.keyword ?? '',
  ...(f.category_id ? { category_id: f.category_id } : {}),
  ...(f.brand_id ? { brand_id: f.brand_id } : {}),
  ...(f.seller_id ? { seller_id: f.seller_id } : {}),
  ...(f.status !== undefined ? { status: f.status } : {}),
});

const SORT_OF_COLUMN: Record<string, OpsGoodsSort> = {
  id: 'id',
  price: 'price',
  sales: 'sales',
  created_at: 'created',
};

const GoodsListScreen = observer(function GoodsListScreen() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const canWrite = session.can('catalogue.write');
  const navigate = useNavigate();
  const { filters, query, list, go } = useUrlList(parseGoodsQuery, goodsQueryString, (f, signal) =>
    goodsApi.list(goodsApiInput(f), signal),
  );
  const options = useLoad((signal) => goodsApi.options(signal), []);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState<number | 'bulk' | null>(null);
  useEffect(() => {
    setDraft(draftOf(parseGoodsQuery(new URLSearchParams(query))));
    setSelected([]);
  }, [query]);
  useOpsChanged(['catalogue'], () => void list.reload());

  const search = () =>
    go({
      page: 1,
      limit: filters.limit,
      sort: filters.sort,
      order: filters.order,
      ...(draft.keyword.trim() ? { keyword: draft.keyword.trim() } : {}),
      ...(draft.category_id ? { category_id: draft.category_id } : {}),
      ...(draft.brand_id ? { brand_id: draft.brand_id } : {}),
      ...(draft.seller_id ? { seller_id: draft.seller_id } : {}),
      ...(draft.status !== undefined ? { status: draft.status } : {}),
    });

  const shelf = async (row: OpsGoodsRow, on: boolean) => {
    setBusy(row.id);
    try {
      await goodsApi.shelf(row.id, on ? 1 : 0);
      void message.success(
        t(on ? 'console.catalogue.shelfOnDone' : 'console.catalogue.shelfOffDone'),
      );
      await list.reload();
    } catch (err) {
      void message.error(ApiError.from(err).message);
    } finally {
      setBusy(null);
    }
  };

  const bulk = (on: boolean) => {
    const what = t(on ? 'console.catalogue.bulkOn' : 'console.catalogue.bulkOff');
    modal.confirm({
      title: what,
      content: t('console.catalogue.bulkConfirm', { count: selected.length, what }),
      onOk: async () => {
        setBusy('bulk');
        try {
          const r = await goodsApi.bulkShelf(selected, on ? 1 : 0);
          void message.success(t('console.catalogue.bulkDone', { count: r.list.length }));
          setSelected([]);
          await list.reload();
        } catch (err) {
          void message.error(ApiError.from(err).message);
        } finally {
          setBusy(null);
        }
      },
    });
  };

  const opts = options.data;
  const categoryOptions = (opts?.categories ?? []).map((c) => ({
    value: c.id,
    label: c.parent_name ? `${c.parent_name} / ${c.name}` : c.name,
  }));
  const sortOrder = (col: string) =>
    SORT_OF_COLUMN[col] === filters.sort ? (filters.order === 'asc' ? 'ascend' : 'descend') : null;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('console.catalogue.title')}
        </Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => navigate('/catalogue/new')} data-testid="goods-new">
            {t('console.catalogue.newGoods')}
          </Button>
        )}
      </Space>
      <FilterForm onSearch={search} testId="goods-filters">
        <Form.Item label={t('console.catalogue.keyword')}>
          <Input
            style={{ width: 180 }}
            allowClear
            placeholder={t('console.catalogue.keywordPlaceholder')}
            value={draft.keyword}
            onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))}
            aria-label={t('console.catalogue.keyword')}
            data-testid="goods-filter-keyword"
          />
        </Form.Item>
        <Form.Item label={t('console.catalogue.category')}>
          <Select
            style={{ width: 200 }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('console.catalogue.all')}
            value={draft.category_id}
            onChange={(v?: number) => setDraft((d) => ({ ...d, category_id: v }))}
            options={categoryOptions}
            aria-label={t('console.catalogue.category')}
          />
        </Form.Item>
        <Form.Item label={t('console.catalogue.brand')}>
          <Select
            style={{ width: 140 }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('console.catalogue.all')}
            value={draft.brand_id}
            onChange={(v?: number) => setDraft((d) => ({ ...d, brand_id: v }))}
            options={(opts?.brands ?? []).map((b) => ({ value: b.id, label: b.name }))}
            aria-label={t('console.catalogue.brand')}
          />
        </Form.Item>
        <Form.Item label={t('console.catalogue.seller')}>
          <Select
            style={{ width: 160 }}
            allowClear
            placeholder={t('console.catalogue.all')}
            value={draft.seller_id}
            onChange={(v?: number) => setDraft((d) => ({ ...d, seller_id: v }))}
            options={(opts?.sellers ?? []).map((s) => ({ value: s.id, label: s.name }))}
            aria-label={t('console.catalogue.seller')}
          />
        </Form.Item>
        <Form.Item label={t('console.catalogue.status')}>
          <Select
            style={{ width: 110 }}
            allowClear
            placeholder={t('console.catalogue.all')}
            value={draft.status}
            onChange={(v?: 0 | 1) => setDraft((d) => ({ ...d, status: v }))}
            options={[
              { value: 1, label: t('console.catalogue.onShelf') },
              { value: 0, label: t('console.catalogue.offShelf') },
            ]}
            aria-label={t('console.catalogue.status')}
            data-testid="goods-filter-status"
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="goods-search">
              {t('console.catalogue.search')}
            </Button>
            <Button
              onClick={() =>
                go({ page: 1, limit: filters.limit, sort: filters.sort, order: filters.order })
              }
            >
              {t('console.catalogue.reset')}
            </Button>
          </Space>
        </Form.Item>
      </FilterForm>
      {list.status === 'error' ? (
        <LoadFailed
          title={t('console.catalogue.loadError')}
          error={list.error}
          retry={list.retry}
        />
      ) : (
        <Card size="small">
          {canWrite && (
            <Space style={{ marginBottom: 12 }}>
              <Typography.Text type="secondary">
                {t('console.catalogue.selected', { count: selected.length })}
              </Typography.Text>
              <Button
                disabled={selected.length === 0}
                loading={busy === 'bulk'}
                onClick={() => bulk(true)}
                data-testid="goods-bulk-on"
              >
                {t('console.catalogue.bulkOn')}
              </Button>
              <Button
                disabled={selected.length === 0}
                loading={busy === 'bulk'}
                onClick={() => bulk(false)}
                data-testid="goods-bulk-off"
              >
                {t('console.catalogue.bulkOff')}
              </Button>
            </Space>
          )}
          <Table<OpsGoodsRow>
            rowKey="id"
            size="middle"
            data-testid="goods-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.catalogue.empty') }}
            rowSelection={
              canWrite
                ? {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys.map(Number)),
                    getCheckboxProps: (row) => ({ disabled: !row.platform }),
                  }
                : undefined
            }
            onChange={(pagination, _filters, sorter) => {
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              const col = typeof s?.field === 'string' ? s.field : undefined;
              const sort = s?.order && col ? (SORT_OF_COLUMN[col] ?? 'id') : 'id';
              const order = s?.order === 'ascend' ? 'asc' : 'desc';
              const pageSize = pagination.pageSize ?? filters.limit;
              const sortChanged = sort !== filters.sort || order !== filters.order;
              go({
                ...filters,
                sort,
                order,
                limit: pageSize,
                page: sortChanged || pageSize !== filters.limit ? 1 : (pagination.current ?? 1),
              });
            }}
            pagination={{
              current: filters.page,
              pageSize: filters.limit,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: GOODS_PAGE_SIZES.map(String),
              showTotal: (total) => t('console.catalogue.total', { count: total }),
            }}
            columns={[
              {
                title: t('console.catalogue.id'),
                dataIndex: 'id',
                width: 90,
                sorter: true,
                sortOrder: sortOrder('id'),
                render: (id: number) => <span className="console-mono">{id}</span>,
              },
              {
                title: t('console.catalogue.goods'),
                dataIndex: 'title',
                render: (title: string, row) => (
                  <Space size={12} align="start">
                    <Image
                      src={row.image}
                      width={48}
                      height={48}
                      style={{ objectFit: 'cover', borderRadius: 4 }}
                      preview={false}
                      alt=""
                    />
                    <Space orientation="vertical" size={2}>
                      <Link to={`/catalogue/${row.id}`} data-testid="goods-title">
                        {title}
                      </Link>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {[row.category_name, row.brand_name].filter(Boolean).join(' · ')}
                      </Typography.Text>
                    </Space>
                  </Space>
                ),
              },
              {
                title: t('console.catalogue.seller'),
                dataIndex: 'seller_name',
                width: 170,
                render: (name: string, row) => (
                  <Space size={4} wrap>
                    <span>{name || '—'}</span>
                    <Tag color={row.platform ? 'blue' : 'default'}>
                      {t(
                        row.platform
                          ? 'console.catalogue.platformTag'
                          : 'console.catalogue.merchantTag',
                      )}
                    </Tag>
                  </Space>
                ),
              },
              {
                title: t('console.catalogue.price'),
                dataIndex: 'price',
                width: 110,
                align: 'right',
                sorter: true,
                sortOrder: sortOrder('price'),
                render: (fen: number) => <span className="console-mono">¥{formatFen(fen)}</span>,
              },
              {
                title: t('console.catalogue.stock'),
                dataIndex: 'stock',
                width: 110,
                align: 'right',
                render: (stock: number, row) => (
                  <Space orientation="vertical" size={0} style={{ alignItems: 'flex-end' }}>
                    <span className="console-mono">{stock}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('console.catalogue.skus', { count: row.sku_count })}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('console.catalogue.sales'),
                dataIndex: 'sales',
                width: 90,
                align: 'right',
                sorter: true,
                sortOrder: sortOrder('sales'),
                render: (n: number) => <span className="console-mono">{n}</span>,
              },
              {
                title: t('console.catalogue.created'),
                dataIndex: 'created_at',
                width: 200,
                sorter: true,
                sortOrder: sortOrder('created_at'),
                render: (at: number) => <span className="console-mono">{chinaDateTime(at)}</span>,
              },
              {
                title: t('console.catalogue.shelf'),
                dataIndex: 'status',
                width: 90,
                render: (status: number, row) =>
                  canWrite && row.platform ? (
                    <Switch
                      checked={status === 1}
                      loading={busy === row.id}
                      onChange={(on) => void shelf(row, on)}
                      aria-label={`${t('console.catalogue.shelf')} #${row.id}`}
                      data-testid={`goods-shelf-${row.id}`}
                    />
                  ) : (
                    <Tag color={status === 1 ? 'green' : 'default'}>
                      {t(status === 1 ? 'console.catalogue.onShelf' : 'console.catalogue.offShelf')}
                    </Tag>
                  ),
              },
              {
                title: t('console.catalogue.actions'),
                key: 'actions',
                width: 80,
                render: (_: unknown, row) => (
                  <Link to={`/catalogue/${row.id}`}>
                    {t(
                      canWrite && row.platform
                        ? 'console.catalogue.edit'
                        : 'console.catalogue.view',
                    )}
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

export default GoodsListScreen;
