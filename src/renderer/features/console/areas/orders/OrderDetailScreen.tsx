/**
 * One order in the console (issue 20, part ORDERS): its goods, amounts, buyer and address,
 * payments, the state timeline, logistics, after-sales and the operators' remarks (with an add
 * form); Ship (a platform seller's paid order: carrier and tracking number) and Cancel (an unpaid
 * order, after a confirmation) for a role with `orders.write`. Re-reads when the order changes.
 */
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link, useParams } from 'react-router-dom';
import { CARRIER_CODES, carrierName } from '../../../../../shared/carriers';
import type { AfterSale, OrderLine } from '../../../../../shared/contract/types';
import type { OpsOrderDetail, OpsOrderPayment } from '../../../../../shared/contract/ops-orders';
import { formatFen } from '../../../../../shared/rules/money';
import { ApiError, useLoad, useMutation } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { useOpsChanged } from '../../ops-events';
import { PageSpin } from '../../PageSpin';
import { ordersApi } from './api';
import { OrderStatusTag } from './OrderStatusTag';
import { fieldError } from './orders-query';
import './strings';

const money = (fen: number) => <span className="console-mono">¥{formatFen(fen)}</span>;

function ShipModal({
  order,
  open,
  onClose,
  onShipped,
}: {
  order: OpsOrderDetail;
  open: boolean;
  onClose: () => void;
  onShipped: (d: OpsOrderDetail) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ express_company: string; express_no: string }>();
  const ship = useMutation(ordersApi.ship, { report: false });
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const values = await form.validateFields();
    setError(null);
    try {
      const d = await ship.run({
        id: order.order.id,
        express_company: values.express_company,
        express_no: values.express_no.trim(),
      });
      form.resetFields();
      onShipped(d);
    } catch (err) {
      const msg = ApiError.from(err).message;
      const field = fieldError(msg, ['express_company', 'express_no']);
      if (field) {
        form.setFields([
          { name: field.name as 'express_company' | 'express_no', errors: [field.error] },
        ]);
      } else setError(msg);
    }
  };

  return (
    <Modal
      open={open}
      title={t('console.orders.detail.shipTitle')}
      okText={t('console.orders.detail.shipConfirm')}
      confirmLoading={ship.pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'ship-submit' }}
    >
      <Form form={form} layout="vertical" data-testid="ship-form">
        <Form.Item
          name="express_company"
          label={t('console.orders.detail.carrier')}
          rules={[{ required: true, message: t('console.orders.detail.carrierRequired') }]}
        >
          <Select
            data-testid="ship-carrier"
            options={CARRIER_CODES.map((c) => ({ value: c, label: carrierName(c, i18n.language) }))}
          />
        </Form.Item>
        <Form.Item
          name="express_no"
          label={t('console.orders.detail.trackingNo')}
          rules={[
            {
              required: true,
              pattern: /^[A-Za-z0-9-]{4,32}$/,
              message: t('console.orders.detail.trackingRequired'),
            },
          ]}
        >
          <Input autoComplete="off" data-testid="ship-number" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} data-testid="ship-error" />}
      </Form>
    </Modal>
  );
}

function RemarkForm({ id, onAdded }: { id: number; onAdded: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text: string }>();
  const add = useMutation(ordersApi.remark, { report: false });
  const submit = async (values: { text: string }) => {
    try {
      await add.run({ id, text: values.text.trim() });
      form.resetFields();
      void message.success(t('console.orders.detail.remarkAdded'));
      onAdded();
    } catch (err) {
      const msg = ApiError.from(err).message;
      const field = fieldError(msg, ['text']);
      form.setFields([{ name: 'text', errors: [field ? field.error : msg] }]);
    }
  };
  return (
    <Form form={form} onFinish={(v) => void submit(v)} data-testid="remark-form">
      <Form.Item
        name="text"
        rules={[
          { required: true, whitespace: true, message: t('console.orders.detail.remarkRequired') },
          { max: 500 },
        ]}
      >
        <Input.TextArea
          rows={2}
          maxLength={500}
          showCount
          placeholder={t('console.orders.detail.remarkPlaceholder')}
          data-testid="remark-text"
        />
      </Form.Item>
      <Button htmlType="submit" loading={add.pending} data-testid="remark-submit">
        {t('console.orders.detail.addRemark')}
      </Button>
    </Form>
  );
}

