/**
 * Activity rules at checkout (docs/api-promotions.md "One activity model"): the gates refused
 * by the server when the UI is bypassed, points exchange taking and giving back its points
 * exactly once, shopping points credited once on receipt, three-for-ten priced on the server,
 * and a storm on a flash sale's last units (run on SQLite and PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest, startTestServer, type Actor, type TestServer } from './harness';
import { runningActivityGoods } from './promo-helpers';
import {
  buyer,
  buyOk,
  clientKey,
  lastLedgerId,
  ledgerSum,
  merchantOf,
  orderRow,
  PAY_PASSWORD,
  setPayPassword,
  setStock,
  stockOf,
} from './order-helpers';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;

const runningAgs = (type: number) => runningActivityGoods(t, type);

const body = (agId: number, num = 1) => ({
  activity_goods_id: agId,
  num,
  coupon_user_id: 0,
  client_key: clientKey(),
});
const buy = (as: Actor, agId: number, num = 1) =>
  t.call('POST', '/api/order/buy', { as, body: body(agId, num) });
const info = async (as: Actor, agId: number) =>
  (
    await t.call('GET', '/api/activity/goods_activity_info', {
      as,
      query: { activity_goods_id: agId },
    })
  ).data;
const integralOf = async (id: number) =>
  (await db().selectFrom('users').select('integral').where('id', '=', id).executeTakeFirstOrThrow())
    .integral;
const setIntegral = (id: number, integral: number) =>
  db().updateTable('users').set({ integral }).where('id', '=', id).execute();
const ledgerByKey = (key: string) =>
  db().selectFrom('wallet_ledger').selectAll().where('idempotency_key', '=', key).execute();

/** `n` paid (received) shop orders of a user, written directly: the order counters see them. */
async function pastOrders(userId: number, n: number) {
  for (let i = 0; i < n; i++) {
    await db()
      .insertInto('orders')
      .values({
        order_sn: randomBytes(8).toString('hex'),
        user_id: userId,
        status: 3,
        goods_amount: 1000,
        pay_amount: 1000,
        paid_at: t.clock.now(),
        pay_deadline: t.clock.now(),
        trade_no: `Tpast${randomBytes(6).toString('hex')}`,
        client_key: clientKey(),
        created_at: t.clock.now(),
      })
      .execute();
  }
}

/** Pays a trade from the balance (the user gets exactly the amount). */
async function payBalance(u: Actor, tradeNo: string, amount: number) {
  await setPayPassword(t, u.id, amount);
  const res = await t.call('POST', '/api/pay/pay', {
    as: u,
    body: { trade_no: tradeNo, method: 'balance', pay_password: PAY_PASSWORD },
  });
  expect(res.code, res.message).toBe(200);
}

describe('gates are enforced by the server when the UI is bypassed', () => {
  it('new person: unpaid order first, then the limit; not for a user with a completed order', async () => {
    const [ag] = await runningAgs(11);
    await db()
      .updateTable('activity_goods')
      .set({ limit_per_user: 0 })
      .where('id', '=', ag!.id)
      .execute();
    await setStock(t, ag!.sku_id, 50);
    const u = await buyer(t);
    expect((await info(u, ag!.id)).gate).toBe('ok');
    const first = await buyOk(t, u, body(ag!.id));
    expect((await info(u, ag!.id)).gate).toBe('unpaid');
    const before = await t.snapshot();
    const unpaid = await buy(u, ag!.id);
    expect(unpaid.code).toBe(423);
    expect(unpaid.message).toBe('您有未支付的新人订单，请先支付');
    expect(await t.snapshot()).toBe(before);

    await payBalance(u, first.trade_no, first.pay_amount);
    expect((await info(u, ag!.id)).gate).toBe('limit');
    const limit = await buy(u, ag!.id);
    expect(limit.code).toBe(423);
    expect(limit.message).toBe('已达到最大购买数量');

    const old = await buyer(t);
    await pastOrders(old.id, 1);
    expect((await info(old, ag!.id)).gate).toBe('not-new');
    const notNew = await buy(old, ag!.id);
    expect(notNew.code).toBe(423);
    expect(notNew.message).toBe('仅限新用户购买');
    await db()
      .updateTable('activity_goods')
      .set({ limit_per_user: 1 })
      .where('id', '=', ag!.id)
      .execute();
  });

  it('second order: refused before the first order and after the second', async () => {
    const [ag] = await runningAgs(12);
    await setStock(t, ag!.sku_id, 50);
    const none = await buyer(t);
    expect((await info(none, ag!.id)).gate).toBe('first-order');
    const first = await buy(none, ag!.id);
    expect(first.code).toBe(423);
    expect(first.message).toBe('完成首单后才可参加第二单活动');

    const one = await buyer(t);
    await pastOrders(one.id, 1);
    expect((await info(one, ag!.id)).gate).toBe('ok');
    await buyOk(t, one, body(ag!.id));

    const two = await buyer(t);
    await pastOrders(two.id, 2);
    expect((await info(two, ag!.id)).gate).toBe('finished');
    const done = await buy(two, ag!.id);
    expect(done.code).toBe(423);
    expect(done.message).toBe('您已参加过第二单活动');
  });

  it('per-user limit: units in non-closed orders count; closing the order frees them', async () => {
    const ag = (await runningAgs(1))[1]!;
    expect(ag.limit_per_user).toBe(1);
    await setStock(t, ag.sku_id, 50);
    const u = await buyer(t);
    expect((await buy(u, ag.id, 2)).code).toBe(423);
    const r = await buyOk(t, u, body(ag.id));
    const d = await info(u, ag.id);
    expect(d.bought).toBe(1);
    expect(d.gate).toBe('limit');
    const over = await buy(u, ag.id);
    expect(over.code).toBe(423);
    expect(over.message).toBe('超出限购数量，每人限购1件');
    const close = await t.call('POST', '/api/user/order_close', {
      as: u,
      body: { order_id: r.order_ids[0]! },
    });
    expect(close.code).toBe(200);
    const after = await info(u, ag.id);
    expect(after.bought).toBe(0);
    expect(after.gate).toBe('ok');
  });
});

