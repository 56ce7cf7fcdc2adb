/**
 * Issue 18 follow-up (fixes): a courier's socket never hears the merchant's room (only its own
 * courier room and the cabinets it serves: issue 23, `courier_cabinets`), cabinet summaries count live slots
 * only (not retired ones), and the demo seed's paid purchase order can be received in full.
 */
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENTS,
  SOCKET_PATH,
  merchantRoom,
  type HelloPayload,
  type CourierCabinetsPayload,
  type RestockProgressPayload,
  type SocketAuth,
} from '../../src/shared/realtime';
import { collect, DEMO_PASSWORD, merchantServer } from './guishang-helpers';
import type { Actor, TestServer } from './harness';
import { opsActor } from './ops-helpers';

let t: TestServer;
let url: string;
let demo: Actor;
let courier: Actor & { courierId: number };
const sockets: Socket[] = [];
const db = () => t.app.database.db;

beforeAll(async () => {
  ({ t, url, demo } = await merchantServer({ listen: true }));
  const res = await t.call('POST', '/api/admin/login', {
    body: { account: 'courier1', password: DEMO_PASSWORD },
  });
  expect(res.status, res.message).toBe(200);
  const c = await db()
    .selectFrom('couriers')
    .select('id')
    .where('account', '=', 'courier1')
    .executeTakeFirstOrThrow();
  courier = { id: demo.id, token: res.data.token as string, courierId: c.id };
  // the courier serves cabinet 1 only (the seed assigns both; issue 23)
  await db()
    .deleteFrom('courier_cabinets')
    .where('courier_id', '=', c.id)
    .where('cabinet_id', '<>', 1)
    .execute();
});

afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});

afterAll(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t?.close();
});

