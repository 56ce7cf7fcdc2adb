/**
 * The withdrawals queue (issue 20, money): status tabs with counts, filters in the URL (mobile,
 * China-time days, amount range in yuan), server paging; approve / mark paid with the transfer's
 * reference / refuse with a reason, each asked first. Another operator's action reloads the list
 * live (`withdrawals` topic); a click that lost the race is told the current state by the server.
 */
import { App, Button, Card, Form, Input, Modal, Space, Table, Tabs, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import type { OpsWithdrawal } from '../../../../../shared/contract/ops-money';
import type { WithdrawalStatus } from '../../../../../shared/contract/types';
import { formatFen } from '../../../../../shared/rules/money';
import { ApiError, useMutation } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { chinaDateTime, useUrlList } from '../../list-query';
import { LoadFailed } from '../../LoadFailed';
import { useOpsChanged } from '../../ops-events';
import { moneyApi } from './api';
import {
  isYuan,
  MONEY_PAGE_SIZES,
  parseWithdrawalQuery,
  WITHDRAWAL_STATUSES,
  payoutOutcome,
  withdrawalApiInput,
  withdrawalQueryString,
  type WithdrawalFilters,
} from './money-query';
import './strings';
import { urlPagination } from '../../list-query';

const STATUS_COLOR: Record<WithdrawalStatus, string> = {
  pending: 'gold',
  approved: 'blue',
  paying: 'cyan',
  paid: 'green',
  refused: 'red',
  failed: 'volcano',
};

interface Draft {
  mobile: string;
  from: string;
  to: string;
  min: string;
  max: string;
}

const draftOf = (f: WithdrawalFilters): Draft => ({
  mobile: f.mobile ?? '',
  from: f.from ?? '',
  to: f.to ?? '',
  min: f.min ?? '',
  max: f.max ?? '',
});

type Dialog = { kind: 'paid' | 'refuse'; w: OpsWithdrawal } | null;

/** The reference (mark paid) or reason (refuse) form of one withdrawal. */
function ActionDialog({
  dialog,
  onClose,
  onDone,
}: {
  dialog: Dialog;
  onClose: () => void;
  onDone: (w: OpsWithdrawal) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reference?: string; reason?: string }>();
  const act = useMutation(
    (v: { reference?: string; reason?: string }) =>
      dialog?.kind === 'paid'
        ? moneyApi.paid({ id: dialog.w.id, reference: (v.reference ?? '').trim() })
        : moneyApi.refuse({ id: dialog?.w.id ?? 0, reason: (v.reason ?? '').trim() }),
    { report: false },
  );
  useEffect(() => form.resetFields(), [dialog, form]);
  if (!dialog) return null;
  const { w, kind } = dialog;
  const field = kind === 'paid' ? 'reference' : 'reason';

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const done = await act.run(values);
      void message.success(
        kind === 'paid' ? t('console.money.w.paidDone') : t('console.money.w.refused'),
      );
      onDone(done);
    } catch (err) {
      const e = ApiError.from(err);
      if (e.field === field) form.setFields([{ name: field, errors: [e.text] }]);
      else {
        if (!e.reported) void message.error(e.message);
        onClose();
      }
    }
  };

  return (
    <Modal
      open
      title={
        kind === 'paid'
          ? t('console.money.w.paidTitle', { id: w.id })
          : t('console.money.w.refuseTitle', { id: w.id })
      }
      okText={t('console.money.confirm')}
      cancelText={t('console.money.cancel')}
      okButtonProps={{ danger: kind === 'refuse', 'data-testid': 'withdrawal-dialog-ok' }}
      confirmLoading={act.pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {kind === 'paid'
          ? t('console.money.w.paidHint', {
              arrival: formatFen(w.arrival),
              card: `${w.bank_name} ${w.card_no}`,
              holder: w.holder_name,
            })
          : t('console.money.w.refuseHint', { amount: formatFen(w.amount) })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid={`withdrawal-${kind}-form`}>
        {kind === 'paid' ? (
          <Form.Item
            name="reference"
            label={t('console.money.w.reference')}
            rules={[
              { required: true, whitespace: true, message: t('console.money.w.referenceRequired') },
              {
                pattern: /^\s*[A-Za-z0-9_./-]{4,64}\s*$/,
                message: t('console.money.w.referenceInvalid'),
              },
            ]}
          >
            <Input autoFocus maxLength={64} className="console-mono" />
          </Form.Item>
        ) : (
          <Form.Item
            name="reason"
            label={t('console.money.w.reason')}
            rules={[
              { required: true, whitespace: true, message: t('console.money.w.reasonRequired') },
              { min: 2, max: 100, message: t('console.money.w.reasonRequired') },
            ]}
          >
            <Input.TextArea autoFocus maxLength={100} showCount rows={3} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

const WithdrawalsScreen = observer(function WithdrawalsScreen() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const session = useSession();
  const canWrite = session.can('money.write');
  const { filters, query, list, go } = useUrlList(
    parseWithdrawalQuery,
    withdrawalQueryString,
    (f, signal) => moneyApi.withdrawals(withdrawalApiInput(f), signal),
  );
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [dialog, setDialog] = useState<Dialog>(null);
  useEffect(() => setDraft(draftOf(parseWithdrawalQuery(new URLSearchParams(query)))), [query]);
  useOpsChanged(['withdrawals'], () => void list.reload());
  const approve = useMutation(moneyApi.approve, { report: false });
  const payout = useMutation(moneyApi.payout, { report: false });
  // issue 22: the provider approved withdrawals can be paid out through ('' none)
  const payoutProvider = list.data?.payout_provider ?? '';
  const providerName = t(dynamicKey('console.money.w', `provider_${payoutProvider}`));

  const statusName = (s: WithdrawalStatus) => t(dynamicKey('console.money.status', s));
  const amountOk = (v: string) => v === '' || isYuan(v);
  const search = () =>
    go({
      page: 1,
      limit: filters.limit,
      ...(filters.status ? { status: filters.status } : {}),
      ...(draft.mobile.trim() ? { mobile: draft.mobile.trim() } : {}),
      ...(draft.from ? { from: draft.from } : {}),
      ...(draft.to ? { to: draft.to } : {}),
      ...(draft.min.trim() ? { min: draft.min.trim() } : {}),
      ...(draft.max.trim() ? { max: draft.max.trim() } : {}),
    });

  const confirmApprove = (w: OpsWithdrawal) =>
    modal.confirm({
      title: t('console.money.w.approve'),
      content: t('console.money.w.approveConfirm', {
        id: w.id,
        amount: formatFen(w.amount),
        arrival: formatFen(w.arrival),
      }),
      okText: t('console.money.confirm'),
      cancelText: t('console.money.cancel'),
      onOk: async () => {
        try {
          await approve.run(w.id);
          void message.success(t('console.money.w.approved'));
        } catch (err) {
          const e = ApiError.from(err);
          if (!e.reported) void message.error(e.message);
        }
        await list.reload();
      },
    });

  const confirmPayout = (w: OpsWithdrawal) =>
    modal.confirm({
      title: t('console.money.w.payout', { provider: providerName }),
      content: t('console.money.w.payoutConfirm', {
        id: w.id,
        provider: providerName,
        arrival: formatFen(w.arrival),
        card: `${w.bank_name} **** ${w.card_no.slice(-4)}`,
        holder: w.holder_name,
      }),
      okText: t('console.money.confirm'),
      cancelText: t('console.money.cancel'),
      onOk: async () => {
        try {
          const after = await payout.run(w.id);
          const outcome = payoutOutcome(after);
          if (outcome === 'done') void message.success(t('console.money.w.payoutDone'));
          else if (outcome === 'failed') {
            void message.error(t('console.money.w.payoutFailed', { reason: after.payout_error }));
          } else void message.info(t('console.money.w.payoutPending'));
        } catch (err) {
          const e = ApiError.from(err);
          if (!e.reported) void message.error(e.message);
        }
        await list.reload();
      },
    });

  const counts = list.data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const tabLabel = (label: string, n: number | undefined) =>
    n === undefined ? label : `${label} (${n})`;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Form
          layout="inline"
          className="console-filters"
          component="form"
          onSubmitCapture={(e) => {
            e.preventDefault();
            if (amountOk(draft.min) && amountOk(draft.max)) search();
          }}
          data-testid="withdrawal-filters"
        >
          <Form.Item label={t('console.money.mobile')}>
            <Input
              style={{ width: 140 }}
              inputMode="numeric"
              maxLength={11}
              value={draft.mobile}
              onChange={(e) =>
                setDraft((d) => ({ ...d, mobile: e.target.value.replace(/\D/g, '') }))
              }
              aria-label={t('console.money.mobile')}
            />
          </Form.Item>
          <Form.Item label={t('console.money.from')}>
            <Input
              type="date"
              value={draft.from}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              aria-label={t('console.money.from')}
            />
          </Form.Item>
          <Form.Item label={t('console.money.to')}>
            <Input
              type="date"
              value={draft.to}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              aria-label={t('console.money.to')}
            />
          </Form.Item>
          {(['min', 'max'] as const).map((k) => (
            <Form.Item
              key={k}
              label={k === 'min' ? t('console.money.w.minYuan') : t('console.money.w.maxYuan')}
              validateStatus={amountOk(draft[k]) ? '' : 'error'}
              help={amountOk(draft[k]) ? undefined : t('console.money.w.amountInvalid')}
            >
              <Input
                style={{ width: 100 }}
                inputMode="decimal"
                value={draft[k]}
                onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))}
                aria-label={
                  k === 'min' ? t('console.money.w.minYuan') : t('console.money.w.maxYuan')
                }
              />
            </Form.Item>
          ))}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('console.money.search')}
              </Button>
              <Button onClick={() => go({ page: 1, limit: filters.limit })}>
                {t('console.money.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <Tabs
          activeKey={filters.status ?? 'all'}
          onChange={(key) => {
            const { status: _drop, ...rest } = filters;
            void _drop;
            go({
              ...rest,
              page: 1,
              ...(key === 'all' ? {} : { status: key as WithdrawalStatus }),
            });
          }}
          items={[
            { key: 'all', label: tabLabel(t('console.money.all'), all) },
            ...WITHDRAWAL_STATUSES.map((s) => ({
              key: s,
              label: tabLabel(statusName(s), counts?.[s]),
            })),
          ]}
          data-testid="withdrawal-tabs"
        />
        {list.status === 'error' ? (
          <LoadFailed title={t('console.money.loadError')} error={list.error} retry={list.retry} />
        ) : (
          <Table<OpsWithdrawal>
            rowKey="id"
            size="middle"
            data-testid="withdrawal-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.money.w.empty') }}
            pagination={urlPagination(
              filters,
              list.data?.total ?? 0,
              go,
              MONEY_PAGE_SIZES,
              (total) => t('console.money.total', { count: total }),
            )}
            columns={[
              {
                title: t('console.money.w.id'),
                dataIndex: 'id',
                width: 80,
                render: (id: number) => <span className="console-mono">#{id}</span>,
              },
              {
                title: t('console.money.w.user'),
                dataIndex: 'mobile',
                render: (mobile: string, w) => (
                  <span>
                    <span className="console-mono">{mobile}</span>
                    <br />
                    <Typography.Text type="secondary">
                      {w.nickname || '—'} · ID {w.user_id}
                    </Typography.Text>
                  </span>
                ),
              },
              {
                title: t('console.money.w.amount'),
                dataIndex: 'amount',
                align: 'right',
                width: 190,
                render: (fen: number, w) => (
                  <span className="console-mono" style={{ whiteSpace: 'nowrap' }}>
                    ¥{formatFen(fen)}
                    <br />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('console.money.w.arrival')} ¥{formatFen(w.arrival)} ·{' '}
                      {t('console.money.w.fee')} ¥{formatFen(w.fee)}
                    </Typography.Text>
                  </span>
                ),
              },
              {
                title: t('console.money.w.card'),
                dataIndex: 'bank_name',
                render: (bank: string, w) => (
                  <span>
                    {bank} {w.holder_name}
                    <br />
                    <Typography.Text type="secondary" className="console-mono">
                      **** {w.card_no.slice(-4)}
                    </Typography.Text>
                  </span>
                ),
              },
              {
                title: t('console.money.w.status'),
                dataIndex: 'status',
                render: (s: WithdrawalStatus, w) => (
                  <Space orientation="vertical" size={0}>
                    <Tag color={STATUS_COLOR[s]} data-testid="withdrawal-status">
                      {statusName(s)}
                    </Tag>
                    {w.approved_at !== null && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('console.money.w.approvedBy', {
                          name: w.approved_by_name,
                          at: chinaDateTime(w.approved_at),
                        })}
                      </Typography.Text>
                    )}
                    {w.settled_at !== null && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('console.money.w.settledBy', {
                          name: w.settled_by_name,
                          at: chinaDateTime(w.settled_at),
                        })}
                      </Typography.Text>
                    )}
                    {w.paid_reference && (
                      <Typography.Text
                        type="secondary"
                        style={{ fontSize: 12 }}
                        className="console-mono"
                      >
                        {t('console.money.w.paidRef', { ref: w.paid_reference })}
                      </Typography.Text>
                    )}
                    {w.payout_error && w.status === 'approved' && (
                      <Typography.Text
                        type="danger"
                        style={{ fontSize: 12 }}
                        data-testid="withdrawal-payout-error"
                      >
                        {t('console.money.w.payoutError', { reason: w.payout_error })}
                      </Typography.Text>
                    )}
                    {w.remark && (
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {t('console.money.w.remark', { text: w.remark })}
                      </Typography.Text>
                    )}
                  </Space>
                ),
              },
              {
                title: t('console.money.w.createdAt'),
                dataIndex: 'created_at',
                width: 170,
                render: (at: number) => (
                  <span className="console-mono" style={{ whiteSpace: 'nowrap' }}>
                    {chinaDateTime(at)}
                  </span>
                ),
              },
              ...(canWrite
                ? [
                    {
                      title: t('console.money.actions'),
                      key: 'actions',
                      width: 200,
                      render: (_: unknown, w: OpsWithdrawal) => (
                        <Space size={4} wrap>
                          {w.status === 'pending' && (
                            <Button
                              size="small"
                              type="primary"
                              onClick={() => confirmApprove(w)}
                              data-testid="withdrawal-approve"
                            >
                              {t('console.money.w.approve')}
                            </Button>
                          )}
                          {w.status === 'approved' && payoutProvider && (
                            <Button
                              size="small"
                              type="primary"
                              onClick={() => confirmPayout(w)}
                              data-testid="withdrawal-payout"
                            >
                              {t('console.money.w.payout', { provider: providerName })}
                            </Button>
                          )}
                          {w.status === 'approved' && (
                            <Button
                              size="small"
                              type="primary"
                              onClick={() => setDialog({ kind: 'paid', w })}
                              data-testid="withdrawal-paid"
                            >
                              {t('console.money.w.markPaid')}
                            </Button>
                          )}
                          {(w.status === 'pending' || w.status === 'approved') && (
                            <Button
                              size="small"
                              danger
                              onClick={() => setDialog({ kind: 'refuse', w })}
                              data-testid="withdrawal-refuse"
                            >
                              {t('console.money.w.refuse')}
                            </Button>
                          )}
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Card>
      <ActionDialog
        dialog={dialog}
        onClose={() => {
          setDialog(null);
          void list.reload();
        }}
        onDone={() => {
          setDialog(null);
          void list.reload();
        }}
      />
    </Space>
  );
});

export default WithdrawalsScreen;
