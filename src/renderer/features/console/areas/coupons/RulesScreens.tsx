/**
 * The sign-in points rules and the full-reduction tiers (issue 23, coupons): app_config values
 * the shop reads on every sign-in and checkout, edited here (no restart). Yuan on screen, fen on
 * the wire; the server's refusal is shown and nothing changes. Both are one `RulesCard` (load,
 * save, refusal) with a `PairList` of tiers; another operator's change re-reads the card while
 * this operator has typed nothing into it (`ops:changed` topic `promo`).
 */
import { App, Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { formatFen, yuanToFen } from '../../../../../shared/rules/money';
import { ApiError, useLoad, useMutation } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { PageSpin } from '../../PageSpin';
import { useOpsChanged } from '../../ops-events';
import { couponsApi } from './api';
import { isYuanText } from './coupon-form';
import type {
  FullReductionValue,
  SignRulesValue,
} from '../../../../../shared/contract/ops-coupons';
import './strings';

type Prefix = 'console.coupons.sign' | 'console.coupons.full';

/** Loads a rules value into a form of its text fields, saves it back; shows the refusal. */
function RulesCard<V, F extends object>({
  s,
  testId,
  load,
  save: saveValue,
  toForm,
  fromForm,
  children,
}: {
  s: Prefix;
  testId: string;
  load: (signal: AbortSignal) => Promise<V>;
  save: (v: V) => Promise<V>;
  toForm: (v: V) => F;
  fromForm: (f: F) => V;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useSession().can('promo.write');
  const rules = useLoad(load, []);
  const [form] = Form.useForm<F>();
  const save = useMutation(saveValue, { report: false });
  useOpsChanged(['promo'], () => {
    if (!form.isFieldsTouched()) void rules.reload();
  });
  useEffect(() => {
    if (rules.data !== undefined) form.setFieldsValue(toForm(rules.data));
    // toForm is a pure mapping of the value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rules.data, form]);
  if (rules.status === 'error') {
    return <LoadFailed title={t(`${s}.loadError`)} error={rules.error} retry={rules.retry} />;
  }
  if (rules.data === undefined) return <PageSpin />;
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const done = await save.run(fromForm(v));
      form.resetFields();
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
      <Form form={form} layout="vertical" disabled={!canWrite} data-testid={testId}>
        {children}
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

/** Up to 10 rows of two text fields, each row removable (the tiers of a rules form). */
function PairList({
  s,
  name,
  cols,
  empty,
}: {
  s: Prefix;
  name: string;
  cols: { key: string; label: string; rules: Rule[]; input: ReactNode }[];
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div style={{ marginTop: 8 }}>
          {fields.length === 0 ? empty : null}
          {fields.map((field) => (
            <Space key={field.key} align="start">
              {cols.map((c) => (
                <Form.Item key={c.key} name={[field.name, c.key]} label={c.label} rules={c.rules}>
                  {c.input}
                </Form.Item>
              ))}
              <Form.Item label=" ">
                <Button onClick={() => remove(field.name)}>{t(`${s}.remove`)}</Button>
              </Form.Item>
            </Space>
          ))}
          {fields.length < 10 ? (
            <Form.Item>
              <Button onClick={() => add(Object.fromEntries(cols.map((c) => [c.key, ''])))}>
                {t(`${s}.add`)}
              </Button>
            </Form.Item>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}

const positive = (v: string | undefined, max: number) =>
  /^\d{1,9}$/.test((v ?? '').trim()) && Number(v) >= 1 && Number(v) <= max;

interface SignForm {
  base: string;
  streak_bonus: { days: string; points: string }[];
}

export function SignRulesScreen() {
  const { t } = useTranslation();
  const s = 'console.coupons.sign';
  const intRule = (max: number, min0 = false): Rule => ({
    validator: (_: unknown, v: string | undefined) =>
      positive(v, max) || (min0 && (v ?? '').trim() === '0')
        ? Promise.resolve()
        : Promise.reject(new Error(t(`${s}.intInvalid`))),
  });
  const numeric = <Input inputMode="numeric" style={{ width: 120 }} />;
  return (
    <RulesCard<SignRulesValue, SignForm>
      s={s}
      testId="sign-rules-form"
      load={(signal) => couponsApi.signRules(signal)}
      save={couponsApi.updateSignRules}
      toForm={(v) => ({
        base: String(v.base),
        streak_bonus: v.streak_bonus.map((b) => ({
          days: String(b.days),
          points: String(b.points),
        })),
      })}
      fromForm={(v) => ({
        base: Number(v.base),
        streak_bonus: (v.streak_bonus ?? []).map((b) => ({
          days: Number(b.days),
          points: Number(b.points),
        })),
      })}
    >
      <Form.Item name="base" label={t(`${s}.base`)} rules={[intRule(10_000, true)]}>
        <Input inputMode="numeric" style={{ width: 160 }} />
      </Form.Item>
      <Typography.Text strong>{t(`${s}.bonus`)}</Typography.Text>
      <PairList
        s={s}
        name="streak_bonus"
        cols={[
          { key: 'days', label: t(`${s}.days`), rules: [intRule(365)], input: numeric },
          { key: 'points', label: t(`${s}.points`), rules: [intRule(100_000)], input: numeric },
        ]}
      />
    </RulesCard>
  );
}

interface FullForm {
  tiers: { full: string; cut: string }[];
}

export function FullReductionScreen() {
  const { t } = useTranslation();
  const s = 'console.coupons.full';
  const yuanRule: Rule = {
    validator: (_: unknown, v: string | undefined) =>
      isYuanText(v ?? '') && Number(v) > 0
        ? Promise.resolve()
        : Promise.reject(new Error(t('console.coupons.form.yuanInvalid'))),
  };
  const yuan = <Input inputMode="decimal" prefix="¥" style={{ width: 160 }} />;
  return (
    <RulesCard<FullReductionValue, FullForm>
      s={s}
      testId="full-reduction-form"
      load={(signal) => couponsApi.fullReduction(signal)}
      save={couponsApi.updateFullReduction}
      toForm={(v) => ({
        tiers: v.tiers.map((x) => ({ full: formatFen(x.full), cut: formatFen(x.cut) })),
      })}
      fromForm={(v) => ({
        tiers: (v.tiers ?? []).map((x) => ({
          full: yuanToFen(x.full.trim()),
          cut: yuanToFen(x.cut.trim()),
        })),
      })}
    >
      <PairList
        s={s}
        name="tiers"
        empty={<Typography.Paragraph type="secondary">{t(`${s}.none`)}</Typography.Paragraph>}
        cols={[
          { key: 'full', label: t(`${s}.full`), rules: [yuanRule], input: yuan },
          { key: 'cut', label: t(`${s}.cut`), rules: [yuanRule], input: yuan },
        ]}
      />
    </RulesCard>
  );
}
