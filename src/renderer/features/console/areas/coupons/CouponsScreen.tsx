/**
 * The coupon templates (issue 23, coupons): filters in the URL (state, title), server paging,
 * taken / used / total counts; create and edit in a drawer, issue to users by id or mobile,
 * stop (asked first). Writes need `promo.write`; the buttons are not shown without it.
 */
import {
  App,
  Button,
  Card,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import {
  OPS_COUPON_STATES,
  type OpsCoupon,
  type OpsCouponState,
} from '../../../../../shared/contract/ops-coupons';
import { formatFen } from '../../../../../shared/rules/money';
import { ApiError, useMutation } from '../../../../core/data';
import { useSession } from '../../context';
import { FilterForm } from '../../FilterForm';
import { chinaDateTime, urlPagination, useUrlList } from '../../list-query';
import { LoadFailed } from '../../LoadFailed';
import { couponsApi } from './api';
import {
  COUPON_PAGE_SIZES,
  couponQueryString,
  parseCouponQuery,
  type CouponFilters,
} from './coupon-form';
import { CouponForm } from './CouponForm';
import './strings';

const STATE_COLOR: Record<OpsCouponState, string> = {
  running: 'green',
  not_started: 'blue',
  ended: 'default',
  stopped: 'red',
};

/** The face of a coupon as the operator reads it. */
export function CouponFace({
  c,
}: {
  c: Pick<OpsCoupon, 'kind' | 'amount' | 'rate' | 'threshold'>;
}) {
  const { t } = useTranslation();
  const p = {
    amount: formatFen(c.amount),
    threshold: formatFen(c.threshold),
    rate: c.rate / 10,
    pct: c.rate,
  };
  if (c.kind === 'discount') {
    return (
      <span>
        {c.amount > 0
          ? t('console.coupons.face.discountCap', p)
          : t('console.coupons.face.discount', p)}
        {c.threshold > 0 ? (
          <>
            <br />
            <Typography.Text type="secondary">{t('console.coupons.face.from', p)}</Typography.Text>
          </>
        ) : null}
      </span>
    );
  }
  return (
    <span>
      {c.threshold > 0
        ? t('console.coupons.face.amount', p)
        : t('console.coupons.face.amountNoThreshold', p)}
    </span>
  );
}

function IssueDialog({
  coupon,
  onClose,
  onDone,
}: {
  coupon: OpsCoupon | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ by: 'id' | 'mobile'; targets: string }>();
  const issue = useMutation(couponsApi.issue, { report: false });
  useEffect(() => form.resetFields(), [coupon, form]);
  if (!coupon) return null;
  const f = 'console.coupons.issueForm';
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const r = await issue.run({ id: coupon.id, by: v.by, targets: v.targets });
      void message.success(t(`${f}.done`, { n: r.issued }));
      onDone();
    } catch (err) {
      const e = ApiError.from(err);
      if (e.field === 'targets') form.setFields([{ name: 'targets', errors: [e.text] }]);
      else if (!e.reported) void message.error(e.message);
    }
  };
  return (
    <Modal
      open
      title={t(`${f}.title`, { title: coupon.title })}
      okText={t(`${f}.ok`)}
      cancelText={t('console.coupons.form.cancel')}
      confirmLoading={issue.pending}
      okButtonProps={{ 'data-testid': 'coupon-issue-ok' }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {t(`${f}.hint`, {
          left: coupon.total - coupon.received,
          limit: coupon.per_user_limit > 0 ? coupon.per_user_limit : t('console.coupons.unlimited'),
        })}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ by: 'mobile', targets: '' }}
        data-testid="coupon-issue-form"
      >
        <Form.Item name="by" label={t(`${f}.by`)}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'mobile', label: t(`${f}.byMobile`) },
              { value: 'id', label: t(`${f}.byId`) },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="targets"
          label={t(`${f}.targets`)}
          rules={[{ required: true, whitespace: true, message: t(`${f}.targetsRequired`) }]}
        >
          <Input.TextArea rows={4} maxLength={4000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const CouponsScreen = observer(function CouponsScreen() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const canWrite = useSession().can('promo.write');
  const { filters, query, list, go } = useUrlList(
    parseCouponQuery,
    couponQueryString,
    (f, signal) => couponsApi.list({ ...f }, signal),
  );
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  useEffect(() => setKeyword(parseCouponQuery(new URLSearchParams(query)).keyword ?? ''), [query]);
  const [editing, setEditing] = useState<OpsCoupon | null | undefined>(undefined);
  const [issuing, setIssuing] = useState<OpsCoupon | null>(null);
  const stop = useMutation(couponsApi.stop, { report: false });

  const search = (next: Partial<CouponFilters>) => {
    const f: CouponFilters = {
      page: 1,
      limit: filters.limit,
      ...(filters.state ? { state: filters.state } : {}),
      ...next,
    };
    const k = keyword.trim();
    go({ ...f, ...(k ? { keyword: k } : {}) });
  };

  const confirmStop = (c: OpsCoupon) =>
    modal.confirm({
      title: t('console.coupons.stop'),
      content: t('console.coupons.stopConfirm', { title: c.title }),
      okText: t('console.coupons.stop'),
      okButtonProps: { danger: true },
      cancelText: t('console.coupons.form.cancel'),
      onOk: async () => {
        try {
          await stop.run(c.id);
          void message.success(t('console.coupons.stopped'));
        } catch (err) {
          const e = ApiError.from(err);
          if (!e.reported) void message.error(e.message);
        }
        await list.reload();
      },
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FilterForm onSearch={() => search({})} testId="coupon-filters">
        <Form.Item label={t('console.coupons.keyword')}>
          <Input
            style={{ width: 200 }}
            maxLength={40}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            aria-label={t('console.coupons.keyword')}
          />
        </Form.Item>
        <Form.Item label={t('console.coupons.state')}>
          <Select<OpsCouponState | 'all'>
            style={{ width: 140 }}
            value={filters.state ?? 'all'}
            aria-label={t('console.coupons.state')}
            onChange={(v) => {
              const { state: _drop, ...rest } = filters;
              void _drop;
              go({ ...rest, page: 1, ...(v === 'all' ? {} : { state: v }) });
            }}
            options={[
              { value: 'all', label: t('console.coupons.all') },
              ...OPS_COUPON_STATES.map((s) => ({
                value: s,
                label: t(`console.coupons.states.${s}`),
              })),
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('console.coupons.search')}
            </Button>
            <Button
              onClick={() => {
                setKeyword('');
                go({ page: 1, limit: filters.limit });
              }}
            >
              {t('console.coupons.reset')}
            </Button>
          </Space>
        </Form.Item>
        {canWrite ? (
          <Form.Item style={{ marginInlineStart: 'auto' }}>
            <Button type="primary" onClick={() => setEditing(null)} data-testid="coupon-create">
              {t('console.coupons.create')}
            </Button>
          </Form.Item>
        ) : null}
      </FilterForm>
      <Card size="small">
        {list.status === 'error' ? (
          <LoadFailed
            title={t('console.coupons.loadError')}
            error={list.error}
            retry={list.retry}
          />
        ) : (
          <Table<OpsCoupon>
            rowKey="id"
            size="middle"
            data-testid="coupon-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.coupons.empty') }}
            pagination={urlPagination(
              filters,
              list.data?.total ?? 0,
              go,
              COUPON_PAGE_SIZES,
              (total) => t('console.coupons.total', { count: total }),
            )}
            columns={[
              {
                title: t('console.coupons.col.id'),
                dataIndex: 'id',
                width: 70,
                render: (id: number) => <span className="console-mono">#{id}</span>,
              },
              {
                title: t('console.coupons.col.title'),
                dataIndex: 'title',
                render: (title: string, c) => (
                  <span>
                    {title}
                    <br />
                    <Tag color={STATE_COLOR[c.state]}>{t(`console.coupons.states.${c.state}`)}</Tag>
                  </span>
                ),
              },
              {
                title: t('console.coupons.col.face'),
                key: 'face',
                render: (_: unknown, c) => <CouponFace c={c} />,
              },
              {
                title: t('console.coupons.col.window'),
                key: 'window',
                render: (_: unknown, c) => (
                  <span className="console-mono" style={{ whiteSpace: 'nowrap' }}>
                    {chinaDateTime(c.start_at).slice(0, 16)}
                    <br />
                    {chinaDateTime(c.end_at).slice(0, 16)}
                  </span>
                ),
              },
              {
                title: t('console.coupons.col.validity'),
                dataIndex: 'valid_days',
                render: (n: number) =>
                  n > 0
                    ? t('console.coupons.validity.days', { n })
                    : t('console.coupons.validity.window'),
              },
              {
                title: t('console.coupons.col.counts'),
                key: 'counts',
                align: 'right',
                render: (_: unknown, c) => (
                  <span className="console-mono" data-testid={`coupon-counts-${c.id}`}>
                    {c.received} / {c.used} / {c.total}
                  </span>
                ),
              },
              {
                title: t('console.coupons.col.perUser'),
                dataIndex: 'per_user_limit',
                align: 'right',
                render: (n: number) => (n > 0 ? n : t('console.coupons.unlimited')),
              },
              {
                title: t('console.coupons.col.scope'),
                key: 'scope',
                render: (_: unknown, c) =>
                  c.scope === 'all'
                    ? t('console.coupons.scope.all')
                    : t('console.coupons.scopeIds', {
                        scope: t(`console.coupons.scope.${c.scope}`),
                        ids: c.scope_ids.join(', '),
                      }),
              },
              {
                title: t('console.coupons.col.centre'),
                dataIndex: 'in_centre',
                render: (v: boolean) =>
                  v ? t('console.coupons.shown') : t('console.coupons.hidden'),
              },
              ...(canWrite
                ? [
                    {
                      title: t('console.coupons.col.actions'),
                      key: 'actions',
                      width: 180,
                      render: (_: unknown, c: OpsCoupon) =>
                        c.state === 'stopped' ? null : (
                          <Space size={4} wrap>
                            <Button size="small" onClick={() => setEditing(c)}>
                              {t('console.coupons.edit')}
                            </Button>
                            {c.state !== 'ended' ? (
                              <Button size="small" onClick={() => setIssuing(c)}>
                                {t('console.coupons.issue')}
                              </Button>
                            ) : null}
                            <Button size="small" danger onClick={() => confirmStop(c)}>
                              {t('console.coupons.stop')}
                            </Button>
                          </Space>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Card>
      <CouponForm
        open={editing !== undefined}
        coupon={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void list.reload();
        }}
      />
      <IssueDialog
        coupon={issuing}
        onClose={() => setIssuing(null)}
        onDone={() => {
          setIssuing(null);
          void list.reload();
        }}
      />
    </Space>
  );
});

export default CouponsScreen;
