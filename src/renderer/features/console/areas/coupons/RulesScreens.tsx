/**
 * The sign-in points rules and the full-reduction tiers (issue 23, coupons): app_config values
 * the shop reads on every sign-in and checkout, edited here (no restart). Yuan on screen, fen on
 * the wire; the server's refusal is shown and nothing changes.
 */
import { App, Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { formatFen, yuanToFen } from '../../../../../shared/rules/money';
import { ApiError, useLoad, useMutation } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { PageSpin } from '../../PageSpin';
import { couponsApi } from './api';
import { isYuanText } from './coupon-form';
import './strings';

const positive = (v: string | undefined, max: number) =>
  /^\d{1,9}$/.test((v ?? '').trim()) && Number(v) >= 1 && Number(v) <= max;

interface SignForm {
  base: string;
  streak_bonus: { days: string; points: string }[];
}

export function SignRulesScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useSession().can('promo.write');
  const rules = useLoad((signal) => couponsApi.signRules(signal), []);
  const [form] = Form.useForm<SignForm>();
  const save = useMutation(couponsApi.updateSignRules, { report: false });
  useEffect(() => {
    if (rules.data) {
      form.setFieldsValue({
        base: String(rules.data.base),
        streak_bonus: rules.data.streak_bonus.map((b) => ({
          days: String(b.days),
          points: String(b.points),
        })),
      });
    }
  }, [rules.data, form]);
  if (rules.status === 'error') {
    return (
      <LoadFailed
        title={t('console.coupons.sign.loadError')}
        error={rules.error}
        retry={rules.retry}
      />
    );
  }
  if (!rules.data) return <PageSpin />;
  const s = 'console.coupons.sign';
  const intRule = (max: number, min0 = false) => ({
    validator: (_: unknown, v: string | undefined) =>
      positive(v, max) || (min0 && (v ?? '').trim() === '0')
        ? Promise.resolve()
        : Promise.reject(new Error(t(`${s}.intInvalid`))),
  });
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const done = await save.run({
        base: Number(v.base),
        streak_bonus: (v.streak_bonus ?? []).map((b) => ({
          days: Number(b.days),
          points: Number(b.points),
        })),
      });
      rules.setData(done);
      void message.success(t(`${s}.saved`));
    } catch (err) {
      const e = ApiError.from(err);
      if (!e.reported) void message.error(e.message);
    }
  };
  return (
    <Card size="small" title={t(`${s}.title`)}>
      <Alert type="info" showIcon title={t(`${s}.hint`)} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" disabled={!canWrite} data-testid="sign-rules-form">
        <Form.Item name="base" label={t(`${s}.base`)} rules={[intRule(10_000, true)]}>
          <Input inputMode="numeric" style={{ width: 160 }} />
        </Form.Item>
        <Typography.Text strong>{t(`${s}.bonus`)}</Typography.Text>
        <Form.List name="streak_bonus">
          {(fields, { add, remove }) => (
            <div style={{ marginTop: 8 }}>
              {fields.map((field) => (
                <Space key={field.key} align="start">
                  <Form.Item
                    name={[field.name, 'days']}
                    label={t(`${s}.days`)}
                    rules={[intRule(365)]}
                  >
                    <Input inputMode="numeric" style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'points']}
                    label={t(`${s}.points`)}
                    rules={[intRule(100_000)]}
                  >
                    <Input inputMode="numeric" style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button onClick={() => remove(field.name)}>{t(`${s}.remove`)}</Button>
                  </Form.Item>
                </Space>
              ))}
              {fields.length < 10 ? (
                <Form.Item>
                  <Button onClick={() => add({ days: '', points: '' })}>{t(`${s}.add`)}</Button>
                </Form.Item>
              ) : null}
            </div>
          )}
        </Form.List>
        {canWrite ? (
          <Button
            type="primary"
            loading={save.pending}
            onClick={() => void submit().catch(() => undefined)}
          >
            {t(`${s}.save`)}
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

interface FullForm {
  tiers: { full: string; cut: string }[];
}

export function FullReductionScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useSession().can('promo.write');
  const rules = useLoad((signal) => couponsApi.fullReduction(signal), []);
  const [form] = Form.useForm<FullForm>();
  const save = useMutation(couponsApi.updateFullReduction, { report: false });
  useEffect(() => {
    if (rules.data) {
      form.setFieldsValue({
        tiers: rules.data.tiers.map((x) => ({ full: formatFen(x.full), cut: formatFen(x.cut) })),
      });
    }
  }, [rules.data, form]);
  if (rules.status === 'error') {
    return (
      <LoadFailed
        title={t('console.coupons.full.loadError')}
        error={rules.error}
        retry={rules.retry}
      />
    );
  }
  if (!rules.data) return <PageSpin />;
  const s = 'console.coupons.full';
  const yuanRule = {
    validator: (_: unknown, v: string | undefined) =>
      isYuanText(v ?? '') && Number(v) > 0
        ? Promise.resolve()
        : Promise.reject(new Error(t('console.coupons.form.yuanInvalid'))),
  };
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const done = await save.run({
        tiers: (v.tiers ?? []).map((x) => ({
          full: yuanToFen(x.full.trim()),
          cut: yuanToFen(x.cut.trim()),
        })),
      });
      rules.setData(done);
      void message.success(t(`${s}.saved`));
    } catch (err) {
      const e = ApiError.from(err);
      if (!e.reported) void message.error(e.message);
    }
  };
  return (
    <Card size="small" title={t(`${s}.title`)}>
      <Alert type="info" showIcon title={t(`${s}.hint`)} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" disabled={!canWrite} data-testid="full-reduction-form">
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <div>
              {fields.length === 0 ? (
                <Typography.Paragraph type="secondary">{t(`${s}.none`)}</Typography.Paragraph>
              ) : null}
              {fields.map((field) => (
                <Space key={field.key} align="start">
                  <Form.Item name={[field.name, 'full']} label={t(`${s}.full`)} rules={[yuanRule]}>
                    <Input inputMode="decimal" prefix="¥" style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'cut']} label={t(`${s}.cut`)} rules={[yuanRule]}>
                    <Input inputMode="decimal" prefix="¥" style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button onClick={() => remove(field.name)}>{t(`${s}.remove`)}</Button>
                  </Form.Item>
                </Space>
              ))}
              {fields.length < 10 ? (
                <Form.Item>
                  <Button onClick={() => add({ full: '', cut: '' })}>{t(`${s}.add`)}</Button>
                </Form.Item>
              ) : null}
            </div>
          )}
        </Form.List>
        {canWrite ? (
          <Button
            type="primary"
            loading={save.pending}
            onClick={() => void submit().catch(() => undefined)}
          >
            {t(`${s}.save`)}
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}
