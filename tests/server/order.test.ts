import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepOverdue } from '../../src/server/modules/order/order.service';
import { ORDER, transition } from '../../src/server/modules/order/order.state';
import { splitLargestRemainder } from '../../src/server/modules/order/checkout.service';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type TestServer,
} from './harness';
import {
  buyBody,
  buyer,
  buyOk,
  clientKey,
  freshSkus,
  ledgerSum,
  lastLedgerId,
  merchantOf,
  orderRow,
  payOnline,
  stockOf,
} from './order-helpers';

let t: TestServer;
const badCases: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.info('order bad-input cases', badCases);
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;

async function giveCoupon(userId: number, couponId: number): Promise<number> {
  const row = await db()
    .insertInto('coupon_users')
    .values({ coupon_id: couponId, user_id: userId, created_at: t.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('splitLargestRemainder', () => {
  it('splits fen exactly, remainders to the largest fractions', () => {
    expect(splitLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitLargestRemainder(1000, [3000, 7000])).toEqual([300, 700]);
    expect(splitLargestRemainder(7, [0, 0])).toEqual([7, 0]);
    expect(splitLargestRemainder(0, [5, 5])).toEqual([0, 0]);
    const big = splitLargestRemainder(99_999_999_999, [123_456_789_01, 98_765_432_10, 1]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(99_999_999_999);
  });
});

describe('confirm_order', () => {
  it('splits by seller, applies the best coupon and freight per seller group', async () => {
    const u = await buyer(t);
    const [a, b] = await freshSkus(t, { n: 2, distinct: true, stock: 50, offset: 0 });
    const cu = await giveCoupon(u.id, 2); // 无门槛5元券
    await t.call('POST', '/api/cart/add_cart', {
      as: u,
      body: { goods_id: a!.goods_id, sku_id: a!.sku_id, num: 2 },
    });
    await t.call('POST', '/api/cart/add_cart', {
      as: u,
      body: { goods_id: b!.goods_id, sku_id: b!.sku_id, num: 1 },
    });
    const cart = await db()
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    const res = await t.call('POST', '/api/order/confirm_order', {
      as: u,
      body: { cart_ids: cart.map((c) => c.id).join(',') },
    });
    expect(res.code, res.message).toBe(200);
    const p = res.data;
    expect(p.groups).toHaveLength(2);
    expect(p.coupon_user_id).toBe(cu);
    expect(p.coupon_discount).toBe(Math.min(500, p.goods_amount - p.full_cut));
    expect(p.goods_amount).toBe(a!.price * 2 + b!.price);
    const sum = (k: string) => p.groups.reduce((s: number, g: any) => s + g[k], 0);
    expect(sum('coupon_discount')).toBe(p.coupon_discount);
    expect(sum('full_cut')).toBe(p.full_cut);
    expect(p.pay_amount).toBe(p.goods_amount - p.full_cut - p.coupon_discount + p.freight);
    for (const g of p.groups) {
      expect(g.freight).toBe(g.goods_amount >= 9900 ? 0 : 800);
    }
    expect(p.address.province).toBe('浙江省');
    expect(p.pay_seconds).toBe(1800);
    // newConfirmOrder: the same computation
    const again = await t.call('POST', '/api/order/newConfirmOrder', {
      as: u,
      body: { cart_ids: cart.map((c) => c.id).join(',') },
    });
    expect(again.data).toEqual(p);
    // coupon 0 = none
    const none = await t.call('POST', '/api/order/confirm_order', {
      as: u,
      body: { cart_ids: cart.map((c) => c.id).join(','), coupon_user_id: 0 },
    });
    expect(none.data.coupon_discount).toBe(0);
    expect(none.data.pay_amount).toBe(p.pay_amount + p.coupon_discount);
  });

  it("refuses another user's cart lines and address, and bad input", async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 3 });
    await t.call('POST', '/api/cart/add_cart', {
      as: owner,
      body: { goods_id: s!.goods_id, sku_id: s!.sku_id },
    });
    const line = await db()
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    const res = await t.call('POST', '/api/order/confirm_order', {
      as: other,
      body: { cart_ids: String(line.id) },
    });
    expect(res.code).toBe(403);
    const addr = await db()
      .selectFrom('user_addresses')
      .select('id')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    const res2 = await t.call('POST', '/api/order/confirm_order', {
      as: other,
      body: { goods_id: s!.goods_id, sku_id: s!.sku_id, address_id: addr.id },
    });
    expect(res2.code).toBe(403);
    badCases.confirm_order = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/order/confirm_order',
      as: owner,
      valid: { goods_id: s!.goods_id, sku_id: s!.sku_id, num: 1 },
      optional: ['num'],
    });
  });
});

