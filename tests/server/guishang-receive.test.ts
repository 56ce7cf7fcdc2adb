/**
 * Issue 18 part C: partial receipt of purchase orders (what fits goes in, the rest stays open and
 * is named), slot suggestions never into other goods, empty slots assigned on receipt, retries
 * booked once, received supply goods sellable from the cabinet; bad input leaves the DB unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer, Actor } from './harness';
import {
  buyNow,
  key,
  M_PASSWORD,
  merchantServer,
  refusedUnchanged,
  stockQty,
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
import { DEFAULT_SETTINGS } from '../../src/shared/rules/business-settings';

/** the default after-sale window (business settings `order.after_sale_days`), seconds */
const SETTLE_AFTER_S = DEFAULT_SETTINGS.order.after_sale_days * 86_400;

let t: TestServer;
let other: Actor;
let supply: Supply[];
const db = () => t.app.database.db;

beforeAll(async () => {
  let demo: Actor;
  ({ t, demo, other } = await merchantServer());
  supply = await supplyGoods(t, demo);
});

afterAll(async () => {
  await t?.close();
});

async function paidOrder(m: TradeMerchant, g: Supply, quantity: number) {
  const order = await buyNow(t, m, g, quantity);
  const paid = await t.call('POST', '/api/admin/money/pay', {
    as: m,
    body: { order_id: order.id, method: 'merchant_balance', password: M_PASSWORD },
  });
  expect(paid.status, paid.message).toBe(200);
  return order;
}

const receive = (m: Actor, body: Record<string, string | number>) =>
  t.call('POST', '/api/admin/jinhuo/order/receive', { as: m, body });

async function slotRow(id: number) {
  return db()
    .selectFrom('stock_locations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function ledgerOf(orderId: number) {
  return db()
    .selectFrom('stock_ledger')
    .selectAll()
    .where('ref', '=', `po:${orderId}`)
    .orderBy('id')
    .execute();
}

const spinach = () => supply.find((g) => g.name === '菠菜')!;

describe('partial receipt', () => {
  it('puts what fits (split over slots), names the rest, then finishes when room appears', async () => {
    const m = await tradeMerchant(t, { balance: 1_000_000, slots: 2, capacity: 10 });
    const g = spinach();
    const order = await paidOrder(m, g, 25);
    const detail = await t.call('GET', '/api/admin/jinhuo/order/detail', {
      as: m,
      query: { order_id: order.id },
    });
    expect(detail.data.lines[0].suggested_slots).toEqual([
      { location_id: m.slots[0], quantity: 10 },
      { location_id: m.slots[1], quantity: 10 },
    ]);
    expect(detail.data.lines[0].allowed_slots).toEqual(m.slots);

    const res = await receive(m, { order_id: order.id });
    expect(res.status, res.message).toBe(200);
    expect(res.data.status).toBe(1);
    expect(res.data.partly_received).toBe(true);
    expect(res.data.lines[0].received).toBe(20);
    expect(
      res.data.booked.map((b: { location_id: number; quantity: number }) => [
        b.location_id,
        b.quantity,
      ]),
    ).toEqual([
      [m.slots[0], 10],
      [m.slots[1], 10],
    ]);
    expect(res.data.left).toEqual([
      {
        line_id: res.data.lines[0].id,
        name: '菠菜',
        unit: g.unit,
        quantity: 5,
        reason: 'capacity',
      },
    ]);
    expect(await stockQty(t, m.slots[0]!, g.sku_id)).toBe(10);
    expect(await stockQty(t, m.slots[1]!, g.sku_id)).toBe(10);
    // the empty slots now belong to the product
    expect((await slotRow(m.slots[0]!)).sku_id).toBe(g.sku_id);
    expect((await slotRow(m.slots[1]!)).sku_id).toBe(g.sku_id);
    const list = await t.call('GET', '/api/admin/jinhuo/order/list', {
      as: m,
      query: { status: 1 },
    });
    expect(list.data.list[0]).toMatchObject({ id: order.id, partly_received: true });

    // nothing fits now: 422 naming the line and why, nothing changes
    const msg = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/jinhuo/order/receive',
      { order_id: order.id },
      m,
    );
    expect(msg).toContain('菠菜');
    expect(msg).toContain('5');

    // room appears: the rest goes in, the order is received
    await db()
      .updateTable('stock_locations')
      .set({ capacity: 20 })
      .where('id', '=', m.slots[0]!)
      .execute();
    const rest = await receive(m, { order_id: order.id });
    expect(rest.status, rest.message).toBe(200);
    expect(rest.data.status).toBe(2);
    expect(rest.data.partly_received).toBe(false);
    expect(rest.data.left).toEqual([]);
    expect(await stockQty(t, m.slots[0]!, g.sku_id)).toBe(15);
    const ledger = await ledgerOf(order.id);
    expect(ledger.map((l) => l.delta).reduce((a, b) => a + b, 0)).toBe(25);
    expect(ledger.every((l) => l.reason === 'restock')).toBe(true);
  });

  it('never suggests or fills a slot holding other goods; no slot at all is named', async () => {
    const m = await tradeMerchant(t, { balance: 1_000_000, slots: 2, capacity: 20 });
    const mango = supply.find((g) => g.name !== '菠菜')!;
    const g = spinach();
    // slot 1 holds other goods (assigned, 5 of 20); slot 2 assigned to other goods and empty
    await db()
      .updateTable('stock_locations')
      .set({ sku_id: mango.sku_id })
      .where('id', 'in', m.slots)
      .execute();
    await db()
      .insertInto('stock')
      .values({ location_id: m.slots[0]!, sku_id: mango.sku_id, quantity: 5 })
      .execute();
    const order = await paidOrder(m, g, Math.max(g.min_qty, 3));
    const detail = await t.call('GET', '/api/admin/jinhuo/order/detail', {
      as: m,
      query: { order_id: order.id },
    });
    expect(detail.data.lines[0].suggested_location_id).toBeNull();
    expect(detail.data.lines[0].suggested_slots).toEqual([]);
    expect(detail.data.lines[0].allowed_slots).toEqual([]);
    const auto = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/jinhuo/order/receive',
      { order_id: order.id },
      m,
    );
    expect(auto).toContain('菠菜');
    const lines = JSON.stringify([{ line_id: detail.data.lines[0].id, location_id: m.slots[0] }]);
    const chosen = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/jinhuo/order/receive',
      { order_id: order.id, lines },
      m,
    );
    expect(chosen).toContain('菠菜');
  });

  it('books a retry once: two identical requests at once leave one receipt', async () => {
    const m = await tradeMerchant(t, { balance: 1_000_000, slots: 1, capacity: 50 });
    const g = spinach();
    const order = await paidOrder(m, g, 12);
    const [a, b] = await Promise.all([
      receive(m, { order_id: order.id }),
      receive(m, { order_id: order.id }),
    ]);
    expect([a.status, b.status].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(await stockQty(t, m.slots[0]!, g.sku_id)).toBe(12);
    const ledger = await ledgerOf(order.id);
    expect(ledger.map((l) => l.delta)).toEqual([12]);
    const line = await db()
      .selectFrom('purchase_order_lines')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(line.received).toBe(12);
  });
});

