/**
 * The console's business settings and statistics (issue 23, part settings): a change applies
 * to the next request without a restart (pay deadline, withdrawal rules) and is audited with its
 * before/after; impossible values are refused with a reason and change nothing; statistics show
 * a paid order's sales. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../src/shared/contract/envelope';
import type { FormObject } from '../../src/shared/form-encoding';
import type { AuditEntry } from '../../src/shared/contract/ops';
import type { OpsSettings } from '../../src/shared/contract/ops-settings';
import type { OpsStats } from '../../src/shared/contract/ops-stats';
import { DEFAULT_SETTINGS } from '../../src/shared/rules/business-settings';
import { dayOf } from '../../src/server/modules/ops/stats.service';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { buyBody, buyOk, buyer, freshSkus, orderRow, payOnline } from './order-helpers';
import { PAY_PASSWORD, walletUser } from './wallet-fixtures';

let t: TestServer;
let owner: Actor;

beforeAll(async () => {
  t = await startTestServer();
  owner = await opsActor(t, 'owner');
});
afterAll(async () => {
  await t?.close();
});

const update = (section: string, value: object, as = owner) =>
  t.call<OpsSettings>('POST', '/api/ops/settings/update', {
    as,
    body: { section, value: value as FormObject },
  });

async function auditOf(section: string): Promise<AuditEntry[]> {
  const r = await t.call<ListData<AuditEntry>>('GET', '/api/ops/audit', {
    as: owner,
    query: { object_type: 'settings', object_id: section, limit: 50 },
  });
  expect(r.code).toBe(200);
  return r.data.list;
}

describe('business settings', () => {
  it('reads the rules that apply (the defaults until changed)', async () => {
    const r = await t.call<OpsSettings>('GET', '/api/ops/settings', { as: owner });
    expect(r.code, r.message).toBe(200);
    expect(r.data.defaults).toEqual(DEFAULT_SETTINGS);
    expect(r.data.settings.order.pay_deadline_s).toBe(1800);
    expect(r.data.settings.withdrawal.min).toBe(1000);
  });

  it('only a role with settings.write may change them', async () => {
    const ops = await opsActor(t, 'operations');
    const r = await update('order', { ...DEFAULT_SETTINGS.order, pay_deadline_s: 600 }, ops);
    expect(r.code).toBe(403);
    expect((await t.call('GET', '/api/v3/config')).data.com_exp_time).toBe(1800);
  });

  it('a new pay deadline applies to the next order at once, audited before/after', async () => {
    const r = await update('order', { ...DEFAULT_SETTINGS.order, pay_deadline_s: 900 });
    expect(r.code, r.message).toBe(200);
    expect(r.data.settings.order.pay_deadline_s).toBe(900);
    // the consumer's public config shows it right after the write
    expect((await t.call('GET', '/api/v3/config')).data.com_exp_time).toBe(900);
    const [sku] = await freshSkus(t, { offset: 40 });
    const u = await buyer(t);
    const bought = await buyOk(t, u, buyBody(sku!));
    const order = await orderRow(t, bought.order_ids[0]!);
    expect(Number(order.pay_deadline) - Number(order.created_at)).toBe(900);
    const [entry] = await auditOf('order');
    expect(entry).toMatchObject({
      action: 'settings.update',
      before: { pay_deadline_s: 1800 },
      after: { pay_deadline_s: 900 },
    });
    await update('order', DEFAULT_SETTINGS.order);
  });

  it('withdrawal rules: a raised minimum refuses a smaller withdrawal with the reason', async () => {
    const r = await update('withdrawal', { ...DEFAULT_SETTINGS.withdrawal, min: 5000 });
    expect(r.code, r.message).toBe(200);
    const { actor, card } = await walletUser(t, { reward: 20_000 });
    const small = await t.call('POST', '/api/user/pay/extract_amount', {
      as: actor,
      body: { amount: 3000, bank_card_id: card.id, pay_password: PAY_PASSWORD },
    });
    expect(small.code).toBe(422);
    expect(small.message).toContain('50.00');
    const ok = await t.call('POST', '/api/user/pay/extract_amount', {
      as: actor,
      body: { amount: 6000, bank_card_id: card.id, pay_password: PAY_PASSWORD },
    });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.fee).toBe(100);
    // a higher fee rate applies to the next one
    await update('withdrawal', { ...DEFAULT_SETTINGS.withdrawal, min: 5000, fee_bp: 500 });
    const fee = await t.call('POST', '/api/user/pay/extract_amount', {
      as: actor,
      body: { amount: 6000, bank_card_id: card.id, pay_password: PAY_PASSWORD },
    });
    expect(fee.code, fee.message).toBe(200);
    expect(fee.data.fee).toBe(300);
    await update('withdrawal', DEFAULT_SETTINGS.withdrawal);
  });

  it('refuses impossible values with a reason and changes nothing', async () => {
    const before = await t.snapshot();
    const cases: [string, object, string][] = [
      // the message names the field and why
      [
        'withdrawal',
        { ...DEFAULT_SETTINGS.withdrawal, min: 9000, max: 8000 },
        'value.min: must not be above the maximum',
      ],
      ['withdrawal', { ...DEFAULT_SETTINGS.withdrawal, fee_min: -1 }, 'value.fee_min'],
      [
        'withdrawal',
        { ...DEFAULT_SETTINGS.withdrawal, fee_min: 1000 },
        'value.fee_min: must be below',
      ],
      ['order', { ...DEFAULT_SETTINGS.order, pay_deadline_s: 10 }, 'value.pay_deadline_s'],
      [
        'freight',
        {
          ...DEFAULT_SETTINGS.freight,
          templates: [
            {
              ...DEFAULT_SETTINGS.freight.templates[0]!,
              regions: [],
              default: { fee: -5, free_threshold: 0 },
            },
          ],
        },
        'value.templates.0.default.fee',
      ],
      [
        'points',
        { ...DEFAULT_SETTINGS.points, transfer_min: 10, transfer_max: 5 },
        'value.transfer_min',
      ],
      ['commission', { default_bp: 20_000, sellers: [] }, 'value.default_bp'],
      ['upload', { ...DEFAULT_SETTINGS.upload, max_bytes: 1 }, 'value.max_bytes'],
      ['nothing', {}, 'section'],
    ];
    for (const [section, value, reason] of cases) {
      const r = await update(section, value);
      expect(r.code, `${section} ${JSON.stringify(value)}`).toBe(422);
      expect(r.message).toContain(reason);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('statistics', () => {
  it('shows the day’s sales of a paid order, by day, zone and goods', async () => {
    const [sku] = await freshSkus(t, { offset: 41 });
    const u = await buyer(t);
    const bought = await buyOk(t, u, buyBody(sku!, 2));
    await payOnline(t, u, bought.trade_no);
    const order = await orderRow(t, bought.order_ids[0]!);
    const today = dayOf(t.clock.now());
    const r = await t.call<OpsStats>('GET', '/api/ops/stats', {
      as: owner,
      query: { from: today, to: today },
    });
    expect(r.code, r.message).toBe(200);
    expect(r.data.by_day).toHaveLength(1);
    expect(r.data.by_day[0]!.day).toBe(today);
    expect(r.data.by_day[0]!.sales).toBeGreaterThanOrEqual(Number(order.pay_amount));
    expect(r.data.totals.net).toBe(r.data.totals.sales - r.data.totals.refunds);
    const goods = r.data.top_goods.find((g) => g.goods_id === sku!.goods_id);
    expect(goods?.quantity).toBeGreaterThanOrEqual(2);
    expect(r.data.by_zone.find((z) => z.type === 0)?.orders).toBeGreaterThanOrEqual(1);
    // a day without orders answers zeros
    const empty = await t.call<OpsStats>('GET', '/api/ops/stats', {
      as: owner,
      query: { from: '2020-01-01', to: '2020-01-02' },
    });
    expect(empty.data.by_day.map((d) => d.sales)).toEqual([0, 0]);
  });

  it('refuses a bad range', async () => {
    for (const query of [
      { from: '2026-12-05', to: '2026-12-01' },
      { from: '2020-01-01', to: '2026-01-01' },
      { from: 'yesterday' },
    ]) {
      const r = await t.call('GET', '/api/ops/stats', { as: owner, query });
      expect(r.code).toBe(422);
    }
  });
});