describe('buy', () => {
  it('takes stock with ledger rows, uses the coupon, removes the cart lines, one trade for split orders', async () => {
    const u = await buyer(t);
    const [a, b] = await freshSkus(t, { n: 2, distinct: true, stock: 30, offset: 6 });
    const cu = await giveCoupon(u.id, 2);
    for (const s of [a!, b!]) {
      await t.call('POST', '/api/cart/add_cart', {
        as: u,
        body: { goods_id: s.goods_id, sku_id: s.sku_id, num: 3 },
      });
    }
    const cart = await db()
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    const ledger0 = await lastLedgerId(t);
    const before = t.clock.now();
    const r = await buyOk(t, u, {
      cart_ids: cart.map((c) => c.id).join(','),
      client_key: clientKey(),
    });
    expect(r.order_ids).toHaveLength(2);
    expect(await stockOf(t, a!.sku_id)).toBe(27);
    expect(await ledgerSum(t, a!.sku_id, ledger0)).toBe(-3);
    expect(await ledgerSum(t, b!.sku_id, ledger0)).toBe(-3);
    const orders = await db()
      .selectFrom('orders')
      .selectAll()
      .where('trade_no', '=', r.trade_no)
      .execute();
    expect(orders.map((o) => o.seller_id).sort()).toEqual([a!.seller_id, b!.seller_id].sort());
    expect(orders.reduce((s, o) => s + o.pay_amount, 0)).toBe(r.pay_amount);
    expect(orders.every((o) => o.coupon_user_id === cu)).toBe(true);
    const coupon = await db()
      .selectFrom('coupon_users')
      .selectAll()
      .where('id', '=', cu)
      .executeTakeFirstOrThrow();
    expect(coupon.status).toBe(1);
    expect(
      await db().selectFrom('cart_items').select('id').where('user_id', '=', u.id).execute(),
    ).toEqual([]);
    const pay = await db()
      .selectFrom('payments')
      .selectAll()
      .where('trade_no', '=', r.trade_no)
      .executeTakeFirstOrThrow();
    expect(pay.amount).toBe(r.pay_amount);
    expect(pay.status).toBe('pending');
    // the deadline is the buy's second + 30 min; a second may tick while the request runs
    expect(r.pay_deadline).toBeGreaterThanOrEqual(before + 1800);
    expect(r.pay_deadline).toBeLessThanOrEqual(t.clock.now() + 1800);
  });

  it('rolls back everything when one SKU is short (423 naming the goods)', async () => {
    const u = await buyer(t);
    const [a, b] = await freshSkus(t, { n: 2, distinct: true, stock: 10, offset: 9 });
    const cu = await giveCoupon(u.id, 2);
    for (const s of [a!, b!]) {
      await t.call('POST', '/api/cart/add_cart', {
        as: u,
        body: { goods_id: s.goods_id, sku_id: s.sku_id, num: 2 },
      });
    }
    const cart = await db()
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    // b runs short between cart and submission
    await db().updateTable('stock').set({ quantity: 1 }).where('sku_id', '=', b!.sku_id).execute();
    const before = await t.snapshot();
    const res = await t.call('POST', '/api/order/buy', {
      as: u,
      body: { cart_ids: cart.map((c) => c.id).join(','), client_key: clientKey() },
    });
    expect(res.code).toBe(423);
    expect(res.message).toContain(b!.title);
    expect(await t.snapshot()).toBe(before);
    expect(
      (
        await db()
          .selectFrom('coupon_users')
          .select('status')
          .where('id', '=', cu)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe(0);
  });

  it('same client_key twice concurrently → one set of orders, the same answer', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 10, offset: 12 });
    const body = buyBody(s!, 2);
    const [r1, r2, r3] = await Promise.all([
      t.call('POST', '/api/order/buy', { as: u, body }),
      t.call('POST', '/api/order/buy', { as: u, body }),
      t.call('POST', '/api/order/buy', { as: u, body }),
    ]);
    expect(r1.code, r1.message).toBe(200);
    expect(r2.data).toEqual(r1.data);
    expect(r3.data).toEqual(r1.data);
    const orders = await db()
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(orders).toHaveLength(1);
    expect(await stockOf(t, s!.sku_id)).toBe(8);
  });

  it('needs an address; refuses bad input', async () => {
    const u = await t.user();
    const [s] = await freshSkus(t, { stock: 10, offset: 13 });
    const res = await t.call('POST', '/api/order/buy', { as: u, body: buyBody(s!) });
    expect(res.code).toBe(422);
    // without an address every well-formed submission is refused too: the database never changes
    badCases.buy = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/order/buy',
      as: u,
      valid: {
        goods_id: s!.goods_id,
        sku_id: s!.sku_id,
        num: 1,
        coupon_user_id: 0,
        client_key: 'x'.repeat(10) + 'abcdefgh',
      },
      optional: ['num', 'coupon_user_id'],
    });
  });
});

