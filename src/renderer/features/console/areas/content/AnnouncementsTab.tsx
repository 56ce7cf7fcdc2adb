/**
 * Message-centre announcements (issue 23, part content): a draft to all users or a segment
 * (registration dates, a user right), sent once after a confirmation that names the segment.
 */
import {
  App,
  Button,
  Card,
  Drawer,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import {
  CONTENT_RIGHTS,
  CONTENT_SEGMENTS,
  type ContentSegment,
  type OpsAnnouncement,
} from '../../../../../shared/contract/ops-content';
import { useLoad } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { contentApi } from './api';
import { useOpsChanged } from '../../ops-events';
import { fromLocalInput } from './form-errors';
import { pageOf, showOnField } from './shared';
import './strings';

const LIMIT = 10;

interface AnnForm {
  title: string;
  title_en?: string;
  body: string;
  body_en?: string;
  link?: string;
  segment: ContentSegment;
  reg_from?: string;
  reg_to?: string;
  right?: string;
}

export function AnnouncementsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useSession().can('content.write');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = useLoad(
    (signal) => contentApi.announcements({ page, limit: LIMIT }, signal),
    [page],
  );
  // another operator's change re-reads this list (page and open forms are kept)
  useOpsChanged(['content'], () => void list.reload());
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<AnnForm>();
  const segment = Form.useWatch('segment', form) ?? 'all';
  const segmentText = (a: OpsAnnouncement) => {
    const name = t(dynamicKey('console.content.ann.segments', a.segment));
    if (a.segment === 'registered') {
      return `${name} ${chinaDateTime(a.reg_from)} – ${chinaDateTime(a.reg_to)}`;
    }
    if (a.segment === 'right')
      return `${name}: ${t(dynamicKey('console.content.ann.rights', a.right))}`;
    return name;
  };
  const submit = async (v: AnnForm) => {
    setSaving(true);
    try {
      await contentApi.announcementCreate({
        title: v.title,
        title_en: v.title_en ?? '',
        body: v.body,
        body_en: v.body_en ?? '',
        link: v.link?.trim() ?? '',
        segment: v.segment,
        reg_from: fromLocalInput(v.reg_from),
        reg_to: fromLocalInput(v.reg_to),
        ...(v.segment === 'right' && v.right ? { right: v.right } : {}),
      });
      void message.success(t('console.content.saved'));
      setOpen(false);
      void list.reload();
    } catch (err) {
      const fields = [
        'title',
        'title_en',
        'body',
        'body_en',
        'link',
        'segment',
        'reg_from',
        'reg_to',
        'right',
      ];
      if (!showOnField(form, err, fields)) void message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const send = async (a: OpsAnnouncement) => {
    try {
      const r = await contentApi.announcementSend(a.id);
      void message.success(t('console.content.ann.sentDone', { n: r.recipients }));
    } catch (err) {
      void message.error((err as Error).message);
    }
    void list.reload();
  };
  return (
    <Card
      title={t('console.content.tabs.announcements')}
      extra={
        canWrite && (
          <Button type="primary" onClick={() => setOpen(true)}>
            {t('console.content.ann.add')}
          </Button>
        )
      }
    >
      {list.status === 'error' ? (
        <LoadFailed title={t('console.content.loadFailed')} error={list.error} retry={list.retry} />
      ) : (
        <Table<OpsAnnouncement>
          rowKey="id"
          loading={list.loading}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: t('console.content.empty') }}
          pagination={{
            current: page,
            pageSize: LIMIT,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('console.content.total', { total }),
            onChange: (p) => setParams(new URLSearchParams({ page: String(p) })),
          }}
          columns={[
            { title: t('console.content.ann.name'), dataIndex: 'title' },
            { title: t('console.content.ann.body'), dataIndex: 'body', ellipsis: true },
            { title: t('console.content.ann.segment'), render: (_, a) => segmentText(a) },
            {
              title: t('console.content.status'),
              width: 100,
              render: (_, a) => (
                <Tag color={a.sent ? 'green' : 'default'}>
                  {t(a.sent ? 'console.content.ann.sent' : 'console.content.ann.draft')}
                </Tag>
              ),
            },
            { title: t('console.content.ann.recipients'), dataIndex: 'recipients', width: 100 },
            {
              title: t('console.content.ann.sentAt'),
              width: 170,
              render: (_, a) => (a.sent_at ? chinaDateTime(a.sent_at) : '—'),
            },
            ...(canWrite
              ? [
                  {
                    title: t('console.content.actions'),
                    width: 90,
                    render: (_: unknown, a: OpsAnnouncement) =>
                      a.sent ? null : (
                        <Popconfirm
                          title={t('console.content.ann.sendConfirm', {
                            title: a.title,
                            segment: segmentText(a),
                          })}
                          onConfirm={() => send(a)}
                        >
                          <Button size="small" type="primary">
                            {t('console.content.ann.send')}
                          </Button>
                        </Popconfirm>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('console.content.ann.add')}
        size="large"
        destroyOnHidden
      >
        <Form<AnnForm>
          form={form}
          layout="vertical"
          initialValues={{ segment: 'all' }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item
            name="title"
            label={t('console.content.ann.name')}
            rules={[{ required: true, message: t('console.content.required') }, { max: 60 }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="body"
            label={t('console.content.ann.body')}
            rules={[{ required: true, message: t('console.content.required') }, { max: 1000 }]}
          >
            <Input.TextArea rows={4} maxLength={1000} />
          </Form.Item>
          <Form.Item
            name="title_en"
            label={t('console.content.ann.nameEn')}
            extra={t('console.content.ann.enHelp')}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="body_en" label={t('console.content.ann.bodyEn')}>
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
          <Form.Item
            name="link"
            label={t('console.content.ann.link')}
            extra={t('console.content.ann.linkHelp')}
          >
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item
            name="segment"
            label={t('console.content.ann.segment')}
            rules={[{ required: true }]}
          >
            <Select
              options={CONTENT_SEGMENTS.map((s) => ({
                value: s,
                label: t(dynamicKey('console.content.ann.segments', s)),
              }))}
            />
          </Form.Item>
          {segment === 'registered' && (
            <Space size="large">
              <Form.Item
                name="reg_from"
                label={t('console.content.ann.regFrom')}
                extra={t('console.content.chinaTime')}
                rules={[{ required: true, message: t('console.content.required') }]}
              >
                <Input type="datetime-local" />
              </Form.Item>
              <Form.Item
                name="reg_to"
                label={t('console.content.ann.regTo')}
                rules={[{ required: true, message: t('console.content.required') }]}
              >
                <Input type="datetime-local" />
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
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('console.content.save')}
          </Button>
        </Form>
      </Drawer>
    </Card>
  );
}
