/** Home notices and shop-news articles (issue 23, part content): edit, publish, withdraw. */
import {
  App,
  Button,
  Card,
  Checkbox,
  Drawer,
  Form,
  Input,
  Popconfirm,
  Space,
  Table,
  Tag,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import { CONTENT_NOTICES_MAX, type OpsArticle } from '../../../../../shared/contract/ops-content';
import { useLoad } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { contentApi } from './api';
import { useOpsChanged } from '../../ops-events';
import { ImageField } from './ImageField';
import { pageOf, showOnField } from './shared';
import './strings';

const LIMIT = 10;

function NoticesCard({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const notices = useLoad((signal) => contentApi.notices(signal), []);
  const [form] = Form.useForm<{ list: string[] }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (notices.data) form.setFieldsValue({ list: notices.data.list });
  }, [notices.data, form]);
  if (notices.status === 'error') {
    return (
      <LoadFailed
        title={t('console.content.loadFailed')}
        error={notices.error}
        retry={notices.retry}
      />
    );
  }
  const save = async (v: { list?: string[] }) => {
    setSaving(true);
    try {
      await contentApi.noticesSave((v.list ?? []).map((s) => s.trim()));
      void message.success(t('console.content.saved'));
      void notices.reload();
    } catch (err) {
      if (!showOnField(form, err, ['list'])) void message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('console.content.notices.title')} loading={notices.status === 'loading'}>
      <Form form={form} onFinish={(v) => void save(v)} disabled={!canWrite}>
        <Form.List name="list">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <div key={f.key}>
                  <Space align="baseline">
                    <Form.Item
                      name={f.name}
                      rules={[
                        { required: true, message: t('console.content.required') },
                        { max: 60 },
                      ]}
                    >
                      <Input maxLength={60} style={{ width: 480 }} />
                    </Form.Item>
                    <Button onClick={() => remove(f.name)}>{t('console.content.del')}</Button>
                  </Space>
                </div>
              ))}
              <Form.Item extra={t('console.content.notices.help')}>
                <Space>
                  <Button
                    onClick={() => add('')}
                    disabled={!canWrite || fields.length >= CONTENT_NOTICES_MAX}
                  >
                    {t('console.content.notices.add')}
                  </Button>
                  {canWrite && (
                    <Button type="primary" htmlType="submit" loading={saving}>
                      {t('console.content.save')}
                    </Button>
                  )}
                </Space>
              </Form.Item>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}

interface ArticleForm {
  title: string;
  cover?: string;
  summary?: string;
  body: string;
  publish?: boolean;
}

export function ArticlesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useSession().can('content.write');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = useLoad((signal) => contentApi.articles({ page, limit: LIMIT }, signal), [page]);
  // another operator's change re-reads this list (page and open forms are kept)
  useOpsChanged(['content'], () => void list.reload());
  const [editing, setEditing] = useState<OpsArticle | null>(null);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<ArticleForm>();
  const submit = async (v: ArticleForm) => {
    setSaving(true);
    const body = { title: v.title, cover: v.cover ?? '', summary: v.summary ?? '', body: v.body };
    try {
      if (editing) await contentApi.articleUpdate({ id: editing.id, ...body });
      else await contentApi.articleCreate({ ...body, publish: v.publish ?? false });
      void message.success(t('console.content.saved'));
      setOpen(false);
      void list.reload();
    } catch (err) {
      if (!showOnField(form, err, ['title', 'cover', 'summary', 'body'])) {
        void message.error((err as Error).message);
      }
    } finally {
      setSaving(false);
    }
  };
  const publish = async (a: OpsArticle, on: boolean) => {
    try {
      await contentApi.articlePublish(a.id, on);
      void message.success(t('console.content.saved'));
      void list.reload();
    } catch (err) {
      void message.error((err as Error).message);
    }
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <NoticesCard canWrite={canWrite} />
      <Card
        title={t('console.content.article.title')}
        extra={
          canWrite && (
            <Button
              type="primary"
              onClick={() => {
                setEditing(null);
                setOpen(true);
              }}
            >
              {t('console.content.article.add')}
            </Button>
          )
        }
      >
        {list.status === 'error' ? (
          <LoadFailed
            title={t('console.content.loadFailed')}
            error={list.error}
            retry={list.retry}
          />
        ) : (
          <Table<OpsArticle>
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
              { title: t('console.content.article.name'), dataIndex: 'title' },
              { title: t('console.content.article.summary'), dataIndex: 'summary', ellipsis: true },
              {
                title: t('console.content.status'),
                width: 100,
                render: (_, a) => (
                  <Tag color={a.published ? 'green' : 'default'}>
                    {t(
                      a.published
                        ? 'console.content.article.published'
                        : 'console.content.article.draft',
                    )}
                  </Tag>
                ),
              },
              {
                title: t('console.content.article.publishedAt'),
                width: 170,
                render: (_, a) => (a.published ? chinaDateTime(a.published_at) : '—'),
              },
              ...(canWrite
                ? [
                    {
                      title: t('console.content.actions'),
                      width: 160,
                      render: (_: unknown, a: OpsArticle) => (
                        <Space>
                          <Button
                            size="small"
                            onClick={() => {
                              setEditing(a);
                              setOpen(true);
                            }}
                          >
                            {t('console.content.edit')}
                          </Button>
                          {a.published ? (
                            <Popconfirm
                              title={t('console.content.article.unpublishConfirm', {
                                title: a.title,
                              })}
                              onConfirm={() => publish(a, false)}
                            >
                              <Button size="small">{t('console.content.article.unpublish')}</Button>
                            </Popconfirm>
                          ) : (
                            <Button
                              size="small"
                              type="primary"
                              onClick={() => void publish(a, true)}
                            >
                              {t('console.content.article.publish')}
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
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t(editing ? 'console.content.article.editTitle' : 'console.content.article.add')}
        size="large"
        destroyOnHidden
      >
        <Form<ArticleForm>
          form={form}
          layout="vertical"
          initialValues={editing ?? { publish: false }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item
            name="title"
            label={t('console.content.article.name')}
            rules={[{ required: true, message: t('console.content.required') }, { max: 80 }]}
          >
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name="cover" label={t('console.content.article.cover')}>
            <ImageField testId="article-upload" />
          </Form.Item>
          <Form.Item
            name="summary"
            label={t('console.content.article.summary')}
            rules={[{ max: 200 }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="body"
            label={t('console.content.article.body')}
            rules={[{ required: true, message: t('console.content.required') }]}
          >
            <Input.TextArea rows={12} maxLength={20000} />
          </Form.Item>
          {!editing && (
            <Form.Item name="publish" valuePropName="checked">
              <Checkbox>{t('console.content.article.publishNow')}</Checkbox>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('console.content.save')}
          </Button>
        </Form>
      </Drawer>
    </Space>
  );
}