describe('activity goods', () => {
  it('prices from the ongoing activity and enforces limit_per_user', async () => {
    const ag = await db()
      .selectFrom('activity_goods as ag')
      .innerJoin('activities as a', 'a.id', 'ag.activity_id')
      .select(['ag.id', 'ag.sku_id', 'ag.price', 'a.type'])
      .where('a.status', '=', 1)
      .where('a.start_at', '<=', t.clock.now())
      .where('a.end_at', '>', t.clock.now())
      .where('a.type', 'not in', [11, 12, 17])
      .orderBy('ag.id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('activity_goods')
      .set({ limit_per_user: 2 })
      .where('id', '=', ag.id)
      .execute();
    await db()
      .updateTable('stock')
      .set({ quantity: 50 })
      .where('sku_id', '=', ag.sku_id)
      .where('location_id', '=', 1)
      .execute();
    const u = await buyer(t);
    const res = await t.call('POST', '/api/order/activity_goods_confirm_order', {
      as: u,
      body: { activity_goods_id: ag.id, num: 1 },
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data.groups[0].lines[0].price).toBe(ag.price);
    expect(res.data.activity_type).toBe(ag.type);
    await buyOk(t, u, {
      activity_goods_id: ag.id,
      num: 2,
      coupon_user_id: 0,
      client_key: clientKey(),
    });
    const over = await t.call('POST', '/api/order/buy', {
      as: u,
      body: { activity_goods_id: ag.id, num: 1, coupon_user_id: 0, client_key: clientKey() },
    });
    expect(over.code).toBe(423);
    badCases.activity_goods_confirm_order = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/order/activity_goods_confirm_order',
      as: u,
      valid: { activity_goods_id: ag.id, num: 1 },
      optional: ['num'],
    });
  });

  it('enforces the new-person gate on the server', async () => {
    const ag = await db()
      .selectFrom('activity_goods as ag')
      .innerJoin('activities as a', 'a.id', 'ag.activity_id')
      .select(['ag.id', 'ag.sku_id'])
      .where('a.type', '=', 11)
      .where('a.status', '=', 1)
      .where('a.start_at', '<=', t.clock.now())
      .where('a.end_at', '>', t.clock.now())
      .executeTakeFirst();
    if (!ag) return;
    await db()
      .updateTable('activity_goods')
      .set({ limit_per_user: 0 })
      .where('id', '=', ag.id)
      .execute();
    await db()
      .updateTable('stock')
      .set({ quantity: 50 })
      .where('sku_id', '=', ag.sku_id)
      .where('location_id', '=', 1)
      .execute();
    const u = await buyer(t);
    const body = () => ({
      activity_goods_id: ag.id,
      num: 1,
      coupon_user_id: 0,
      client_key: clientKey(),
    });
    await buyOk(t, u, body());
    const again = await t.call('POST', '/api/order/buy', { as: u, body: body() });
    expect(again.code).toBe(423); // unpaid new-person order first
  });
});

