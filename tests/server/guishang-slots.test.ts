/**
 * Cabinet set-up (issue 18 part A): the grid, slot assignment rules, empty/reassign with ledger
 * rows, wrong-product moves refused, low-stock alerts raised and cleared once, raising a restock
 * from an alert, terminal identity over the socket, the home summary, and bad input leaving the
 * database unchanged. Uses the seeded `merchant2` (one empty 2x3 cabinet, no goods).
 */
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CabinetAlertPayload, HelloPayload } from '../../src/shared/realtime';
import { CLIENT_EVENTS, EVENTS, SOCKET_PATH } from '../../src/shared/realtime';
import type { GridSlot, SlotGrid } from '../../src/shared/contract/cabinet-slots';
import { moveStock } from '../../src/server/modules/cabinet/stock.service';
import { expectBadInputRefused, type Actor, type TestServer } from './harness';
import { DEMO_PASSWORD, collect, merchantServer, refusedUnchanged } from './guishang-helpers';

let t: TestServer;
let url: string;
let demo: Actor;
let m2: Actor;
let cabinetId: number;
/** two cabinet goods SKUs of merchant2 and one SKU that is not its cabinet goods */
let skuA: number;
let skuB: number;
let skuStranger: number;
const sockets: Socket[] = [];
const db = () => t.app.database.db;

beforeAll(async () => {
  ({ t, url, demo } = await merchantServer({ listen: true }));
  const res = await t.call('POST', '/api/admin/login', {
    body: { account: 'merchant2', password: DEMO_PASSWORD },
  });
  expect(res.status, res.message).toBe(200);
  const row = await db()
    .selectFrom('merchants')
    .select('id')
    .where('account', '=', 'merchant2')
    .executeTakeFirstOrThrow();
  m2 = { id: row.id, token: res.data.token as string };
  const cab = await db()
    .selectFrom('cabinets')
    .select('id')
    .where('merchant_id', '=', m2.id)
    .executeTakeFirstOrThrow();
  cabinetId = cab.id;
  const skus = await db().selectFrom('goods_skus').select('id').orderBy('id').limit(3).execute();
  [skuA, skuB, skuStranger] = skus.map((s) => s.id) as [number, number, number];
  const cls = await t.call('POST', '/api/admin/guizi/class/add', {
    as: m2,
    body: { name: '饮料' },
  });
  expect(cls.status, cls.message).toBe(200);
  for (const [sku, name] of [
    [skuA, '矿泉水'],
    [skuB, '可乐'],
  ] as const) {
    const g = await t.call('POST', '/api/admin/guizi/goods/add', {
      as: m2,
      body: {
        class_id: cls.data.id,
        sku_id: sku,
        name,
        price: 300,
        images: JSON.stringify(['/media/gen/a.svg']),
        status: 1,
      },
    });
    expect(g.status, g.message).toBe(200);
  }
});

afterAll(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t?.close();
});

const grid = async (as: Actor = m2, id = cabinetId): Promise<SlotGrid> => {
  const res = await t.call('GET', '/api/admin/slots/grid', { as, query: { cabinet_id: id } });
  expect(res.status, res.message).toBe(200);
  return res.data as SlotGrid;
};
const slotAt = async (row: number, col: number): Promise<GridSlot> => {
  const s = (await grid()).slots.find((x) => x.grid_row === row && x.grid_col === col);
  expect(s).toBeTruthy();
  return s!;
};
const post = (path: string, body: Record<string, string | number>, as: Actor = m2) =>
  t.call('POST', path, { as, body });
const move = (type: 'in' | 'out', location_id: number, sku_id: number, quantity: number) =>
  post(`/api/admin/stock/${type}`, {
    location_id,
    sku_id,
    quantity,
    idempotency_key: randomUUID(),
  });
const alertsOf = (locationId: number) =>
  db()
    .selectFrom('cabinet_alerts')
    .selectAll()
    .where('location_id', '=', locationId)
    .orderBy('id')
    .execute();

