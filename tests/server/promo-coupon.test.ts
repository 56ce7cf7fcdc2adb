import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER } from '../../src/server/modules/order/order.state';
import { expectBadInputRefused, startTestServer, type Actor, type TestServer } from './harness';
import {
  buyBody,
  buyer,
  buyOk,
  freshSkus,
  merchantOf,
  orderRow,
  PAY_PASSWORD,
  setPayPassword,
} from './order-helpers';

let t: TestServer;
const badCases: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.info('promo-coupon bad-input cases', badCases);
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;
const HOUR = 3600;

/** A coupon of the centre: running now unless told otherwise. */
async function coupon(
  o: {
    total?: number;
    per_user_limit?: number;
    amount?: number;
    threshold?: number;
    start_at?: number;
    end_at?: number;
  } = {},
): Promise<number> {
  const now = t.clock.now();
  const row = await db()
    .insertInto('coupons')
    .values({
      title: `测试券${Math.random().toString(36).slice(2, 7)}`,
      amount: o.amount ?? 500,
      threshold: o.threshold ?? 0,
      total: o.total ?? 100,
      per_user_limit: o.per_user_limit ?? 1,
      start_at: o.start_at ?? now - HOUR,
      end_at: o.end_at ?? now + 24 * HOUR,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const receive = (as: Actor, couponId: number) =>
  t.call('POST', '/api/coupon/receive_coupon', { as, body: { coupon_id: couponId } });

const couponUser = (id: number) =>
  db().selectFrom('coupon_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Buys one unit of a fresh SKU with a coupon (`coupon_user_id`) and answers the order. */
async function buyWithCoupon(u: Actor, cu: number, offset: number) {
  const [s] = await freshSkus(t, { stock: 20, offset, maxPrice: 9000 });
  const r = await buyOk(t, u, { ...buyBody(s!, 1), coupon_user_id: cu });
  return { s: s!, r, id: r.order_ids[0]! };
}

describe('coupon centre', () => {
  it('lists running and upcoming coupons with my_received and can_receive', async () => {
    const c = await coupon({ per_user_limit: 1 });
    const later = await coupon({ start_at: t.clock.now() + HOUR });
    const ended = await coupon({ start_at: t.clock.now() - 2 * HOUR, end_at: t.clock.now() - 1 });
    const u = await t.user();

    const anon = await t.call('GET', '/api/coupon/get_list', { query: { limit: 50 } });
    expect(anon.code, anon.message).toBe(200);
    const row = (list: { id: number }[], id: number) => list.find((x) => x.id === id) as any;
    expect(row(anon.data.list, c)).toMatchObject({
      my_received: 0,
      can_receive: true,
      state: 'running',
      per_user_limit: 1,
      received: 0,
    });
    expect(row(anon.data.list, later)).toMatchObject({ can_receive: false, state: 'not_started' });
    expect(row(anon.data.list, ended)).toBeUndefined();
    expect(anon.data.total).toBeGreaterThanOrEqual(anon.data.list.length);

    const got = await receive(u, c);
    expect(got.code, got.message).toBe(200);
    expect(got.data.coupon_user_id).toBeGreaterThan(0);
    const mine = await t.call('GET', '/api/coupon/get_list', { as: u, query: { limit: 50 } });
    expect(row(mine.data.list, c)).toMatchObject({
      my_received: 1,
      can_receive: false,
      received: 1,
    });

    badCases.get_list = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/coupon/get_list',
      as: u,
      valid: { page: 1, limit: 10 },
      optional: ['page', 'limit'],
    });
  });

  it('20 concurrent receivers of 5 coupons: exactly 5 get one', async () => {
    const c = await coupon({ total: 5, per_user_limit: 1 });
    const users = await Promise.all(Array.from({ length: 20 }, () => t.user()));
    const res = await Promise.all(users.map((u) => receive(u, c)));
    expect(res.filter((r) => r.code === 200)).toHaveLength(5);
    const refused = res.filter((r) => r.code !== 200);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.code).toBe(423);
      expect(r.message).toBe('优惠券已被领完');
    }
    const row = await db()
      .selectFrom('coupons')
      .select('received')
      .where('id', '=', c)
      .executeTakeFirstOrThrow();
    expect(row.received).toBe(5);
    const held = await db()
      .selectFrom('coupon_users')
      .select('id')
      .where('coupon_id', '=', c)
      .execute();
    expect(held).toHaveLength(5);
  });

  it('the per-user limit holds under concurrent receipts by one user', async () => {
    const c = await coupon({ total: 100, per_user_limit: 2 });
    const u = await t.user();
    const res = await Promise.all(Array.from({ length: 6 }, () => receive(u, c)));
    expect(res.filter((r) => r.code === 200)).toHaveLength(2);
    for (const r of res.filter((x) => x.code !== 200)) {
      expect(r.code).toBe(423);
      expect(r.message).toContain('每人限领2张');
    }
    const held = await db()
      .selectFrom('coupon_users')
      .select('id')
      .where('coupon_id', '=', c)
      .where('user_id', '=', u.id)
      .execute();
    expect(held).toHaveLength(2);
  });

  it('refuses outside the window (423 with the reason) and changes nothing', async () => {
    const u = await t.user();
    const later = await coupon({ start_at: t.clock.now() + HOUR });
    const ended = await coupon({ start_at: t.clock.now() - 2 * HOUR, end_at: t.clock.now() - 1 });
    const before = await t.snapshot();
    const a = await receive(u, later);
    expect([a.code, a.message]).toEqual([423, '领取活动尚未开始']);
    const b = await t.call('POST', '/api/coupon/receive_coupon', {
      as: u,
      body: { coupon_id: ended },
      headers: { 'accept-language': 'en' },
    });
    expect([b.code, b.message]).toEqual([423, 'Receiving has ended']);
    const none = await receive(u, 99_999);
    expect(none.code).toBe(422);
    expect(none.message).toContain('coupon_id');
    expect(
      (await t.call('POST', '/api/coupon/receive_coupon', { body: { coupon_id: later } })).code,
    ).toBe(401);
    expect(await t.snapshot()).toBe(before);

    badCases.receive_coupon = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/coupon/receive_coupon',
      as: u,
      valid: { coupon_id: later },
    });
  });
});

