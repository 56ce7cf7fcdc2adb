import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENTS,
  SOCKET_PATH,
  type HelloPayload,
  type MerchantOrderPayload,
  type SocketAuth,
  type StockChangedPayload,
} from '../../src/shared/realtime';
import { collect, merchantServer } from './guishang-helpers';
import type { Actor, TestServer } from './harness';
import { buyBody, buyer, buyOk, freshSkus, merchantOf, payOnline } from './order-helpers';
import { fence } from './socket-server';

let t: TestServer;
let url: string;
let demo: Actor;
let other: Actor;
let otherCabinet: number;
const sockets: Socket[] = [];
const db = () => t.app.database.db;

beforeAll(async () => {
  ({ t, url, demo, other } = await merchantServer({ listen: true }));
  const c = await db()
    .insertInto('cabinets')
    .values({ merchant_id: other.id, code: `GZ-T${other.id}`, name: '别家柜', created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherCabinet = c.id;
});

afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});

afterAll(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t?.close();
});

function connect(
  auth: Partial<SocketAuth> | Record<string, unknown>,
): Promise<{ socket: Socket; hello: HelloPayload }> {
  const socket = io(url, {
    path: SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    timeout: 5000,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no hello within 5 s')), 5000);
    socket.once(EVENTS.hello, (hello: HelloPayload) => {
      clearTimeout(timer);
      resolve({ socket, hello });
    });
    socket.once('connect_error', (err: Error) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

function next<T>(socket: Socket, event: string, ms = 5000): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      resolve(null);
    }, ms);
    const handler = (p: T) => {
      clearTimeout(timer);
      resolve(p);
    };
    socket.once(event, handler);
  });
}

async function slotOf(cabinetId: number) {
  return db()
    .selectFrom('stock_locations as l')
    .innerJoin('stock as s', 's.location_id', 'l.id')
    .select(['l.id as location_id', 's.sku_id'])
    .where('l.cabinet_id', '=', cabinetId)
    .orderBy('l.slot_no')
    .executeTakeFirstOrThrow();
}

describe('cabinet room', () => {
  it('a merchant socket naming its own cabinet joins the cabinet room too', async () => {
    const { socket, hello } = await connect({ token: demo.token, role: 'merchant', cabinet_id: 1 });
    expect(hello.role).toBe('merchant');
    const sockets = await t.app.io!.in('cabinet:1').fetchSockets();
    expect(sockets.map((s) => s.id)).toContain(socket.id);
    const merchantSockets = await t.app.io!.in(`merchant:${demo.id}`).fetchSockets();
    expect(merchantSockets.map((s) => s.id)).toContain(socket.id);
  });

  it("refuses another merchant's cabinet, an unknown one and a malformed id with connect error 'cabinet'", async () => {
    for (const cabinet_id of [otherCabinet, 999999, 'abc', -1, 0, 2 ** 40, '1; drop']) {
      await expect(connect({ token: demo.token, role: 'merchant', cabinet_id })).rejects.toThrow(
        /^cabinet$/,
      );
    }
    // the owner of that cabinet may watch it
    await expect(
      connect({ token: other.token, role: 'merchant', cabinet_id: otherCabinet }),
    ).resolves.toBeTruthy();
    // without cabinet_id a merchant socket still connects (merchant room only)
    const { socket } = await connect({ token: demo.token, role: 'merchant' });
    const inCabinet = await t.app.io!.in('cabinet:1').fetchSockets();
    expect(inCabinet.map((s) => s.id)).not.toContain(socket.id);
  });

  it('stockChanged reaches the cabinet room with cabinet_id; another merchant hears nothing', async () => {
    const kiosk1 = await connect({ token: demo.token, role: 'merchant', cabinet_id: 1 });
    const kiosk2 = await connect({ token: demo.token, role: 'merchant', cabinet_id: 2 });
    const theirs = await connect({
      token: other.token,
      role: 'merchant',
      cabinet_id: otherCabinet,
    });
    const s = await slotOf(1);
    const got1 = next<StockChangedPayload>(kiosk1.socket, EVENTS.stockChanged);
    const got2 = next<StockChangedPayload>(kiosk2.socket, EVENTS.stockChanged);
    const got3 = next<StockChangedPayload>(theirs.socket, EVENTS.stockChanged, 800);
    const res = await t.call('POST', '/api/admin/stock/in', {
      as: demo,
      body: {
        location_id: s.location_id,
        sku_id: s.sku_id,
        quantity: 1,
        idempotency_key: randomUUID(),
        reason: 'correction',
      },
    });
    expect(res.status, res.message).toBe(200);
    const p = await got1;
    expect(p).toMatchObject({
      cabinet_id: 1,
      location_id: s.location_id,
      sku_id: s.sku_id,
      delta: 1,
      ledger_id: res.data.ledger_id,
    });
    // kiosk2 is in the same merchant room, so it hears the event once (room union), but
    // another merchant never does
    expect((await got2)?.ledger_id).toBe(res.data.ledger_id);
    expect(await got3).toBeNull();
  });
});