export const OrderDetailScreen = observer(function OrderDetailScreen() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { modal, message } = App.useApp();
  const id = Number(useParams().id);
  const detail = useLoad((signal) => ordersApi.detail(id, signal), [id]);
  const [shipping, setShipping] = useState(false);
  const cancel = useMutation(ordersApi.cancel);
  useOpsChanged(['orders'], (p) => {
    if (p.id === id) void detail.reload();
  });

  if (detail.status === 'error') {
    return (
      <LoadFailed
        title={t('console.orders.detail.loadError')}
        error={detail.error}
        retry={detail.retry}
      />
    );
  }
  const d = detail.data;
  if (!d) return <PageSpin />;
  const o = d.order;
  const canWrite = session.can('orders.write');

  const confirmCancel = () => {
    modal.confirm({
      title: t('console.orders.detail.cancelConfirmTitle'),
      content: t('console.orders.detail.cancelConfirm', { sn: o.order_sn }),
      okText: t('console.orders.detail.cancelOk'),
      okButtonProps: { danger: true },
      cancelText: t('console.orders.detail.cancelBack'),
      onOk: async () => {
        const next = await cancel.attempt(o.id);
        if (next) {
          detail.setData(next);
          void message.success(t('console.orders.detail.cancelled'));
        }
      },
    });
  };

  const address = o.address;
  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid="order-detail"
    >
      <Link to="/orders">← {t('console.orders.detail.back')}</Link>
      <Space align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('console.orders.detail.title', { sn: o.order_sn })}
          </Typography.Title>
          <OrderStatusTag status={o.status} />
        </Space>
        {canWrite && (
          <Space>
            {d.can_ship && (
              <Button type="primary" onClick={() => setShipping(true)} data-testid="order-ship">
                {t('console.orders.detail.ship')}
              </Button>
            )}
            {d.can_cancel && (
              <Button danger onClick={confirmCancel} data-testid="order-cancel">
                {t('console.orders.detail.cancel')}
              </Button>
            )}
          </Space>
        )}
      </Space>
      {canWrite && o.status === 1 && !d.seller.platform && (
        <Alert type="info" showIcon title={t('console.orders.detail.shipOnlyPlatform')} />
      )}

      <Card size="small" title={t('console.orders.detail.items')}>
        <Table<OrderLine>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={o.lines}
          columns={[
            { title: t('console.orders.goods'), dataIndex: 'title' },
            {
              title: t('console.orders.detail.sku'),
              dataIndex: 'spec',
              render: (spec: Record<string, string>) =>
                Object.entries(spec)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join('；') || '—',
            },
            {
              title: t('console.orders.detail.price'),
              dataIndex: 'price',
              align: 'right',
              render: money,
            },
            { title: t('console.orders.detail.quantity'), dataIndex: 'quantity', align: 'right' },
            {
              title: t('console.orders.detail.subtotal'),
              key: 'subtotal',
              align: 'right',
              render: (_: unknown, l) => money(l.price * l.quantity),
            },
          ]}
        />
      </Card>

      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <Card size="small" title={t('console.orders.detail.amounts')}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('console.orders.detail.goodsAmount')}>
              {money(o.goods_amount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.orders.detail.freight')}>
              {money(o.freight)}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.orders.detail.coupon')}>
              -{money(o.coupon_discount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.orders.detail.fullCut')}>
              -{money(o.full_cut)}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.orders.detail.discount')}>
              -{money(o.discount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.orders.detail.payAmount')}>
              <Typography.Text strong>{money(o.pay_amount)}</Typography.Text>
            </Descriptions.Item>
            {o.refunded > 0 && (
              <Descriptions.Item label={t('console.orders.detail.refunded')}>
                {money(o.refunded)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('console.orders.created')}>
              {chinaDateTime(o.created_at)}
            </Descriptions.Item>
            {o.paid_at && (
              <Descriptions.Item label={t('console.orders.paid')}>
                {chinaDateTime(o.paid_at)}
              </Descriptions.Item>
            )}
            {o.close_reason && (
              <Descriptions.Item label={t('console.orders.detail.closeReason')}>
                {o.close_reason}
              </Descriptions.Item>
            )}
          </Descriptions>
        </Card>
        <Card size="small" title={t('console.orders.detail.buyerInfo')}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('console.orders.mobile')}>
              <span className="console-mono">{d.buyer.mobile}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('console.orders.detail.nickname')}>
              {d.buyer.nickname}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.orders.seller')}>
              {d.seller.name}{' '}
              {d.seller.platform && <Tag color="purple">{t('console.orders.platform')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.orders.detail.address')}>
              {address
                ? `${address.name} ${address.mobile} ${address.province}${address.city}${address.district}${address.detail}`
                : t('console.orders.detail.noAddress')}
            </Descriptions.Item>
            {o.remark && (
              <Descriptions.Item label={t('console.orders.detail.buyerRemark')}>
                {o.remark}
              </Descriptions.Item>
            )}
          </Descriptions>
        </Card>
      </div>

      <Card size="small" title={t('console.orders.detail.payments')}>
        <Table<OpsOrderPayment>
          rowKey="trade_no"
          size="small"
          pagination={false}
          dataSource={d.payments}
          locale={{ emptyText: t('console.orders.detail.noPayments') }}
          columns={[
            {
              title: t('console.orders.detail.tradeNo'),
              dataIndex: 'trade_no',
              render: (v: string) => <span className="console-mono">{v}</span>,
            },
            { title: t('console.orders.detail.method'), dataIndex: 'method' },
            {
              title: t('console.orders.detail.payAmount'),
              dataIndex: 'amount',
              align: 'right',
              render: money,
            },
            {
              title: t('console.orders.detail.payStatus'),
              dataIndex: 'status',
              render: (s: string) => t(dynamicKey('console.orders.detail.payStatuses', s)),
            },
            {
              title: t('console.orders.detail.providerRef'),
              dataIndex: 'provider_ref',
              render: (v: string) => <span className="console-mono">{v || '—'}</span>,
            },
            {
              title: t('console.orders.paid'),
              dataIndex: 'paid_at',
              render: (at: number | null) => (at ? chinaDateTime(at) : '—'),
            },
          ]}
        />
      </Card>

      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <Card size="small" title={t('console.orders.detail.timeline')}>
          <Timeline
            data-testid="order-timeline"
            items={o.timeline.map((e) => ({
              content: (
                <div>
                  <div>{e.text}</div>
                  <Typography.Text type="secondary" className="console-mono">
                    {chinaDateTime(e.time)}
                  </Typography.Text>
                </div>
              ),
            }))}
          />
        </Card>
        <Card
          size="small"
          title={t('console.orders.detail.logistics')}
          data-testid="order-logistics"
        >
          {d.logistics ? (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('console.orders.detail.carrier')}>
                  {carrierName(d.logistics.company, i18n.language)}
                </Descriptions.Item>
                <Descriptions.Item label={t('console.orders.detail.trackingNo')}>
                  <span className="console-mono">{d.logistics.number}</span>
                </Descriptions.Item>
              </Descriptions>
              <Timeline
                items={d.logistics.events.map((e) => ({
                  content: (
                    <div>
                      <div>{e.text}</div>
                      <Typography.Text type="secondary" className="console-mono">
                        {chinaDateTime(e.time)}
                      </Typography.Text>
                    </div>
                  ),
                }))}
              />
            </Space>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('console.orders.detail.notShipped')}
            />
          )}
        </Card>
      </div>

      <Card size="small" title={t('console.orders.detail.afterSales')}>
        <Table<AfterSale>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.after_sales}
          locale={{ emptyText: t('console.orders.detail.noAfterSales') }}
          columns={[
            { title: '#', dataIndex: 'id', width: 70 },
            {
              title: t('console.orders.detail.afterSaleType'),
              dataIndex: 'type',
              render: (v: AfterSale['type']) =>
                v === 'refund'
                  ? t('console.orders.detail.refundOnly')
                  : t('console.orders.detail.returnRefund'),
            },
            { title: t('console.orders.detail.afterSaleReason'), dataIndex: 'reason' },
            {
              title: t('console.orders.detail.afterSaleAmount'),
              dataIndex: 'amount',
              align: 'right',
              render: money,
            },
            {
              title: t('console.orders.status'),
              dataIndex: 'status',
              render: (s: number) =>
                t(dynamicKey('console.orders.detail.afterSaleStatuses', `s${s}`)),
            },
            {
              title: t('console.orders.created'),
              dataIndex: 'created_at',
              render: (at: number) => chinaDateTime(at),
            },
          ]}
        />
      </Card>

      <Card size="small" title={t('console.orders.detail.remarks')} data-testid="order-remarks">
        <List
          dataSource={d.remarks}
          locale={{ emptyText: t('console.orders.detail.noRemarks') }}
          renderItem={(r) => (
            <List.Item key={r.id}>
              <List.Item.Meta
                title={
                  <Space>
                    <span>{r.operator_name}</span>
                    <Typography.Text type="secondary" className="console-mono">
                      {chinaDateTime(r.created_at)}
                    </Typography.Text>
                  </Space>
                }
                description={<span style={{ whiteSpace: 'pre-wrap' }}>{r.text}</span>}
              />
            </List.Item>
          )}
        />
        {canWrite && <RemarkForm id={o.id} onAdded={() => void detail.reload()} />}
      </Card>

      {canWrite && d.can_ship && (
        <ShipModal
          order={d}
          open={shipping}
          onClose={() => setShipping(false)}
          onShipped={(next) => {
            setShipping(false);
            detail.setData(next);
            void message.success(t('console.orders.detail.shipped'));
          }}
        />
      )}
    </Space>
  );
});
