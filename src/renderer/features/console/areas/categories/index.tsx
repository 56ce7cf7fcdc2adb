/**
 * Categories, brands and the platform's sellers (issue 20, part stock): the category tree with
 * up / down among siblings, hide / show, edit and delete (an empty one only); brands and sellers
 * as server-paged tables with an edit drawer. The tab is kept in the URL (`?tab=`).
 */
import {
  App,
  Button,
  Drawer,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import type { OpsBrand, OpsCategory, OpsSeller } from '../../../../../shared/contract/ops-stock';
import { useLoad } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { catApi } from './api';
import { buildTree, type CategoryNode } from './tree';
import '../../strings';
import './strings';

type Fields = Record<string, string | number | undefined>;

/** Shows a server refusal `field: text` on the form's field, else as a message. */
function useSave() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return async (form: ReturnType<typeof Form.useForm<Fields>>[0], run: () => Promise<unknown>) => {
    try {
      await run();
      void message.success(t('console.categories.saved'));
      return true;
    } catch (err) {
      const text = (err as Error).message;
      const m = /^(\w+): (.*)$/.exec(text);
      if (m && form.getFieldInstance(m[1]!)) form.setFields([{ name: m[1]!, errors: [m[2]!] }]);
      else void message.error(text);
      return false;
    }
  };
}