describe('received supply goods can be sold from the cabinet', () => {
  it('creates cabinet goods with the price given, sellable in a new sale', async () => {
    const m = await tradeMerchant(t, { balance: 1_000_000, slots: 1, capacity: 50 });
    const g = spinach();
    const order = await paidOrder(m, g, 10);
    const lineId = (
      await t.call('GET', '/api/admin/jinhuo/order/detail', {
        as: m,
        query: { order_id: order.id },
      })
    ).data.lines[0].id;
    const res = await receive(m, {
      order_id: order.id,
      sell: JSON.stringify([{ line_id: lineId, price: 388 }]),
    });
    expect(res.status, res.message).toBe(200);
    expect(res.data.created_goods).toMatchObject([{ sku_id: g.sku_id, name: '菠菜', price: 388 }]);
    const goods = await t.call('GET', '/api/admin/guizi/goods/list', {
      as: m,
      query: { limit: 50 },
    });
    const mine = goods.data.list.find((x: { sku_id: number }) => x.sku_id === g.sku_id);
    expect(mine).toMatchObject({ name: '菠菜', price: 388, status: 1 });
    const sale = await t.call('POST', '/api/admin/guizi/order/create', {
      as: m,
      body: {
        cabinet_id: m.cabinetId,
        lines: JSON.stringify([{ cabinet_goods_id: mine.id, quantity: 2 }]),
        client_key: key(),
      },
    });
    expect(sale.status, sale.message).toBe(200);
    expect(sale.data.amount).toBe(776);
  });
});

