/**
 * Issue 18 part C follow-up: the settlement API pages its lists with totals over all orders,
 * ledger rows name the order sn behind their reference (never another merchant's), and the
 * cabinet-goods picker's search finds the supply goods the merchant received (only its own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, TestServer } from './harness';
import {
  buyNow,
  M_PASSWORD,
  merchantServer,
  supplyGoods,
  tradeMerchant,
  type Supply,
  type TradeMerchant,
} from './guishang-helpers';
import { buyBody, buyer, buyOk, freshSkus, merchantOf, payOnline } from './order-helpers';
import {
  settleDueOrders,
  settlementView,
} from '../../src/server/modules/cabinet/settlement.service';
import { moneyLog } from '../../src/server/modules/cabinet/money.service';
import { ledgerRefSns } from '../../src/server/modules/cabinet/ledger-ref.repository';
import { DEFAULT_SETTINGS } from '../../src/shared/rules/business-settings';

/** the default after-sale window (business settings `order.after_sale_days`), seconds */
const SETTLE_AFTER_S = DEFAULT_SETTINGS.order.after_sale_days * 86_400;

let t: TestServer;
let supply: Supply[];
const db = () => t.app.database.db;

beforeAll(async () => {
  let demo: Actor;
  ({ t, demo } = await merchantServer());
  supply = await supplyGoods(t, demo);
});

afterAll(async () => {
  await t?.close();
});

