/**
 * Business settings (issue 23, part settings; `settings.read`, saving `settings.write`): one
 * card per section of shared/rules/business-settings.ts with its rules in screen units (yuan,
 * %, minutes, MB). Saving a section sends it whole; the server validates it (a refusal names the
 * field and shows beside it), applies it at once and audits it.
 */
import { App, Alert, Button, Card, Form, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import type { OpsSettings } from '../../../../../shared/contract/ops-settings';
import type { SettingsSection } from '../../../../../shared/rules/business-settings';
import { ApiError, useLoad } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { PageSpin } from '../../PageSpin';
import { settingsApi } from './api';
import { FIELDS, formOf, toScreen, valueOf, type FieldSpec } from './fields';
import './strings';

const ORDER: SettingsSection[] = [
  'order',
  'withdrawal',
  'points',
  'freight',
  'commission',
  'upload',
];

function Section({
  section,
  data,
  canWrite,
  onSaved,
}: {
  section: SettingsSection;
  data: OpsSettings;
  canWrite: boolean;
  onSaved: (d: OpsSettings) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const label = (key: string) => t(dynamicKey('console.settings.field', key));
  const unit = (f: FieldSpec) => t(dynamicKey('console.settings.unit', f.unit));
  const defaults = formOf(section, data.defaults[section]);
  const defaultOf = (path: string[]) =>
    path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], defaults) as number;

  const save = async (values: Record<string, unknown>) => {
    try {
      const value = valueOf(section, values);
      const next = await settingsApi.update({ section, value } as never);
      onSaved(next);
      form.setFieldsValue(formOf(section, next.settings[section]));
      void message.success(t('console.settings.saved'));
    } catch (err) {
      const e = ApiError.from(err);
      const path = (e.field ?? '').replace(/^value\./, '');
      const spec = FIELDS[section].find((f) => f.path.join('.') === path);
      if (spec) form.setFields([{ name: spec.path, errors: [e.text] }]);
      else void message.error(e.message);
    }
  };

  return (
    <Card
      title={t(dynamicKey('console.settings.section', section))}
      data-testid={`settings-${section}`}
    >
      <Form
        form={form}
        layout="vertical"
        disabled={!canWrite}
        initialValues={formOf(section, data.settings[section])}
        onFinish={(v) => void save(v as Record<string, unknown>)}
      >
        {FIELDS[section].map((f) => (
          <Form.Item
            key={f.path.join('.')}
            name={f.path}
            label={label(f.path.join('.'))}
            extra={t('console.settings.defaultIs', { v: `${defaultOf(f.path)} ${unit(f)}` })}
            rules={[{ required: true }]}
          >
            <InputNumber
              min={0}
              step={f.unit === 'yuan' ? 0.01 : 1}
              suffix={unit(f)}
              style={{ width: 220 }}
              aria-label={label(f.path.join('.'))}
            />
          </Form.Item>
        ))}
        {section === 'freight' && (
          <>
            <Form.Item name={['remote', 'provinces']} label={label('remote.provinces')}>
              <Select mode="tags" style={{ maxWidth: 520 }} />
            </Form.Item>
            <Form.Item
              name="default_region"
              label={label('default_region')}
              rules={[{ required: true }]}
            >
              <Select
                showSearch
                style={{ width: 220 }}
                options={[
                  ...new Set([
                    data.settings.freight.default_region,
                    data.defaults.freight.default_region,
                  ]),
                ].map((p) => ({ value: p, label: p }))}
              />
            </Form.Item>
          </>
        )}
        {section === 'commission' && (
          <Form.List name="sellers">
            {(items, { add, remove }) => (
              <Form.Item label={label('sellers')}>
                {items.map((item) => (
                  <Space key={item.key} align="baseline">
                    <Form.Item name={[item.name, 'seller_id']} rules={[{ required: true }]}>
                      <InputNumber
                        min={1}
                        placeholder={label('seller_id')}
                        aria-label={label('seller_id')}
                      />
                    </Form.Item>
                    <Form.Item name={[item.name, 'bp']} rules={[{ required: true }]}>
                      <InputNumber min={0} max={100} suffix="%" aria-label={label('bp')} />
                    </Form.Item>
                    <Button onClick={() => remove(item.name)}>−</Button>
                  </Space>
                ))}
                <Button
                  onClick={() =>
                    add({ bp: toScreen('percent', data.settings.commission.default_bp) })
                  }
                >
                  {label('addSeller')}
                </Button>
              </Form.Item>
            )}
          </Form.List>
        )}
        {canWrite && (
          <Button type="primary" htmlType="submit" data-testid={`save-${section}`}>
            {t('console.settings.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

export default function SettingsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const canWrite = session.can('settings.write');
  const load = useLoad((signal) => settingsApi.read(signal), []);
  if (load.error) {
    return (
      <LoadFailed title={t('console.settings.loadError')} error={load.error} retry={load.reload} />
    );
  }
  if (!load.data) return <PageSpin />;
  const data = load.data;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('console.settings.title')}</Typography.Title>
      <Alert type="info" message={t('console.settings.intro')} />
      {!canWrite && <Alert type="warning" message={t('console.settings.readOnly')} />}
      {ORDER.map((s) => (
        <Section key={s} section={s} data={data} canWrite={canWrite} onSaved={() => undefined} />
      ))}
    </Space>
  );
}
