/** Banners (issue 23, part content): list with paging in the URL, create / edit drawer, on/off, delete. */
import {
  App,
  Button,
  Card,
  Drawer,
  Form,
  Image,
  Input,
  InputNumber,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import type { OpsBanner } from '../../../../../shared/contract/ops-content';
import { useLoad } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { contentApi } from './api';
import { useOpsChanged } from '../../ops-events';
import { fromLocalInput, toLocalInput } from './form-errors';
import { ImageField } from './ImageField';
import { pageOf, showOnField } from './shared';
import './strings';

interface BannerForm {
  title: string;
  position: string;
  image: string;
  link?: string;
  sort: number;
  status: boolean;
  start?: string;
  end?: string;
}
const FIELDS = ['title', 'position', 'image', 'link', 'sort', 'start_at', 'end_at'];
const LIMIT = 10;

function BannerDrawer({
  banner,
  open,
  onClose,
  onDone,
}: {
  banner: OpsBanner | null;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BannerForm>();
  const [saving, setSaving] = useState(false);
  const submit = async (v: BannerForm) => {
    setSaving(true);
    const body = {
      title: v.title,
      position: v.position,
      image: v.image,
      link: v.link?.trim() ?? '',
      sort: v.sort,
      status: v.status,
      start_at: fromLocalInput(v.start),
      end_at: fromLocalInput(v.end),
    };
    try {
      if (banner) await contentApi.bannerUpdate({ id: banner.id, ...body });
      else await contentApi.bannerCreate(body);
      void message.success(t('console.content.saved'));
      onDone();
    } catch (err) {
      const e = err as Error;
      const mapped = showOnField(form, err, FIELDS);
      if (mapped && /^(start_at|end_at)/.test(e.message)) {
        form.setFields([{ name: 'end', errors: [e.message.replace(/^\w+: /, '')] }]);
      } else if (!mapped) void message.error(e.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(banner ? 'console.content.banner.editTitle' : 'console.content.banner.add')}
      size="large"
      destroyOnHidden
    >
      <Form<BannerForm>
        form={form}
        layout="vertical"
        initialValues={
          banner
            ? {
                ...banner,
                status: banner.on,
                start: toLocalInput(banner.start_at),
                end: toLocalInput(banner.end_at),
              }
            : { position: 'home', sort: 0, status: true, link: '' }
        }
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="title"
          label={t('console.content.banner.name')}
          rules={[{ required: true, message: t('console.content.required') }, { max: 40 }]}
        >
          <Input maxLength={40} data-testid="banner-title" />
        </Form.Item>
        <Form.Item
          name="image"
          label={t('console.content.banner.image')}
          rules={[{ required: true, message: t('console.content.required') }]}
        >
          <ImageField testId="banner-upload" />
        </Form.Item>
        <Form.Item
          name="link"
          label={t('console.content.banner.link')}
          extra={t('console.content.banner.linkHelp')}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Space size="large">
          <Form.Item
            name="position"
            label={t('console.content.banner.position')}
            rules={[{ required: true }]}
          >
            <Input maxLength={20} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="sort" label={t('console.content.sort')} rules={[{ required: true }]}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={t('console.content.status')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Space size="large" align="start">
          <Form.Item
            name="start"
            label={t('console.content.banner.start')}
            extra={t('console.content.chinaTime')}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="end" label={t('console.content.banner.end')}>
            <Input type="datetime-local" />
          </Form.Item>
        </Space>
        <div>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="banner-save">
            {t('console.content.save')}
          </Button>
        </div>
      </Form>
    </Drawer>
  );
}

export function BannersTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useSession().can('content.write');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = useLoad((signal) => contentApi.banners({ page, limit: LIMIT }, signal), [page]);
  // another operator's change re-reads this list (page and open forms are kept)
  useOpsChanged(['content'], () => void list.reload());
  const [editing, setEditing] = useState<OpsBanner | null>(null);
  const [open, setOpen] = useState(false);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void message.success(done);
      void list.reload();
    } catch (err) {
      void message.error((err as Error).message);
    }
  };
  if (list.status === 'error') {
    return (
      <LoadFailed title={t('console.content.loadFailed')} error={list.error} retry={list.retry} />
    );
  }
  const windowText = (b: OpsBanner) =>
    !b.start_at && !b.end_at
      ? t('console.content.banner.always')
      : `${b.start_at ? chinaDateTime(b.start_at) : '…'} – ${b.end_at ? chinaDateTime(b.end_at) : '…'}`;
  return (
    <Card
      title={t('console.content.tabs.banners')}
      extra={
        canWrite && (
          <Button
            type="primary"
            data-testid="banner-add"
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            {t('console.content.banner.add')}
          </Button>
        )
      }
    >
      <Table<OpsBanner>
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
          {
            title: t('console.content.banner.image'),
            dataIndex: 'image',
            width: 140,
            render: (v: string) => (
              <Image src={v} width={120} height={50} style={{ objectFit: 'cover' }} />
            ),
          },
          { title: t('console.content.banner.name'), dataIndex: 'title' },
          { title: t('console.content.banner.position'), dataIndex: 'position', width: 100 },
          { title: t('console.content.banner.link'), dataIndex: 'link', ellipsis: true },
          { title: t('console.content.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('console.content.banner.window'),
            width: 260,
            render: (_, b) => windowText(b),
          },
          {
            title: t('console.content.status'),
            width: 90,
            render: (_, b) =>
              canWrite ? (
                <Switch
                  checked={b.on}
                  aria-label={b.title}
                  onChange={(on) =>
                    void act(
                      () => contentApi.bannerUpdate({ id: b.id, status: on }),
                      t('console.content.saved'),
                    )
                  }
                />
              ) : (
                <Tag color={b.on ? 'green' : 'default'}>
                  {t(b.on ? 'console.content.on' : 'console.content.off')}
                </Tag>
              ),
          },
          ...(canWrite
            ? [
                {
                  title: t('console.content.actions'),
                  width: 140,
                  render: (_: unknown, b: OpsBanner) => (
                    <Space>
                      <Button
                        size="small"
                        onClick={() => {
                          setEditing(b);
                          setOpen(true);
                        }}
                      >
                        {t('console.content.edit')}
                      </Button>
                      <Popconfirm
                        title={t('console.content.banner.deleteConfirm', { title: b.title })}
                        onConfirm={() =>
                          act(
                            () => contentApi.bannerDelete(b.id),
                            t('console.content.banner.deleted'),
                          )
                        }
                      >
                        <Button size="small" danger>
                          {t('console.content.del')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <BannerDrawer
        banner={editing}
        open={open}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          void list.reload();
        }}
      />
    </Card>
  );
}