function EditDrawer({
  title,
  open,
  initial,
  fields,
  onClose,
  onSubmit,
}: {
  title: string;
  open: boolean;
  initial: Fields;
  fields: {
    name: string;
    label: string;
    required?: boolean;
    area?: boolean;
    select?: { value: number; label: string }[];
  }[];
  onClose: () => void;
  onSubmit: (v: Fields, form: ReturnType<typeof Form.useForm<Fields>>[0]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  return (
    <Drawer open={open} onClose={onClose} title={title} size="large" destroyOnHidden>
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={initial}
        preserve={false}
        onFinish={(v) => {
          setSaving(true);
          void onSubmit(v, form).then((ok) => {
            setSaving(false);
            if (ok) onClose();
          });
        }}
      >
        {fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            rules={[
              ...(f.required
                ? [{ required: true, whitespace: true, message: t('console.categories.required') }]
                : []),
              ...(f.select ? [] : [{ max: f.area ? 500 : f.required ? 32 : 500 }]),
            ]}
          >
            {f.select ? (
              <Select options={f.select} />
            ) : f.area ? (
              <Input.TextArea rows={4} maxLength={500} />
            ) : (
              <Input />
            )}
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="drawer-save">
          {t('console.categories.save')}
        </Button>
      </Form>
    </Drawer>
  );
}

function CategoriesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useSession().can('catalogue.write');
  const save = useSave();
  const list = useLoad((signal) => catApi.categories(signal), []);
  const [editing, setEditing] = useState<{ cat: OpsCategory | null; parent: number } | null>(null);
  const all = list.data?.list ?? [];
  const tops = all.filter((c) => c.parent_id === 0);
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      await list.reload();
    } catch (err) {
      void message.error((err as Error).message);
    }
  };
  const siblingsOf = (c: OpsCategory) =>
    all.filter((s) => s.parent_id === c.parent_id).sort((a, b) => a.sort - b.sort || a.id - b.id);
  if (list.status === 'error') {
    return (
      <LoadFailed
        title={t('console.categories.loadFailed')}
        error={list.error}
        retry={list.retry}
      />
    );
  }
  return (
    <>
      {canWrite && (
        <Button
          type="primary"
          style={{ marginBottom: 16 }}
          onClick={() => setEditing({ cat: null, parent: 0 })}
          data-testid="add-category"
        >
          {t('console.categories.addTop')}
        </Button>
      )}
      <Table<CategoryNode>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={buildTree(all)}
        pagination={false}
        locale={{ emptyText: t('console.categories.empty') }}
        columns={[
          {
            title: t('console.categories.name'),
            render: (_, c) => (
              <Space>
                {c.image && (
                  <img src={c.image} alt="" width={28} height={28} style={{ objectFit: 'cover' }} />
                )}
                <span>{c.name}</span>
                {c.name_en && <Typography.Text type="secondary">{c.name_en}</Typography.Text>}
              </Space>
            ),
          },
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: t('console.categories.goods'),
            dataIndex: 'goods_count',
            width: 90,
            align: 'right',
          },
          {
            title: t('console.categories.status'),
            width: 100,
            render: (_, c) =>
              c.hidden ? (
                <Tag>{t('console.categories.hidden')}</Tag>
              ) : (
                <Tag color="green">{t('console.categories.shown')}</Tag>
              ),
          },
          ...(canWrite
            ? [
                {
                  title: '',
                  key: 'act',
                  width: 420,
                  render: (_: unknown, c: OpsCategory) => {
                    const sibs = siblingsOf(c);
                    const at = sibs.findIndex((s) => s.id === c.id);
                    return (
                      <Space size={4} wrap>
                        <Button
                          size="small"
                          disabled={at <= 0}
                          onClick={() =>
                            void run(() =>
                              catApi.moveCategory({
                                id: c.id,
                                parent_id: c.parent_id,
                                position: at - 1,
                              }),
                            )
                          }
                        >
                          {t('console.categories.up')}
                        </Button>
                        <Button
                          size="small"
                          disabled={at >= sibs.length - 1}
                          onClick={() =>
                            void run(() =>
                              catApi.moveCategory({
                                id: c.id,
                                parent_id: c.parent_id,
                                position: at + 1,
                              }),
                            )
                          }
                        >
                          {t('console.categories.down')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() => setEditing({ cat: c, parent: c.parent_id })}
                        >
                          {t('console.categories.edit')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() =>
                            void run(() => catApi.updateCategory({ id: c.id, hidden: !c.hidden }))
                          }
                        >
                          {c.hidden ? t('console.categories.show') : t('console.categories.hide')}
                        </Button>
                        {c.parent_id === 0 && (
                          <Button
                            size="small"
                            onClick={() => setEditing({ cat: null, parent: c.id })}
                          >
                            {t('console.categories.addChild')}
                          </Button>
                        )}
                        <Popconfirm
                          title={t('console.categories.deleteConfirm', { name: c.name })}
                          onConfirm={() =>
                            void run(async () => {
                              await catApi.deleteCategory(c.id);
                              void message.success(t('console.categories.deleted'));
                            })
                          }
                        >
                          <Button size="small" danger>
                            {t('console.categories.delete')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      <EditDrawer
        open={editing !== null}
        title={t(
          editing?.cat ? 'console.categories.editCategory' : 'console.categories.newCategory',
        )}
        initial={{
          name: editing?.cat?.name ?? '',
          name_en: editing?.cat?.name_en ?? '',
          image: editing?.cat?.image ?? '',
          parent_id: editing?.parent ?? 0,
        }}
        fields={[
          ...(editing?.cat
            ? []
            : [
                {
                  name: 'parent_id',
                  label: t('console.categories.parent'),
                  select: [
                    { value: 0, label: t('console.categories.top') },
                    ...tops.map((c) => ({ value: c.id, label: c.name })),
                  ],
                },
              ]),
          { name: 'name', label: t('console.categories.name'), required: true },
          { name: 'name_en', label: t('console.categories.nameEn') },
          { name: 'image', label: t('console.categories.icon') },
        ]}
        onClose={() => setEditing(null)}
        onSubmit={(v, form) =>
          save(form, async () => {
            const body = {
              name: String(v.name ?? '').trim(),
              name_en: String(v.name_en ?? ''),
              image: String(v.image ?? ''),
            };
            if (editing?.cat) await catApi.updateCategory({ id: editing.cat.id, ...body });
            else await catApi.createCategory({ ...body, parent_id: Number(v.parent_id ?? 0) });
            await list.reload();
          })
        }
      />
    </>
  );
}

function BrandsTab() {
  const { t } = useTranslation();
  const canWrite = useSession().can('catalogue.write');
  const save = useSave();
  const { message } = App.useApp();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ brand: OpsBrand | null } | null>(null);
  const list = useLoad(
    (signal) => catApi.brands({ page, limit: 20, ...(q ? { q } : {}) }, signal),
    [q, page],
  );
  if (list.status === 'error') {
    return (
      <LoadFailed
        title={t('console.categories.loadFailed')}
        error={list.error}
        retry={list.retry}
      />
    );
  }
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder={t('console.categories.search')}
          allowClear
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
          style={{ width: 300 }}
        />
        {canWrite && (
          <Button
            type="primary"
            onClick={() => setEditing({ brand: null })}
            data-testid="add-brand"
          >
            {t('console.categories.newBrand')}
          </Button>
        )}
      </Space>
      <Table<OpsBrand>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('console.categories.empty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: t('console.categories.name'),
            render: (_, b) => (
              <Space>
                {b.logo && (
                  <img
                    src={b.logo}
                    alt=""
                    width={28}
                    height={28}
                    style={{ objectFit: 'contain' }}
                  />
                )}
                {b.name}
              </Space>
            ),
          },
          { title: t('console.categories.description'), dataIndex: 'description', ellipsis: true },
          {
            title: t('console.categories.goods'),
            dataIndex: 'goods_count',
            width: 90,
            align: 'right',
          },
          {
            title: t('console.categories.status'),
            width: 100,
            render: (_, b) =>
              b.hidden ? (
                <Tag>{t('console.categories.hidden')}</Tag>
              ) : (
                <Tag color="green">{t('console.categories.shown')}</Tag>
              ),
          },
          ...(canWrite
            ? [
                {
                  title: '',
                  key: 'act',
                  width: 160,
                  render: (_: unknown, b: OpsBrand) => (
                    <Space size={4}>
                      <Button size="small" onClick={() => setEditing({ brand: b })}>
                        {t('console.categories.edit')}
                      </Button>
                      <Button
                        size="small"
                        onClick={() =>
                          void catApi.updateBrand({ id: b.id, hidden: !b.hidden }).then(
                            () => list.reload(),
                            (err: Error) => void message.error(err.message),
                          )
                        }
                      >
                        {b.hidden ? t('console.categories.show') : t('console.categories.hide')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <EditDrawer
        open={editing !== null}
        title={t(editing?.brand ? 'console.categories.editBrand' : 'console.categories.newBrand')}
        initial={{
          name: editing?.brand?.name ?? '',
          logo: editing?.brand?.logo ?? '',
          description: editing?.brand?.description ?? '',
        }}
        fields={[
          { name: 'name', label: t('console.categories.name'), required: true },
          { name: 'logo', label: t('console.categories.logo') },
          { name: 'description', label: t('console.categories.description'), area: true },
        ]}
        onClose={() => setEditing(null)}
        onSubmit={(v, form) =>
          save(form, async () => {
            const body = {
              name: String(v.name ?? '').trim(),
              logo: String(v.logo ?? ''),
              description: String(v.description ?? ''),
            };
            if (editing?.brand) await catApi.updateBrand({ id: editing.brand.id, ...body });
            else await catApi.createBrand(body);
            await list.reload();
          })
        }
      />
    </>
  );
}

function SellersTab() {
  const { t } = useTranslation();
  const canWrite = useSession().can('catalogue.write');
  const save = useSave();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ seller: OpsSeller | null } | null>(null);
  const list = useLoad(
    (signal) => catApi.sellers({ page, limit: 20, ...(q ? { q } : {}) }, signal),
    [q, page],
  );
  if (list.status === 'error') {
    return (
      <LoadFailed
        title={t('console.categories.loadFailed')}
        error={list.error}
        retry={list.retry}
      />
    );
  }
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder={t('console.categories.search')}
          allowClear
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
          style={{ width: 300 }}
        />
        {canWrite && (
          <Button type="primary" onClick={() => setEditing({ seller: null })}>
            {t('console.categories.newSeller')}
          </Button>
        )}
      </Space>
      <Table<OpsSeller>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('console.categories.empty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: t('console.categories.name'),
            render: (_, s) => (
              <Space>
                {s.logo && (
                  <img src={s.logo} alt="" width={28} height={28} style={{ objectFit: 'cover' }} />
                )}
                {s.name}
              </Space>
            ),
          },
          {
            title: t('console.categories.owner'),
            width: 140,
            render: (_, s) =>
              s.merchant_id === null ? (
                <Tag color="blue">{t('console.categories.platform')}</Tag>
              ) : (
                t('console.categories.merchant', { id: s.merchant_id })
              ),
          },
          { title: t('console.categories.description'), dataIndex: 'description', ellipsis: true },
          {
            title: t('console.categories.goods'),
            dataIndex: 'goods_count',
            width: 90,
            align: 'right',
          },
          {
            title: t('console.categories.created'),
            dataIndex: 'created_at',
            width: 170,
            render: (v: number) => chinaDateTime(v),
          },
          ...(canWrite
            ? [
                {
                  title: '',
                  key: 'act',
                  width: 130,
                  render: (_: unknown, s: OpsSeller) =>
                    s.merchant_id === null ? (
                      <Button size="small" onClick={() => setEditing({ seller: s })}>
                        {t('console.categories.edit')}
                      </Button>
                    ) : (
                      <Typography.Text type="secondary">
                        {t('console.categories.readOnly')}
                      </Typography.Text>
                    ),
                },
              ]
            : []),
        ]}
      />
      <EditDrawer
        open={editing !== null}
        title={t(
          editing?.seller ? 'console.categories.editSeller' : 'console.categories.newSeller',
        )}
        initial={{
          name: editing?.seller?.name ?? '',
          logo: editing?.seller?.logo ?? '',
          description: editing?.seller?.description ?? '',
        }}
        fields={[
          { name: 'name', label: t('console.categories.name'), required: true },
          { name: 'logo', label: t('console.categories.logo') },
          { name: 'description', label: t('console.categories.description'), area: true },
        ]}
        onClose={() => setEditing(null)}
        onSubmit={(v, form) =>
          save(form, async () => {
            const body = {
              name: String(v.name ?? '').trim(),
              logo: String(v.logo ?? ''),
              description: String(v.description ?? ''),
            };
            if (editing?.seller) await catApi.updateSeller({ id: editing.seller.id, ...body });
            else await catApi.createSeller(body);
            await list.reload();
          })
        }
      />
    </>
  );
}

const TABS = ['categories', 'brands', 'sellers'] as const;

function CategoriesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? params.get('tab')!
    : 'categories';
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setParams(k === 'categories' ? {} : { tab: k })}
      items={[
        {
          key: 'categories',
          label: t('console.categories.tabs.categories'),
          children: <CategoriesTab />,
        },
        { key: 'brands', label: t('console.categories.tabs.brands'), children: <BrandsTab /> },
        { key: 'sellers', label: t('console.categories.tabs.sellers'), children: <SellersTab /> },
      ]}
    />
  );
}

export default function CategoriesArea() {
  return (
    <Routes>
      <Route index element={<CategoriesScreen />} />
    </Routes>
  );
}
