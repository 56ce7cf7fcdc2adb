/**
 * One after-sale request (issue 20, aftersale): the request with its photos, the order and its
 * goods, the timeline the consumer also sees, the refund and its provider state; the platform's
 * decisions (approve, refuse with a reason, parcel received, refund) behind confirm dialogs, shown
 * only to a role with `aftersale.write` and only when the platform may decide it now.
 */
import {
  App,
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Image,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link, useParams } from 'react-router-dom';
import { AFTERSALE_SELLER_ANSWER_S } from '../../../../../shared/constants';
import type { OpsAftersaleDetail } from '../../../../../shared/contract/ops-aftersale';
import type { OrderLine } from '../../../../../shared/contract/types';
import {
  AFTERSALE_REFUSE_CODES,
  type AftersaleRefuseCode,
} from '../../../../../shared/rules/aftersale-ops';
import { formatFen } from '../../../../../shared/rules/money';
import { ApiError, useLoad, useMutation } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { useOpsChanged } from '../../ops-events';
import { PageSpin } from '../../PageSpin';
import { aftersaleApi } from './api';
import { STATUS_COLOR } from './ListScreen';
import './strings';

interface RefuseValues {
  code: AftersaleRefuseCode;
  reason: string;
}

/** The refuse dialog: a code and the text the consumer reads; the server's field errors shown. */
function RefuseDialog({
  id,
  open,
  onClose,
  onDone,
}: {
  id: number;
  open: boolean;
  onClose: () => void;
  onDone: (d: OpsAftersaleDetail) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RefuseValues>();
  const [error, setError] = useState<string | null>(null);
  const refuse = useMutation(aftersaleApi.refuse, { report: false });
  const submit = async () => {
    const values = await form.validateFields();
    setError(null);
    try {
      const d = await refuse.run({ id, code: values.code, reason: values.reason.trim() });
      form.resetFields();
      onDone(d);
    } catch (err) {
      const e = ApiError.from(err);
      const field = /^(code|reason):\s*(.*)$/.exec(e.message);
      if (field) {
        form.setFields([{ name: field[1] as 'code' | 'reason', errors: [field[2] ?? e.message] }]);
      } else {
        setError(e.message);
      }
    }
  };
  return (
    <Modal
      open={open}
      title={t('console.aftersale.act.refuseTitle')}
      okText={t('console.aftersale.act.confirm')}
      cancelText={t('console.aftersale.act.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={refuse.pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" data-testid="aftersale-refuse-form">
        <Typography.Paragraph type="secondary">
          {t('console.aftersale.act.refuseHint')}
        </Typography.Paragraph>
        <Form.Item
          name="code"
          label={t('console.aftersale.act.refuseCode')}
          rules={[{ required: true, message: t('console.aftersale.act.refuseCodeRequired') }]}
        >
          <Select
            options={AFTERSALE_REFUSE_CODES.map((c) => ({
              value: c,
              label: t(dynamicKey('console.aftersale.refuseCodes', c)),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('console.aftersale.act.refuseText')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('console.aftersale.act.refuseTextRequired'),
            },
            { max: 200 },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

function Actions({
  d,
  onDone,
}: {
  d: OpsAftersaleDetail;
  onDone: (next: OpsAftersaleDetail) => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [refusing, setRefusing] = useState(false);
  const approve = useMutation(aftersaleApi.approve);
  const receive = useMutation(aftersaleApi.receive);
  const refund = useMutation(aftersaleApi.refund);
  const amount = formatFen(d.amount);

  const ask = (
    content: string,
    run: () => Promise<OpsAftersaleDetail | undefined>,
    danger = false,
  ) =>
    modal.confirm({
      content,
      okText: t('console.aftersale.act.confirm'),
      cancelText: t('console.aftersale.act.cancel'),
      okButtonProps: { danger },
      onOk: async () => {
        const next = await run();
        if (next) {
          onDone(next);
          void message.success(t('console.aftersale.act.done'));
        }
      },
    });

  if (!d.decidable) {
    return d.status <= 2 || (d.status === 4 && d.need === '') ? (
      <Alert
        type="info"
        showIcon
        title={t('console.aftersale.act.notDecidable', {
          h: Math.round(AFTERSALE_SELLER_ANSWER_S / 3600),
        })}
      />
    ) : null;
  }
  const canApprove = d.status === 0 || d.status === 4;
  const canRefund = d.type === 'refund' && d.status === 1;
  const canReceive = d.type === 'return_refund' && d.status === 2;
  const canRefuse = d.status <= 2 || d.status === 4;
  return (
    <Space data-testid="aftersale-actions">
      {canApprove && (
        <Button
          type="primary"
          onClick={() =>
            ask(
              d.type === 'refund'
                ? t('console.aftersale.act.approveRefundAsk', { amount })
                : t('console.aftersale.act.approveReturnAsk'),
              () => approve.attempt(d.id),
            )
          }
        >
          {t('console.aftersale.act.approve')}
        </Button>
      )}
      {canReceive && (
        <Button
          type="primary"
          onClick={() =>
            ask(t('console.aftersale.act.receiveAsk', { amount }), () => receive.attempt(d.id))
          }
        >
          {t('console.aftersale.act.receive')}
        </Button>
      )}
      {canRefund && (
        <Button
          type="primary"
          onClick={() =>
            ask(t('console.aftersale.act.refundAsk', { amount }), () => refund.attempt(d.id))
          }
        >
          {t('console.aftersale.act.refund')}
        </Button>
      )}
      {canRefuse && (
        <Button danger onClick={() => setRefusing(true)}>
          {t('console.aftersale.act.refuse')}
        </Button>
      )}
      <RefuseDialog
        id={d.id}
        open={refusing}
        onClose={() => setRefusing(false)}
        onDone={(next) => {
          setRefusing(false);
          onDone(next);
          void message.success(t('console.aftersale.act.done'));
        }}
      />
    </Space>
  );
}

export default function DetailScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const id = Number(useParams().id);
  const detail = useLoad((signal) => aftersaleApi.detail(id, signal), [id]);
  useOpsChanged(['aftersale'], (p) => {
    if (p.id === id) void detail.reload();
  });

  if (detail.status === 'error') {
    return (
      <LoadFailed
        title={t('console.aftersale.detailLoadError')}
        error={detail.error}
        retry={detail.retry}
      />
    );
  }
  const d = detail.data;
  if (!d) return <PageSpin />;
  const statusTag = (
    <Tag color={STATUS_COLOR[d.status]} data-testid="aftersale-status">
      {t(dynamicKey('console.aftersale.status', `s${d.status}`))}
    </Tag>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space align="center">
          <Link to="..">{t('console.aftersale.back')}</Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('console.aftersale.detailTitle')} #{d.id}
          </Typography.Title>
          {statusTag}
          {d.need && <Tag color="volcano">{t(dynamicKey('console.aftersale.need', d.need))}</Tag>}
        </Space>
        {session.can('aftersale.write') && (
          <Actions d={d} onDone={(next) => detail.setData(next)} />
        )}
      </Space>
      <Row gutter={16}>
        <Col span={14}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Card size="small" title={t('console.aftersale.section.request')}>
              <Descriptions
                size="small"
                column={2}
                bordered
                items={[
                  {
                    key: 'type',
                    label: t('console.aftersale.col.type'),
                    children: t(dynamicKey('console.aftersale.type', d.type)),
                  },
                  {
                    key: 'amount',
                    label: t('console.aftersale.field.amount'),
                    children: <span className="console-mono">¥{formatFen(d.amount)}</span>,
                  },
                  { key: 'reason', label: t('console.aftersale.field.reason'), children: d.reason },
                  {
                    key: 'created',
                    label: t('console.aftersale.col.createdAt'),
                    children: chinaDateTime(d.created_at),
                  },
                  {
                    key: 'seller',
                    label: t('console.aftersale.col.seller'),
                    children: (
                      <Space size={4}>
                        {d.seller_name}
                        {d.own_store && <Tag color="purple">{t('console.aftersale.ownStore')}</Tag>}
                      </Space>
                    ),
                  },
                  {
                    key: 'buyer',
                    label: t('console.aftersale.col.buyer'),
                    children: d.buyer_mobile,
                  },
                  {
                    key: 'decided',
                    label: t('console.aftersale.field.decidedBy'),
                    children:
                      d.decided_by === 'platform'
                        ? t('console.aftersale.field.decidedPlatform')
                        : d.status === 0 || d.status === 5
                          ? '—'
                          : t('console.aftersale.field.decidedSeller'),
                  },
                  {
                    key: 'parcel',
                    label: t('console.aftersale.field.returnParcel'),
                    children: d.express_no ? `${d.express_company} ${d.express_no}` : '—',
                  },
                  {
                    key: 'description',
                    label: t('console.aftersale.field.description'),
                    span: 2,
                    children: d.description || '—',
                  },
                  ...(d.reject_reason
                    ? [
                        {
                          key: 'reject',
                          label: t('console.aftersale.field.rejectReason'),
                          span: 2,
                          children: (
                            <Typography.Text type="danger" data-testid="aftersale-reject-reason">
                              {d.reject_reason}
                            </Typography.Text>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </Card>
            <Card size="small" title={t('console.aftersale.section.photos')}>
              {d.images.length === 0 ? (
                <Typography.Text type="secondary">
                  {t('console.aftersale.field.noPhotos')}
                </Typography.Text>
              ) : (
                <Image.PreviewGroup>
                  <Space wrap>
                    {d.images.map((src) => (
                      <Image
                        key={src}
                        src={src}
                        width={96}
                        height={96}
                        style={{ objectFit: 'cover' }}
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              )}
            </Card>
            <Card size="small" title={t('console.aftersale.section.order')}>
              <Descriptions size="small" column={3}>
                <Descriptions.Item label={t('console.aftersale.col.order')}>
                  <span className="console-mono">{d.order.order_sn}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('console.aftersale.field.orderStatus')}>
                  {t(dynamicKey('console.aftersale.orderStatus', `s${d.order.status}`))}
                </Descriptions.Item>
                <Descriptions.Item label={t('console.aftersale.field.payMethod')}>
                  {d.order.pay_method
                    ? t(dynamicKey('console.aftersale.payMethod', d.order.pay_method))
                    : '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('console.aftersale.field.payAmount')}>
                  ¥{formatFen(d.order.pay_amount)}
                </Descriptions.Item>
                <Descriptions.Item label={t('console.aftersale.field.refunded')}>
                  <span data-testid="aftersale-refunded">¥{formatFen(d.order.refunded)}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('console.aftersale.field.paidAt')}>
                  {d.order.paid_at ? chinaDateTime(d.order.paid_at) : '—'}
                </Descriptions.Item>
              </Descriptions>
              <Table<OrderLine>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={d.order.lines}
                columns={[
                  {
                    title: t('console.aftersale.field.goods'),
                    dataIndex: 'title',
                    render: (title: string, l) => (
                      <Space>
                        {l.image && <Image src={l.image} width={40} height={40} preview={false} />}
                        <span>{title}</span>
                        <Typography.Text type="secondary">
                          {Object.values(l.spec).join(' / ')}
                        </Typography.Text>
                      </Space>
                    ),
                  },
                  {
                    title: t('console.aftersale.field.qty'),
                    dataIndex: 'quantity',
                    width: 70,
                    align: 'right',
                  },
                  {
                    title: t('console.aftersale.field.price'),
                    dataIndex: 'price',
                    width: 100,
                    align: 'right',
                    render: (fen: number) => `¥${formatFen(fen)}`,
                  },
                ]}
              />
            </Card>
          </Space>
        </Col>
        <Col span={10}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Card size="small" title={t('console.aftersale.section.refund')}>
              {d.refund ? (
                <Descriptions size="small" column={1} data-testid="aftersale-refund">
                  <Descriptions.Item label={t('console.aftersale.field.refundNo')}>
                    #{d.refund.id} · ¥{formatFen(d.refund.amount)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('console.aftersale.field.refundMethod')}>
                    {t(dynamicKey('console.aftersale.payMethod', d.refund.method))}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('console.aftersale.field.refundState')}>
                    <Tag color="green">{d.refund.status}</Tag>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('console.aftersale.field.providerRef')}>
                    <span className="console-mono">{d.refund.provider_ref || '—'}</span>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('console.aftersale.col.createdAt')}>
                    {chinaDateTime(d.refund.created_at)}
                  </Descriptions.Item>
                </Descriptions>
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('console.aftersale.field.noRefund')}
                />
              )}
            </Card>
            <Card size="small" title={t('console.aftersale.section.timeline')}>
              <Timeline
                items={[...d.timeline].reverse().map((e, i) => ({
                  key: `${e.time}-${i}`,
                  color: e.kind === 'refund' ? 'green' : e.kind === 'after_sale' ? 'blue' : 'gray',
                  content: (
                    <Space orientation="vertical" size={0}>
                      <span>{e.text}</span>
                      <Typography.Text type="secondary" className="console-mono">
                        {chinaDateTime(e.time)}
                      </Typography.Text>
                    </Space>
                  ),
                }))}
              />
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
