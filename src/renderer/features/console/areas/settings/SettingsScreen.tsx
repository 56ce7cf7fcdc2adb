/**
 * Business settings (issue 23, part settings; `settings.read`, saving `settings.write`): one
 * card per section of shared/rules/business-settings.ts with its rules in screen units (yuan,
 * %, minutes, MB). Saving a section sends it whole; the server validates it (a refusal names the
 * field and shows beside it), applies it at once and audits it.
 */
import {
  App,
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useTranslation } from '../../../../core/i18n';
import type { OpsSettings } from '../../../../../shared/contract/ops-settings';
import {
  FREIGHT_REGIONS_MAX,
  FREIGHT_TEMPLATES_MAX,
  type SettingsSection,
} from '../../../../../shared/rules/business-settings';
import { regionTree } from '../../../../../shared/regions';
import { ApiError, useLoad } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { PageSpin } from '../../PageSpin';
import { settingsApi } from './api';
import {
  FIELDS,
  formOf,
  formPathOf,
  newTemplateCode,
  toScreen,
  valueOf,
  type FieldSpec,
} from './fields';
import './strings';

const ORDER: SettingsSection[] = [
  'order',
  'withdrawal',
  'points',
  'freight',
  'commission',
  'upload',
];

/** The mainland's provinces as select options (shared/regions.ts, as addresses spell them). */
function provinceOptions() {
  return regionTree().map((p) => ({ value: p.name, label: p.name }));
}

/**
 * The freight regions of one template (issue 23 gaps): add and remove named regions, each with
 * its provinces (a province already in another region of the template is disabled), fee and
 * free-shipping threshold. `at`: the template's index in the templates list.
 */
function FreightRegions({
  label,
  field,
  at,
}: {
  label: (key: string) => string;
  /** the template's name within the outer Form.List */
  field: number;
  at: number;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const regions = (Form.useWatch(['templates', at, 'regions'], form) ?? []) as (
    { provinces?: string[] } | undefined
  )[];
  return (
    <Form.List name={[field, 'regions']}>
      {(items, { add, remove }) => (
        <Form.Item label={label('regions')} extra={label('regionsHint')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {items.map((item, i) => {
              const taken = new Set(
                regions.flatMap((r, j) => (j === i ? [] : (r?.provinces ?? []))),
              );
              return (
                <Card
                  key={item.key}
                  size="small"
                  data-testid={`freight-region-${at}-${i}`}
                  title={t('console.settings.regionN', { n: i + 1 })}
                  extra={
                    <Button size="small" danger onClick={() => remove(item.name)}>
                      {label('removeRegion')}
                    </Button>
                  }
                >
                  <Space wrap align="start">
                    <Form.Item
                      name={[item.name, 'name']}
                      label={label('regionName')}
                      rules={[{ required: true, whitespace: true }]}
                    >
                      <Input
                        maxLength={20}
                        style={{ width: 160 }}
                        aria-label={label('regionName')}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'fee']}
                      label={label('regionFee')}
                      rules={[{ required: true }]}
                    >
                      <InputNumber
                        min={0}
                        step={0.01}
                        suffix={t('console.settings.unit.yuan')}
                        aria-label={label('regionFee')}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'free_threshold']}
                      label={label('regionFree')}
                      rules={[{ required: true }]}
                    >
                      <InputNumber
                        min={0}
                        step={0.01}
                        suffix={t('console.settings.unit.yuan')}
                        aria-label={label('regionFree')}
                      />
                    </Form.Item>
                  </Space>
                  <Form.Item
                    name={[item.name, 'provinces']}
                    label={label('regionProvinces')}
                    rules={[{ required: true }]}
                  >
                    <Select
                      mode="multiple"
                      allowClear
                      style={{ maxWidth: 640 }}
                      aria-label={label('regionProvinces')}
                      options={provinceOptions().map((o) => ({
                        ...o,
                        disabled: taken.has(o.value),
                      }))}
                    />
                  </Form.Item>
                </Card>
              );
            })}
            {items.length < FREIGHT_REGIONS_MAX && (
              <Button
                onClick={() => add({ name: '', fee: 0, free_threshold: 0, provinces: [] })}
                data-testid={`add-freight-region-${at}`}
              >
                {label('addRegion')}
              </Button>
            )}
          </Space>
        </Form.Item>
      )}
    </Form.List>
  );
}