describe('seed', () => {
  it('merchant2 has one empty 2x3 cabinet; the demo merchant has an open alert that matches its stock', async () => {
    const g = await grid();
    expect(g.cabinet).toMatchObject({ code: 'GZ-0101', grid_rows: 2, grid_cols: 3 });
    expect(g.slots).toHaveLength(6);
    for (const s of g.slots) {
      expect(s).toMatchObject({
        sku_id: null,
        quantity: 0,
        capacity: 10,
        reorder_level: 3,
        state: 'unassigned',
      });
    }
    const open = await db()
      .selectFrom('cabinet_alerts')
      .selectAll()
      .where('merchant_id', '=', demo.id)
      .where('status', '=', 0)
      .execute();
    expect(open.length).toBeGreaterThan(0);
    for (const a of open) {
      const slot = await db()
        .selectFrom('stock_locations')
        .select('reorder_level')
        .where('id', '=', a.location_id)
        .executeTakeFirstOrThrow();
      const q = await db()
        .selectFrom('stock')
        .select('quantity')
        .where('location_id', '=', a.location_id)
        .execute();
      const held = q.reduce((n, r) => n + Number(r.quantity), 0);
      expect(held).toBeLessThanOrEqual(Number(slot.reorder_level));
    }
  });
});

describe('set-up', () => {
  it('grows the grid with new unassigned slots; shrinking is refused while a removed slot holds a product', async () => {
    const res = await post('/api/admin/slots/set-grid', {
      cabinet_id: cabinetId,
      rows: 2,
      cols: 4,
    });
    expect(res.status, res.message).toBe(200);
    const g = res.data as SlotGrid;
    expect(g.cabinet).toMatchObject({ grid_rows: 2, grid_cols: 4 });
    expect(g.slots).toHaveLength(8);
    const added = g.slots.find((s) => s.grid_row === 2 && s.grid_col === 4)!;
    expect(added).toMatchObject({ sku_id: null, capacity: 10, state: 'unassigned' });
    // a product in column 4: shrinking back to 3 columns is refused with the slot's name
    expect(
      (await post('/api/admin/slots/assign', { location_id: added.location_id, sku_id: skuA }))
        .status,
    ).toBe(200);
    const msg = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/slots/set-grid',
      { cabinet_id: cabinetId, rows: 2, cols: 3 },
      m2,
    );
    expect(msg).toContain(added.name);
    // unassigned again (empty): the shrink retires the extra column
    const emptied = await post('/api/admin/slots/empty', {
      location_id: added.location_id,
      idempotency_key: randomUUID(),
    });
    expect(emptied.status, emptied.message).toBe(200);
    const back = await post('/api/admin/slots/set-grid', {
      cabinet_id: cabinetId,
      rows: 2,
      cols: 3,
    });
    expect(back.status, back.message).toBe(200);
    expect((back.data as SlotGrid).slots).toHaveLength(6);
    // a retired slot takes no stock any more
    expect((await move('in', added.location_id, skuA, 1)).status).toBe(422);
  });

  it('assigns only cabinet goods, one product per slot; the assignment is the rule for moves', async () => {
    const s1 = await slotAt(1, 1);
    const s2 = await slotAt(1, 2);
    // not one of merchant2's cabinet goods
    const msg = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/slots/assign',
      { location_id: s1.location_id, sku_id: skuStranger },
      m2,
    );
    expect(msg).toContain('sku_id');
    // another merchant's slot: not found, nothing changed
    await refusedUnchanged(
      t,
      'POST',
      '/api/admin/slots/assign',
      { location_id: s1.location_id, sku_id: skuA },
      demo,
    );
    expect(
      (await post('/api/admin/slots/assign', { location_id: s1.location_id, sku_id: skuA })).status,
    ).toBe(200);
    const stocked = await move('in', s1.location_id, skuA, 5);
    expect(stocked.status, stocked.message).toBe(200);
    expect((await slotAt(1, 1)).goods_name).toBe('矿泉水');
    // a move of another product into the slot is refused server-side
    const wrong = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/stock/in',
      { location_id: s1.location_id, sku_id: skuB, quantity: 1, idempotency_key: randomUUID() },
      m2,
    );
    expect(wrong).toBeTruthy();
    // assigning another product to a slot holding stock is refused with the reason
    const holds = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/slots/assign',
      { location_id: s1.location_id, sku_id: skuB },
      m2,
    );
    expect(holds).toContain('5');
    // a move into an unassigned slot assigns it
    expect((await move('in', s2.location_id, skuB, 2)).status).toBe(200);
    expect((await slotAt(1, 2)).sku_id).toBe(skuB);
  });

  it('capacity not below what the slot holds; reorder level within 0..capacity', async () => {
    const s1 = await slotAt(1, 1);
    const below = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/slots/update',
      { location_id: s1.location_id, capacity: s1.quantity - 1 },
      m2,
    );
    expect(below).toContain('capacity');
    const level = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/slots/update',
      { location_id: s1.location_id, reorder_level: 11 },
      m2,
    );
    expect(level).toContain('reorder_level');
    const ok = await post('/api/admin/slots/update', {
      location_id: s1.location_id,
      capacity: 12,
      reorder_level: 2,
    });
    expect(ok.status, ok.message).toBe(200);
    expect(await slotAt(1, 1)).toMatchObject({ capacity: 12, reorder_level: 2 });
    await post('/api/admin/slots/update', {
      location_id: s1.location_id,
      capacity: 10,
      reorder_level: 3,
    });
  });

  it('empties a slot into another slot of the product, or writes it off, with ledger rows; the slot is unassigned', async () => {
    const s2 = await slotAt(1, 2); // skuB x2
    const s3 = await slotAt(1, 3); // unassigned
    const s1 = await slotAt(1, 1); // skuA
    // the target must hold the same product or be empty
    await refusedUnchanged(
      t,
      'POST',
      '/api/admin/slots/empty',
      {
        location_id: s2.location_id,
        to_location_id: s1.location_id,
        idempotency_key: randomUUID(),
      },
      m2,
    );
    const key = randomUUID();
    const res = await post('/api/admin/slots/empty', {
      location_id: s2.location_id,
      to_location_id: s3.location_id,
      idempotency_key: key,
    });
    expect(res.status, res.message).toBe(200);
    expect(res.data).toMatchObject({ moved: 2, written_off: 0 });
    const rows = await db()
      .selectFrom('stock_ledger')
      .selectAll()
      .where('idempotency_key', 'like', `m${m2.id}:${key}:%`)
      .orderBy('location_id')
      .execute();
    expect(rows.map((r) => [r.location_id, r.delta, r.reason, r.ref])).toEqual(
      [
        [s2.location_id, -2, 'correction', `slot_move:${s2.location_id}`],
        [s3.location_id, 2, 'correction', `slot_move:${s2.location_id}`],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(await slotAt(1, 2)).toMatchObject({ sku_id: null, quantity: 0, state: 'unassigned' });
    expect(await slotAt(1, 3)).toMatchObject({ sku_id: skuB, quantity: 2 });
    // write-off
    const off = await post('/api/admin/slots/empty', {
      location_id: s3.location_id,
      idempotency_key: randomUUID(),
    });
    expect(off.data).toMatchObject({ moved: 0, written_off: 2 });
    const last = await db()
      .selectFrom('stock_ledger')
      .selectAll()
      .where('location_id', '=', s3.location_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({
      delta: -2,
      reason: 'stock_out',
      ref: `write_off:${s3.location_id}`,
    });
    expect(await slotAt(1, 3)).toMatchObject({ sku_id: null, quantity: 0 });

    // given another product, the slot's goods (cabinet detail, restock lines) are only that one:
    // the old product's row of 0 left by the write-off is not listed
    expect((await move('in', s3.location_id, skuA, 1)).status).toBe(200);
    const detail = await t.call('GET', '/api/admin/cabinet/detail', {
      as: m2,
      query: { cabinet_id: cabinetId },
    });
    expect(detail.status, detail.message).toBe(200);
    const slot = (
      detail.data as { slots: { location_id: number; goods: { sku_id: number }[] }[] }
    ).slots.find((x) => x.location_id === s3.location_id);
    expect(slot?.goods.map((g) => g.sku_id)).toEqual([skuA]);
    expect((await move('out', s3.location_id, skuA, 1)).status).toBe(200);
  });
});

describe('low-stock alerts', () => {
  it('a slot falling to its reorder level gets one open alert (and an event); rising above clears it', async () => {
    const socket = io(url, {
      path: SOCKET_PATH,
      auth: { token: m2.token, role: 'merchant' },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once(EVENTS.hello, () => resolve()));
    const events = collect<CabinetAlertPayload>(socket, EVENTS.cabinetAlert);
    const s = await slotAt(2, 1);
    expect(
      (await post('/api/admin/slots/assign', { location_id: s.location_id, sku_id: skuA })).status,
    ).toBe(200);
    expect((await move('in', s.location_id, skuA, 5)).status).toBe(200);
    expect(await alertsOf(s.location_id)).toHaveLength(0);
    expect((await move('out', s.location_id, skuA, 2)).status).toBe(200); // 3 = level
    expect((await move('out', s.location_id, skuA, 1)).status).toBe(200); // 2: still one alert
    const open = await alertsOf(s.location_id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ status: 0, kind: 'low', quantity: 2, reorder_level: 3 });
    const until = Date.now() + 5000;
    while (events.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(events[0]).toMatchObject({ location_id: s.location_id, status: 0, quantity: 3 });
    expect((await slotAt(2, 1)).state).toBe('low');
    // rising above the level clears it
    expect((await move('in', s.location_id, skuA, 4)).status).toBe(200);
    const cleared = await alertsOf(s.location_id);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatchObject({ status: 2 });
    expect(cleared[0]!.cleared_at).not.toBeNull();
    // falling again raises a new one
    expect((await move('out', s.location_id, skuA, 4)).status).toBe(200);
    expect((await alertsOf(s.location_id)).filter((a) => a.status === 0)).toHaveLength(1);
  });

  it('lists alerts, marks read, raises a restock for the slot (expected = capacity - quantity) once', async () => {
    const s = await slotAt(2, 1);
    const list = await t.call('GET', '/api/admin/alerts/list', { as: m2, query: { status: 0 } });
    expect(list.status, list.message).toBe(200);
    const alert = list.data.list.find(
      (a: { location_id: number }) => a.location_id === s.location_id,
    );
    expect(alert).toMatchObject({ goods_name: '矿泉水', quantity: 2, capacity: 10, status: 0 });
    expect((await post('/api/admin/alerts/read', { id: alert.id })).status).toBe(200);
    const raised = await post('/api/admin/alerts/restock', { id: alert.id });
    expect(raised.status, raised.message).toBe(200);
    const line = await db()
      .selectFrom('restock_lines')
      .selectAll()
      .where('record_id', '=', raised.data.restock_record_id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ location_id: s.location_id, sku_id: skuA, expected: 8 });
    const row = (await alertsOf(s.location_id)).find((a) => a.id === alert.id)!;
    expect(row).toMatchObject({ status: 1, restock_record_id: raised.data.restock_record_id });
    expect(row.read_at).not.toBeNull();
    // a second raise is refused and creates nothing
    await refusedUnchanged(t, 'POST', '/api/admin/alerts/restock', { id: alert.id }, m2);
    // another merchant cannot see it
    await refusedUnchanged(t, 'POST', '/api/admin/alerts/restock', { id: alert.id }, demo);
  });

  it('a cancelled sale returned above capacity is allowed and shows over', async () => {
    const s = await slotAt(2, 2);
    expect(
      (await post('/api/admin/slots/assign', { location_id: s.location_id, sku_id: skuB })).status,
    ).toBe(200);
    expect((await move('in', s.location_id, skuB, 10)).status).toBe(200);
    await db()
      .transaction()
      .execute((tx) =>
        moveStock(tx, {
          locationId: s.location_id,
          skuId: skuB,
          delta: 2,
          reason: 'release',
          ref: 'cabinet_order:0',
          operator: 'test',
          idempotencyKey: randomUUID(),
          now: t.clock.now(),
        }),
      );
    expect(await slotAt(2, 2)).toMatchObject({ quantity: 12, capacity: 10, state: 'over' });
  });
});

describe('summary', () => {
  it("counts today's paid sales, unpaid and expiring orders, low slots and open restocks", async () => {
    const now = t.clock.now();
    const order = (o: { status: number; amount: number; deadline: number; paid?: number }) =>
      db()
        .insertInto('cabinet_orders')
        .values({
          merchant_id: m2.id,
          cabinet_id: cabinetId,
          order_sn: `T${randomUUID().slice(0, 12)}`,
          client_key: randomUUID(),
          status: o.status,
          amount: o.amount,
          pay_deadline: o.deadline,
          paid_at: o.paid ?? null,
          cancelled_at: null,
          created_at: now,
        })
        .execute();
    await order({ status: 1, amount: 500, deadline: now, paid: now });
    await order({ status: 1, amount: 250, deadline: now, paid: now });
    await order({ status: 0, amount: 100, deadline: now + 60 });
    await order({ status: 0, amount: 100, deadline: now + 3600 });
    const res = await t.call('GET', '/api/admin/cabinet/summary', {
      as: m2,
      query: { cabinet_id: cabinetId },
    });
    expect(res.status, res.message).toBe(200);
    const low = (await grid()).slots.filter((s) => s.state === 'low' || s.state === 'empty');
    expect(res.data).toMatchObject({
      cabinet_id: cabinetId,
      sales_today: { count: 2, amount: 750 },
      unpaid_orders: 2,
      expiring_orders: 1,
      open_restocks: 1,
      low_stock: low.filter((s) => s.sku_id !== null).length,
    });
    expect(res.data.low_stock).toBeGreaterThan(0);
    // another merchant's cabinet: refused
    await refusedUnchanged(t, 'GET', '/api/admin/cabinet/summary', { cabinet_id: cabinetId }, demo);
  });
});

describe('terminals', () => {
  it('a kiosk reports itself after connect (upsert online) and is offline after it disconnects', async () => {
    const terminal = `kiosk-${randomUUID().slice(0, 8)}`;
    const socket = io(url, {
      path: SOCKET_PATH,
      auth: { token: m2.token, role: 'merchant', cabinet_id: cabinetId },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<HelloPayload>((resolve) => socket.once(EVENTS.hello, resolve));
    const hello = { cabinet_id: cabinetId, app_version: '1.2.3', terminal_id: terminal };
    socket.emit(CLIENT_EVENTS.terminalHello, hello);
    socket.emit(CLIENT_EVENTS.terminalHello, hello); // twice: still one row
    const find = () =>
      db()
        .selectFrom('cabinet_terminals')
        .selectAll()
        .where('merchant_id', '=', m2.id)
        .where('terminal_id', '=', terminal)
        .execute();
    let until = Date.now() + 5000;
    while ((await find()).length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const rows = await find();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      cabinet_id: cabinetId,
      app_version: '1.2.3',
      offline_since: null,
    });
    expect(rows[0]!.online_since).not.toBeNull();
    const list = await t.call('GET', '/api/admin/terminals/list', { as: m2 });
    expect(
      list.data.list.find((r: { terminal_id: string }) => r.terminal_id === terminal),
    ).toMatchObject({
      online: true,
      app_version: '1.2.3',
    });
    socket.close();
    until = Date.now() + 5000;
    while ((await find())[0]!.offline_since === null && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await find())[0]).toMatchObject({ online_since: null });
    expect((await find())[0]!.offline_since).not.toBeNull();
    // the demo merchant does not see merchant2's terminals
    const demoList = await t.call('GET', '/api/admin/terminals/list', { as: demo });
    expect(
      demoList.data.list.some((r: { terminal_id: string }) => r.terminal_id === terminal),
    ).toBe(false);
  });
});

describe('bad input', () => {
  it('is refused with the field named and changes nothing', async () => {
    const s = await slotAt(1, 1);
    const m = { as: m2, merchant: true };
    await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/slots/set-grid',
      valid: { cabinet_id: cabinetId, rows: 2, cols: 3 },
    });
    await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/slots/assign',
      valid: { location_id: s.location_id, sku_id: skuA },
    });
    await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/slots/update',
      valid: { location_id: s.location_id, capacity: 10, reorder_level: 3 },
      optional: ['capacity', 'reorder_level'],
    });
    await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/slots/empty',
      valid: { location_id: 999999, idempotency_key: randomUUID() },
      fixed: ['idempotency_key'],
    });
    await expectBadInputRefused(t, {
      ...m,
      method: 'POST',
      url: '/api/admin/alerts/restock',
      valid: { id: 999999 },
    });
  });
});