describe('points exchange (type 3)', () => {
  async function exchangeAg() {
    const ag = (await runningAgs(3)).find((a) => a.price > 0)!;
    expect(ag.integral).toBeGreaterThan(0);
    await setStock(t, ag.sku_id, 100);
    return ag;
  }

  it('the preview shows the points; buying takes integral × quantity; closing gives them back once', async () => {
    const ag = await exchangeAg();
    const need = ag.integral * 2;
    const u = await buyer(t);
    await setIntegral(u.id, need + 5);
    const preview = await t.call('POST', '/api/order/activity_goods_confirm_order', {
      as: u,
      body: { activity_goods_id: ag.id, num: 2 },
    });
    expect(preview.code, preview.message).toBe(200);
    expect(preview.data.integral).toBe(need);
    expect(preview.data.goods_amount).toBe(ag.price * 2);

    const r = await buyOk(t, u, body(ag.id, 2));
    const orderId = r.order_ids[0]!;
    expect(await integralOf(u.id)).toBe(5);
    const [taken] = await ledgerByKey(`exchange:${orderId}`);
    expect(taken).toMatchObject({ user_id: u.id, delta: -need, reason: 'order_pay' });

    const closes = await Promise.all([
      t.call('POST', '/api/user/order_close', { as: u, body: { order_id: orderId } }),
      t.call('POST', '/api/user/order_close', { as: u, body: { order_id: orderId } }),
    ]);
    expect(closes.map((c) => c.code).sort()).toEqual([200, 422]);
    expect(await integralOf(u.id)).toBe(need + 5);
    const back = await ledgerByKey(`exchange-back:${orderId}`);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ delta: need, reason: 'order_refund' });

    // the deadline sweeper closes the next one and gives back once as well
    const r2 = await buyOk(t, u, body(ag.id, 1));
    expect(await integralOf(u.id)).toBe(need + 5 - ag.integral);
    t.clock.advance(3600);
    await t.call('GET', '/api/user/order_list', { as: u });
    await t.call('GET', '/api/user/order_list', { as: u });
    expect((await orderRow(t, r2.order_ids[0]!)).status).toBe(5);
    expect(await integralOf(u.id)).toBe(need + 5);
    expect(await ledgerByKey(`exchange-back:${r2.order_ids[0]!}`)).toHaveLength(1);
  });

  it('a full refund gives the points back once; a partial refund does not', async () => {
    const ag = await exchangeAg();
    const u = await buyer(t);
    await setIntegral(u.id, ag.integral);
    const r = await buyOk(t, u, body(ag.id, 1));
    const orderId = r.order_ids[0]!;
    expect(await integralOf(u.id)).toBe(0);
    await payBalance(u, r.trade_no, r.pay_amount);
    const m = await merchantOf(t, ag.seller_id);
    const refund = async (amount: number) => {
      const a = await t.call('POST', '/api/after_sales/apply', {
        as: u,
        body: { order_id: orderId, type: 'refund', reason: '不想要了', amount },
      });
      expect(a.code, a.message).toBe(200);
      const d = await t.call('POST', '/api/admin/after_sale/decide', {
        as: m,
        body: { id: a.data.id, action: 'refund' },
      });
      expect(d.status, d.message).toBe(200);
    };
    await refund(r.pay_amount - 1);
    expect(await integralOf(u.id)).toBe(0);
    await refund(1);
    expect((await orderRow(t, orderId)).status).toBe(5);
    expect(await integralOf(u.id)).toBe(ag.integral);
    expect(await ledgerByKey(`exchange-back:${orderId}`)).toHaveLength(1);
  });

  it('short of points: 423 "not enough points" and the database is unchanged', async () => {
    const ag = await exchangeAg();
    const u = await buyer(t);
    await setIntegral(u.id, ag.integral * 3 - 1);
    const before = await t.snapshot();
    const res = await buy(u, ag.id, 3);
    expect(res.code).toBe(423);
    expect(res.message).toBe(`积分不足，兑换需要${ag.integral * 3}积分`);
    expect(await t.snapshot()).toBe(before);
  });

  it('zero-price welfare: no cash for the goods, the points taken', async () => {
    const ag = (await runningAgs(3)).find((a) => a.price === 0)!;
    await setStock(t, ag.sku_id, 20);
    const u = await buyer(t);
    await setIntegral(u.id, ag.integral);
    const preview = await t.call('POST', '/api/order/activity_goods_confirm_order', {
      as: u,
      body: { activity_goods_id: ag.id, num: 1 },
    });
    expect(preview.data.goods_amount).toBe(0);
    expect(preview.data.integral).toBe(ag.integral);
    await buyOk(t, u, body(ag.id, 1));
    expect(await integralOf(u.id)).toBe(0);
  });
});

