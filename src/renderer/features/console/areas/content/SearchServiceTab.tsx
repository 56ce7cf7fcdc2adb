/** Hot search words (order, on/off) and the customer-service switch and phone (issue 23, part content). */
import { App, Button, Card, Form, Input, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { CONTENT_HOT_WORDS_MAX, type OpsHotWord } from '../../../../../shared/contract/ops-content';
import { useLoad } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { contentApi } from './api';
import { showOnField } from './shared';
import './strings';

function HotWordsCard({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const words = useLoad((signal) => contentApi.hotWords(signal), []);
  const [form] = Form.useForm<{ list: OpsHotWord[] }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (words.data) form.setFieldsValue({ list: words.data.list });
  }, [words.data, form]);
  if (words.status === 'error') {
    return (
      <LoadFailed title={t('console.content.loadFailed')} error={words.error} retry={words.retry} />
    );
  }
  const save = async (v: { list?: OpsHotWord[] }) => {
    setSaving(true);
    try {
      await contentApi.hotWordsSave((v.list ?? []).map((w) => ({ word: w.word.trim(), on: w.on })));
      void message.success(t('console.content.saved'));
      void words.reload();
    } catch (err) {
      if (!showOnField(form, err, ['list'])) void message.error((err as Error).message);
      else void message.error((err as Error).message.replace(/^[\w.]+: /, ''));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('console.content.hot.title')} loading={words.status === 'loading'}>
      <Form form={form} onFinish={(v) => void save(v)} disabled={!canWrite}>
        <Form.List name="list">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((f, i) => (
                <div key={f.key}>
                  <Space align="baseline">
                    <Form.Item
                      name={[f.name, 'word']}
                      rules={[
                        { required: true, message: t('console.content.required') },
                        { max: 20 },
                      ]}
                    >
                      <Input
                        maxLength={20}
                        style={{ width: 220 }}
                        aria-label={t('console.content.hot.word')}
                        data-testid={`hot-word-${i}`}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'on']} valuePropName="checked">
                      <Switch
                        checkedChildren={t('console.content.on')}
                        unCheckedChildren={t('console.content.off')}
                      />
                    </Form.Item>
                    <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                      {t('console.content.hot.up')}
                    </Button>
                    <Button
                      size="small"
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      {t('console.content.hot.down')}
                    </Button>
                    <Button size="small" danger onClick={() => remove(f.name)}>
                      {t('console.content.del')}
                    </Button>
                  </Space>
                </div>
              ))}
              <Form.Item extra={t('console.content.hot.help')}>
                <Space>
                  <Button
                    data-testid="hot-add"
                    onClick={() => add({ word: '', on: true })}
                    disabled={!canWrite || fields.length >= CONTENT_HOT_WORDS_MAX}
                  >
                    {t('console.content.hot.add')}
                  </Button>
                  {canWrite && (
                    <Button
                      type="primary"
                      htmlType="submit"
                      loading={saving}
                      data-testid="hot-save"
                    >
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

function ServiceCard({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const service = useLoad((signal) => contentApi.service(signal), []);
  const [form] = Form.useForm<{ on: boolean; phone: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (service.data) form.setFieldsValue(service.data);
  }, [service.data, form]);
  if (service.status === 'error') {
    return (
      <LoadFailed
        title={t('console.content.loadFailed')}
        error={service.error}
        retry={service.retry}
      />
    );
  }
  const save = async (v: { on: boolean; phone: string }) => {
    setSaving(true);
    try {
      await contentApi.serviceSave({ on: v.on, phone: v.phone.trim() });
      void message.success(t('console.content.saved'));
      void service.reload();
    } catch (err) {
      if (!showOnField(form, err, ['on', 'phone'])) void message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('console.content.service.title')} loading={service.status === 'loading'}>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} disabled={!canWrite}>
        <Form.Item
          name="on"
          label={t('console.content.service.switch')}
          valuePropName="checked"
          extra={t('console.content.service.offHelp')}
        >
          <Switch data-testid="service-switch" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('console.content.service.phone')}
          rules={[
            { required: true, message: t('console.content.required') },
            { pattern: /^[0-9][0-9 -]{4,18}[0-9]$/ },
          ]}
        >
          <Input maxLength={20} style={{ width: 240 }} />
        </Form.Item>
        {canWrite && (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="service-save">
            {t('console.content.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

export function SearchServiceTab() {
  const canWrite = useSession().can('content.write');
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <HotWordsCard canWrite={canWrite} />
      <ServiceCard canWrite={canWrite} />
    </Space>
  );
}
