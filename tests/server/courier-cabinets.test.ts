/**
 * Issue 23 (couriers, cabinets): a courier's session lists, opens and restocks only the
 * cabinets an operator assigned to it (`courier_cabinets`): its cabinets, its work orders,
 * their detail, a line done, the finish and the cabinet detail; another cabinet's work order
 * answers as not found (422) and its cabinet detail 403, the database unchanged; the merchant
 * cannot give it a work order at a cabinet it does not serve; an operator's reassignment applies
 * to the next request; a courier without cabinets gets an empty list. SQLite, or PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, TestServer } from './harness';
import { DEMO_PASSWORD, merchantServer, refusedUnchanged, stockQty } from './guishang-helpers';
import { opsActor } from './ops-helpers';

let t: TestServer;
let demo: Actor;
let operations: Actor;
let courier: Actor & { courierId: number };
const db = () => t.app.database.db;

interface Line {
  id: number;
  location_id: number;
  sku_id: number;
  expected: number;
}

async function assign(cabinetIds: number[]) {
  const res = await t.call('POST', '/api/ops/merchants/couriers/cabinets', {
    as: operations,
    body: { id: courier.courierId, cabinet_ids: cabinetIds.join(',') },
  });
  expect(res.code, res.message).toBe(200);
}

const asCourier = (url: string, query: Record<string, string | number> = {}) =>
  t.call('GET', url, { as: courier, query });

async function myCabinets(): Promise<number[]> {
  const res = await asCourier('/api/admin/courier/cabinets');
  expect(res.status, res.message).toBe(200);
  return (res.data.list as { id: number }[]).map((c) => c.id);
}

async function myOrders(): Promise<{ id: number; cabinet_id: number }[]> {
  const res = await asCourier('/api/admin/bh/orders', { status: 0, limit: 20 });
  expect(res.status, res.message).toBe(200);
  return res.data.list as { id: number; cabinet_id: number }[];
}

/** A work order at a cabinet for the courier (a line for every assigned slot not full). */
async function workOrderAt(cabinetId: number): Promise<number> {
  const res = await t.call('POST', '/api/admin/bh/create', {
    as: demo,
    body: { cabinet_id: cabinetId, courier_id: courier.courierId },
  });
  expect(res.status, res.message).toBe(200);
  return res.data.id as number;
}

let wo1: number;
let wo2: number;

beforeAll(async () => {
  ({ t, demo } = await merchantServer());
  operations = await opsActor(t, 'operations');
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
  // work orders at cabinets 1 and 2 while it serves both (the seed's assignment)
  await assign([1, 2]);
  wo1 = await workOrderAt(1);
  wo2 = await workOrderAt(2);
});

afterAll(async () => {
  await t?.close();
});

describe('a courier serves only its cabinets', () => {
  it('lists, opens and restocks an assigned cabinet', async () => {
    await assign([1]);
    expect(await myCabinets()).toEqual([1]);
    const orders = await myOrders();
    expect(orders.map((o) => o.cabinet_id).every((c) => c === 1)).toBe(true);
    expect(orders.map((o) => o.id)).toContain(wo1);
    const detail = await asCourier('/api/admin/bh/detail', { id: wo1 });
    expect(detail.status, detail.message).toBe(200);
    expect((await asCourier('/api/admin/cabinet/detail', { cabinet_id: 1 })).status).toBe(200);
    const line = (detail.data.lines as Line[])[0]!;
    const before = await stockQty(t, line.location_id, line.sku_id);
    const done = await t.call('POST', '/api/admin/bh/line', {
      as: courier,
      body: { id: wo1, line_id: line.id, put_in: 1, reason_code: 'shortfall' },
    });
    expect(done.status, done.message).toBe(200);
    expect(await stockQty(t, line.location_id, line.sku_id)).toBe(before + 1);
  });

  it("refuses an unassigned cabinet's work orders and detail, the database unchanged", async () => {
    expect((await myOrders()).map((o) => o.id)).not.toContain(wo2);
    const lines = await db()
      .selectFrom('restock_lines')
      .select(['id', 'expected'])
      .where('record_id', '=', wo2)
      .orderBy('id')
      .execute();
    const line = lines[0]!;
    const msg = await refusedUnchanged(t, 'GET', '/api/admin/bh/detail', { id: wo2 }, courier);
    expect(msg).toMatch(/^id: /);
    await refusedUnchanged(
      t,
      'POST',
      '/api/admin/bh/line',
      { id: wo2, line_id: line.id, put_in: line.expected },
      courier,
    );
    await refusedUnchanged(
      t,
      'POST',
      '/api/admin/bh/finish',
      {
        id: wo2,
        lines: JSON.stringify(lines.map((l) => ({ line_id: l.id, put_in: l.expected }))),
      },
      courier,
    );
    const before = await t.snapshot();
    const cab = await asCourier('/api/admin/cabinet/detail', { cabinet_id: 2 });
    expect(cab.status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });

  it('the merchant cannot give it a work order at a cabinet it does not serve', async () => {
    const msg = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/bh/create',
      { cabinet_id: 2, courier_id: courier.courierId },
      demo,
    );
    expect(msg).toMatch(/^courier_id: /);
    // wo2 is at cabinet 2: reassigning it to the courier is refused too
    await refusedUnchanged(
      t,
      'POST',
      '/api/admin/bh/assign',
      { id: wo2, courier_id: courier.courierId },
      demo,
    );
  });

  it("an operator's reassignment takes effect on the next request", async () => {
    await assign([2]);
    expect(await myCabinets()).toEqual([2]);
    expect((await myOrders()).map((o) => o.id)).toEqual([wo2]);
    expect((await asCourier('/api/admin/bh/detail', { id: wo2 })).status).toBe(200);
    expect((await asCourier('/api/admin/bh/detail', { id: wo1 })).status).toBe(422);
    expect((await asCourier('/api/admin/cabinet/detail', { cabinet_id: 2 })).status).toBe(200);
    expect((await asCourier('/api/admin/cabinet/detail', { cabinet_id: 1 })).status).toBe(403);
    const detail = await asCourier('/api/admin/bh/detail', { id: wo2 });
    const lines = detail.data.lines as Line[];
    const finish = await t.call('POST', '/api/admin/bh/finish', {
      as: courier,
      body: {
        id: wo2,
        lines: JSON.stringify(lines.map((l) => ({ line_id: l.id, put_in: l.expected }))),
      },
    });
    expect(finish.status, finish.message).toBe(200);
  });

  it('a courier without cabinets gets empty lists; the merchant sees all its cabinets', async () => {
    await assign([]);
    expect(await myCabinets()).toEqual([]);
    expect(await myOrders()).toEqual([]);
    const mine = await t.call('GET', '/api/admin/courier/cabinets', { as: demo });
    expect(mine.status, mine.message).toBe(200);
    const own = await db()
      .selectFrom('cabinets')
      .select('id')
      .where('merchant_id', '=', demo.id)
      .orderBy('id')
      .execute();
    expect((mine.data.list as { id: number }[]).map((c) => c.id)).toEqual(own.map((c) => c.id));
  });
});
