/**
 * Warehouse stock (issue 20, part stock): SKUs with their quantity per warehouse, a drawer to
 * stock in, stock out or count with a reason, and the stock ledger with its filters in the URL.
 */
import {
  App,
  Button,
  Card,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Route, Routes } from 'react-router-dom';
import {
  OPS_STOCK_COUNT_REASONS,
  OPS_STOCK_IN_REASONS,
  OPS_STOCK_MAX,
  OPS_STOCK_OUT_REASONS,
  OPS_STOCK_REASONS,
  type OpsStockLedgerRow,
  type OpsStockMoveType,
  type OpsStockReason,
  type OpsStockSku,
} from '../../../../../shared/contract/ops-stock';
import { formatFen } from '../../../../../shared/rules/money';
import { useLoad } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime, useUrlList } from '../../list-query';
import { stockApi } from './api';
import {
  ledgerApiInput,
  ledgerQueryString,
  parseLedgerQuery,
  LEDGER_LIMIT,
  type LedgerFilters,
} from './ledger-query';
import '../../strings';
import './strings';

const REASONS_OF: Record<OpsStockMoveType, readonly OpsStockReason[]> = {
  in: OPS_STOCK_IN_REASONS,
  out: OPS_STOCK_OUT_REASONS,
  count: OPS_STOCK_COUNT_REASONS,
};

interface MoveForm {
  type: OpsStockMoveType;
  location_id: number;
  quantity: number;
  reason: OpsStockReason;
  note?: string;
}

