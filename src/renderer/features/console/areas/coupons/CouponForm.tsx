/**
 * The coupon template form in a drawer (issue 23, coupons): create, or edit one template. Typed
 * values are checked inline; the server's refusal (e.g. a frozen term once some were taken) is
 * shown on its field or as a message, and the drawer stays open.
 */
import { Alert, App, Button, Drawer, Form, Input, Radio, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import type { OpsCoupon } from '../../../../../shared/contract/ops-coupons';
import { ApiError, useMutation } from '../../../../core/data';
import { couponsApi } from './api';
import {
  chinaLocalToUnix,
  couponFormOf,
  couponInputOf,
  emptyCouponForm,
  isYuanText,
  type CouponFormValues,
} from './coupon-form';
import { CategoryScope, GoodsScope } from './ScopePickers';
import './strings';

const intIn = (v: string, min: number, max: number) =>
  /^\d{1,9}$/.test(v.trim()) && Number(v) >= min && Number(v) <= max;

export function CouponForm({
  coupon,
  open,
  onClose,
  onSaved,
}: {
  /** null: a new template */
  coupon: OpsCoupon | null;
  open: boolean;
  onClose: () => void;
  onSaved: (c: OpsCoupon) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CouponFormValues>();
  const kind = Form.useWatch('kind', form);
  const validity = Form.useWatch('validity', form);
  const scope = Form.useWatch('scope', form);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  const save = useMutation(
    (v: CouponFormValues) =>
      coupon
        ? couponsApi.update({ ...couponInputOf(v), id: coupon.id })
        : couponsApi.create(couponInputOf(v)),
    { report: false },
  );
  useEffect(() => {
    if (open) {
      setNames(
        new Map(
          coupon?.scope === 'goods'
            ? coupon.scope_ids.map((id, i) => [id, coupon.scope_names[i] ?? ''] as const)
            : [],
        ),
      );
      form.setFieldsValue(
        coupon ? couponFormOf(coupon) : emptyCouponForm(Math.floor(Date.now() / 1000)),
      );
    }
  }, [open, coupon, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const done = await save.run(values);
      void message.success(
        coupon ? t('console.coupons.form.saved') : t('console.coupons.form.created'),
      );
      onSaved(done);
    } catch (err) {
      const e = ApiError.from(err);
      const field =
        e.field === 'start_at'
          ? 'start'
          : e.field === 'end_at'
            ? 'end'
            : e.field === 'scope_ids'
              ? values.scope === 'goods'
                ? 'goods_ids'
                : 'category_ids'
              : e.field;
      if (field && field in values)
        form.setFields([{ name: field as keyof CouponFormValues, errors: [e.text] }]);
      else if (!e.reported) void message.error(e.message);
    }
  };

  const yuanRule = (optional: boolean) => ({
    validator: (_: unknown, v: string | undefined) =>
      (optional && (v ?? '').trim() === '') || isYuanText(v ?? '')
        ? Promise.resolve()
        : Promise.reject(new Error(t('console.coupons.form.yuanInvalid'))),
  });
  const f = 'console.coupons.form';

  return (
    <Drawer
      open={open}
      size="large"
      title={coupon ? t(`${f}.editTitle`, { id: coupon.id }) : t(`${f}.createTitle`)}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t(`${f}.cancel`)}</Button>
          <Button
            type="primary"
            loading={save.pending}
            onClick={() => void submit().catch(() => undefined)}
            data-testid="coupon-save"
          >
            {t(`${f}.save`)}
          </Button>
        </Space>
      }
    >
      {coupon && coupon.received > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t(`${f}.takenHint`, { n: coupon.received })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="vertical" data-testid="coupon-form">
        <Form.Item
          name="title"
          label={t(`${f}.title`)}
          rules={[{ required: true, whitespace: true, max: 40, message: t(`${f}.titleRequired`) }]}
        >
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item name="kind" label={t(`${f}.kind`)}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'amount', label: t(`${f}.kindAmount`) },
              { value: 'discount', label: t(`${f}.kindDiscount`) },
            ]}
          />
        </Form.Item>
        <Space size="large" align="start" wrap>
          {kind === 'discount' ? (
            <Form.Item
              name="rate"
              label={t(`${f}.rate`)}
              rules={[
                {
                  validator: (_, v: string | undefined) =>
                    intIn(v ?? '', 1, 99)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t(`${f}.rateInvalid`))),
                },
              ]}
            >
              <Input inputMode="numeric" style={{ width: 160 }} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="amount"
            label={kind === 'discount' ? t(`${f}.cap`) : t(`${f}.amount`)}
            dependencies={['threshold', 'kind']}
            rules={[
              yuanRule(kind === 'discount'),
              ({ getFieldValue }) => ({
                validator: (_, v: string | undefined) => {
                  const th = String(getFieldValue('threshold') ?? '');
                  if (kind !== 'amount' || !isYuanText(v ?? '') || !isYuanText(th))
                    return Promise.resolve();
                  const a = Number(v);
                  const b = Number(th);
                  return b > 0 && a > b
                    ? Promise.reject(new Error(t(`${f}.amountOverThreshold`)))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <Input inputMode="decimal" prefix="¥" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="threshold" label={t(`${f}.threshold`)} rules={[yuanRule(false)]}>
            <Input inputMode="decimal" prefix="¥" style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Space size="large" align="start" wrap>
          <Form.Item
            name="start"
            label={t(`${f}.start`)}
            rules={[
              {
                validator: (_, v: string | undefined) =>
                  Number.isFinite(chinaLocalToUnix(v ?? ''))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t(`${f}.timeInvalid`))),
              },
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            name="end"
            label={t(`${f}.end`)}
            dependencies={['start']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, v: string | undefined) => {
                  const end = chinaLocalToUnix(v ?? '');
                  if (!Number.isFinite(end))
                    return Promise.reject(new Error(t(`${f}.timeInvalid`)));
                  const start = chinaLocalToUnix(String(getFieldValue('start') ?? ''));
                  return Number.isFinite(start) && end <= start
                    ? Promise.reject(new Error(t(`${f}.endBeforeStart`)))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </Space>
        <Space size="large" align="start" wrap>
          <Form.Item name="validity" label={t(`${f}.validity`)}>
            <Radio.Group
              options={[
                { value: 'window', label: t(`${f}.validityWindow`) },
                { value: 'days', label: t(`${f}.validityDays`) },
              ]}
            />
          </Form.Item>
          {validity === 'days' ? (
            <Form.Item
              name="valid_days"
              label={t(`${f}.validDays`)}
              rules={[
                {
                  validator: (_, v: string | undefined) =>
                    intIn(v ?? '', 1, 365)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t(`${f}.daysInvalid`))),
                },
              ]}
            >
              <Input inputMode="numeric" style={{ width: 100 }} />
            </Form.Item>
          ) : null}
        </Space>
        <Space size="large" align="start" wrap>
          <Form.Item
            name="total"
            label={t(`${f}.total`)}
            rules={[
              {
                validator: (_, v: string | undefined) =>
                  intIn(v ?? '', 1, 10_000_000)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t(`${f}.totalInvalid`))),
              },
            ]}
          >
            <Input inputMode="numeric" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="per_user_limit"
            label={t(`${f}.perUser`)}
            rules={[
              {
                validator: (_, v: string | undefined) =>
                  intIn(v ?? '', 0, 100)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t(`${f}.perUserInvalid`))),
              },
            ]}
          >
            <Input inputMode="numeric" style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Form.Item name="scope" label={t(`${f}.scope`)}>
          <Radio.Group
            options={(['all', 'categories', 'goods'] as const).map((s) => ({
              value: s,
              label: t(`console.coupons.scope.${s}`),
            }))}
          />
        </Form.Item>
        {scope === 'goods' ? (
          <Form.Item
            name="goods_ids"
            label={t(`${f}.scopeGoods`)}
            rules={[{ type: 'array', min: 1, message: t(`${f}.scopeGoodsRequired`) }]}
          >
            <GoodsScope
              names={names}
              onName={(id, title) => setNames((m) => new Map(m).set(id, title))}
            />
          </Form.Item>
        ) : scope === 'categories' ? (
          <Form.Item
            name="category_ids"
            label={t(`${f}.scopeCategories`)}
            rules={[{ type: 'array', min: 1, message: t(`${f}.scopeCategoriesRequired`) }]}
          >
            <CategoryScope />
          </Form.Item>
        ) : null}
        <Form.Item name="in_centre" label={t(`${f}.inCentre`)} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
