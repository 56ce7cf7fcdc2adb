/**
 * The activity form (issue 23, `/promotions/new` and `/promotions/:id`): zone type, name, time
 * window (a flash sale: several sessions when new), the type's rules (group size and time limit,
 * brand day, zero-price welfare, free shipping) and the goods: SKUs picked from the catalogue
 * with activity price, points, activity stock and per-user limit. The server refuses what is
 * impossible with a reason, shown above the form. An existing activity also offers pause,
 * resume and end (confirmed); an ended one is read-only.
 */
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  Result,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useNavigate, useParams } from 'react-router-dom';
import type { OpsPromoDetail } from '../../../../../shared/contract/ops-promo';
import { formatFen } from '../../../../../shared/rules/money';
import { ApiError, useLoad } from '../../../../core/data';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { PageSpin } from '../../PageSpin';
import { promoApi } from './api';
import {
  checkForm,
  createInput,
  emptyForm,
  formOfDetail,
  lineOfSku,
  updateInput,
  type GoodsLine,
  type PromoFormValues,
} from './promo-form';
import {
  actionsOf,
  CONFIRM_KEY,
  confirmButton,
  DONE_KEY,
  STATE_COLOR,
  TYPE_CODES,
  typeKey,
  type StateAction,
} from './promo-ui';
import { BrandSelect } from './BrandSelect';
import { SkuPicker } from './SkuPicker';
import './strings';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` in the browser's time (the datetime-local input's value). */
export function localInputValue(seconds: number | null): string {
  if (seconds === null) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const secondsOf = (v: string): number | null => {
  const ms = new Date(v).getTime();
  return v && Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
};

const PromoEditScreen = observer(function PromoEditScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const isNew = params.id === undefined;
  const detail = useLoad(
    (signal) => (id === null ? Promise.resolve(null) : promoApi.detail(id, signal)),
    [id],
  );
  if (!isNew && id === null)
    return <Result status="404" title={t('console.promo.form.loadError')} />;
  if (detail.status === 'loading') return <PageSpin />;
  if (detail.status === 'error') {
    return (
      <LoadFailed
        title={t('console.promo.form.loadError')}
        error={detail.error}
        retry={detail.retry}
      />
    );
  }
  const d = detail.data ?? null;
  return (
    <PromoEditor
      key={d ? `${d.id}:${d.status}:${d.end_at}` : 'new'}
      activity={d}
      onChanged={(next) => detail.setData(next)}
    />
  );
});

function PromoEditor({
  activity,
  onChanged,
}: {
  activity: OpsPromoDetail | null;
  onChanged: (next: OpsPromoDetail) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const readOnly = !session.can('promo.write') || activity?.state === 'ended';
  const [v, setV] = useState<PromoFormValues>(() =>
    activity ? formOfDetail(activity) : emptyForm(1, Math.floor(Date.now() / 1000)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [badLine, setBadLine] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const set = (patch: Partial<PromoFormValues>) => setV((cur) => ({ ...cur, ...patch }));
  const setLine = (i: number, patch: Partial<GoodsLine>) =>
    setV((cur) => ({
      ...cur,
      goods: cur.goods.map((g, j) => (j === i ? { ...g, ...patch } : g)),
    }));
  const isFlash = v.type === 1;

  const submit = async () => {
    const bad = checkForm(v);
    if (bad) {
      setProblem(
        t(
          bad.error === 'noGoods'
            ? 'console.promo.form.noGoods'
            : (`console.promo.form.errors.${bad.error}` as const),
        ),
      );
      setBadLine(bad.line ?? null);
      return;
    }
    setProblem(null);
    setBadLine(null);
    setSaving(true);
    try {
      if (activity) {
        const saved = await promoApi.update(updateInput(activity.id, v));
        void message.success(t('console.promo.form.saved'));
        onChanged(saved);
      } else {
        const r = await promoApi.create(createInput(v));
        void message.success(t('console.promo.form.created', { count: r.list.length }));
        void navigate(r.list.length === 1 ? `/promotions/${r.list[0]!.id}` : '/promotions');
      }
    } catch (err) {
      const e = ApiError.from(err);
      setProblem(e.message);
      const m = /^goods\.(\d+)\./.exec(e.field ?? '');
      setBadLine(m ? Number(m[1]) : null);
    } finally {
      setSaving(false);
    }
  };

  const run = (action: StateAction) => {
    if (!activity) return;
    modal.confirm({
      title: t(`console.promo.${action}`),
      content: t(CONFIRM_KEY[action], { title: activity.title }),
      okButtonProps: confirmButton(action),
      onOk: async () => {
        try {
          onChanged(await promoApi[action](activity.id));
          void message.success(t(DONE_KEY[action]));
        } catch (err) {
          void message.error(ApiError.from(err).message);
        }
      },
    });
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {activity
              ? t('console.promo.form.editTitle', { id: activity.id })
              : t('console.promo.form.newTitle')}
          </Typography.Title>
          {activity && (
            <Tag color={STATE_COLOR[activity.state]} data-testid="promo-detail-state">
              {t(`console.promo.states.${activity.state}`)}
            </Tag>
          )}
        </Space>
        <Space>
          {activity &&
            session.can('promo.write') &&
            actionsOf(activity.state).map((a) => (
              <Button
                key={a}
                danger={a === 'end'}
                onClick={() => run(a)}
                data-testid={`promo-${a}`}
              >
                {t(`console.promo.${a}`)}
              </Button>
            ))}
          <Button onClick={() => navigate(-1)}>{t('console.promo.form.back')}</Button>
        </Space>
      </Space>
      {activity?.state === 'ended' && (
        <Alert type="info" showIcon title={t('console.promo.form.endedNote')} />
      )}
      {activity && activity.sold > 0 && activity.state !== 'ended' && (
        <Alert type="info" showIcon title={t('console.promo.form.soldNote')} />
      )}
      {problem && <Alert type="error" showIcon title={problem} data-testid="promo-form-error" />}
      <Form layout="vertical" disabled={readOnly} data-testid="promo-form" component="div">
        <Card title={t('console.promo.form.basics')} size="small" style={{ marginBottom: 16 }}>
          <Row gutter={24}>
            <Col span={8}>
              <Form.Item label={t('console.promo.type')} required>
                <Select
                  value={v.type}
                  disabled={readOnly || activity !== null}
                  onChange={(type: number) =>
                    set({ type, slots: type === 1 ? v.slots : v.slots.slice(0, 1) })
                  }
                  options={TYPE_CODES.map((c) => ({ value: c, label: t(typeKey(c)) }))}
                  aria-label={t('console.promo.type')}
                  data-testid="promo-type"
                />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item label={t('console.promo.form.name')} required>
                <Input
                  value={v.title}
                  maxLength={40}
                  onChange={(e) => set({ title: e.target.value })}
                  aria-label={t('console.promo.form.name')}
                  data-testid="promo-title-input"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            label={t(
              isFlash && !activity ? 'console.promo.form.slotsFlash' : 'console.promo.form.slots',
            )}
            required
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              {v.slots.map((s, i) => (
                <Space key={i} data-testid="promo-slot">
                  <Input
                    type="datetime-local"
                    value={localInputValue(s.start_at)}
                    disabled={
                      readOnly || (activity !== null && activity.start_at <= activity.server_time)
                    }
                    onChange={(e) =>
                      set({
                        slots: v.slots.map((x, j) =>
                          j === i ? { ...x, start_at: secondsOf(e.target.value) } : x,
                        ),
                      })
                    }
                    aria-label={`start ${i + 1}`}
                  />
                  <span>—</span>
                  <Input
                    type="datetime-local"
                    value={localInputValue(s.end_at)}
                    onChange={(e) =>
                      set({
                        slots: v.slots.map((x, j) =>
                          j === i ? { ...x, end_at: secondsOf(e.target.value) } : x,
                        ),
                      })
                    }
                    aria-label={`end ${i + 1}`}
                  />
                  {v.slots.length > 1 && (
                    <Button
                      type="link"
                      danger
                      onClick={() => set({ slots: v.slots.filter((_, j) => j !== i) })}
                    >
                      {t('console.promo.form.removeSlot')}
                    </Button>
                  )}
                </Space>
              ))}
              {isFlash && !activity && v.slots.length < 8 && (
                <Button
                  onClick={() => {
                    const last = v.slots[v.slots.length - 1];
                    const start = last?.end_at ?? Math.floor(Date.now() / 1000);
                    set({ slots: [...v.slots, { start_at: start, end_at: start + 2 * 3600 }] });
                  }}
                  data-testid="promo-add-slot"
                >
                  {t('console.promo.form.addSlot')}
                </Button>
              )}
            </Space>
          </Form.Item>
          {v.type === 4 && (
            <Row gutter={24}>
              <Col span={8}>
                <Form.Item label={t('console.promo.form.groupSize')} required>
                  <Input
                    value={v.group_size}
                    onChange={(e) => set({ group_size: e.target.value })}
                    data-testid="promo-group-size"
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item label={t('console.promo.form.expireHours')}>
                  <Input
                    value={v.expire_hours}
                    onChange={(e) => set({ expire_hours: e.target.value })}
                  />
                </Form.Item>
              </Col>
            </Row>
          )}
          {v.type === 17 && (
            <Form.Item label={t('console.promo.form.brandId')}>
              <BrandSelect
                value={v.brand_id}
                disabled={readOnly}
                onChange={(n) => set({ brand_id: n })}
              />
            </Form.Item>
          )}
          {v.type === 3 && (
            <Checkbox checked={v.zero} onChange={(e) => set({ zero: e.target.checked })}>
              {t('console.promo.form.zero')}
            </Checkbox>
          )}
          {v.type !== 3 && v.type !== 50 && v.type !== 4 && v.type !== 17 && (
            <Checkbox
              checked={v.free_shipping}
              onChange={(e) => set({ free_shipping: e.target.checked })}
            >
              {t('console.promo.form.freeShipping')}
            </Checkbox>
          )}
        </Card>
        <Card
          title={t('console.promo.form.goods')}
          size="small"
          extra={
            !readOnly && (
              <Button onClick={() => setPicking(true)} data-testid="promo-add-goods">
                {t('console.promo.form.addGoods')}
              </Button>
            )
          }
        >
          <Table<GoodsLine>
            rowKey="sku_id"
            size="small"
            pagination={false}
            dataSource={v.goods}
            data-testid="promo-goods"
            locale={{ emptyText: t('console.promo.form.noGoods') }}
            rowClassName={(_, i) => (i === badLine ? 'promo-bad-line' : '')}
            columns={[
              {
                title: t('console.promo.form.sku'),
                key: 'sku',
                render: (_: unknown, g) => (
                  <Space orientation="vertical" size={0}>
                    <span>{g.title}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      #{g.sku_id} {g.spec}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('console.promo.form.skuPrice'),
                dataIndex: 'sku_price',
                width: 90,
                align: 'right',
                render: (fen: number) => <span className="console-mono">¥{formatFen(fen)}</span>,
              },
              {
                title: t('console.promo.form.stock'),
                dataIndex: 'stock',
                width: 80,
                align: 'right',
                render: (n: number) => <span className="console-mono">{n}</span>,
              },
              {
                title: t('console.promo.sold'),
                dataIndex: 'sold',
                width: 60,
                align: 'right',
                render: (n: number) => <span className="console-mono">{n}</span>,
              },
              {
                title: t('console.promo.form.price'),
                key: 'price',
                width: 120,
                render: (_: unknown, g, i) => (
                  <Input
                    value={g.price}
                    disabled={readOnly || g.sold > 0}
                    onChange={(e) => setLine(i, { price: e.target.value })}
                    aria-label={`${t('console.promo.form.price')} ${g.title}`}
                    data-testid={`promo-price-${g.sku_id}`}
                  />
                ),
              },
              {
                title: t('console.promo.form.integral'),
                key: 'integral',
                width: 90,
                render: (_: unknown, g, i) => (
                  <Input
                    value={g.integral}
                    disabled={readOnly || g.sold > 0}
                    onChange={(e) => setLine(i, { integral: e.target.value })}
                  />
                ),
              },
              {
                title: t('console.promo.form.stockCap'),
                key: 'cap',
                width: 120,
                render: (_: unknown, g, i) => (
                  <Input
                    value={g.stock_cap}
                    onChange={(e) => setLine(i, { stock_cap: e.target.value })}
                    data-testid={`promo-cap-${g.sku_id}`}
                  />
                ),
              },
              {
                title: t('console.promo.form.limit'),
                key: 'limit',
                width: 110,
                render: (_: unknown, g, i) => (
                  <Input
                    value={g.limit_per_user}
                    onChange={(e) => setLine(i, { limit_per_user: e.target.value })}
                  />
                ),
              },
              {
                title: t('console.promo.actions'),
                key: 'remove',
                width: 70,
                render: (_: unknown, g) => (
                  <Button
                    type="link"
                    danger
                    disabled={readOnly || g.sold > 0}
                    onClick={() => set({ goods: v.goods.filter((x) => x.sku_id !== g.sku_id) })}
                  >
                    {t('console.promo.form.remove')}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </Form>
      {!readOnly && (
        <Space>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid="promo-save"
          >
            {t(activity ? 'console.promo.form.save' : 'console.promo.form.create')}
          </Button>
        </Space>
      )}
      <SkuPicker
        open={picking}
        picked={new Set(v.goods.map((g) => g.sku_id))}
        onAdd={(s) => setV((cur) => ({ ...cur, goods: [...cur.goods, lineOfSku(s)] }))}
        onClose={() => setPicking(false)}
      />
    </Space>
  );
}

export default PromoEditScreen;