describe('my coupons', () => {
  it('lists unused, used and overdue coupons of the caller only', async () => {
    const u = await buyer(t);
    const other = await t.user();
    const live = await coupon({ per_user_limit: 3 });
    const short = await coupon({ end_at: t.clock.now() + HOUR });
    const a = (await receive(u, live)).data.coupon_user_id as number;
    const b = (await receive(u, live)).data.coupon_user_id as number;
    const c = (await receive(u, short)).data.coupon_user_id as number;
    await receive(other, live);
    // use `a` on an order
    await buyWithCoupon(u, a, 3);

    const list = async (url: string, query: Record<string, unknown> = {}) => {
      const r = await t.call('GET', url, { as: u, query: { limit: 50, ...query } });
      expect(r.code, r.message).toBe(200);
      return (r.data.list as { id: number; status: number; expired: boolean }[]).map((x) => x.id);
    };
    const own = await db()
      .selectFrom('coupon_users')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(own.map((x) => x.id).sort()).toEqual([a, b, c].sort());
    expect((await list('/api/coupon_user/get_list', { status: 0 })).sort()).toEqual([b, c].sort());
    expect(await list('/api/coupon_user/get_list', { status: 1 })).toEqual([a]);
    expect((await list('/api/coupon_user/get_list')).sort()).toEqual([a, b, c].sort());
    expect(await list('/api/coupon_user/get_overdue_coupon')).toEqual([]);

    t.clock.advance(2 * HOUR);
    expect(await list('/api/coupon_user/get_overdue_coupon')).toEqual([c]);
    expect(await list('/api/coupon_user/get_list', { status: 0 })).toEqual([b]);

    badCases.coupon_user_get_list = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/coupon_user/get_list',
      as: u,
      valid: { status: 0, page: 1, limit: 10 },
      optional: ['status', 'page', 'limit'],
    });
    badCases.get_overdue_coupon = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/coupon_user/get_overdue_coupon',
      as: u,
      valid: { page: 1, limit: 10 },
      optional: ['page', 'limit'],
    });
  });
});

describe('coupon use and give-back', () => {
  it('is used once and comes back when the unpaid order closes', async () => {
    const u = await buyer(t);
    const cu = (await receive(u, await coupon())).data.coupon_user_id as number;
    const first = await buyWithCoupon(u, cu, 5);
    expect(first.r.pay_amount).toBe(
      Math.max(0, first.s.price - 500) + (await orderRow(t, first.id)).freight,
    );
    expect(await couponUser(cu)).toMatchObject({ status: 1, order_id: first.id });
    // used: a second order cannot take it
    const [s2] = await freshSkus(t, { stock: 20, offset: 7, maxPrice: 9000 });
    const again = await t.call('POST', '/api/order/buy', {
      as: u,
      body: { ...buyBody(s2!, 1), coupon_user_id: cu },
    });
    expect(again.code).toBe(422);

    const close = await t.call('POST', '/api/user/order_close', {
      as: u,
      body: { order_id: first.id },
    });
    expect(close.code, close.message).toBe(200);
    expect(await couponUser(cu)).toMatchObject({ status: 0, order_id: null, used_at: null });
    // and can be used again
    await buyWithCoupon(u, cu, 6);
    expect((await couponUser(cu)).status).toBe(1);
  });

  it('comes back on a full refund while valid; an expired one stays used', async () => {
    const refundFully = async (u: Actor, orderId: number, sellerId: number) => {
      const o = await orderRow(t, orderId);
      const a = await t.call('POST', '/api/after_sales/apply', {
        as: u,
        body: { order_id: orderId, type: 'refund', reason: '不想要了', amount: o.pay_amount },
      });
      expect(a.code, a.message).toBe(200);
      const m = await merchantOf(t, sellerId);
      const d = await t.call('POST', '/api/admin/after_sale/decide', {
        as: m,
        body: { id: a.data.id, action: 'refund', reason: '' },
      });
      expect(d.status, d.message).toBe(200);
      expect((await orderRow(t, orderId)).status).toBe(ORDER.CLOSED);
    };
    const payBalance = async (u: Actor, tradeNo: string, amount: number) => {
      await setPayPassword(t, u.id, amount);
      const p = await t.call('POST', '/api/pay/pay', {
        as: u,
        body: { trade_no: tradeNo, method: 'balance', pay_password: PAY_PASSWORD },
      });
      expect(p.code, p.message).toBe(200);
    };

    const u = await buyer(t);
    const cu = (await receive(u, await coupon())).data.coupon_user_id as number;
    const { s, r, id } = await buyWithCoupon(u, cu, 8);
    await payBalance(u, r.trade_no, r.pay_amount);
    await refundFully(u, id, s.seller_id);
    expect(await couponUser(cu)).toMatchObject({ status: 0, order_id: null });

    const v = await buyer(t);
    const cv = (await receive(v, await coupon({ end_at: t.clock.now() + HOUR }))).data
      .coupon_user_id as number;
    const second = await buyWithCoupon(v, cv, 9);
    await payBalance(v, second.r.trade_no, second.r.pay_amount);
    t.clock.advance(2 * HOUR);
    await refundFully(v, second.id, second.s.seller_id);
    expect(await couponUser(cv)).toMatchObject({ status: 1, order_id: second.id });
  });
});
