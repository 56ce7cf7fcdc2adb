import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER } from '../../src/server/modules/order/order.state';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import {
  buyBody,
  buyer,
  buyOk,
  freshSkus,
  lastLedgerId,
  ledgerSum,
  merchantOf,
  orderRow,
  PAY_PASSWORD,
  payOnline,
  setPayPassword,
  stockOf,
  type Sku,
} from './order-helpers';

let t: TestServer;
const badCases: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  console.info('after-sale bad-input cases', badCases);
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;

/** A paid order (balance) of 2 units of a fresh SKU and the merchant owning its seller. */
async function paidOrder(offset: number, wallet = true) {
  const u = await buyer(t);
  const [s] = await freshSkus(t, { stock: 10, offset });
  const r = await buyOk(t, u, buyBody(s!, 2));
  if (wallet) {
    await setPayPassword(t, u.id, r.pay_amount);
    const res = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { trade_no: r.trade_no, method: 'balance', pay_password: PAY_PASSWORD },
    });
    expect(res.code, res.message).toBe(200);
  } else {
    await payOnline(t, u, r.trade_no);
  }
  const m = await merchantOf(t, s!.seller_id);
  return { u, s: s as Sku, id: r.order_ids[0]!, amount: r.pay_amount, trade: r.trade_no, m };
}

const apply = (as: Actor, body: Record<string, string | number>) =>
  t.call('POST', '/api/after_sales/apply', { as, body });
const decide = (as: Actor, body: Record<string, string | number>) =>
  t.call('POST', '/api/admin/after_sale/decide', { as, body });
const balanceOf = async (id: number) =>
  (await db().selectFrom('users').select('balance').where('id', '=', id).executeTakeFirstOrThrow())
    .balance;