/** Waits until `events` holds one matching `want` (or `ms` pass); answers the matches. */
async function waitFor<T>(events: T[], want: Partial<T>, ms = 5000): Promise<T[]> {
  const match = () =>
    events.filter((e) => Object.entries(want).every(([k, v]) => e[k as keyof T] === v));
  const until = Date.now() + ms;
  while (match().length === 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return match();
}

/** Waits until `events` holds at least `n` payloads (or `ms` pass). */
async function waitCount(events: unknown[], n: number, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (events.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}

describe('merchantOrder', () => {
  it("a consumer order reaches the seller's merchant room only: created, paid, shipped, after-sale applied and decided", async () => {
    const [sku] = await freshSkus(t, { stock: 10, offset: 3 });
    const seller = await merchantOf(t, sku!.seller_id);
    const mine = await connect({ token: seller.token, role: 'merchant' });
    const theirs = await connect({ token: demo.token, role: 'merchant' });
    const got = collect<MerchantOrderPayload>(mine.socket, EVENTS.merchantOrder);
    const none = collect<MerchantOrderPayload>(theirs.socket, EVENTS.merchantOrder);
    const u = await buyer(t);

    const bought = await buyOk(t, u, buyBody(sku!));
    const order_id = bought.order_ids[0]!;
    expect(await waitFor(got, { order_id, status: 0 })).toHaveLength(1);

    await payOnline(t, u, bought.trade_no);
    expect(await waitFor(got, { order_id, status: 1 })).toHaveLength(1);

    const ship = await t.call('POST', '/api/admin/order/ship', {
      as: seller,
      body: { order_id, express_company: '顺丰速运', express_no: 'SF1234567890' },
    });
    expect(ship.status, ship.message).toBe(200);
    expect(await waitFor(got, { order_id, status: 2 })).toHaveLength(1);

    // after-sale applied (the order stays shipped: a second status-2 event), then decided
    const applied = await t.call('POST', '/api/after_sales/apply', {
      as: u,
      body: { order_id, type: 'return_refund', reason: '坏了', amount: 1 },
    });
    expect(applied.code, applied.message).toBe(200);
    await waitCount(got, 4);
    expect(got[3]).toEqual({ order_id, status: 2 });
    const decided = await t.call('POST', '/api/admin/after_sale/decide', {
      as: seller,
      body: { id: applied.data.id, action: 'reject', reason: '不符合' },
    });
    expect(decided.status, decided.message).toBe(200);
    await waitCount(got, 5);
    expect(got.map((e) => e.status)).toEqual([0, 1, 2, 2, 2]);
    expect(got.every((e) => e.order_id === order_id)).toBe(true);

    // a refused ship (already shipped) sends nothing
    const again = await t.call('POST', '/api/admin/order/ship', {
      as: seller,
      body: { order_id, express_company: '顺丰速运', express_no: 'SF1234567890' },
    });
    expect(again.status).toBe(422);
    await fence(t, mine.socket);
    await fence(t, theirs.socket);
    expect(got).toHaveLength(5);
    expect(none).toEqual([]);
  });

  it('a closed order (buyer cancel, deadline sweep) reaches the merchant room with status 5', async () => {
    const [sku] = await freshSkus(t, { stock: 10, offset: 4 });
    const seller = await merchantOf(t, sku!.seller_id);
    const mine = await connect({ token: seller.token, role: 'merchant' });
    const got = collect<MerchantOrderPayload>(mine.socket, EVENTS.merchantOrder);
    const u = await buyer(t);

    const cancelled = await buyOk(t, u, buyBody(sku!));
    const close = await t.call('POST', '/api/user/order_close', {
      as: u,
      body: { order_id: cancelled.order_ids[0]! },
    });
    expect(close.code, close.message).toBe(200);
    expect(await waitFor(got, { order_id: cancelled.order_ids[0]!, status: 5 })).toHaveLength(1);

    const overdue = await buyOk(t, u, buyBody(sku!));
    await waitFor(got, { order_id: overdue.order_ids[0]!, status: 0 });
    t.clock.advance(overdue.pay_deadline - t.clock.now() + 1);
    try {
      // reading the list sweeps the buyer's overdue orders
      const list = await t.call('GET', '/api/user/order_list', { as: u, query: { status: 'all' } });
      expect(list.code, list.message).toBe(200);
      expect(await waitFor(got, { order_id: overdue.order_ids[0]!, status: 5 })).toHaveLength(1);
    } finally {
      t.clock.reset();
    }
    expect(got.map((e) => [e.order_id, e.status])).toEqual([
      [cancelled.order_ids[0], 0],
      [cancelled.order_ids[0], 5],
      [overdue.order_ids[0], 0],
      [overdue.order_ids[0], 5],
    ]);
  });
});
