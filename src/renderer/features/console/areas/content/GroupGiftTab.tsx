/**
 * The group-gift zone (issue 23, group gift): the group's QR image (an upload), its notice and
 * the coupon templates the consumer's zone lists (none: the whole coupon centre). One save,
 * audited by the server; the consumer's zone shows it at once.
 */
import { App, Button, Card, Form, Image, Input, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { CONTENT_GROUP_COUPONS_MAX } from '../../../../../shared/contract/ops-content';
import { useLoad } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { couponsApi } from '../coupons/api';
import { contentApi } from './api';
import { ImageField } from './ImageField';
import { showOnField } from './shared';
import './strings';

interface Values {
  qr: string;
  notice: string;
  coupon_ids: number[];
}

/** Coupon templates the centre lists, by part of the title, plus the chosen ones. */
function CouponSelect({
  value,
  onChange,
  chosen,
  disabled,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  chosen: { id: number; title: string; listed: boolean }[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useLoad(
    (signal) => couponsApi.list({ page: 1, limit: 20, ...(keyword ? { keyword } : {}) }, signal),
    [keyword],
  );
  const options = useMemo(() => {
    const out = new Map<number, { value: number; label: string }>();
    for (const c of chosen) {
      out.set(c.id, {
        value: c.id,
        label: c.listed ? c.title : `${c.title}（${t('console.content.group.notListed')}）`,
      });
    }
    for (const c of found.data?.list ?? []) {
      if (!c.in_centre || c.state === 'stopped' || c.state === 'ended') continue;
      if (!out.has(c.id)) out.set(c.id, { value: c.id, label: c.title });
    }
    return [...out.values()];
  }, [chosen, found.data, t]);
  return (
    <Select<number[]>
      mode="multiple"
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
      showSearch={{ filterOption: false, onSearch: (s) => setKeyword(s.trim()) }}
      loading={found.status === 'loading'}
      options={options}
      disabled={disabled}
      maxCount={CONTENT_GROUP_COUPONS_MAX}
      placeholder={t('console.content.group.allCoupons')}
      style={{ width: 520 }}
      aria-label={t('console.content.group.coupons')}
      data-testid="group-coupons"
    />
  );
}

export function GroupGiftTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useSession().can('content.write');
  const zone = useLoad((signal) => contentApi.groupGift(signal), []);
  const [form] = Form.useForm<Values>();
  const qr = Form.useWatch('qr', form);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (zone.data) {
      form.setFieldsValue({
        qr: zone.data.qr,
        notice: zone.data.notice,
        coupon_ids: zone.data.coupon_ids,
      });
    }
  }, [zone.data, form]);
  if (zone.status === 'error') {
    return (
      <LoadFailed title={t('console.content.loadFailed')} error={zone.error} retry={zone.retry} />
    );
  }
  const save = async (v: Values) => {
    setSaving(true);
    try {
      await contentApi.groupGiftSave({
        qr: v.qr ?? '',
        notice: (v.notice ?? '').trim(),
        coupon_ids: v.coupon_ids ?? [],
      });
      void message.success(t('console.content.saved'));
      void zone.reload();
    } catch (err) {
      if (!showOnField(form, err, ['qr', 'notice', 'coupon_ids'])) {
        void message.error((err as Error).message);
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('console.content.group.title')} loading={zone.status === 'loading'}>
      <Typography.Paragraph type="secondary">
        {t('console.content.group.help')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void save(v)}
        disabled={!canWrite}
        style={{ maxWidth: 640 }}
      >
        <Form.Item label={t('console.content.group.qr')}>
          <Space align="center" wrap>
            {qr ? (
              <Image src={qr} width={96} height={96} style={{ objectFit: 'contain' }} />
            ) : (
              <Tag>{t('console.content.group.noQr')}</Tag>
            )}
            <Form.Item name="qr" noStyle>
              <QrUpload />
            </Form.Item>
            {qr && canWrite ? (
              <Button danger onClick={() => form.setFieldValue('qr', '')}>
                {t('console.content.group.removeQr')}
              </Button>
            ) : null}
          </Space>
        </Form.Item>
        <Form.Item name="notice" label={t('console.content.group.notice')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="group-notice" />
        </Form.Item>
        <Form.Item
          name="coupon_ids"
          label={t('console.content.group.coupons')}
          extra={t('console.content.group.couponsHelp')}
        >
          <CouponSelect chosen={zone.data?.coupons ?? []} disabled={!canWrite} />
        </Form.Item>
        {canWrite && (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="group-save">
            {t('console.content.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

/** The upload button alone (the preview is the tab's own, square for a QR code). */
function QrUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  return (
    <span className="group-qr-upload">
      <ImageField
        value={undefined}
        onChange={(u) => onChange?.(u)}
        testId="group-qr-upload"
        key={value ?? ''}
      />
    </span>
  );
}
