import { randomBytes, randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENTS,
  SOCKET_PATH,
  type CabinetOrderPayload,
  type HelloPayload,
  type StockChangedPayload,
} from '../../src/shared/realtime';
import {
  CABINET_PAY_TTL_S,
  sweepCabinetOrders,
} from '../../src/server/modules/cabinet/cabinet-order.service';
import { paymentProvider } from '../../src/server/modules/payment/payment.service';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  type Actor,
  type TestServer,
} from './harness';
import { cabinetSlot, collect, merchantServer, stockQty } from './guishang-helpers';
import { fence } from './socket-server';

let t: TestServer;
let url: string;
let demo: Actor;
let other: Actor;
let classId: number;
const sockets: Socket[] = [];
const db = () => t.app.database.db;
const NOTIFY = '/api/pay/notify/sandbox';

beforeAll(async () => {
  ({ t, url, demo, other } = await merchantServer({ listen: true }));
  const c = await t.call('POST', '/api/admin/guizi/class/add', {
    as: demo,
    body: { name: `测试${randomBytes(3).toString('hex')}` },
  });
  classId = c.data.id;
  // no seeded order is overdue while these tests run, whatever the clock does below
  await sweepCabinetOrders(t.app, t.clock.now() + 10 * CABINET_PAY_TTL_S);
});

afterAll(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t?.close();
});

const clientKey = () => randomBytes(12).toString('hex');