describe('order list, info and buyer operations', () => {
  it('lists own orders by status; info has lines, address, timeline; close releases stock and coupon once', async () => {
    const u = await buyer(t);
    const other = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 15 });
    const cu = await giveCoupon(u.id, 2);
    const r = await buyOk(t, u, { ...buyBody(s!, 2), coupon_user_id: cu });
    const id = r.order_ids[0]!;
    const list = await t.call('GET', '/api/user/order_list', { as: u, query: { status: '0' } });
    expect(list.data.list.map((o: any) => o.id)).toContain(id);
    expect((await t.call('GET', '/api/user/order_list', { as: other })).data.total).toBe(0);
    const info = await t.call('GET', '/api/user/order_info', { as: u, query: { order_id: id } });
    expect(info.code).toBe(200);
    expect(info.data.lines[0].sku_id).toBe(s!.sku_id);
    expect(info.data.address.name).toBe('张三');
    expect(info.data.timeline[0].kind).toBe('created');

    for (const [method, url] of [
      ['GET', '/api/user/order_info'],
      ['POST', '/api/user/order_close'],
      ['POST', '/api/user/confirm_receipt'],
      ['POST', '/api/user/order_delete'],
      ['POST', '/api/user/order_remind'],
      ['GET', '/api/user/order_logistics'],
    ] as const) {
      await expectOtherUserRefused(t, { method, url, input: { order_id: id }, other });
    }
    expect((await t.call('POST', '/api/pay/pay', { as: other, body: { order_id: id } })).code).toBe(
      422,
    );

    // illegal: confirm an unpaid order, delete an open one, remind an unpaid one
    expect(
      (await t.call('POST', '/api/user/confirm_receipt', { as: u, body: { order_id: id } })).code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/user/order_delete', { as: u, body: { order_id: id } })).code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/user/order_remind', { as: u, body: { order_id: id } })).code,
    ).toBe(422);

    const ledger0 = await lastLedgerId(t);
    const [c1, c2] = await Promise.all([
      t.call('POST', '/api/user/order_close', { as: u, body: { order_id: id } }),
      t.call('POST', '/api/user/order_close', { as: u, body: { order_id: id } }),
    ]);
    expect([c1.code, c2.code].sort()).toEqual([200, 422]);
    expect(await stockOf(t, s!.sku_id)).toBe(20);
    expect(await ledgerSum(t, s!.sku_id, ledger0)).toBe(2);
    expect(
      (
        await db()
          .selectFrom('coupon_users')
          .select('status')
          .where('id', '=', cu)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe(0);
    expect(
      (
        await db()
          .selectFrom('payments')
          .select('status')
          .where('trade_no', '=', r.trade_no)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('closed');
    // closed → deletable, then hidden
    expect(
      (await t.call('POST', '/api/user/order_delete', { as: u, body: { order_id: id } })).code,
    ).toBe(200);
    expect(
      (await t.call('GET', '/api/user/order_info', { as: u, query: { order_id: id } })).code,
    ).toBe(422);

    badCases.order_list = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/user/order_list',
      as: u,
      valid: { status: 'all', page: 1, limit: 10 },
      optional: ['status', 'page', 'limit'],
    });
    for (const url of ['/api/user/order_info', '/api/user/order_logistics']) {
      badCases[url] = await expectBadInputRefused(t, {
        method: 'GET',
        url,
        as: u,
        valid: { order_id: id },
      });
    }
    for (const url of [
      '/api/user/order_close',
      '/api/user/confirm_receipt',
      '/api/user/order_delete',
      '/api/user/order_remind',
    ]) {
      badCases[url] = await expectBadInputRefused(t, {
        method: 'POST',
        url,
        as: u,
        valid: { order_id: id },
      });
    }
  });

  it('paid → remind once per 24 h → ship (merchant) → logistics → confirm receipt', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 16 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    const id = r.order_ids[0]!;
    await payOnline(t, u, r.trade_no);
    expect((await orderRow(t, id)).status).toBe(ORDER.PAID);
    expect(
      (await t.call('POST', '/api/user/order_remind', { as: u, body: { order_id: id } })).code,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/user/order_remind', { as: u, body: { order_id: id } })).code,
    ).toBe(423);
    t.clock.advance(24 * 3600);
    expect(
      (await t.call('POST', '/api/user/order_remind', { as: u, body: { order_id: id } })).code,
    ).toBe(200);

    const stranger = await t.merchant();
    const ship = { order_id: id, express_company: '顺丰速运', express_no: 'SF1234567890' };
    const refused = await t.call('POST', '/api/admin/order/ship', { as: stranger, body: ship });
    expect(refused.status).toBe(422);
    const m = await merchantOf(t, s!.seller_id);
    const shipped = await t.call('POST', '/api/admin/order/ship', { as: m, body: ship });
    expect(shipped.status, shipped.message).toBe(200);
    expect(shipped.code).toBe(1);
    expect((await t.call('POST', '/api/admin/order/ship', { as: m, body: ship })).status).toBe(422);
    badCases['/api/admin/order/ship'] = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/admin/order/ship',
      as: m,
      valid: ship,
      merchant: true,
    });

    const lg = await t.call('GET', '/api/user/order_logistics', { as: u, query: { order_id: id } });
    expect(lg.data.number).toBe('SF1234567890');
    expect(lg.data.events).toHaveLength(1);
    t.clock.advance(40 * 3600);
    const lg2 = await t.call('GET', '/api/user/order_logistics', {
      as: u,
      query: { order_id: id },
    });
    expect(lg2.data.events).toHaveLength(5);
    expect(lg2.data.events[4]).toEqual(lg.data.events[0]);

    expect(
      (await t.call('POST', '/api/user/confirm_receipt', { as: u, body: { order_id: id } })).code,
    ).toBe(200);
    expect((await orderRow(t, id)).status).toBe(ORDER.RECEIVED);
    const counts = await t.call('GET', '/api/user/order_count', { as: u });
    expect(counts.data.order_count).toBe(1);
    expect(counts.data.wait_comment).toBe(1);
  });
});

