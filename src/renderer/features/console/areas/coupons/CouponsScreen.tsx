/**
 * The coupon templates (issue 23, coupons): filters in the URL (state, title), server paging,
 * taken / used / total counts; create and edit in a drawer, issue to users by id or mobile or
 * to a segment,
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
import {
  CONTENT_RIGHTS,
  CONTENT_SEGMENTS,
  type ContentSegment,
} from '../../../../../shared/contract/ops-content';
import { dynamicKey } from '../../../../core/i18n/typed';
import { ApiError, useMutation } from '../../../../core/data';
import { newClientKey } from '../../../../core/platform/client-key';
import { useOpsChanged } from '../../ops-events';
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
import { fromLocalInput } from '../content/form-errors';
import '../content/strings';
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

interface IssueValues {
  mode: 'users' | 'segment';
  by: 'id' | 'mobile';
  targets: string;
  segment: ContentSegment;
  reg_from?: string;
  reg_to?: string;
  right?: string;
}

/**
 * Issue to listed users (ids or mobiles), or to a segment (the announcements' segments): the
 * segment is counted first (with how many already hold the per-user limit and are passed over)
 * and the operator confirms; more receivers than what is left is not offered (the server refuses
 * it too). Each issue carries a request key: one per opened dialog and values for listed users
 * (a double click or a retry sends the same one), one per confirm step for a segment; the server
 * answers a repeat with the first answer and issues nothing again.
 */
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
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<IssueValues>();
  const mode = Form.useWatch('mode', form) ?? 'users';
  const segment = Form.useWatch('segment', form) ?? 'all';
  const issue = useMutation(couponsApi.issue, { report: false });
  const issueSegment = useMutation(couponsApi.issueSegment, { report: false });
  const [counting, setCounting] = useState(false);
  const [requestId, setRequestId] = useState(newClientKey);
  useEffect(() => {
    form.resetFields();
    setRequestId(newClientKey());
  }, [coupon, form]);
  if (!coupon) return null;
  const f = 'console.coupons.issueForm';
  const fail = (err: unknown, fields: readonly string[]) => {
    const e = ApiError.from(err);
    if (e.field && fields.includes(e.field)) {
      form.setFields([{ name: e.field as keyof IssueValues, errors: [e.text] }]);
    } else if (!e.reported) void message.error(e.message);
  };
  const report = (r: { issued: number; skipped: number; duplicate: boolean }) => {
    const text =
      r.skipped > 0
        ? t(`${f}.doneSkipped`, { n: r.issued, skipped: r.skipped })
        : t(`${f}.done`, { n: r.issued });
    void message.success(r.duplicate ? `${t(`${f}.duplicate`)} ${text}` : text);
  };
  const toSegment = (v: IssueValues) => ({
    id: coupon.id,
    segment: v.segment,
    ...(v.segment === 'registered'
      ? { reg_from: fromLocalInput(v.reg_from), reg_to: fromLocalInput(v.reg_to) }
      : {}),
    ...(v.segment === 'right' && v.right ? { right: v.right } : {}),
  });
  const submitSegment = async (v: IssueValues) => {
    const input = toSegment(v);
    setCounting(true);
    let size: { count: number; skipped: number; left: number };
    try {
      size = await couponsApi.segmentCount(input);
    } catch (err) {
      fail(err, ['reg_to', 'reg_from', 'right']);
      return;
    } finally {
      setCounting(false);
    }
    if (size.count === 0) {
      void message.error(t(`${f}.segmentEmpty`));
      return;
    }
    const n = size.count - size.skipped;
    if (n === 0) {
      void message.error(t(`${f}.segmentAllAtLimit`, { count: size.count }));
      return;
    }
    if (n > size.left) {
      void message.error(t(`${f}.segmentTooLarge`, { ...size, n }));
      return;
    }
    // one key per confirm step: a double click or a retry of this confirm issues once
    const key = newClientKey();
    modal.confirm({
      title: t(`${f}.segmentConfirmTitle`),
      content: (
        <span data-testid="coupon-segment-summary">
          {size.skipped > 0
            ? t(`${f}.segmentConfirmSkipped`, { ...size, n, title: coupon.title })
            : t(`${f}.segmentConfirm`, { n, left: size.left, title: coupon.title })}
        </span>
      ),
      okText: t(`${f}.ok`),
      cancelText: t('console.coupons.form.cancel'),
      okButtonProps: { 'data-testid': 'coupon-segment-confirm' },
      onOk: async () => {
        try {
          const r = await issueSegment.run({ ...input, request_id: key });
          report(r);
          onDone();
        } catch (err) {
          fail(err, ['reg_to', 'reg_from', 'right']);
        }
      },
    });
  };
  const submit = async () => {
    const v = await form.validateFields();
    if (v.mode === 'segment') {
      await submitSegment(v);
      return;
    }
    try {
      const r = await issue.run({
        id: coupon.id,
        by: v.by,
        targets: v.targets,
        request_id: requestId,
      });
      report(r);
      onDone();
    } catch (err) {
      fail(err, ['targets']);
    }
  };
  return (
    <Modal
      open
      title={t(`${f}.title`, { title: coupon.title })}
      okText={mode === 'segment' ? t(`${f}.countOk`) : t(`${f}.ok`)}
      cancelText={t('console.coupons.form.cancel')}
      confirmLoading={issue.pending || issueSegment.pending || counting}
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
        initialValues={{ mode: 'users', by: 'mobile', targets: '', segment: 'all' }}
        // other users or another segment: another issue, another request key
        onValuesChange={() => setRequestId(newClientKey())}
        data-testid="coupon-issue-form"
      >
        <Form.Item name="mode" label={t(`${f}.to`)}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'users', label: t(`${f}.toUsers`) },
              { value: 'segment', label: t(`${f}.toSegment`) },
            ]}
          />
        </Form.Item>
        {mode === 'users' ? (
          <>
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
          </>
        ) : (
          <>
            <Form.Item name="segment" label={t(`${f}.segment`)}>
              <Select
                options={CONTENT_SEGMENTS.map((s) => ({
                  value: s,
                  label: t(dynamicKey('console.content.ann.segments', s)),
                }))}
                data-testid="coupon-segment"
              />
            </Form.Item>
            {segment === 'registered' && (
              <Space size="large" wrap>
                <Form.Item
                  name="reg_from"
                  label={t('console.content.ann.regFrom')}
                  extra={t('console.content.chinaTime')}
                  rules={[{ required: true, message: t('console.content.required') }]}
                >
                  <Input type="datetime-local" data-testid="coupon-reg-from" />
                </Form.Item>
                <Form.Item
                  name="reg_to"
                  label={t('console.content.ann.regTo')}
                  rules={[{ required: true, message: t('console.content.required') }]}
                >
                  <Input type="datetime-local" data-testid="coupon-reg-to" />
                </Form.Item>
              </Space>
            )}
            {segment === 'right' && (
              <Form.Item
                name="right"
                label={t('console.content.ann.right')}
                rules={[{ required: true, message: t('console.content.required') }]}
              >
                <Select
                  options={CONTENT_RIGHTS.map((r) => ({
                    value: r,
                    label: t(dynamicKey('console.content.ann.rights', r)),
                  }))}
                />
              </Form.Item>
            )}
            <Typography.Text type="secondary">{t(`${f}.segmentHint`)}</Typography.Text>
          </>
        )}
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
  // another operator's change re-reads the page (filters, page and open forms are kept)
  useOpsChanged(['promo'], () => void list.reload());

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
                  c.scope === 'all' ? (
                    t('console.coupons.scope.all')
                  ) : (
                    <Typography.Text
                      ellipsis={{ tooltip: true }}
                      style={{ maxWidth: 220 }}
                      data-testid={`coupon-scope-${c.id}`}
                    >
                      {t('console.coupons.scopeIds', {
                        scope: t(`console.coupons.scope.${c.scope}`),
                        ids: c.scope_ids.map((id, i) => c.scope_names[i] || `#${id}`).join('、'),
                      })}
                    </Typography.Text>
                  ),
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
                              <Button
                                size="small"
                                onClick={() => setIssuing(c)}
                                data-testid={`coupon-issue-${c.id}`}
                              >
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