describe('after-sale', () => {
  it('refund-only of an unshipped order: full refund closes the order, money back once', async () => {
    const { u, id, amount, m } = await paidOrder(50);
    const other = await buyer(t);
    expect(
      (await apply(u, { order_id: id, type: 'refund', reason: '不想要了', amount: amount + 1 }))
        .code,
    ).toBe(422);
    expect(
      (await apply(other, { order_id: id, type: 'refund', reason: 'x', amount: 1 })).code,
    ).toBe(422);
    const a = await apply(u, { order_id: id, type: 'refund', reason: '不想要了', amount });
    expect(a.code, a.message).toBe(200);
    expect(
      (await apply(u, { order_id: id, type: 'refund', reason: 'again', amount: 1 })).code,
    ).toBe(423);
    // frozen: no shipping while it is open
    const ship = await t.call('POST', '/api/admin/order/ship', {
      as: m,
      body: { order_id: id, express_company: '顺丰', express_no: 'SF0001' },
    });
    expect(ship.status).toBe(422);

    for (const [method, url] of [
      ['GET', '/api/user/order_dispute'],
      ['POST', '/api/user/del_order_dispute'],
      ['POST', '/api/user/set_dispute_express'],
    ] as const) {
      await expectOtherUserRefused(t, {
        method,
        url,
        input: { id: a.data.id, express_company: '顺丰', express_no: 'SF0001' },
        other,
      });
    }
    const stranger = await t.merchant();
    expect((await decide(stranger, { id: a.data.id, action: 'refund' })).status).toBe(422);

    const before = await balanceOf(u.id);
    const [d1, d2] = await Promise.all([
      decide(m, { id: a.data.id, action: 'refund' }),
      decide(m, { id: a.data.id, action: 'refund' }),
    ]);
    expect([d1.status, d2.status].sort()).toEqual([200, 422]);
    expect(await balanceOf(u.id)).toBe(before + amount);
    expect((await decide(m, { id: a.data.id, action: 'refund' })).status).toBe(422);
    expect(await balanceOf(u.id)).toBe(before + amount);
    const o = await orderRow(t, id);
    expect(o.status).toBe(ORDER.CLOSED);
    expect(o.after_sale).toBe(0);
    const refunds = await db()
      .selectFrom('refunds')
      .selectAll()
      .where('after_sale_id', '=', a.data.id)
      .execute();
    expect(refunds).toHaveLength(1);
    const detail = await t.call('GET', '/api/user/order_dispute', {
      as: u,
      query: { id: a.data.id },
    });
    expect(detail.data.status).toBe(3);
    const info = await t.call('GET', '/api/user/order_info', { as: u, query: { order_id: id } });
    expect(info.data.refunded).toBe(amount);
    expect(info.data.after_sale_info.id).toBe(a.data.id);
    // nothing left to refund
    expect((await apply(u, { order_id: id, type: 'refund', reason: 'x', amount: 1 })).code).toBe(
      422,
    );
  });

  it('return and refund: approve → buyer sends back → refund returns stock; online refund via the provider', async () => {
    const { u, s, id, amount, m } = await paidOrder(51, false);
    await t.call('POST', '/api/admin/order/ship', {
      as: m,
      body: { order_id: id, express_company: '顺丰', express_no: 'SF0002' },
    });
    const a = await apply(u, {
      order_id: id,
      type: 'return_refund',
      reason: '质量问题',
      amount: amount - 100,
      description: '坏了',
    });
    expect(a.code, a.message).toBe(200);
    expect(
      (await t.call('POST', '/api/user/confirm_receipt', { as: u, body: { order_id: id } })).code,
    ).toBe(423);
    const express = { id: a.data.id, express_company: '中通', express_no: 'ZT0001' };
    expect(
      (await t.call('POST', '/api/user/set_dispute_express', { as: u, body: express })).code,
    ).toBe(422);
    expect((await decide(m, { id: a.data.id, action: 'refund' })).status).toBe(422);
    expect((await decide(m, { id: a.data.id, action: 'approve' })).status).toBe(200);
    expect(
      (await t.call('POST', '/api/user/del_order_dispute', { as: u, body: { id: a.data.id } }))
        .code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/user/set_dispute_express', { as: u, body: express })).code,
    ).toBe(200);
    const stock = await stockOf(t, s.sku_id);
    const ledger0 = await lastLedgerId(t);
    expect((await decide(m, { id: a.data.id, action: 'refund' })).status).toBe(200);
    expect(await stockOf(t, s.sku_id)).toBe(stock + 2);
    expect(await ledgerSum(t, s.sku_id, ledger0)).toBe(2);
    const refund = await db()
      .selectFrom('refunds')
      .selectAll()
      .where('after_sale_id', '=', a.data.id)
      .executeTakeFirstOrThrow();
    expect(refund.method).toBe('online');
    expect(refund.provider_ref).toMatch(/^SBXR/);
    const o = await orderRow(t, id);
    expect(o.status).toBe(ORDER.SHIPPED);
    expect(o.after_sale).toBe(0);
    const list = await t.call('GET', '/api/user/order_after_sales_list', { as: u });
    expect(list.data.list[0]).toMatchObject({ id: a.data.id, status: 3, express_no: 'ZT0001' });
    // at most 100 fen left to refund
    expect((await apply(u, { order_id: id, type: 'refund', reason: 'x', amount: 101 })).code).toBe(
      422,
    );
    expect((await apply(u, { order_id: id, type: 'refund', reason: 'x', amount: 100 })).code).toBe(
      200,
    );
  });

  it('withdraw and reject release the order; images must be own uploads; bad input', async () => {
    const { u, id, m } = await paidOrder(52);
    const other = await buyer(t);
    const upload = await db()
      .insertInto('uploads')
      .values({
        user_id: other.id,
        path: '/uploads/2026/11/abcdefghijklmnopqrst.jpg',
        mime: 'image/jpeg',
        size: 10,
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(upload.id).toBeGreaterThan(0);
    const foreign = await apply(u, {
      order_id: id,
      type: 'refund',
      reason: 'x',
      amount: 1,
      images: '/uploads/2026/11/abcdefghijklmnopqrst.jpg',
    });
    expect(foreign.code).toBe(422);
    await db()
      .insertInto('uploads')
      .values({
        user_id: u.id,
        path: '/uploads/2026/11/ownownownownownownown.jpg',
        mime: 'image/jpeg',
        size: 10,
        created_at: t.clock.now(),
      })
      .execute();
    const a = await apply(u, {
      order_id: id,
      type: 'refund',
      reason: 'x',
      amount: 1,
      images: '/uploads/2026/11/ownownownownownownown.jpg',
    });
    expect(a.code, a.message).toBe(200);
    expect(
      (await t.call('GET', '/api/user/order_dispute', { as: u, query: { id: a.data.id } })).data
        .images,
    ).toEqual(['/uploads/2026/11/ownownownownownownown.jpg']);
    expect(
      (await t.call('POST', '/api/user/del_order_dispute', { as: u, body: { id: a.data.id } }))
        .code,
    ).toBe(200);
    expect((await orderRow(t, id)).after_sale).toBe(0);
    const b = await apply(u, { order_id: id, type: 'refund', reason: 'y', amount: 1 });
    expect((await decide(m, { id: b.data.id, action: 'reject', reason: '已发货' })).status).toBe(
      200,
    );
    expect(
      (await t.call('GET', '/api/user/order_dispute', { as: u, query: { id: b.data.id } })).data
        .reject_reason,
    ).toBe('已发货');
    expect((await decide(m, { id: b.data.id, action: 'approve' })).status).toBe(422);

    badCases.apply = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/after_sales/apply',
      as: other,
      valid: { order_id: id, type: 'refund', reason: 'x', amount: 1, description: 'd', images: '' },
      optional: ['description', 'images'],
    });
    badCases.order_dispute = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/user/order_dispute',
      as: u,
      valid: { id: b.data.id },
    });
    badCases.set_dispute_express = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/set_dispute_express',
      as: u,
      valid: { id: b.data.id, express_company: '中通', express_no: 'ZT0001' },
    });
    badCases.del_order_dispute = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/del_order_dispute',
      as: u,
      valid: { id: b.data.id },
    });
    badCases.order_after_sales_list = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/user/order_after_sales_list',
      as: u,
      valid: { page: 1, limit: 10 },
      optional: ['page', 'limit'],
    });
    badCases.decide = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/admin/after_sale/decide',
      as: m,
      valid: { id: b.data.id, action: 'approve', reason: '' },
      optional: ['reason'],
      merchant: true,
    });
  });

  it('refuses apply on an unpaid order', async () => {
    const u = await buyer(t);
    const [s] = await freshSkus(t, { stock: 10, offset: 53 });
    const r = await buyOk(t, u, buyBody(s!, 1));
    expect(
      (await apply(u, { order_id: r.order_ids[0]!, type: 'refund', reason: 'x', amount: 1 })).code,
    ).toBe(422);
  });
});