function MoveDrawer({
  sku,
  locations,
  onClose,
  onDone,
}: {
  sku: OpsStockSku | null;
  locations: { id: number; name: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<MoveForm>();
  const type = Form.useWatch('type', form) ?? 'in';
  const [saving, setSaving] = useState(false);
  const submit = async (v: MoveForm) => {
    if (!sku) return;
    setSaving(true);
    try {
      const r = await stockApi.move({ ...v, sku_id: sku.sku_id, note: v.note?.trim() ?? '' });
      void message.success(t('console.stock.done', { before: r.before, after: r.after }));
      form.resetFields();
      onDone();
    } catch (err) {
      const text = (err as Error).message;
      const field = /^(\w+): (.*)$/.exec(text);
      if (field && ['quantity', 'reason', 'note', 'location_id'].includes(field[1]!)) {
        form.setFields([{ name: field[1] as keyof MoveForm, errors: [field[2]!] }]);
      } else {
        void message.error(text);
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      open={sku !== null}
      onClose={onClose}
      title={t('console.stock.drawerTitle')}
      size="large"
      destroyOnHidden
    >
      {sku && (
        <Typography.Paragraph data-testid="move-sku">
          {sku.title} · {sku.spec} · SKU {sku.sku_id}
        </Typography.Paragraph>
      )}
      <Form<MoveForm>
        form={form}
        layout="vertical"
        initialValues={{ type: 'in', location_id: locations[0]?.id, reason: 'purchase_in' }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: Partial<MoveForm>) => {
          if (changed.type) form.setFieldValue('reason', REASONS_OF[changed.type][0]);
        }}
      >
        <Form.Item name="type" label={t('console.stock.type')} rules={[{ required: true }]}>
          <Select
            options={(['in', 'out', 'count'] as const).map((v) => ({
              value: v,
              label: t(dynamicKey('console.stock.types', v)),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="location_id"
          label={t('console.stock.location')}
          rules={[{ required: true }]}
        >
          <Select options={locations.map((l) => ({ value: l.id, label: l.name }))} />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t(type === 'count' ? 'console.stock.counted' : 'console.stock.quantity')}
          rules={[{ required: true, message: t('console.stock.required') }]}
        >
          <InputNumber
            min={type === 'count' ? 0 : 1}
            max={OPS_STOCK_MAX}
            precision={0}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('console.stock.reason')} rules={[{ required: true }]}>
          <Select
            options={REASONS_OF[type].map((r) => ({
              value: r,
              label: t(dynamicKey('console.stock.reasons', r)),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('console.stock.note')}
          dependencies={['reason']}
          rules={[
            ({ getFieldValue }) => ({
              required: getFieldValue('reason') === 'other',
              message: t('console.stock.required'),
            }),
            { max: 60 },
          ]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('console.stock.submit')}
        </Button>
      </Form>
    </Drawer>
  );
}

function StockScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const canWrite = session.can('catalogue.write');
  const [q, setQ] = useState('');
  const [skuPage, setSkuPage] = useState(1);
  const [moving, setMoving] = useState<OpsStockSku | null>(null);
  const locations = useLoad((signal) => stockApi.locations(signal), []);
  const skus = useLoad(
    (signal) => stockApi.skus({ page: skuPage, limit: 10, ...(q ? { q } : {}) }, signal),
    [q, skuPage],
  );
  const ledger = useUrlList(parseLedgerQuery, ledgerQueryString, (f, signal) =>
    stockApi.ledger(ledgerApiInput(f), signal),
  );
  const locs = locations.data?.list ?? [];
  const [draft] = Form.useForm<Record<string, string | number | undefined>>();
  const applyFilters = (v: Record<string, string | number | undefined>) => {
    const next: LedgerFilters = { page: 1 };
    for (const k of ['goods_id', 'sku_id', 'location_id', 'operator_id'] as const) {
      const n = Number(v[k]);
      if (Number.isInteger(n) && n > 0) next[k] = n;
    }
    if (v.reason) next.reason = v.reason as OpsStockReason;
    if (v.from) next.from = String(v.from);
    if (v.to) next.to = String(v.to);
    ledger.go(next);
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('console.stock.skus')}>
        <Input.Search
          placeholder={t('console.stock.search')}
          allowClear
          enterButton
          style={{ width: 420, marginBottom: 16 }}
          onSearch={(v) => {
            setQ(v.trim());
            setSkuPage(1);
          }}
          data-testid="stock-search"
        />
        {skus.status === 'error' ? (
          <LoadFailed title={t('console.stock.loadFailed')} error={skus.error} retry={skus.retry} />
        ) : (
          <Table<OpsStockSku>
            rowKey="sku_id"
            size="middle"
            loading={skus.loading}
            dataSource={skus.data?.list ?? []}
            locale={{ emptyText: t('console.stock.empty') }}
            pagination={{
              current: skuPage,
              pageSize: 10,
              total: skus.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setSkuPage,
            }}
            columns={[
              { title: t('console.stock.sku'), dataIndex: 'sku_id', width: 90 },
              {
                title: t('console.stock.goods'),
                render: (_, r) => (
                  <Space>
                    {r.image && (
                      <img
                        src={r.image}
                        alt=""
                        width={40}
                        height={40}
                        style={{ objectFit: 'cover' }}
                      />
                    )}
                    <span>
                      {r.title} <Typography.Text type="secondary">#{r.goods_id}</Typography.Text>
                    </span>
                  </Space>
                ),
              },
              { title: t('console.stock.spec'), dataIndex: 'spec', width: 200, ellipsis: true },
              {
                title: t('console.stock.price'),
                dataIndex: 'price',
                width: 110,
                render: (v: number) => formatFen(v),
              },
              ...locs.map((l) => ({
                title: l.name,
                key: `loc${l.id}`,
                width: 110,
                render: (_: unknown, r: OpsStockSku) => (
                  <span data-testid={`qty-${r.sku_id}-${l.id}`}>
                    {r.stock.find((s) => s.location_id === l.id)?.quantity ?? 0}
                  </span>
                ),
              })),
              ...(canWrite
                ? [
                    {
                      title: '',
                      key: 'act',
                      width: 110,
                      render: (_: unknown, r: OpsStockSku) => (
                        <Button
                          size="small"
                          onClick={() => setMoving(r)}
                          data-testid={`move-${r.sku_id}`}
                        >
                          {t('console.stock.move')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Card>

      <Card title={t('console.stock.ledger')}>
        <Form
          form={draft}
          layout="inline"
          style={{ marginBottom: 16, rowGap: 8 }}
          initialValues={{ ...ledger.filters }}
          onFinish={applyFilters}
        >
          <Form.Item name="goods_id">
            <Input placeholder={t('console.stock.goodsId')} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="sku_id">
            <Input
              placeholder={t('console.stock.skuId')}
              style={{ width: 110 }}
              data-testid="ledger-sku"
            />
          </Form.Item>
          <Form.Item name="location_id">
            <Select
              allowClear
              placeholder={t('console.stock.allLocations')}
              style={{ width: 140 }}
              options={locs.map((l) => ({ value: l.id, label: l.name }))}
            />
          </Form.Item>
          <Form.Item name="reason">
            <Select
              allowClear
              placeholder={t('console.stock.allReasons')}
              style={{ width: 140 }}
              options={OPS_STOCK_REASONS.map((r) => ({
                value: r,
                label: t(dynamicKey('console.stock.reasons', r)),
              }))}
            />
          </Form.Item>
          <Form.Item name="operator_id">
            <Input placeholder={t('console.stock.operatorId')} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="from">
            <Input type="date" placeholder={t('console.stock.from')} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="to">
            <Input type="date" placeholder={t('console.stock.to')} style={{ width: 150 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" data-testid="ledger-filter">
            {t('console.stock.filter')}
          </Button>
          <Button
            style={{ marginLeft: 8 }}
            onClick={() => {
              draft.resetFields();
              ledger.go({ page: 1 });
            }}
          >
            {t('console.stock.reset')}
          </Button>
        </Form>
        {ledger.list.status === 'error' ? (
          <LoadFailed
            title={t('console.stock.ledgerFailed')}
            error={ledger.list.error}
            retry={ledger.list.retry}
          />
        ) : (
          <Table<OpsStockLedgerRow>
            rowKey="id"
            size="middle"
            data-testid="ledger-table"
            loading={ledger.list.loading}
            dataSource={ledger.list.data?.list ?? []}
            locale={{ emptyText: t('console.stock.ledgerEmpty') }}
            pagination={{
              current: ledger.filters.page,
              pageSize: LEDGER_LIMIT,
              total: ledger.list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: (page) => ledger.go({ ...ledger.filters, page }),
            }}
            columns={[
              {
                title: t('console.stock.at'),
                dataIndex: 'created_at',
                width: 170,
                render: (v: number) => chinaDateTime(v),
              },
              {
                title: t('console.stock.goods'),
                render: (_, r) => `${r.title} · ${r.spec} (SKU ${r.sku_id})`,
              },
              { title: t('console.stock.location'), dataIndex: 'location_name', width: 120 },
              {
                title: t('console.stock.reason'),
                dataIndex: 'reason',
                width: 120,
                render: (v: string) =>
                  (OPS_STOCK_REASONS as readonly string[]).includes(v)
                    ? t(dynamicKey('console.stock.reasons', v))
                    : v,
              },
              {
                title: t('console.stock.delta'),
                dataIndex: 'delta',
                width: 90,
                align: 'right',
                render: (v: number) => (
                  <Typography.Text type={v < 0 ? 'danger' : 'success'}>
                    {v > 0 ? `+${v}` : v}
                  </Typography.Text>
                ),
              },
              {
                title: t('console.stock.after'),
                dataIndex: 'after_qty',
                width: 90,
                align: 'right',
              },
              { title: t('console.stock.note'), dataIndex: 'ref', width: 160, ellipsis: true },
              { title: t('console.stock.operator'), dataIndex: 'operator_name', width: 120 },
            ]}
          />
        )}
      </Card>
      <MoveDrawer
        sku={moving}
        locations={locs}
        onClose={() => setMoving(null)}
        onDone={() => {
          setMoving(null);
          void skus.reload();
          void ledger.list.reload();
        }}
      />
    </Space>
  );
}

export default function StockArea() {
  return (
    <Routes>
      <Route index element={<StockScreen />} />
    </Routes>
  );
}