function connect(auth: Partial<SocketAuth> | Record<string, unknown>): Promise<Socket> {
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
    socket.once(EVENTS.hello, (_hello: HelloPayload) => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err: Error) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

/** The cabinets the courier serves (issue 23). */
async function servedCabinets(): Promise<number[]> {
  const rows = await db()
    .selectFrom('courier_cabinets')
    .select('cabinet_id')
    .where('courier_id', '=', courier.courierId)
    .orderBy('cabinet_id')
    .execute();
  return rows.map((r) => r.cabinet_id);
}

async function roomIds(room: string): Promise<string[]> {
  return (await t.app.io!.in(room).fetchSockets()).map((s) => s.id);
}

describe('courier sockets', () => {
  it("a courier's socket is not in the merchant room and hears no merchant event", async () => {
    const merchant = await connect({ token: demo.token, role: 'merchant' });
    const socket = await connect({ token: courier.token, role: 'merchant' });
    expect(await roomIds(merchantRoom(demo.id))).toContain(merchant.id);
    expect(await roomIds(merchantRoom(demo.id))).not.toContain(socket.id);
    expect(await roomIds(`courier:${courier.courierId}`)).toContain(socket.id);

    const heardStock = collect(socket, EVENTS.stockChanged);
    const heardOrder = collect(socket, EVENTS.cabinetOrder);
    const merchantStock = collect(merchant, EVENTS.stockChanged);
    const merchantOrder = collect(merchant, EVENTS.cabinetOrder);
    // a stock move in a cabinet the courier does not serve, and a merchant-room event
    const served = await servedCabinets();
    expect(served).toEqual([1]);
    expect(await roomIds('cabinet:1')).toContain(socket.id);
    const cabinetId = 2;
    expect(cabinetId).toBeTruthy();
    expect(await roomIds(`cabinet:${cabinetId}`)).not.toContain(socket.id);
    const slot = await db()
      .selectFrom('stock_locations as l')
      .innerJoin('stock as s', 's.location_id', 'l.id')
      .select(['l.id as location_id', 's.sku_id'])
      .where('l.cabinet_id', '=', cabinetId)
      .orderBy('l.slot_no')
      .executeTakeFirstOrThrow();
    const res = await t.call('POST', '/api/admin/stock/in', {
      as: demo,
      body: {
        location_id: slot.location_id,
        sku_id: slot.sku_id,
        quantity: 1,
        idempotency_key: randomUUID(),
        reason: 'correction',
      },
    });
    expect(res.status, res.message).toBe(200);
    t.app.io!.to(merchantRoom(demo.id)).emit(EVENTS.cabinetOrder, {
      id: 1,
      cabinet_id: 1,
    } as never);
    await until(() => merchantStock.length > 0 && merchantOrder.length > 0);
    expect(merchantStock.length).toBeGreaterThan(0);
    expect(merchantOrder.length).toBeGreaterThan(0);
    // the merchant heard both by now; give the courier's socket the same chance
    await new Promise((r) => setTimeout(r, 200));
    expect(heardStock).toEqual([]);
    expect(heardOrder).toEqual([]);
  });

  it("a courier's sockets follow an operator's assignment at once; it hears its work order progress", async () => {
    const socket = await connect({ token: courier.token, role: 'merchant' });
    const progress = collect<RestockProgressPayload>(socket, EVENTS.restockProgress);
    const changed = collect<CourierCabinetsPayload>(socket, EVENTS.courierCabinets);
    expect(await roomIds('cabinet:2')).not.toContain(socket.id);
    // not serving cabinet 2 yet: the merchant cannot give it a work order there
    const refused = await t.call('POST', '/api/admin/bh/create', {
      as: demo,
      body: { cabinet_id: 2, courier_id: courier.courierId },
    });
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/^courier_id: /);
    // an operator assigns cabinets 1 and 2: the connected socket hears it and watches cabinet 2
    const operations = await opsActor(t, 'operations');
    const assigned = await t.call('POST', '/api/ops/merchants/couriers/cabinets', {
      as: operations,
      body: { id: courier.courierId, cabinet_ids: '1,2' },
    });
    expect(assigned.code, assigned.message).toBe(200);
    await until(() => changed.length > 0);
    expect(changed[0]).toMatchObject({ courier_id: courier.courierId, cabinet_ids: [1, 2] });
    await until(() => false, 100);
    expect(await roomIds('cabinet:2')).toContain(socket.id);

    const create = await t.call('POST', '/api/admin/bh/create', {
      as: demo,
      body: { cabinet_id: 2, courier_id: courier.courierId },
    });
    expect(create.status, create.message).toBe(200);
    const id = create.data.id as number;
    await until(() => progress.some((p) => p.id === id));
    expect(progress.find((p) => p.id === id)).toMatchObject({
      cabinet_id: 2,
      courier_id: courier.courierId,
      status: 0,
    });

    // a new socket of the courier joins the cabinets it serves at once
    const again = await connect({ token: courier.token, role: 'merchant' });
    const rooms = [...(t.app.io!.of('/').sockets.get(again.id!)?.rooms ?? [])];
    // its own id, its session, its courier room and the cabinets it serves
    expect(rooms.filter((r) => r !== again.id && !r.startsWith('session:')).sort()).toEqual(
      [`courier:${courier.courierId}`, 'cabinet:1', 'cabinet:2'].sort(),
    );

    // a line done: its progress reaches the courier
    const detail = await t.call('GET', '/api/admin/bh/detail', { as: courier, query: { id } });
    expect(detail.status, detail.message).toBe(200);
    const line = (detail.data.lines as { id: number; expected: number }[])[0]!;
    const done = await t.call('POST', '/api/admin/bh/line', {
      as: courier,
      body: { id, line_id: line.id, put_in: line.expected },
    });
    expect(done.status, done.message).toBe(200);
    await until(() => progress.some((p) => p.id === id && p.line_id === line.id));
    expect(progress.find((p) => p.id === id && p.line_id === line.id)).toMatchObject({
      lines_done: 1,
    });
    // still never in the merchant room
    expect(await roomIds(merchantRoom(demo.id))).not.toContain(socket.id);
  });
});

