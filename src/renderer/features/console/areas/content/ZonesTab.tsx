/** The home zone grid (issue 23, part content): order, icon, name (both languages), on/off. */
import {
  App,
  Button,
  Card,
  Drawer,
  Form,
  Image,
  Input,
  InputNumber,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import type { OpsZone } from '../../../../../shared/contract/ops-content';
import { useLoad } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { contentApi } from './api';
import { useOpsChanged } from '../../ops-events';
import { ImageField } from './ImageField';
import { showOnField } from './shared';
import './strings';

interface ZoneForm {
  name: string;
  name_en: string;
  icon: string;
  sort: number;
}

export function ZonesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useSession().can('content.write');
  const zones = useLoad((signal) => contentApi.zones(signal), []);
  // another operator's change re-reads this list (page and open forms are kept)
  useOpsChanged(['content'], () => void zones.reload());
  const [editing, setEditing] = useState<OpsZone | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<ZoneForm>();
  const save = async (id: number, body: Record<string, unknown>, after?: () => void) => {
    setSaving(true);
    try {
      await contentApi.zoneUpdate({ id, ...body });
      void message.success(t('console.content.saved'));
      after?.();
      void zones.reload();
    } catch (err) {
      if (!showOnField(form, err, ['name', 'name_en', 'icon', 'sort'])) {
        void message.error((err as Error).message);
      }
    } finally {
      setSaving(false);
    }
  };
  if (zones.status === 'error') {
    return (
      <LoadFailed title={t('console.content.loadFailed')} error={zones.error} retry={zones.retry} />
    );
  }
  return (
    <Card>
      <Table<OpsZone>
        rowKey="id"
        loading={zones.loading}
        dataSource={zones.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: t('console.content.empty') }}
        columns={[
          { title: t('console.content.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('console.content.zone.icon'),
            dataIndex: 'icon',
            width: 80,
            render: (v: string) => <Image src={v} width={40} height={40} />,
          },
          { title: t('console.content.zone.name'), dataIndex: 'name' },
          { title: t('console.content.zone.nameEn'), dataIndex: 'name_en' },
          { title: t('console.content.zone.route'), dataIndex: 'route', ellipsis: true },
          {
            title: t('console.content.status'),
            width: 90,
            render: (_, z) =>
              canWrite ? (
                <Switch
                  checked={z.on}
                  aria-label={z.name}
                  onChange={(on) => void save(z.id, { status: on })}
                />
              ) : (
                <Tag color={z.on ? 'green' : 'default'}>
                  {t(z.on ? 'console.content.on' : 'console.content.off')}
                </Tag>
              ),
          },
          ...(canWrite
            ? [
                {
                  title: t('console.content.actions'),
                  width: 90,
                  render: (_: unknown, z: OpsZone) => (
                    <Button size="small" onClick={() => setEditing(z)}>
                      {t('console.content.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('console.content.zone.editTitle')}
        destroyOnHidden
      >
        {editing && (
          <Form<ZoneForm>
            form={form}
            layout="vertical"
            initialValues={editing}
            onFinish={(v) => void save(editing.id, { ...v }, () => setEditing(null))}
          >
            <Form.Item
              name="name"
              label={t('console.content.zone.name')}
              rules={[{ required: true, message: t('console.content.required') }, { max: 12 }]}
            >
              <Input maxLength={12} />
            </Form.Item>
            <Form.Item
              name="name_en"
              label={t('console.content.zone.nameEn')}
              rules={[{ max: 24 }]}
            >
              <Input maxLength={24} />
            </Form.Item>
            <Form.Item
              name="icon"
              label={t('console.content.zone.icon')}
              rules={[{ required: true }]}
            >
              <ImageField testId="zone-upload" />
            </Form.Item>
            <Form.Item name="sort" label={t('console.content.sort')} rules={[{ required: true }]}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('console.content.save')}
            </Button>
          </Form>
        )}
      </Drawer>
    </Card>
  );
}