/**
 * The freight templates (issue 23 gaps, part freight): goods choose one in the catalogue; the
 * default template prices every goods without one and cannot be removed. A template goods still
 * use is refused by the server on save (the reason shows as a message).
 */
function FreightTemplates({ label }: { label: (key: string) => string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const templates = (Form.useWatch('templates', form) ?? []) as (
    { code?: string; name?: string } | undefined
  )[];
  const defaultCode = Form.useWatch('default_template', form) as string | undefined;
  return (
    <>
      <Form.List name="templates">
        {(items, { add, remove }) => (
          <Form.Item label={label('templates')} extra={label('templatesHint')}>
            <Space direction="vertical" style={{ width: '100%' }}>
              {items.map((item, i) => {
                const code = templates[i]?.code ?? '';
                const isDefault = code === defaultCode;
                return (
                  <Card
                    key={item.key}
                    data-testid={`freight-template-${i}`}
                    title={
                      <Space>
                        {templates[i]?.name || t('console.settings.templateN', { n: i + 1 })}
                        {isDefault && <Tag color="blue">{label('isDefault')}</Tag>}
                        <Typography.Text type="secondary" code>
                          {code}
                        </Typography.Text>
                      </Space>
                    }
                    extra={
                      <Tooltip title={isDefault ? label('defaultNotRemovable') : undefined}>
                        <Button
                          size="small"
                          danger
                          disabled={isDefault}
                          onClick={() => remove(item.name)}
                          data-testid={`remove-freight-template-${i}`}
                        >
                          {label('removeTemplate')}
                        </Button>
                      </Tooltip>
                    }
                  >
                    <Form.Item name={[item.name, 'code']} hidden>
                      <Input />
                    </Form.Item>
                    <Space wrap align="start">
                      <Form.Item
                        name={[item.name, 'name']}
                        label={label('templateName')}
                        rules={[{ required: true, whitespace: true }]}
                      >
                        <Input
                          maxLength={20}
                          style={{ width: 180 }}
                          aria-label={label('templateName')}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[item.name, 'default', 'fee']}
                        label={label('default.fee')}
                        rules={[{ required: true }]}
                      >
                        <InputNumber
                          min={0}
                          step={0.01}
                          suffix={t('console.settings.unit.yuan')}
                          aria-label={label('default.fee')}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[item.name, 'default', 'free_threshold']}
                        label={label('default.free_threshold')}
                        rules={[{ required: true }]}
                      >
                        <InputNumber
                          min={0}
                          step={0.01}
                          suffix={t('console.settings.unit.yuan')}
                          aria-label={label('default.free_threshold')}
                        />
                      </Form.Item>
                    </Space>
                    <FreightRegions label={label} field={item.name} at={i} />
                  </Card>
                );
              })}
              {items.length < FREIGHT_TEMPLATES_MAX && (
                <Button
                  onClick={() =>
                    add({
                      code: newTemplateCode(),
                      name: '',
                      default: { fee: 0, free_threshold: 0 },
                      regions: [],
                    })
                  }
                  data-testid="add-freight-template"
                >
                  {label('addTemplate')}
                </Button>
              )}
            </Space>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item
        name="default_template"
        label={label('default_template')}
        rules={[{ required: true }]}
      >
        <Select
          style={{ width: 220 }}
          aria-label={label('default_template')}
          options={templates
            .filter((x) => x?.code)
            .map((x) => ({ value: x!.code!, label: x!.name || x!.code! }))}
        />
      </Form.Item>
    </>
  );
}

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
      const name = formPathOf(section, (e.field ?? '').replace(/^value\./, ''));
      if (name) form.setFields([{ name, errors: [e.text] }]);
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
            <FreightTemplates label={label} />
            <Form.Item
              name="default_region"
              label={label('default_region')}
              rules={[{ required: true }]}
            >
              <Select
                showSearch
                style={{ width: 220 }}
                aria-label={label('default_region')}
                options={provinceOptions()}
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
