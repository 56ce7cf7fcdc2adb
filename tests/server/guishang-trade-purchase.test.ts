/**
 * Merchant trade: supplier goods, merchant cart, purchase orders, receiving into slots, the
 * money account and paying (balance and sandbox cashier), expiry (docs/api-guishang.md "Trade").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NOTIFY_PATH } from '../../src/server/modules/payment/payment.routes';
import { paymentProvider } from '../../src/server/modules/payment/payment.service';
import { expectBadInputRefused, type Actor, type TestServer } from './harness';
import {
  adjust,
  balanceOf,
  buyNow,
  count,
  key,
  ledgerSumOf,
  M_PASSWORD,
  merchantServer,
  refusedUnchanged,
  stockQty,
  supplyGoods,
  tradeMerchant,
  type Supply,
} from './guishang-helpers';

let t: TestServer;
let demo: Actor;
let other: Actor;
let supply: Supply[];
const db = () => t.app.database.db;

beforeAll(async () => {
  ({ t, demo, other } = await merchantServer());
  supply = await supplyGoods(t, demo);
});

afterAll(async () => {
  await t?.close();
});

const refused = (
  method: 'GET' | 'POST',
  url: string,
  input: Record<string, string | number>,
  as: Actor = other,
): Promise<string> => refusedUnchanged(t, method, url, input, as);

async function orderRow(id: number) {
  return db()
    .selectFrom('purchase_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
async function paymentOf(tradeNo: string) {
  return db()
    .selectFrom('payments')
    .selectAll()
    .where('trade_no', '=', tradeNo)
    .executeTakeFirstOrThrow();
}
const slotQty = (locationId: number, skuId: number) => stockQty(t, locationId, skuId);

describe('seeded demo data', () => {
  it('has 20 supplier goods, the demo money balance equal to its ledger, two purchase orders', async () => {
    expect(supply).toHaveLength(20);
    expect(supply.every((g) => g.stock > 0 && g.price > 0 && g.min_qty >= 1)).toBe(true);
    const detail = await t.call('GET', '/api/admin/jinhuo/goods/detail', {
      as: demo,
      query: { id: supply[0]!.id },
    });
    expect(detail.data.images.length).toBeGreaterThan(0);
    expect(detail.data.description).toBeTruthy();
    const info = await t.call('GET', '/api/admin/money/info', { as: demo });
    // ¥500.00 opening adjustment (cabinet sales of the seed may add to it)
    const opening = await db()
      .selectFrom('merchant_ledger')
      .selectAll()
      .where('merchant_id', '=', demo.id)
      .where('kind', '=', 'adjust')
      .execute();
    expect(opening.map((r) => Number(r.delta))).toEqual([50000]);
    expect(info.data.balance).toBeGreaterThanOrEqual(50000);
    expect(await ledgerSumOf(t, demo.id)).toBe(info.data.balance);
    expect(info.data.pending_orders).toBe(1);
    const orders = await t.call('GET', '/api/admin/jinhuo/order/list', { as: demo });
    expect(orders.data.list.map((o: { status: number }) => o.status).sort()).toEqual([0, 1]);
    const search = await t.call('GET', '/api/admin/jinhuo/goods', {
      as: demo,
      query: { keyword: '菠菜' },
    });
    expect(search.data.list.map((g: { name: string }) => g.name)).toEqual(['菠菜']);
  });
});

describe('cart → confirm → createCarOrder → pay with balance → receive', () => {
  it('runs the whole purchase and keeps money and stock consistent', async () => {
    const m = await tradeMerchant(t, { balance: 100_000, slots: 2, capacity: 10 });
    const [a, b] = [supply[1]!, supply[2]!];
    const add1 = await t.call('POST', '/api/admin/cart/add', {
      as: m,
      body: { supply_goods_id: a.id, quantity: a.min_qty },
    });
    expect(add1.data.cart_count).toBe(1);
    await t.call('POST', '/api/admin/cart/add', {
      as: m,
      body: { supply_goods_id: a.id, quantity: 1 },
    });
    const add2 = await t.call('POST', '/api/admin/cart/add', {
      as: m,
      body: { supply_goods_id: b.id, quantity: b.min_qty },
    });
    expect(add2.data.cart_count).toBe(2);
    let cart = await t.call('GET', '/api/admin/cart/list', { as: m });
    const itemA = cart.data.list.find(
      (i: { supply_goods_id: number }) => i.supply_goods_id === a.id,
    );
    const itemB = cart.data.list.find(
      (i: { supply_goods_id: number }) => i.supply_goods_id === b.id,
    );
    expect(itemA.quantity).toBe(a.min_qty + 1);
    expect(cart.data.total_checked).toBe((a.min_qty + 1) * a.price + b.min_qty * b.price);
    await t.call('POST', '/api/admin/cart/set', { as: m, body: { id: itemB.id, is_check: 0 } });
    cart = await t.call('GET', '/api/admin/cart/list', { as: m });
    expect(cart.data.total_checked).toBe((a.min_qty + 1) * a.price);
    await refused('POST', '/api/admin/cart/set', { id: itemA.id, quantity: 3 });
    await refused('POST', '/api/admin/cart/del', { ids: String(itemA.id) });
    await refused('POST', '/api/admin/jinhuo/confirm', { cart_ids: String(itemA.id) });

    const ids = `${itemA.id},${itemB.id}`;
    const confirm = await t.call('POST', '/api/admin/jinhuo/confirm', {
      as: m,
      body: { cart_ids: ids },
    });
    expect(confirm.status, confirm.message).toBe(200);
    const goodsAmount = (a.min_qty + 1) * a.price + b.min_qty * b.price;
    expect(confirm.data).toMatchObject({
      goods_amount: goodsAmount,
      freight: goodsAmount >= 9900 ? 0 : 800,
      pay_amount: goodsAmount + (goodsAmount >= 9900 ? 0 : 800),
    });
    expect(confirm.data.address.id).toBe(m.addressId);

    // another merchant's cabinet / address: refused
    const clientKey = key();
    const body = {
      cart_ids: ids,
      address_id: m.addressId,
      cabinet_id: m.cabinetId,
      client_key: clientKey,
      remark: '放1号柜',
    };
    await refused('POST', '/api/admin/jinhuo/createCarOrder', { ...body, cabinet_id: 1 }, m);
    const order = await t.call('POST', '/api/admin/jinhuo/createCarOrder', { as: m, body });
    expect(order.status, order.message).toBe(200);
    expect(order.data).toMatchObject({
      status: 0,
      cabinet_id: m.cabinetId,
      goods_amount: goodsAmount,
      remark: '放1号柜',
    });
    expect(order.data.lines).toHaveLength(2);
    expect(order.data.pay_deadline - order.data.created_at).toBe(1800);
    expect((await t.call('GET', '/api/admin/cart/list', { as: m })).data.list).toEqual([]);
    // the same client key: the first order, nothing new
    const orders = await count(t, 'purchase_orders');
    const replay = await t.call('POST', '/api/admin/jinhuo/createCarOrder', { as: m, body });
    expect(replay.data.id).toBe(order.data.id);
    expect(await count(t, 'purchase_orders')).toBe(orders);
    await refused('GET', '/api/admin/jinhuo/order/detail', { order_id: order.data.id });

    // pay: wrong / missing password, another merchant, not enough balance — nothing changes
    const pay = { order_id: order.data.id, method: 'merchant_balance', password: M_PASSWORD };
    expect(
      await refused('POST', '/api/admin/money/pay', { ...pay, password: 'wrong123' }, m),
    ).toContain('password');
    await refused(
      'POST',
      '/api/admin/money/pay',
      { order_id: order.data.id, method: 'merchant_balance' },
      m,
    );
    await refused('POST', '/api/admin/money/pay', { ...pay, password: 'secret123' });
    await adjust(t, m.id, -(100_000 - 1));
    expect(await refused('POST', '/api/admin/money/pay', pay, m)).toBe('余额不足');
    await adjust(t, m.id, 100_000 - 1);

    const paid = await t.call('POST', '/api/admin/money/pay', { as: m, body: pay });
    expect(paid.status, paid.message).toBe(200);
    expect(paid.data).toEqual({ paid: true, order_id: order.data.id });
    const row = await orderRow(order.data.id);
    expect(row).toMatchObject({ status: 1, pay_method: 'merchant_balance' });
    expect((await paymentOf(row.trade_no)).status).toBe('paid');
    expect(await balanceOf(t, m.id)).toBe(100_000 - order.data.pay_amount);
    expect(await ledgerSumOf(t, m.id)).toBe(await balanceOf(t, m.id));
    const log = await t.call('GET', '/api/admin/money/log', { as: m, query: { kind: 'purchase' } });
    expect(log.data.list).toHaveLength(1);
    expect(log.data.list[0]).toMatchObject({
      delta: -order.data.pay_amount,
      balance_after: 100_000 - order.data.pay_amount,
      kind: 'purchase',
    });
    await refused('POST', '/api/admin/money/pay', pay, m);
    await refused('POST', '/api/admin/jinhuo/order/cancel', { order_id: order.data.id }, m);

    // receive: suggestions (partial receipt itself: guishang-receive.test.ts), then the receive
    const detail = await t.call('GET', '/api/admin/jinhuo/order/detail', {
      as: m,
      query: { order_id: order.data.id },
    });
    for (const l of detail.data.lines) expect(m.slots).toContain(l.suggested_location_id);
    await refused('POST', '/api/admin/jinhuo/order/receive', { order_id: order.data.id });
    const lineA = detail.data.lines.find((l: { sku_id: number }) => l.sku_id === a.sku_id);
    const lineB = detail.data.lines.find((l: { sku_id: number }) => l.sku_id === b.sku_id);
    const foreignSlot = JSON.stringify([{ line_id: lineA.id, location_id: 2 }]);
    await refused(
      'POST',
      '/api/admin/jinhuo/order/receive',
      { order_id: order.data.id, lines: foreignSlot },
      m,
    );

    const received = await t.call('POST', '/api/admin/jinhuo/order/receive', {
      as: m,
      body: {
        order_id: order.data.id,
        lines: JSON.stringify([
          { line_id: lineA.id, location_id: m.slots[0] },
          { line_id: lineB.id, location_id: m.slots[1] },
        ]),
      },
    });
    expect(received.status, received.message).toBe(200);
    expect(received.data.status).toBe(2);
    expect(received.data.lines.map((l: { location_id: number }) => l.location_id).sort()).toEqual(
      [...m.slots].sort(),
    );
    expect(await slotQty(m.slots[0]!, a.sku_id)).toBe(lineA.quantity);
    expect(await slotQty(m.slots[1]!, b.sku_id)).toBe(lineB.quantity);
    const ledger = await db()
      .selectFrom('stock_ledger')
      .selectAll()
      .where('ref', '=', `po:${order.data.id}`)
      .orderBy('id')
      .execute();
    expect(ledger.map((l) => [l.idempotency_key, l.reason, l.delta])).toEqual([
      [`po:${order.data.id}:${lineA.id}:0:${m.slots[0]}`, 'restock', lineA.quantity],
      [`po:${order.data.id}:${lineB.id}:0:${m.slots[1]}`, 'restock', lineB.quantity],
    ]);
    await refused('POST', '/api/admin/jinhuo/order/receive', { order_id: order.data.id }, m);
    const list = await t.call('GET', '/api/admin/jinhuo/order/list', {
      as: m,
      query: { status: 2 },
    });
    expect(list.data.list.map((o: { id: number }) => o.id)).toEqual([order.data.id]);
  });
});

describe('online payment through the sandbox cashier', () => {
  it('settles the purchase order exactly once', async () => {
    const m = await tradeMerchant(t);
    const order = await buyNow(t, m, supply[4]!);
    const res = await t.call('POST', '/api/admin/money/pay', {
      as: m,
      body: { order_id: order.id, method: 'online' },
    });
    expect(res.status, res.message).toBe(200);
    expect(res.data.paid).toBe(false);
    const url = new URL(res.data.cashier_url as string, 'http://x');
    expect(url.searchParams.get('return_url')).toBe(
      `/kiosk/#/pages/guishang/money/paySuccess?order_id=${order.id}`,
    );
    const page = await t.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    const payButton = () =>
      t.inject({
        method: 'POST',
        url: '/pay/sandbox/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: url.searchParams.toString(),
      });
    const pay = await payButton();
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(
      `/kiosk/#/pages/guishang/money/paySuccess?order_id=${order.id}`,
    );
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 1, pay_method: 'online' });
    const payment = await paymentOf(order.trade_no);
    expect(payment).toMatchObject({ status: 'paid', kind: 'purchase', method: 'online' });

    // the same notify again (a provider retry of this payment) and the button again:
    // acknowledged, nothing more
    expect(payment.provider_ref).not.toBe('');
    const notify = paymentProvider(t.app).signedNotify(payment, t.clock.now());
    const before = await t.snapshot();
    for (let i = 0; i < 2; i++) {
      const again = await t.inject({
        method: 'POST',
        url: SANDBOX_NOTIFY_PATH,
        headers: notify.headers,
        payload: notify.body,
      });
      expect(again.statusCode).toBeLessThan(500);
    }
    expect((await payButton()).statusCode).toBe(303);
    expect(await t.snapshot()).toBe(before);
    expect((await orderRow(order.id)).paid_at).toBe(row.paid_at);
    // nothing taken from the money account
    expect(await balanceOf(t, m.id)).toBe(0);
  });
});

describe('expiry', () => {
  it('closes unpaid purchase orders after 30 minutes', async () => {
    const m = await tradeMerchant(t, { balance: 100_000 });
    const order = await buyNow(t, m, supply[5]!);
    t.clock.advance(1801);
    try {
      const list = await t.call('GET', '/api/admin/jinhuo/order/list', { as: m });
      const row = list.data.list.find((o: { id: number }) => o.id === order.id);
      expect(row.status).toBe(3);
      expect(row.closed_at).toBeGreaterThan(0);
      expect((await paymentOf(order.trade_no)).status).toBe('closed');
      await refused(
        'POST',
        '/api/admin/money/pay',
        { order_id: order.id, method: 'merchant_balance', password: M_PASSWORD },
        m,
      );
      expect(await balanceOf(t, m.id)).toBe(100_000);
    } finally {
      t.clock.advance(-1801);
    }
    // cancel by the merchant: only while unpaid
    const second = await buyNow(t, m, supply[5]!);
    await refused('POST', '/api/admin/jinhuo/order/cancel', { order_id: second.id });
    const cancel = await t.call('POST', '/api/admin/jinhuo/order/cancel', {
      as: m,
      body: { order_id: second.id },
    });
    expect(cancel.data.status).toBe(3);
    await refused('POST', '/api/admin/jinhuo/order/cancel', { order_id: second.id }, m);
  });
});

describe('real time', () => {
  it('emits purchase:order to the merchant room after each change', async () => {
    const events: { room: unknown; event: string; payload: unknown }[] = [];
    const app = t.app as unknown as { io: unknown };
    app.io = {
      to: (room: unknown) => ({
        emit: (event: string, payload: unknown) => events.push({ room, event, payload }),
      }),
    };
    try {
      const m = await tradeMerchant(t, { balance: 100_000, capacity: 50 });
      const order = await buyNow(t, m, supply[6]!);
      const paid = await t.call('POST', '/api/admin/money/pay', {
        as: m,
        body: { order_id: order.id, method: 'merchant_balance', password: M_PASSWORD },
      });
      expect(paid.status, paid.message).toBe(200);
      const received = await t.call('POST', '/api/admin/jinhuo/order/receive', {
        as: m,
        body: { order_id: order.id },
      });
      expect(received.status, received.message).toBe(200);
      const mine = events.filter((e) => e.event === 'purchase:order');
      expect(mine.map((e) => e.payload)).toEqual([
        { order_id: order.id, status: 0 },
        { order_id: order.id, status: 1 },
        { order_id: order.id, status: 2 },
      ]);
      expect(mine.every((e) => e.room === `merchant:${m.id}`)).toBe(true);
      // the restock move is announced too (stock service)
      expect(events.some((e) => e.event === 'stock:changed')).toBe(true);
    } finally {
      app.io = null;
    }
  });
});

describe('money race', () => {
  it('lets exactly the affordable concurrent debits through; ledger sum equals the balance', async () => {
    const g = supply[7]!;
    const m = await tradeMerchant(t);
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await buyNow(t, m, g));
    const each = orders[0]!.pay_amount;
    await adjust(t, m.id, each * 2 + Math.floor(each / 2));
    const results = await Promise.all(
      orders.map((o) =>
        t.call('POST', '/api/admin/money/pay', {
          as: m,
          body: { order_id: o.id, method: 'merchant_balance', password: M_PASSWORD },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(3);
    const balance = await balanceOf(t, m.id);
    expect(balance).toBe(Math.floor(each / 2));
    expect(await ledgerSumOf(t, m.id)).toBe(balance);
    const paid = await db()
      .selectFrom('purchase_orders')
      .select('status')
      .where('merchant_id', '=', m.id)
      .where('status', '=', 1)
      .execute();
    expect(paid).toHaveLength(2);
  });
});

describe('bad input', () => {
  it('is refused with 422 and changes nothing', async () => {
    const m = await tradeMerchant(t);
    const mm = { as: m as Actor, merchant: true } as const;
    const g = supply[8]!;
    const unpaid = await buyNow(t, m, g);
    await t.call('POST', '/api/admin/cart/add', {
      as: m,
      body: { supply_goods_id: g.id, quantity: 1 },
    });
    const cart = await t.call('GET', '/api/admin/cart/list', { as: m });
    const cartId = cart.data.list[0].id as number;
    const counts: Record<string, number> = {};
    const cases: [string, Parameters<typeof expectBadInputRefused>[1]][] = [
      [
        'jinhuo/goods',
        {
          ...mm,
          method: 'GET',
          url: '/api/admin/jinhuo/goods',
          valid: { page: 1, limit: 10, keyword: '菜' },
          optional: ['page', 'limit', 'keyword'],
        },
      ],
      [
        'jinhuo/goods/detail',
        { ...mm, method: 'GET', url: '/api/admin/jinhuo/goods/detail', valid: { id: g.id } },
      ],
      ['cart/list', { ...mm, method: 'GET', url: '/api/admin/cart/list', valid: {} }],
      [
        'cart/add',
        {
          ...mm,
          method: 'POST',
          url: '/api/admin/cart/add',
          valid: { supply_goods_id: 999999, quantity: 1 },
        },
      ],
      [
        'cart/set',
        {
          ...mm,
          method: 'POST',
          url: '/api/admin/cart/set',
          valid: { id: 999999, quantity: 2, is_check: 1 },
          optional: ['quantity', 'is_check'],
        },
      ],
      ['cart/del', { ...mm, method: 'POST', url: '/api/admin/cart/del', valid: { ids: '999999' } }],
      [
        'jinhuo/confirm',
        {
          ...mm,
          method: 'POST',
          url: '/api/admin/jinhuo/confirm',
          valid: { cart_ids: String(cartId), address_id: m.addressId },
          optional: ['address_id'],
        },
      ],
      [
        // below the minimum quantity: every variation is refused
        'jinhuo/createCarOrder',
        {
          ...mm,
          method: 'POST',
          url: '/api/admin/jinhuo/createCarOrder',
          valid: {
            cart_ids: String(cartId),
            address_id: m.addressId,
            cabinet_id: m.cabinetId,
            client_key: key(),
            remark: 'x',
          },
          fixed: ['cart_ids'],
          optional: ['remark'],
        },
      ],
      [
        'jinhuo/createOrder',
        {
          ...mm,
          method: 'POST',
          url: '/api/admin/jinhuo/createOrder',
          valid: {
            supply_goods_id: g.id,
            quantity: 1,
            address_id: m.addressId,
            cabinet_id: m.cabinetId,
            client_key: key(),
          },
          fixed: ['quantity'],
        },
      ],
      [
        'jinhuo/order/list',
        {
          ...mm,
          method: 'GET',
          url: '/api/admin/jinhuo/order/list',
          valid: { page: 1, limit: 10, status: 0 },
          optional: ['page', 'limit', 'status'],
        },
      ],
      [
        'jinhuo/order/detail',
        {
          ...mm,
          method: 'GET',
          url: '/api/admin/jinhuo/order/detail',
          valid: { order_id: unpaid.id },
        },
      ],
      [
        'jinhuo/order/cancel',
        {
          ...mm,
          method: 'POST',
          url: '/api/admin/jinhuo/order/cancel',
          valid: { order_id: 999999 },
        },
      ],
      [
        // unpaid: every variation is refused
        'jinhuo/order/receive',
        {
          ...mm,
          method: 'POST',
          url: '/api/admin/jinhuo/order/receive',
          valid: { order_id: unpaid.id, lines: '[]' },
          fixed: ['order_id'],
          optional: ['lines'],
        },
      ],
      ['money/info', { ...mm, method: 'GET', url: '/api/admin/money/info', valid: {} }],
      [
        'money/log',
        {
          ...mm,
          method: 'GET',
          url: '/api/admin/money/log',
          valid: { page: 1, kind: 'sale' },
          optional: ['page', 'kind'],
        },
      ],
      [
        // no balance: every variation is refused
        'money/pay',
        {
          ...mm,
          method: 'POST',
          url: '/api/admin/money/pay',
          valid: { order_id: unpaid.id, method: 'merchant_balance', password: M_PASSWORD },
          fixed: ['order_id', 'method'],
        },
      ],
    ];
    for (const [name, spec] of cases) {
      counts[name] = await expectBadInputRefused(t, spec);
    }
    console.log('bad input cases (trade purchase):', JSON.stringify(counts));
    for (const n of Object.values(counts)) expect(n).toBeGreaterThanOrEqual(1);
    expect((await t.call('GET', '/api/admin/money/info')).status).toBe(401);
  });
});
