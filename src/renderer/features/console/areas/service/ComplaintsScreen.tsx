/**
 * The complaints queue (issue 20, part `service`): server-paged table, filters (status, type,
 * China-time days, text) in the URL; a drawer with the consumer's text, photos and contact, the
 * reply form (the consumer sees the reply in the app's complaint screen) and closing. New
 * complaints arrive live (`ops:changed` topic `service`).
 */
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Form,
  Image,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { COMPLAINT_TYPES } from '../../../../../shared/contract/chat';
import {
  COMPLAINT_REPLY_MAX,
  SERVICE_COMPLAINT_STATES,
  type OpsComplaint,
} from '../../../../../shared/contract/ops-service';
import { ApiError, useLoad, useMutation } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime, useUrlList } from '../../list-query';
import { useOpsChanged } from '../../ops-events';
import { serviceApi } from './api';
import {
  COMPLAINT_PAGE_SIZES,
  complaintApiInput,
  complaintQueryString,
  parseComplaintQuery,
  type ComplaintFilters,
} from './complaint-query';
import './strings';
import { urlPagination } from '../../list-query';
import { FilterForm } from '../../FilterForm';

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'orange', 2: 'green', 3: 'default' };

function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]}>
      {t(dynamicKey('console.service.complaints.statusOf', status))}
    </Tag>
  );
}

function ComplaintDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: (c: OpsComplaint) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const canWrite = session.can('service.write');
  const detail = useLoad(
    (signal) => (id ? serviceApi.complaint(id, signal) : Promise.resolve(null)),
    [id],
  );
  const [form] = Form.useForm<{ reply: string }>();
  const reply = useMutation(serviceApi.reply, { report: false });
  const close = useMutation(serviceApi.close);
  useEffect(() => form.resetFields(), [id, form]);
  const c = detail.data;

  const submit = async () => {
    if (!c) return;
    const values = await form.validateFields();
    try {
      const next = await reply.run({ id: c.id, reply: values.reply.trim() });
      detail.setData(next);
      onChanged(next);
      void message.success(t('console.service.complaints.replied'));
    } catch (err) {
      const e = ApiError.from(err);
      if (e.field === 'reply') form.setFields([{ name: 'reply', errors: [e.message] }]);
      else void message.error(e.message);
      void detail.reload();
    }
  };

  const confirmClose = () => {
    if (!c) return;
    modal.confirm({
      content: t('console.service.complaints.closeConfirm'),
      okText: t('console.service.complaints.confirm'),
      cancelText: t('console.service.complaints.cancel'),
      onOk: async () => {
        const next = await close.run(c.id);
        detail.setData(next);
        onChanged(next);
        void message.success(t('console.service.complaints.closed'));
      },
    });
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={560}
      title={c ? `${t('console.service.complaints.detail')} #${c.id}` : ''}
      data-testid="complaint-drawer"
      extra={
        c && canWrite && c.status !== 3 ? (
          <Button danger onClick={confirmClose} data-testid="complaint-close">
            {t('console.service.complaints.close')}
          </Button>
        ) : null
      }
    >
      {detail.status === 'error' ? (
        <LoadFailed
          title={t('console.service.complaints.loadError')}
          error={detail.error}
          retry={detail.retry}
        />
      ) : c ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('console.service.complaints.status')}>
              <StatusTag status={c.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('console.service.complaints.type')}>
              {t(dynamicKey('console.service.complaints.types', c.type))}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.service.complaints.user')}>
              {c.user.nickname} <span className="console-mono">{c.user.mobile}</span> #{c.user.id}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.service.complaints.phone')}>
              {c.phone || (
                <Typography.Text type="secondary">
                  {t('console.service.complaints.none')}
                </Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('console.service.complaints.createdAt')}>
              <span className="console-mono">{chinaDateTime(c.created_at)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('console.service.complaints.content')}>
              <div style={{ whiteSpace: 'pre-wrap' }} data-testid="complaint-content">
                {c.content}
              </div>
            </Descriptions.Item>
            {c.images.length > 0 && (
              <Descriptions.Item label={t('console.service.complaints.photos')}>
                <Image.PreviewGroup>
                  <Space wrap>
                    {c.images.map((src) => (
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
              </Descriptions.Item>
            )}
            {c.reply && (
              <Descriptions.Item label={t('console.service.complaints.reply')}>
                <div style={{ whiteSpace: 'pre-wrap' }} data-testid="complaint-reply">
                  {c.reply}
                </div>
                <Typography.Text type="secondary">
                  {c.replied_by_name} · {chinaDateTime(c.replied_at)}
                </Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          {canWrite && (c.status === 0 || c.status === 1) && (
            <Form
              form={form}
              layout="vertical"
              onFinish={() => void submit()}
              data-testid="complaint-reply-form"
            >
              <Form.Item
                name="reply"
                label={t('console.service.complaints.replyLabel')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('console.service.complaints.replyRequired'),
                  },
                  { max: COMPLAINT_REPLY_MAX, message: t('console.service.complaints.replyMax') },
                ]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 4, maxRows: 8 }}
                  showCount
                  maxLength={COMPLAINT_REPLY_MAX}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={reply.pending}>
                {t('console.service.complaints.replySubmit')}
              </Button>
            </Form>
          )}
        </Space>
      ) : null}
    </Drawer>
  );
}

interface Draft {
  status?: string;
  type?: string;
  from: string;
  to: string;
  q: string;
}

const draftOf = (f: ComplaintFilters): Draft => ({
  status: f.status,
  type: f.type,
  from: f.from ?? '',
  to: f.to ?? '',
  q: f.q ?? '',
});