describe('state machine', () => {
  it('refuses transitions outside the table and stale ones', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 20, offset: 17 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    const id = r.order_ids[0]!;
    const now = t.clock.now();
    await expect(transition(db(), id, [ORDER.PENDING], ORDER.SHIPPED, { now })).rejects.toThrow(
      /illegal/,
    );
    await expect(transition(db(), id, [ORDER.CLOSED], ORDER.PAID, { now })).rejects.toThrow(
      /illegal/,
    );
    await expect(transition(db(), id, [ORDER.REVIEWED], ORDER.CLOSED, { now })).rejects.toThrow(
      /illegal/,
    );
    expect(await transition(db(), id, [ORDER.SHIPPED], ORDER.RECEIVED, { now })).toBe(false);
    expect(await transition(db(), id, [ORDER.PENDING], ORDER.PAID, { now })).toBe(true);
    expect(await transition(db(), id, [ORDER.PENDING], ORDER.PAID, { now })).toBe(false);
  });
});

describe('payment deadline', () => {
  it('the sweeper closes overdue orders once, releasing stock and the coupon exactly once', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 10, offset: 18 });
    const cu = await giveCoupon(u.id, 2);
    const r = await buyOk(t, u, { ...buyBody(s!, 3), coupon_user_id: cu });
    expect(await stockOf(t, s!.sku_id)).toBe(7);
    const ledger0 = await lastLedgerId(t);
    // The sweeps get their "now" from the order's own deadline: the test clock follows the
    // wall clock, so a second may pass between the purchase and a sweep.
    const { pay_deadline: deadline, created_at: created } = await orderRow(t, r.order_ids[0]!);
    expect(deadline - created).toBe(1800);
    expect(await sweepOverdue(db(), deadline - 1, u.id)).toBe(0);
    const [n1, n2] = await Promise.all([
      sweepOverdue(db(), deadline, u.id),
      sweepOverdue(db(), deadline, u.id),
    ]);
    expect(n1 + n2).toBe(1);
    expect(await sweepOverdue(db(), deadline, u.id)).toBe(0);
    t.clock.advance(1800);
    const o = await orderRow(t, r.order_ids[0]!);
    expect(o.status).toBe(ORDER.CLOSED);
    expect(await stockOf(t, s!.sku_id)).toBe(10);
    expect(await ledgerSum(t, s!.sku_id, ledger0)).toBe(3);
    const releases = await db()
      .selectFrom('stock_ledger')
      .select('id')
      .where('reason', '=', 'release')
      .where('ref', '=', `order:${o.id}`)
      .execute();
    expect(releases).toHaveLength(1);
    expect(
      (
        await db()
          .selectFrom('coupon_users')
          .select('status')
          .where('id', '=', cu)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe(0);
    // paying a closed trade is refused
    const pay = await t.call('POST', '/api/pay/pay', { as: u, body: { trade_no: r.trade_no } });
    expect(pay.code).toBe(422);
  });

  it('closes on read too', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 10, offset: 19 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    t.clock.advance(1800);
    const info = await t.call('GET', '/api/user/order_info', {
      as: u,
      query: { order_id: r.order_ids[0] },
    });
    expect(info.data.status).toBe(ORDER.CLOSED);
    expect(await stockOf(t, s!.sku_id)).toBe(10);
  });
});

describe('auction_asc_count', () => {
  it('answers a count', async () => {
    const u = await t.user();
    const res = await t.call('GET', '/api/user/auction_asc_count', { as: u });
    expect(res).toMatchObject({ code: 200, data: { count: 0 } });
    expect((await t.call('GET', '/api/user/auction_asc_count')).code).toBe(401);
  });
});