describe('bad input', () => {
  it('refuses another merchant, foreign lines and slots with the DB unchanged', async () => {
    const m = await tradeMerchant(t, { balance: 1_000_000, slots: 1, capacity: 50 });
    const order = await paidOrder(m, spinach(), 10);
    await refusedUnchanged(
      t,
      'POST',
      '/api/admin/jinhuo/order/receive',
      { order_id: order.id },
      other,
    );
    const lineId = (
      await t.call('GET', '/api/admin/jinhuo/order/detail', {
        as: m,
        query: { order_id: order.id },
      })
    ).data.lines[0].id;
    for (const lines of [
      [{ line_id: 999999, location_id: m.slots[0] }],
      [{ line_id: lineId, location_id: 2 }],
      [{ line_id: lineId, location_id: m.slots[0], quantity: 0 }],
    ]) {
      await refusedUnchanged(
        t,
        'POST',
        '/api/admin/jinhuo/order/receive',
        { order_id: order.id, lines: JSON.stringify(lines) },
        m,
      );
    }
    await refusedUnchanged(
      t,
      'POST',
      '/api/admin/jinhuo/order/receive',
      { order_id: order.id, sell: JSON.stringify([{ line_id: lineId, price: -1 }]) },
      m,
    );
  });
});

describe('online orders: carrier stored as a code, detail for the merchant', () => {
  it('ships with a carrier name or code, stores the code, the detail shows consignee and remark', async () => {
    const [sku] = await freshSkus(t, { stock: 10, offset: 5 });
    const seller = await merchantOf(t, sku!.seller_id);
    const u = await buyer(t);
    const bought = await buyOk(t, u, buyBody(sku!));
    const orderId = bought.order_ids[0]!;
    await payOnline(t, u, bought.trade_no);
    const detail = await t.call('GET', '/api/admin/order/detail', {
      as: seller,
      query: { order_id: orderId },
    });
    expect(detail.status, detail.message).toBe(200);
    expect(detail.data.address).toMatchObject({
      name: expect.any(String),
      mobile: expect.any(String),
    });
    expect(detail.data.address.detail).toBeTruthy();
    const ship = await t.call('POST', '/api/admin/order/ship', {
      as: seller,
      body: { order_id: orderId, express_company: 'SF Express', express_no: 'SF1234567890' },
    });
    expect(ship.status, ship.message).toBe(200);
    const row = await db()
      .selectFrom('orders')
      .select('express_company')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.express_company).toBe('sf');
    const after = await t.call('GET', '/api/admin/order/detail', {
      as: seller,
      query: { order_id: orderId },
    });
    expect(after.data.express).toEqual({ company: 'sf', number: 'SF1234567890' });
  });
});

describe('settlement of online orders', () => {
  it('credits a completed order once, only after the after-sale window', async () => {
    const [sku] = await freshSkus(t, { stock: 10, offset: 6 });
    const seller = await merchantOf(t, sku!.seller_id);
    const u = await buyer(t);
    const bought = await buyOk(t, u, buyBody(sku!));
    const orderId = bought.order_ids[0]!;
    await payOnline(t, u, bought.trade_no);
    const shipped = await t.call('POST', '/api/admin/order/ship', {
      as: seller,
      body: { order_id: orderId, express_company: 'zto', express_no: 'ZT000123456' },
    });
    expect(shipped.status, shipped.message).toBe(200);
    const got = await t.call('POST', '/api/user/confirm_receipt', {
      as: u,
      body: { order_id: orderId },
    });
    expect(got.code, got.message).toBe(200);
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const keyRows = () =>
      db()
        .selectFrom('merchant_ledger')
        .selectAll()
        .where('idempotency_key', '=', `order_settle:${orderId}`)
        .execute();

    const before = await t.call('GET', '/api/admin/money/settlement', { as: seller });
    expect(before.status, before.message).toBe(200);
    expect(before.data.pending).toContainEqual({
      order_id: orderId,
      order_sn: order.order_sn,
      amount: Number(order.pay_amount),
      settles_at: Number(order.received_at) + SETTLE_AFTER_S,
    });
    await settleDueOrders(t.app);
    expect(await keyRows()).toEqual([]);

    t.clock.advance(SETTLE_AFTER_S + 1);
    await Promise.all([settleDueOrders(t.app), settleDueOrders(t.app)]);
    await settleDueOrders(t.app);
    const rows = await keyRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      merchant_id: seller.id,
      kind: 'sale',
      ref: `order:${orderId}`,
    });
    expect(Number(rows[0]!.delta)).toBe(Number(order.pay_amount));
    // (the merchant's token has expired a week later: the view's service directly)
    const after = { data: await settlementView(t.app, seller.id) };
    expect(after.data.settled.map((s: { order_id: number }) => s.order_id)).toContain(orderId);
    expect(after.data.pending.map((s: { order_id: number }) => s.order_id)).not.toContain(orderId);
  });
});