export function ComplaintsScreen() {
  const { t } = useTranslation();
  const { filters, query, list, go } = useUrlList(
    parseComplaintQuery,
    complaintQueryString,
    (f, signal) => serviceApi.complaints(complaintApiInput(f), signal),
  );
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  useEffect(() => setDraft(draftOf(parseComplaintQuery(new URLSearchParams(query)))), [query]);
  const [open, setOpen] = useState<number | null>(null);
  useOpsChanged(['service'], () => void list.reload());

  const search = () =>
    go(
      parseComplaintQuery(
        new URLSearchParams(
          complaintQueryString({
            page: 1,
            limit: filters.limit,
            ...(draft.status ? { status: draft.status as ComplaintFilters['status'] } : {}),
            ...(draft.type ? { type: draft.type as ComplaintFilters['type'] } : {}),
            ...(draft.from ? { from: draft.from } : {}),
            ...(draft.to ? { to: draft.to } : {}),
            ...(draft.q.trim() ? { q: draft.q.trim() } : {}),
          }),
        ),
      ),
    );

  const replace = (c: OpsComplaint) => {
    if (!list.data) return;
    list.setData({ ...list.data, list: list.data.list.map((x) => (x.id === c.id ? c : x)) });
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FilterForm onSearch={search} testId="complaint-filters">
        <Form.Item label={t('console.service.complaints.status')}>
          <Select
            style={{ width: 120 }}
            allowClear
            placeholder={t('console.service.complaints.all')}
            value={draft.status}
            onChange={(v?: string) => setDraft((d) => ({ ...d, status: v }))}
            options={SERVICE_COMPLAINT_STATES.map((s) => ({
              value: s,
              label: t(dynamicKey('console.service.complaints.states', s)),
            }))}
            aria-label={t('console.service.complaints.status')}
            data-testid="complaint-filter-status"
          />
        </Form.Item>
        <Form.Item label={t('console.service.complaints.type')}>
          <Select
            style={{ width: 130 }}
            allowClear
            placeholder={t('console.service.complaints.all')}
            value={draft.type}
            onChange={(v?: string) => setDraft((d) => ({ ...d, type: v }))}
            options={COMPLAINT_TYPES.map((s) => ({
              value: s,
              label: t(dynamicKey('console.service.complaints.types', s)),
            }))}
            aria-label={t('console.service.complaints.type')}
          />
        </Form.Item>
        <Form.Item label={t('console.service.complaints.from')}>
          <Input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            aria-label={t('console.service.complaints.from')}
          />
        </Form.Item>
        <Form.Item label={t('console.service.complaints.to')}>
          <Input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            aria-label={t('console.service.complaints.to')}
          />
        </Form.Item>
        <Form.Item>
          <Input
            style={{ width: 160 }}
            allowClear
            placeholder={t('console.service.complaints.q')}
            value={draft.q}
            onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
            aria-label={t('console.service.complaints.q')}
            data-testid="complaint-filter-q"
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('console.service.complaints.search')}
            </Button>
            <Button onClick={() => go({ page: 1, limit: filters.limit })}>
              {t('console.service.complaints.reset')}
            </Button>
          </Space>
        </Form.Item>
      </FilterForm>
      {list.status === 'error' ? (
        <LoadFailed
          title={t('console.service.complaints.loadError')}
          error={list.error}
          retry={list.retry}
        />
      ) : (
        <Card size="small">
          <Table<OpsComplaint>
            rowKey="id"
            size="middle"
            data-testid="complaint-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.service.complaints.empty') }}
            onRow={(c) => ({ onClick: () => setOpen(c.id), style: { cursor: 'pointer' } })}
            pagination={urlPagination(
              filters,
              list.data?.total ?? 0,
              go,
              COMPLAINT_PAGE_SIZES,
              (total) => t('console.service.complaints.total', { count: total }),
            )}
            columns={[
              { title: t('console.service.complaints.id'), dataIndex: 'id', width: 80 },
              {
                title: t('console.service.complaints.createdAt'),
                dataIndex: 'created_at',
                width: 180,
                render: (at: number) => <span className="console-mono">{chinaDateTime(at)}</span>,
              },
              {
                title: t('console.service.complaints.user'),
                dataIndex: 'user',
                width: 200,
                render: (_: unknown, c) => (
                  <span>
                    {c.user.nickname}{' '}
                    <Typography.Text type="secondary" className="console-mono">
                      {c.user.mobile}
                    </Typography.Text>
                  </span>
                ),
              },
              {
                title: t('console.service.complaints.type'),
                dataIndex: 'type',
                width: 110,
                render: (type: string) => t(dynamicKey('console.service.complaints.types', type)),
              },
              {
                title: t('console.service.complaints.content'),
                dataIndex: 'content',
                ellipsis: true,
              },
              {
                title: t('console.service.complaints.status'),
                dataIndex: 'status',
                width: 100,
                render: (s: number) => <StatusTag status={s} />,
              },
              {
                title: t('console.service.complaints.repliedBy'),
                dataIndex: 'replied_by_name',
                width: 120,
                render: (name: string) => name || '—',
              },
              {
                title: '',
                key: 'open',
                width: 80,
                render: (_: unknown, c) => (
                  <Button
                    type="link"
                    size="small"
                    onClick={(e) => {
                      e.stopPropagation();
                      setOpen(c.id);
                    }}
                    data-testid="complaint-open"
                  >
                    {t('console.service.complaints.view')}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      )}
      <ComplaintDrawer id={open} onClose={() => setOpen(null)} onChanged={replace} />
    </Space>
  );
}