describe('shopping earns points (type 16)', () => {
  it('credits integral × quantity once on receipt, never for a closed order', async () => {
    const [ag] = await runningAgs(16);
    await setStock(t, ag!.sku_id, 50);
    const u = await buyer(t);
    const closedOrder = await buyOk(t, u, body(ag!.id, 2));
    await t.call('POST', '/api/user/order_close', {
      as: u,
      body: { order_id: closedOrder.order_ids[0]! },
    });
    expect(await integralOf(u.id)).toBe(0);
    expect(await ledgerByKey(`earn:${closedOrder.order_ids[0]!}`)).toHaveLength(0);

    const r = await buyOk(t, u, body(ag!.id, 2));
    const orderId = r.order_ids[0]!;
    await payBalance(u, r.trade_no, r.pay_amount);
    expect(await integralOf(u.id)).toBe(0);
    const m = await merchantOf(t, ag!.seller_id);
    const ship = await t.call('POST', '/api/admin/order/ship', {
      as: m,
      body: { order_id: orderId, express_company: '顺丰', express_no: 'SF1234' },
    });
    expect(ship.status, ship.message).toBe(200);
    const receipts = await Promise.all([
      t.call('POST', '/api/user/confirm_receipt', { as: u, body: { order_id: orderId } }),
      t.call('POST', '/api/user/confirm_receipt', { as: u, body: { order_id: orderId } }),
    ]);
    expect(receipts.map((c) => c.code).sort()).toEqual([200, 422]);
    expect(await integralOf(u.id)).toBe(ag!.integral * 2);
    const earned = await ledgerByKey(`earn:${orderId}`);
    expect(earned).toHaveLength(1);
    expect(earned[0]).toMatchObject({ delta: ag!.integral * 2, reason: 'activity_reward' });
  });
});

describe('three-for-ten (type 17)', () => {
  it('the server prices three units at ¥10 (threeForTenTotal)', async () => {
    const ag = (await runningAgs(17)).find((a) => a.price * 3 > 1000)!;
    await setStock(t, ag.sku_id, 20);
    const u = await buyer(t);
    const preview = await t.call('POST', '/api/order/activity_goods_confirm_order', {
      as: u,
      body: { activity_goods_id: ag.id, num: 3 },
    });
    expect(preview.code, preview.message).toBe(200);
    expect(preview.data.goods_amount).toBe(ag.price * 3);
    expect(preview.data.three_for_ten_saving).toBe(ag.price * 3 - 1000);
    expect(preview.data.pay_amount).toBe(1000 + preview.data.freight);
    const r = await buyOk(t, u, body(ag.id, 3));
    expect(r.pay_amount).toBe(preview.data.pay_amount);
  });
});

describe(`flash-sale storm (${dialectUnderTest})`, () => {
  it('50 concurrent buyers for the last 5 units → exactly 5 orders, never oversold', async () => {
    const ag = (await runningAgs(1))[3]!;
    await setStock(t, ag.sku_id, 5);
    const ledger0 = await lastLedgerId(t);
    const buyers: Actor[] = await Promise.all(Array.from({ length: 50 }, () => t.user()));
    await db()
      .insertInto('user_addresses')
      .values(
        buyers.map((b) => ({
          user_id: b.id,
          name: '买家',
          mobile: '13800138000',
          province: '浙江省',
          city: '杭州市',
          district: '西湖区',
          detail: '文三路1号',
          is_default: 1,
          created_at: t.clock.now(),
          updated_at: t.clock.now(),
        })),
      )
      .execute();
    const results = await Promise.all(buyers.map((b) => buy(b, ag.id)));
    expect(results.filter((r) => r.code !== 200 && r.code !== 423)).toEqual([]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.code === 423)).toHaveLength(45);
    expect(await stockOf(t, ag.sku_id)).toBe(0);
    expect(await ledgerSum(t, ag.sku_id, ledger0)).toBe(-5);
    const sold = await db()
      .selectFrom('orders as o')
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select(sql<number>`coalesce(sum(i.quantity), 0)`.as('n'))
      .where('o.activity_goods_id', '=', ag.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(5);
    const list = await t.call('GET', '/api/activity/goods_activity_list', {
      query: { type: 1, limit: 50 },
    });
    const item = list.data.list.find((i: any) => i.id === ag.id);
    expect(item).toMatchObject({ stock: 0, sold_out: true, sold: 5 });
  }, 120_000);
});