function connect(auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(url, {
    path: SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    timeout: 5000,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once(EVENTS.hello, (_: HelloPayload) => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every event the server sent the kiosk so far has arrived (socket-server.ts fence). */
const settle = (kiosk: Socket) => fence(t, kiosk);

/** Slots 1..6 of cabinet 1: the SKU in slot `n`. */
const slot = (n: number, cabinet = 1) => cabinetSlot(t, n, cabinet);
const qty = (locationId: number, skuId: number) => stockQty(t, locationId, skuId);

/** Books a correction so that the slot holds exactly `n` of the SKU. */
async function setQty(locationId: number, skuId: number, n: number) {
  const have = await qty(locationId, skuId);
  if (have === n) return;
  const res = await t.call('POST', have < n ? '/api/admin/stock/in' : '/api/admin/stock/out', {
    as: demo,
    body: {
      location_id: locationId,
      sku_id: skuId,
      quantity: Math.abs(n - have),
      idempotency_key: randomUUID(),
      reason: 'correction',
    },
  });
  expect(res.status, res.message).toBe(200);
}

/** The demo merchant's cabinet goods of a SKU (added when missing), on sale at `price`. */
async function cabinetGoods(skuId: number, price = 350): Promise<{ id: number; name: string }> {
  const existing = await db()
    .selectFrom('cabinet_goods')
    .select(['id', 'class_id'])
    .where('merchant_id', '=', demo.id)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
  const name = `柜售${skuId}`;
  const res = existing
    ? await t.call('POST', '/api/admin/guizi/goods/edit', {
        as: demo,
        body: { id: existing.id, class_id: existing.class_id, name, price, status: 1 },
      })
    : await t.call('POST', '/api/admin/guizi/goods/add', {
        as: demo,
        body: { class_id: classId, sku_id: skuId, name, price },
      });
  expect(res.status, res.message).toBe(200);
  return { id: res.data.id, name };
}

async function create(lines: { cabinet_goods_id: number; quantity: number }[], key = clientKey()) {
  return t.call('POST', '/api/admin/guizi/order/create', {
    as: demo,
    json: true,
    body: { cabinet_id: 1, lines, client_key: key },
  });
}

async function balance(): Promise<number> {
  const row = await db()
    .selectFrom('merchants')
    .select('balance')
    .where('id', '=', demo.id)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

async function ledgerRows(key: string) {
  return db()
    .selectFrom('stock_ledger')
    .selectAll()
    .where('idempotency_key', 'like', key)
    .execute();
}

describe('cabinet order create', () => {
  it('takes the goods from the slot with the most stock (ledger rows, events); a repeated client_key answers the first order', async () => {
    const a = await slot(1);
    const b = await slot(2);
    const goods = await cabinetGoods(a.sku_id, 350);
    await setQty(a.location_id, a.sku_id, 3);
    // the same SKU in slot 2, with more of it (slot 2 is set up for the product: a slot takes
    // only its assigned product, issue 18)
    await db()
      .updateTable('stock_locations')
      .set({ sku_id: a.sku_id })
      .where('id', '=', b.location_id)
      .execute();
    await setQty(b.location_id, a.sku_id, 8);
    const kiosk = await connect({ token: demo.token, role: 'merchant', cabinet_id: 1 });
    const orderEvents = collect<CabinetOrderPayload>(kiosk, EVENTS.cabinetOrder);
    const stockEvents = collect<StockChangedPayload>(kiosk, EVENTS.stockChanged);

    const key = clientKey();
    const res = await create([{ cabinet_goods_id: goods.id, quantity: 2 }], key);
    expect(res.status, res.message).toBe(200);
    const order = res.data;
    expect(order).toMatchObject({
      cabinet_id: 1,
      cabinet_name: '阳光小区1号柜',
      status: 0,
      amount: 700,
      paid_at: null,
      buyer_mobile: '',
    });
    expect(order.pay_deadline).toBe(order.created_at + CABINET_PAY_TTL_S);
    expect(order.lines).toEqual([
      expect.objectContaining({
        cabinet_goods_id: goods.id,
        location_id: b.location_id,
        slot_no: 2,
        sku_id: a.sku_id,
        name: goods.name,
        price: 350,
        quantity: 2,
      }),
    ]);
    expect(typeof order.lines[0].image).toBe('string');
    expect(await qty(b.location_id, a.sku_id)).toBe(6);
    expect(await qty(a.location_id, a.sku_id)).toBe(3);
    const rows = await ledgerRows(`co:${order.id}:%`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: -2, reason: 'sale', location_id: b.location_id });

    await settle(kiosk);
    expect(orderEvents).toEqual([{ order_id: order.id, cabinet_id: 1, status: 0, amount: 700 }]);
    expect(stockEvents.map((e) => e.ledger_id)).toEqual([rows[0]!.id]);
    expect(stockEvents[0]).toMatchObject({ cabinet_id: 1, reason: 'sale', quantity: 6 });

    // the same key: the first order, nothing more taken
    const again = await create([{ cabinet_goods_id: goods.id, quantity: 5 }], key);
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(order.id);
    expect(again.data.lines[0].quantity).toBe(2);
    expect(await qty(b.location_id, a.sku_id)).toBe(6);
    expect(await ledgerRows(`co:${order.id}:%`)).toHaveLength(1);

    // concurrent repeats of one new key: one order
    const k2 = clientKey();
    const both = await Promise.all([
      create([{ cabinet_goods_id: goods.id, quantity: 1 }], k2),
      create([{ cabinet_goods_id: goods.id, quantity: 1 }], k2),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0].data.id).toBe(both[1].data.id);
    expect(await qty(b.location_id, a.sku_id)).toBe(5);
  });

  it('not enough in the cabinet → 422 naming the goods, nothing taken', async () => {
    const a = await slot(3);
    const c = await slot(4);
    const g1 = await cabinetGoods(a.sku_id, 100);
    const g2 = await cabinetGoods(c.sku_id, 200);
    await setQty(a.location_id, a.sku_id, 5);
    await setQty(c.location_id, c.sku_id, 1);
    const before = await t.snapshot();
    const res = await create([
      { cabinet_goods_id: g1.id, quantity: 2 },
      { cabinet_goods_id: g2.id, quantity: 2 },
    ]);
    expect(res.status).toBe(422);
    expect(res.message).toContain(g2.name);
    expect(await t.snapshot()).toBe(before);
    expect(await qty(a.location_id, a.sku_id)).toBe(5);

    // an off-sale goods, another merchant's goods, another merchant's cabinet
    await db().updateTable('cabinet_goods').set({ status: 0 }).where('id', '=', g1.id).execute();
    const off = await create([{ cabinet_goods_id: g1.id, quantity: 1 }]);
    expect(off.status).toBe(422);
    await db().updateTable('cabinet_goods').set({ status: 1 }).where('id', '=', g1.id).execute();
    const snap = await t.snapshot();
    const theirs = await t.call('POST', '/api/admin/guizi/order/create', {
      as: other,
      json: true,
      body: {
        cabinet_id: 1,
        lines: [{ cabinet_goods_id: g1.id, quantity: 1 }],
        client_key: clientKey(),
      },
    });
    expect(theirs.status).toBe(422);
    expect(await t.snapshot()).toBe(snap);

    // every well-formed submission of this input is refused (99 > stock): DB never changes
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/admin/guizi/order/create',
      as: demo,
      merchant: true,
      valid: {
        cabinet_id: 1,
        lines: JSON.stringify([{ cabinet_goods_id: g2.id, quantity: 99 }]),
        client_key: 'k'.repeat(10) + 'abcdefgh',
        buyer_mobile: '13800138000',
      },
      optional: ['buyer_mobile'],
    });
  });
});

describe('collect, pay, cancel, expiry', () => {
  async function newOrder(quantity = 1, price = 260) {
    const a = await slot(5);
    const g = await cabinetGoods(a.sku_id, price);
    await setQty(a.location_id, a.sku_id, 10);
    const res = await create([{ cabinet_goods_id: g.id, quantity }]);
    expect(res.status, res.message).toBe(200);
    return { order: res.data, slot: a };
  }

  it('collect → cashier → notify pays once (notify twice); merchant credited once; events', async () => {
    const { order } = await newOrder(2, 260);
    const kiosk = await connect({ token: demo.token, role: 'merchant', cabinet_id: 1 });
    const events = collect<CabinetOrderPayload>(kiosk, EVENTS.cabinetOrder);
    const money = await balance();

    const c1 = await t.call('POST', '/api/admin/guizi/order/collect', {
      as: demo,
      body: { order_id: order.id },
    });
    expect(c1.status, c1.message).toBe(200);
    expect(c1.data).toMatchObject({ order_id: order.id, pay_deadline: order.pay_deadline });
    expect(c1.data.cashier_url).toMatch(/^\/pay\/sandbox\/cashier\?/);
    // collecting again reuses the pending trade
    const c2 = await t.call('POST', '/api/admin/guizi/order/collect', {
      as: demo,
      body: { order_id: order.id },
    });
    expect(c2.data.trade_no).toBe(c1.data.trade_no);
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('trade_no', '=', c1.data.trade_no)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ kind: 'cabinet', user_id: 0, status: 'pending' });
    expect(Number(payment.amount)).toBe(520);

    // the cashier page opens; a consumer cannot pay this trade through /api/pay/pay
    const cashier = new URL(c1.data.cashier_url as string, 'http://x');
    const page = await t.inject({ method: 'GET', url: `${cashier.pathname}${cashier.search}` });
    expect(page.statusCode).toBe(200);
    const u = await t.user();
    const sneaky = await t.call('POST', '/api/pay/pay', {
      as: u,
      body: { trade_no: c1.data.trade_no, method: 'online' },
    });
    expect(sneaky.code).toBe(422);

    // the provider's notify, delivered twice at once and once more later
    const n = paymentProvider(t.app).signedNotify(
      { trade_no: payment.trade_no, amount: Number(payment.amount) },
      t.clock.now(),
    );
    const post = () =>
      t.inject({ method: 'POST', url: NOTIFY, headers: n.headers, payload: n.body });
    const paidFrom = t.clock.now();
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await post()).body).toBe('success');

    const detail = await t.call('GET', '/api/admin/guizi/order/detail', {
      as: demo,
      query: { order_id: order.id },
    });
    expect(detail.data.status).toBe(1);
    // paid while the notifications ran (a second may tick over meanwhile)
    expect(detail.data.paid_at).toBeGreaterThanOrEqual(paidFrom);
    expect(detail.data.paid_at).toBeLessThanOrEqual(t.clock.now());
    expect(await balance()).toBe(money + 520);
    const credits = await db()
      .selectFrom('merchant_ledger')
      .selectAll()
      .where('idempotency_key', '=', `co:${order.id}`)
      .execute();
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ kind: 'sale', merchant_id: demo.id });
    expect(Number(credits[0]!.delta)).toBe(520);

    await settle(kiosk);
    expect(events).toEqual([{ order_id: order.id, cabinet_id: 1, status: 1, amount: 520 }]);

    // paid: no collect, no cancel; the cashier's Pay button changes nothing more
    const before = await t.snapshot();
    for (const path of ['collect', 'cancel']) {
      const r = await t.call('POST', `/api/admin/guizi/order/${path}`, {
        as: demo,
        body: { order_id: order.id },
      });
      expect(r.status, path).toBe(422);
    }
    const pay = await t.inject({
      method: 'POST',
      url: '/pay/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: cashier.searchParams.toString(),
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe('/h5/#/pages/index/index');
    expect(await t.snapshot()).toBe(before);
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/admin/guizi/order/collect',
      as: demo,
      merchant: true,
      valid: { order_id: order.id },
    });
  });

  it('the cashier Pay button pays through the notify route', async () => {
    const { order } = await newOrder(1, 199);
    // two collects at once: one trade
    const [c, c2] = await Promise.all(
      [1, 2].map(() =>
        t.call('POST', '/api/admin/guizi/order/collect', {
          as: demo,
          body: { order_id: order.id },
        }),
      ),
    );
    expect(c!.status, c!.message).toBe(200);
    expect(c2!.data.trade_no).toBe(c!.data.trade_no);
    const trades = await db()
      .selectFrom('payments')
      .select('trade_no')
      .where('kind', '=', 'cabinet')
      .where('trade_no', '=', c!.data.trade_no)
      .execute();
    expect(trades).toHaveLength(1);
    const cashier = new URL(c!.data.cashier_url as string, 'http://x');
    const money = await balance();
    const pay = await t.inject({
      method: 'POST',
      url: '/pay/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: cashier.searchParams.toString(),
    });
    expect(pay.statusCode).toBe(303);
    expect(await balance()).toBe(money + 199);
    const list = await t.call('GET', '/api/admin/guizi/order/list', {
      as: demo,
      query: { status: 1, cabinet_id: 1 },
    });
    expect(list.data.list.map((o: { id: number }) => o.id)).toContain(order.id);
  });

  it('cancel returns the stock once (cancel twice → 422), closes the trade; the money of a late notify goes back once', async () => {
    const { order, slot: s } = await newOrder(3);
    expect(await qty(s.location_id, s.sku_id)).toBe(7);
    const c = await t.call('POST', '/api/admin/guizi/order/collect', {
      as: demo,
      body: { order_id: order.id },
    });
    const kiosk = await connect({ token: demo.token, role: 'merchant', cabinet_id: 1 });
    const orderEvents = collect<CabinetOrderPayload>(kiosk, EVENTS.cabinetOrder);
    const stockEvents = collect<StockChangedPayload>(kiosk, EVENTS.stockChanged);

    await expectOtherUserRefused(t, {
      method: 'POST',
      url: '/api/admin/guizi/order/cancel',
      input: { order_id: order.id },
      other,
    });
    const both = await Promise.all(
      [1, 2].map(() =>
        t.call('POST', '/api/admin/guizi/order/cancel', { as: demo, body: { order_id: order.id } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const ok = both.find((r) => r.status === 200)!;
    expect(ok.data.status).toBe(2);
    expect(await qty(s.location_id, s.sku_id)).toBe(10);
    const back = await ledgerRows(`cor:${order.id}:%`);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ delta: 3, reason: 'release' });
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('trade_no', '=', c.data.trade_no)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('closed');

    const MONEY_BACK = ['payment_checks', 'refunds', 'payments', 'job_leases'];
    const before = await t.snapshot(MONEY_BACK);
    const again = await t.call('POST', '/api/admin/guizi/order/cancel', {
      as: demo,
      body: { order_id: order.id },
    });
    expect(again.status).toBe(422);
    const n = paymentProvider(t.app).signedNotify(
      { trade_no: payment.trade_no, amount: Number(payment.amount) },
      t.clock.now(),
    );
    const late = await t.inject({
      method: 'POST',
      url: NOTIFY,
      headers: n.headers,
      payload: n.body,
    });
    // money arriving for a cancelled trade is acknowledged and sent back once (issue 22,
    // reconciliation): the order stays cancelled, the stock where it is
    expect(late.statusCode).toBe(200);
    const check = await db()
      .selectFrom('payment_checks')
      .selectAll()
      .where('trade_no', '=', payment.trade_no)
      .executeTakeFirstOrThrow();
    expect(check).toMatchObject({ kind: 'paid_after_close', action: 'refunded' });
    expect(
      await db()
        .selectFrom('refunds')
        .select(['amount', 'out_refund_no'])
        .where('trade_no', '=', payment.trade_no)
        .execute(),
    ).toEqual([{ amount: Number(payment.amount), out_refund_no: check.out_refund_no }]);
    const replay = await t.inject({
      method: 'POST',
      url: NOTIFY,
      headers: n.headers,
      payload: n.body,
    });
    expect(replay.statusCode).toBe(200);
    expect(await t.snapshot(['payment_checks', 'refunds', 'payments', 'job_leases'])).toBe(before);
    expect(await qty(s.location_id, s.sku_id)).toBe(10);
    expect(
      (
        await db()
          .selectFrom('payment_checks')
          .select('id')
          .where('trade_no', '=', payment.trade_no)
          .execute()
      ).length,
    ).toBe(1);

    await settle(kiosk);
    expect(orderEvents).toEqual([
      { order_id: order.id, cabinet_id: 1, status: 2, amount: order.amount },
    ]);
    expect(stockEvents.map((e) => e.ledger_id)).toEqual([back[0]!.id]);

    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/admin/guizi/order/cancel',
      as: demo,
      merchant: true,
      valid: { order_id: order.id },
    });
  });

  it('an unpaid order expires at its deadline: stock back once (sweeper and reads)', async () => {
    const { order, slot: s } = await newOrder(2);
    const { order: second } = await newOrder(1);
    expect(await qty(s.location_id, s.sku_id)).toBe(9);
    t.clock.advance(CABINET_PAY_TTL_S - 5);
    const still = await t.call('GET', '/api/admin/guizi/order/detail', {
      as: demo,
      query: { order_id: order.id },
    });
    expect(still.data.status).toBe(0);
    t.clock.advance(10);
    // a read closes it; the sweeper afterwards finds nothing more
    const list = await t.call('GET', '/api/admin/guizi/order/list', {
      as: demo,
      query: { status: 2 },
    });
    const ids = list.data.list.map((o: { id: number }) => o.id);
    expect(ids).toContain(order.id);
    expect(ids).toContain(second.id);
    expect(await sweepCabinetOrders(t.app, t.clock.now())).toBe(0);
    expect(await ledgerRows(`cor:${order.id}:%`)).toHaveLength(1);
    expect(await ledgerRows(`cor:${second.id}:%`)).toHaveLength(1);
    const collect1 = await t.call('POST', '/api/admin/guizi/order/collect', {
      as: demo,
      body: { order_id: order.id },
    });
    expect(collect1.status).toBe(422);
  });

  it('the sweeper alone closes overdue orders (no read needed)', async () => {
    const { order, slot: s } = await newOrder(4);
    expect(await qty(s.location_id, s.sku_id)).toBe(6);
    t.clock.advance(CABINET_PAY_TTL_S + 1);
    expect(await sweepCabinetOrders(t.app, t.clock.now())).toBe(1);
    expect(await sweepCabinetOrders(t.app, t.clock.now())).toBe(0);
    expect(await qty(s.location_id, s.sku_id)).toBe(10);
    const row = await db()
      .selectFrom('cabinet_orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(2);
  });

  it("another merchant's order is not found; list and detail refuse bad input", async () => {
    const { order } = await newOrder(1);
    for (const [method, path] of [
      ['GET', 'detail'],
      ['POST', 'collect'],
      ['POST', 'cancel'],
    ] as const) {
      await expectOtherUserRefused(t, {
        method,
        url: `/api/admin/guizi/order/${path}`,
        input: { order_id: order.id },
        other,
      });
    }
    const theirs = await t.call('GET', '/api/admin/guizi/order/list', { as: other });
    expect(theirs.data.total).toBe(0);
    await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/admin/guizi/order/detail',
      as: demo,
      merchant: true,
      valid: { order_id: order.id },
    });
    await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/admin/guizi/order/list',
      as: demo,
      merchant: true,
      valid: { page: 1, limit: 5, cabinet_id: 1, status: 0 },
      optional: ['page', 'limit', 'cabinet_id', 'status'],
    });
    const anon = await t.call('GET', '/api/admin/guizi/order/list', {});
    expect(anon.status).toBe(401);
  });
});
