/**
 * Moderation settings (issue 23): auto-approval of live rooms and shop applications, and the
 * banned-word lists of live titles, the feed and goods reviews; the checks use them at once.
 */
import { Alert, App, Button, Card, Form, Input, Space, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../../../core/i18n';
import type { ModSettings } from '../../../../../shared/contract/ops-moderation';
import { ApiError, useLoad, useMutation } from '../../../../core/data';
import { LoadFailed } from '../../LoadFailed';
import { PageSpin } from '../../PageSpin';
import { moderationApi } from './api';
import { useCanModerate } from './parts';
import { wordsOf } from './query';
import './strings';

interface Values {
  live_auto_approve: boolean;
  local_auto_approve: boolean;
  live: string;
  feed: string;
  reviews: string;
}

const valuesOf = (s: ModSettings): Values => ({
  live_auto_approve: s.live_auto_approve,
  local_auto_approve: s.local_auto_approve,
  live: s.banned_words.live.join('\n'),
  feed: s.banned_words.feed.join('\n'),
  reviews: s.banned_words.reviews.join('\n'),
});

export const SettingsScreen = observer(function SettingsScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useCanModerate();
  const settings = useLoad((signal) => moderationApi.settings(signal), []);
  const save = useMutation(moderationApi.settingsSave, { report: false });
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(valuesOf(settings.data));
  }, [settings.data, form]);

  if (settings.status === 'error') {
    return (
      <LoadFailed
        title={t('console.moderation.loadError')}
        error={settings.error}
        retry={settings.retry}
      />
    );
  }
  if (!settings.data) return <PageSpin />;

  const submit = async (v: Values) => {
    try {
      const next = await save.run({
        live_auto_approve: v.live_auto_approve,
        local_auto_approve: v.local_auto_approve,
        banned_words: { live: wordsOf(v.live), feed: wordsOf(v.feed), reviews: wordsOf(v.reviews) },
      });
      form.setFieldsValue(valuesOf(next));
      void message.success(t('console.moderation.settings.saved'));
    } catch (err) {
      void message.error(ApiError.from(err).message);
    }
  };
  const words = (name: 'live' | 'feed' | 'reviews', label: string) => (
    <Form.Item name={name} label={label} style={{ flex: 1, minWidth: 220 }}>
      <Input.TextArea
        rows={10}
        disabled={!canWrite}
        aria-label={label}
        data-testid={`mod-words-${name}`}
      />
    </Form.Item>
  );
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      data-testid="mod-settings-form"
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {!canWrite && <Alert type="info" title={t('console.moderation.settings.readOnly')} />}
        <Card size="small" title={t('console.moderation.settings.autoApprove')}>
          <Typography.Paragraph type="secondary">
            {t('console.moderation.settings.autoHint')}
          </Typography.Paragraph>
          <Space size="large">
            <Form.Item
              name="live_auto_approve"
              label={t('console.moderation.settings.liveAuto')}
              valuePropName="checked"
            >
              <Switch disabled={!canWrite} data-testid="mod-live-auto" />
            </Form.Item>
            <Form.Item
              name="local_auto_approve"
              label={t('console.moderation.settings.localAuto')}
              valuePropName="checked"
            >
              <Switch disabled={!canWrite} data-testid="mod-local-auto" />
            </Form.Item>
          </Space>
        </Card>
        <Card size="small" title={t('console.moderation.settings.words')}>
          <Typography.Paragraph type="secondary">
            {t('console.moderation.settings.wordsHint')}
          </Typography.Paragraph>
          <Space align="start" style={{ width: '100%' }} wrap>
            {words('live', t('console.moderation.settings.liveWords'))}
            {words('feed', t('console.moderation.settings.feedWords'))}
            {words('reviews', t('console.moderation.settings.reviewWords'))}
          </Space>
        </Card>
        {canWrite && (
          <Button
            type="primary"
            htmlType="submit"
            loading={save.pending}
            data-testid="mod-settings-save"
          >
            {t('console.moderation.settings.save')}
          </Button>
        )}
      </Space>
    </Form>
  );
});