describe('cabinet summaries', () => {
  it('count live slots only: a retired slot (kind cabinet_slot_retired) and its stock are left out', async () => {
    const live = async () =>
      Number(
        (
          await db()
            .selectFrom('stock_locations')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('cabinet_id', '=', 2)
            .where('kind', '=', 'cabinet_slot')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await t.call('GET', '/api/admin/cabinet/list', { as: demo });
    expect(before.status, before.message).toBe(200);
    const row = () =>
      (before.data.list as { id: number; slots: number; quantity: number }[]).find(
        (c) => c.id === 2,
      )!;
    expect(row().slots).toBe(await live());
    const { id } = await db()
      .insertInto('stock_locations')
      .values({
        kind: 'cabinet_slot_retired',
        name: 'retired',
        cabinet_id: 2,
        slot_no: 99,
        capacity: 20,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sku = await db().selectFrom('goods_skus').select('id').executeTakeFirstOrThrow();
    await db()
      .insertInto('stock')
      .values({ location_id: id, sku_id: sku.id, quantity: 7 })
      .execute();
    const after = await t.call('GET', '/api/admin/cabinet/list', { as: demo });
    const now = (after.data.list as { id: number; slots: number; quantity: number }[]).find(
      (c) => c.id === 2,
    )!;
    expect(now).toMatchObject({ slots: row().slots, quantity: row().quantity });
  });
});

describe('demo seed', () => {
  it('GZ-0001 is 3x3 with three empty unassigned slots; the seeded paid purchase order receives in full', async () => {
    const slots = await db()
      .selectFrom('stock_locations')
      .select(['slot_no', 'sku_id', 'grid_row', 'capacity', 'reorder_level'])
      .where('cabinet_id', '=', 1)
      .where('kind', '=', 'cabinet_slot')
      .orderBy('slot_no')
      .execute();
    expect(slots).toHaveLength(9);
    expect(slots.slice(6)).toEqual(
      [7, 8, 9].map((n) => ({
        slot_no: n,
        sku_id: null,
        grid_row: 3,
        capacity: 20,
        reorder_level: 5,
      })),
    );
    const cabinet = await db()
      .selectFrom('cabinets')
      .select(['grid_rows', 'grid_cols'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(cabinet).toEqual({ grid_rows: 3, grid_cols: 3 });

    const order = await db()
      .selectFrom('purchase_orders')
      .select(['id', 'cabinet_id'])
      .where('client_key', '=', 'seed-purchase-order-2')
      .executeTakeFirstOrThrow();
    expect(order.cabinet_id).toBe(1);
    const res = await t.call('POST', '/api/admin/jinhuo/order/receive', {
      as: demo,
      body: { order_id: order.id },
    });
    expect(res.status, res.message).toBe(200);
    expect(res.data.partly_received).toBe(false);
    const lines = await db()
      .selectFrom('purchase_order_lines')
      .select(['quantity', 'received'])
      .where('order_id', '=', order.id)
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(Number(l.received)).toBe(Number(l.quantity));
    const after = await db()
      .selectFrom('purchase_orders')
      .select('received_at')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after.received_at).not.toBeNull();
  });
});

describe('cabinet detail slots', () => {
  it("carry the slot's assigned product and reorder level (the stock screen's badge)", async () => {
    const res = await t.call('GET', '/api/admin/cabinet/detail', {
      as: demo,
      query: { cabinet_id: 1 },
    });
    expect(res.status, res.message).toBe(200);
    const rows = await db()
      .selectFrom('stock_locations')
      .select(['id', 'sku_id', 'reorder_level', 'capacity'])
      .where('cabinet_id', '=', 1)
      .where('kind', '=', 'cabinet_slot')
      .execute();
    const slots = res.data.slots as {
      location_id: number;
      sku_id: number | null;
      reorder_level: number;
      capacity: number;
    }[];
    expect(slots).toHaveLength(rows.length);
    for (const r of rows) {
      expect(slots.find((s) => s.location_id === r.id)).toMatchObject({
        sku_id: r.sku_id,
        reorder_level: Number(r.reorder_level),
        capacity: Number(r.capacity),
      });
    }
  });
});