/** A consumer order of the seller's SKU, paid, shipped and received (completed). */
async function completedOrder(seller: Actor, sku: Parameters<typeof buyBody>[0]) {
  const u = await buyer(t);
  const bought = await buyOk(t, u, buyBody(sku));
  const orderId = bought.order_ids[0]!;
  await payOnline(t, u, bought.trade_no);
  const shipped = await t.call('POST', '/api/admin/order/ship', {
    as: seller,
    body: { order_id: orderId, express_company: 'zto', express_no: `ZT${orderId}00012345` },
  });
  expect(shipped.status, shipped.message).toBe(200);
  const got = await t.call('POST', '/api/user/confirm_receipt', {
    as: u,
    body: { order_id: orderId },
  });
  expect(got.code, got.message).toBe(200);
  return db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

async function paidPurchase(m: TradeMerchant, g: Supply, quantity: number) {
  const order = await buyNow(t, m, g, quantity);
  const paid = await t.call('POST', '/api/admin/money/pay', {
    as: m,
    body: { order_id: order.id, method: 'merchant_balance', password: M_PASSWORD },
  });
  expect(paid.status, paid.message).toBe(200);
  return order;
}

describe('settlement API', () => {
  it('pages pending and settled orders, totals and counts over all of them', async () => {
    const [sku] = await freshSkus(t, { stock: 20, offset: 9 });
    const seller = await merchantOf(t, sku!.seller_id);
    const o1 = await completedOrder(seller, sku!);
    t.clock.advance(60);
    const o2 = await completedOrder(seller, sku!);
    t.clock.advance(60);
    const o3 = await completedOrder(seller, sku!);
    const amounts = [o1, o2, o3].map((o) => Number(o.pay_amount));
    const sum = amounts.reduce((a, b) => a + b, 0);

    const p1 = await t.call('GET', '/api/admin/money/settlement', {
      as: seller,
      query: { limit: 2 },
    });
    expect(p1.status, p1.message).toBe(200);
    expect(p1.data).toMatchObject({
      settle_after_s: SETTLE_AFTER_S,
      pending_total: sum,
      pending_count: 3,
      settled_total: 0,
      settled_count: 0,
      settled: [],
    });
    // the oldest receipt first, each with the day it settles
    expect(p1.data.pending).toEqual([
      {
        order_id: o1.id,
        order_sn: o1.order_sn,
        amount: amounts[0],
        settles_at: Number(o1.received_at) + SETTLE_AFTER_S,
      },
      {
        order_id: o2.id,
        order_sn: o2.order_sn,
        amount: amounts[1],
        settles_at: Number(o2.received_at) + SETTLE_AFTER_S,
      },
    ]);
    const p2 = await t.call('GET', '/api/admin/money/settlement', {
      as: seller,
      query: { limit: 2, pending_page: 2 },
    });
    expect(p2.data.pending.map((o: { order_id: number }) => o.order_id)).toEqual([o3.id]);
    expect(p2.data.pending_total).toBe(sum);

    // bad paging names the field, another merchant sees none of it
    const bad = await t.call('GET', '/api/admin/money/settlement', {
      as: seller,
      query: { limit: 500 },
    });
    expect(bad.status).toBe(422);
    expect(bad.message).toContain('limit');
    const stranger = await t.merchant();
    const theirs = await t.call('GET', '/api/admin/money/settlement', { as: stranger });
    expect(theirs.data).toMatchObject({ pending_count: 0, pending: [], settled_count: 0 });

    // a week later all three are settled: newest ledger row first, paged
    t.clock.advance(SETTLE_AFTER_S + 1);
    const settledFrom = t.clock.now();
    await settleDueOrders(t.app);
    const s1 = await settlementView(t.app, seller.id, { limit: 2 });
    expect(s1).toMatchObject({
      pending_count: 0,
      pending_total: 0,
      pending: [],
      settled_count: 3,
      settled_total: sum,
    });
    expect(s1.settled.map((o) => o.order_id)).toEqual([o3.id, o2.id]);
    expect(s1.settled[0]).toMatchObject({ order_sn: o3.order_sn, amount: amounts[2] });
    expect(s1.settled[0]!.settled_at).toBeGreaterThanOrEqual(settledFrom);
    expect(s1.settled[0]!.settled_at).toBeLessThanOrEqual(t.clock.now());
    const s2 = await settlementView(t.app, seller.id, { limit: 2, settled_page: 2 });
    expect(s2.settled.map((o) => o.order_id)).toEqual([o1.id]);

    // the ledger names the order by its sn
    const log = await moneyLog(t.app, seller.id, { page: 1, limit: 10, kind: 'sale' });
    expect(log.list.map((r) => [r.ref, r.ref_sn])).toEqual([
      [`order:${o3.id}`, o3.order_sn],
      [`order:${o2.id}`, o2.order_sn],
      [`order:${o1.id}`, o1.order_sn],
    ]);
    // never another merchant's order
    expect((await ledgerRefSns(db(), stranger.id, [`order:${o1.id}`])).size).toBe(0);
  });
});

describe('ledger order numbers', () => {
  it('names purchase orders by their sn; unknown refs stay without one', async () => {
    const m = await tradeMerchant(t, { balance: 1_000_000 });
    const g = supply[0]!;
    const order = await paidPurchase(m, g, g.min_qty);
    const res = await t.call('GET', '/api/admin/money/log', { as: m, query: { limit: 10 } });
    expect(res.status, res.message).toBe(200);
    const rows = res.data.list as { kind: string; ref: string; ref_sn: string | null }[];
    const po = await db()
      .selectFrom('purchase_orders')
      .select('order_sn')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(rows.find((r) => r.ref === `purchase:${order.id}`)?.ref_sn).toBe(po.order_sn);
    // the opening balance (an adjust without an order) has none
    expect(rows.find((r) => r.kind === 'adjust')?.ref_sn).toBeNull();
    const other = await tradeMerchant(t);
    expect((await ledgerRefSns(db(), other.id, [`purchase:${order.id}`])).size).toBe(0);
  });
});

describe('picker: received supply goods', () => {
  it('lists the SKUs the merchant received, never unreceived ones or another merchant’s', async () => {
    const m = await tradeMerchant(t, { balance: 1_000_000, slots: 2, capacity: 100 });
    const other = await tradeMerchant(t, { balance: 1_000_000, slots: 2, capacity: 100 });
    const [a, b] = supply.filter((g) => g.status !== 0);
    const received = await paidPurchase(m, a!, a!.min_qty);
    const rec = await t.call('POST', '/api/admin/jinhuo/order/receive', {
      as: m,
      body: { order_id: received.id },
    });
    expect(rec.status, rec.message).toBe(200);
    // paid, not received: not listed
    await paidPurchase(m, b!, b!.min_qty);

    const list = await t.call('GET', '/api/admin/goods/purchased_skus', { as: m });
    expect(list.status, list.message).toBe(200);
    expect(list.data.list).toEqual([
      {
        sku_id: a!.sku_id,
        supply_goods_id: a!.id,
        name: a!.name,
        image: a!.image,
        price: expect.any(Number),
        received: a!.min_qty,
      },
    ]);
    // keyword filters by name
    const hit = await t.call('GET', '/api/admin/goods/purchased_skus', {
      as: m,
      query: { keyword: a!.name.slice(0, 1) },
    });
    expect(hit.data.list.map((r: { sku_id: number }) => r.sku_id)).toContain(a!.sku_id);
    const miss = await t.call('GET', '/api/admin/goods/purchased_skus', {
      as: m,
      query: { keyword: 'no-such-goods-xyz' },
    });
    expect(miss.data.list).toEqual([]);
    // another merchant sees none of it
    const theirs = await t.call('GET', '/api/admin/goods/purchased_skus', { as: other });
    expect(theirs.data.list).toEqual([]);

    // and a cabinet goods can be created for the received SKU by hand (the one the receipt
    // created removed first: one cabinet goods per SKU)
    await db()
      .deleteFrom('cabinet_goods')
      .where('merchant_id', '=', m.id)
      .where('sku_id', '=', a!.sku_id)
      .execute();
    const cls = await t.call('POST', '/api/admin/guizi/class/add', {
      as: m,
      body: { name: `进货${m.id}` },
    });
    expect(cls.status, cls.message).toBe(200);
    const added = await t.call('POST', '/api/admin/guizi/goods/add', {
      as: m,
      body: {
        class_id: cls.data.id,
        sku_id: a!.sku_id,
        name: a!.name,
        price: 300,
      },
    });
    expect(added.status, added.message).toBe(200);
    const row = await db()
      .selectFrom('cabinet_goods')
      .select(['merchant_id', 'sku_id'])
      .where('id', '=', added.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ merchant_id: m.id, sku_id: a!.sku_id });
  });
});
