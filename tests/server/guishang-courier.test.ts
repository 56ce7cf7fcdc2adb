/**
 * Couriers, restock work orders and abnormal handling (issue 18, part B): courier CRUD, the
 * courier's login on the terminal, the refusal matrix of a courier's session, work order lines
 * (empty slots included), booking slot by slot (once), capacity refusals naming the line,
 * shortfalls as abnormal records with the courier and the reason code, handling them once, and
 * bad input refused with the database unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBadInputRefused, type Actor, type TestServer } from './harness';
import { key, merchantServer, refusedUnchanged, stockQty } from './guishang-helpers';

let t: TestServer;
let demo: Actor;
let other: Actor;
let courier: Actor & { courierId: number };
const db = () => t.app.database.db;

const COURIER = {
  account: 'courier_t1',
  name: '李师傅',
  mobile: '13700001111',
  password: 'courier-pass1',
};

async function login(account: string, password: string) {
  return t.call('POST', '/api/admin/login', { body: { account, password } });
}

/** The slots of cabinet 2 with their assigned SKU. */
async function cabinet2Slots() {
  return db()
    .selectFrom('stock_locations')
    .select(['id', 'sku_id', 'capacity', 'slot_no'])
    .where('cabinet_id', '=', 2)
    .orderBy('slot_no')
    .execute();
}

async function setQty(locationId: number, skuId: number, target: number) {
  const now = await stockQty(t, locationId, skuId);
  if (now === target) return;
  const type = target > now ? 'in' : 'out';
  const res = await t.call('POST', `/api/admin/stock/${type}`, {
    as: demo,
    body: {
      location_id: locationId,
      sku_id: skuId,
      quantity: Math.abs(target - now),
      idempotency_key: key(),
    },
  });
  expect(res.status, res.message).toBe(200);
}

beforeAll(async () => {
  ({ t, demo, other } = await merchantServer());
});

afterAll(async () => {
  await t?.close();
});

describe('couriers', () => {
  it('the merchant creates, lists, edits its couriers; accounts are unique across merchants', async () => {
    const add = await t.call('POST', '/api/admin/courier/add', { as: demo, body: COURIER });
    expect(add.status, add.message).toBe(200);
    const list = await t.call('GET', '/api/admin/courier/list', { as: demo });
    // the seeded courier1 and this one
    expect(list.data.list).toEqual([
      expect.objectContaining({ account: 'courier1', name: '张师傅' }),
      expect.objectContaining({
        id: add.data.id,
        account: COURIER.account,
        name: '李师傅',
        status: 1,
      }),
    ]);
    expect((await t.call('GET', '/api/admin/courier/list', { as: other })).data.list).toEqual([]);
    // the same account again, a merchant's account, a short password: refused, nothing written
    for (const body of [
      COURIER,
      { ...COURIER, account: 'merchant' },
      { ...COURIER, account: 'courier_t2', password: 'short7x' },
    ]) {
      const msg = await refusedUnchanged(t, 'POST', '/api/admin/courier/add', body, demo);
      expect(msg).toMatch(/^(account|password):/);
    }
    const edit = await t.call('POST', '/api/admin/courier/edit', {
      as: demo,
      body: { id: add.data.id, name: '李师傅2', mobile: '' },
    });
    expect(edit.status, edit.message).toBe(200);
    await refusedUnchanged(
      t,
      'POST',
      '/api/admin/courier/edit',
      { id: add.data.id, name: '别人', mobile: '' },
      other,
    );
    const row = await db()
      .selectFrom('couriers')
      .selectAll()
      .where('id', '=', add.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '李师傅2', mobile: '' });
    await t.call('POST', '/api/admin/courier/edit', {
      as: demo,
      body: { id: add.data.id, name: COURIER.name, mobile: COURIER.mobile },
    });
  });

  it('a courier logs in on the terminal login with its role; disabling ends its sessions', async () => {
    const res = await login(COURIER.account, COURIER.password);
    expect(res.status, res.message).toBe(200);
    expect(res.data.merchant).toMatchObject({ role: 'courier', courier_name: COURIER.name });
    const c = await db()
      .selectFrom('couriers')
      .select('id')
      .where('account', '=', COURIER.account)
      .executeTakeFirstOrThrow();
    courier = { id: demo.id, token: res.data.token as string, courierId: c.id };
    const token = await db()
      .selectFrom('merchant_tokens')
      .select(['courier_id', 'merchant_id'])
      .where('courier_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(token.merchant_id).toBe(demo.id);
    const info = await t.call('GET', '/api/admin/info', { as: courier });
    expect(info.data.data).toMatchObject({ role: 'courier', courier_id: c.id });
    const mine = await t.call('GET', '/api/admin/info', { as: demo });
    expect(mine.data.data).toMatchObject({ role: 'merchant' });
    // a wrong password answers the merchant's refusal
    expect((await login(COURIER.account, 'wrong-password')).status).toBe(422);

    // disabled: the session is refused and no new login works; enabled again: logs in again
    const off = await t.call('POST', '/api/admin/courier/status', {
      as: demo,
      body: { id: c.id, status: 0 },
    });
    expect(off.status).toBe(200);
    expect((await t.call('GET', '/api/admin/info', { as: courier })).status).toBe(401);
    expect((await login(COURIER.account, COURIER.password)).status).toBe(422);
    await t.call('POST', '/api/admin/courier/status', { as: demo, body: { id: c.id, status: 1 } });
    // a password reset ends the sessions too
    const again = await login(COURIER.account, COURIER.password);
    expect(again.status).toBe(200);
    const reset = await t.call('POST', '/api/admin/courier/password', {
      as: demo,
      body: { id: c.id, password: 'new-password-9' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await t.call('GET', '/api/admin/info', { as: { id: demo.id, token: again.data.token } }))
        .status,
    ).toBe(401);
    const fresh = await login(COURIER.account, 'new-password-9');
    expect(fresh.status).toBe(200);
    courier = { id: demo.id, token: fresh.data.token as string, courierId: c.id };
  });

  it('refuses a courier session (403) on every merchant-only route', async () => {
    const s = (await cabinet2Slots())[0]!;
    const refused: [string, string, Record<string, unknown>][] = [
      ['GET', '/api/admin/money/info', {}],
      ['GET', '/api/admin/money/log', {}],
      ['POST', '/api/admin/guizi/goods/edit', { id: 1, name: 'x' }],
      [
        'POST',
        '/api/admin/stock/out',
        { location_id: s.id, sku_id: s.sku_id!, quantity: 1, idempotency_key: key() },
      ],
      ['GET', '/api/admin/courier/list', {}],
      ['POST', '/api/admin/courier/add', { ...COURIER, account: 'courier_x' }],
      ['POST', '/api/admin/courier/status', { id: courier.courierId, status: 0 }],
      ['POST', '/api/admin/bh/create', { cabinet_id: 2 }],
      ['GET', '/api/admin/bh/list', {}],
      ['GET', '/api/admin/log/abnormal', {}],
      ['POST', '/api/admin/log/abnormal/handle', { id: 1, status: 1 }],
      ['GET', '/api/admin/cabinet/list', {}],
    ];
    const before = await t.snapshot(['merchant_tokens']);
    for (const [method, url, input] of refused) {
      const res = await t.call(method, url, {
        as: courier,
        query: method === 'GET' ? (input as Record<string, string>) : undefined,
        body: method === 'POST' ? (input as Record<string, string>) : undefined,
      });
      expect(res.status, url).toBe(403);
      expect(res.message).toBeTruthy();
    }
    expect(await t.snapshot(['merchant_tokens'])).toBe(before);
    // allowed: its session, its work orders
    expect((await t.call('GET', '/api/admin/info', { as: courier })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/bh/orders', { as: courier })).status).toBe(200);
  });
});

describe('work orders', () => {
  let orderId: number;
  let slots: Awaited<ReturnType<typeof cabinet2Slots>>;

  it('lines for every assigned slot, empty ones included, expected = capacity - quantity', async () => {
    slots = await cabinet2Slots();
    // slot 1 empty, slot 2 full (no line), slot 3 at 15, the rest at 10
    await setQty(slots[0]!.id, slots[0]!.sku_id!, 0);
    await setQty(slots[1]!.id, slots[1]!.sku_id!, 20);
    await setQty(slots[2]!.id, slots[2]!.sku_id!, 15);
    for (const s of slots.slice(3)) await setQty(s.id, s.sku_id!, 10);
    // issue 23: the courier serves cabinet 2 (an operator's assignment; courier-cabinets.test.ts)
    await db()
      .insertInto('courier_cabinets')
      .values({ courier_id: courier.courierId, cabinet_id: 2, created_at: t.clock.now() })
      .execute();
    const due = t.clock.now() + 3600;
    const create = await t.call('POST', '/api/admin/bh/create', {
      as: demo,
      body: { cabinet_id: 2, courier_id: courier.courierId, due_at: due },
    });
    expect(create.status, create.message).toBe(200);
    orderId = create.data.id;
    const detail = await t.call('GET', '/api/admin/bh/detail', {
      as: courier,
      query: { id: orderId },
    });
    expect(detail.status, detail.message).toBe(200);
    expect(detail.data).toMatchObject({
      courier_id: courier.courierId,
      courier_name: COURIER.name,
      due_at: due,
      overdue: false,
      lines_total: 5,
      lines_done: 0,
    });
    const bySlot = new Map(
      (detail.data.lines as { location_id: number; expected: number }[]).map((l) => [
        l.location_id,
        l.expected,
      ]),
    );
    expect(bySlot.get(slots[0]!.id)).toBe(20);
    expect(bySlot.has(slots[1]!.id)).toBe(false);
    expect(bySlot.get(slots[2]!.id)).toBe(5);
    // the courier's list shows it; another merchant's courier or merchant cannot open it
    const mine = await t.call('GET', '/api/admin/bh/orders', {
      as: courier,
      query: { status: 0 },
    });
    expect(mine.data.list.map((o: { id: number }) => o.id)).toContain(orderId);
    // the detail of the cabinet it restocks, not of another
    const cab2 = await t.call('GET', '/api/admin/cabinet/detail', {
      as: courier,
      query: { cabinet_id: 2 },
    });
    expect(cab2.status, cab2.message).toBe(200);
    const cab1 = await t.call('GET', '/api/admin/cabinet/detail', {
      as: courier,
      query: { cabinet_id: 1 },
    });
    expect(cab1.status).toBe(403);
    const foreign = await t.call('GET', '/api/admin/bh/detail', {
      as: other,
      query: { id: orderId },
    });
    expect(foreign.status).toBe(422);
  });

  it('books a line once, under the courier name; a repeat books nothing', async () => {
    const detail = await t.call('GET', '/api/admin/bh/detail', {
      as: courier,
      query: { id: orderId },
    });
    const line = detail.data.lines.find(
      (l: { location_id: number }) => l.location_id === slots[0]!.id,
    );
    const body = { id: orderId, line_id: line.id, put_in: 20, photo: '/uploads/proof.png' };
    const done = await t.call('POST', '/api/admin/bh/line', { as: courier, body });
    expect(done.status, done.message).toBe(200);
    expect(done.data).toMatchObject({ replayed: false, abnormal: false, lines_done: 1 });
    expect(done.data.line).toMatchObject({ put_in: 20, photo: '/uploads/proof.png' });
    expect(await stockQty(t, slots[0]!.id, slots[0]!.sku_id!)).toBe(20);
    const ledger = await db()
      .selectFrom('stock_ledger')
      .selectAll()
      .where('ref', '=', `bh:${orderId}`)
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ reason: 'restock', operator: COURIER.name, delta: 20 });
    const before = await t.snapshot();
    const again = await t.call('POST', '/api/admin/bh/line', { as: courier, body });
    expect(again.status).toBe(200);
    expect(again.data.replayed).toBe(true);
    expect(await t.snapshot()).toBe(before);
    // terminal moves of the merchant name the merchant
    await setQty(slots[3]!.id, slots[3]!.sku_id!, 11);
    const last = await db()
      .selectFrom('stock_ledger')
      .select('operator')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.operator).toBe('演示柜商');
  });

  it('a line over the slot room is refused naming the slot, the goods and what fits', async () => {
    const detail = await t.call('GET', '/api/admin/bh/detail', {
      as: courier,
      query: { id: orderId },
    });
    // slot 4 now holds 11 (expected 10): only 9 fit
    const line = detail.data.lines.find(
      (l: { location_id: number }) => l.location_id === slots[3]!.id,
    );
    expect(line.room).toBe(9);
    const msg = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/bh/line',
      { id: orderId, line_id: line.id, put_in: 10 },
      courier,
    );
    expect(msg).toContain(`${slots[3]!.slot_no}`);
    expect(msg).toContain(line.goods_name);
    expect(msg).toContain('9');
    // a shortfall without a reason code is refused naming the field
    const noReason = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/bh/line',
      { id: orderId, line_id: line.id, put_in: 7 },
      courier,
    );
    expect(noReason).toMatch(/^reason_code:/);
  });

  it('a shortfall becomes an abnormal record with the courier and the reason code', async () => {
    const detail = await t.call('GET', '/api/admin/bh/detail', {
      as: courier,
      query: { id: orderId },
    });
    const line = detail.data.lines.find(
      (l: { location_id: number }) => l.location_id === slots[3]!.id,
    );
    const res = await t.call('POST', '/api/admin/bh/line', {
      as: courier,
      body: { id: orderId, line_id: line.id, put_in: 7, reason_code: 'damaged' },
    });
    expect(res.status, res.message).toBe(200);
    expect(res.data.abnormal).toBe(true);
    const list = await t.call('GET', '/api/admin/log/abnormal', { as: demo, query: { status: 0 } });
    expect(list.data.list[0]).toMatchObject({
      restock_record_id: orderId,
      expected: 10,
      put_in: 7,
      shortfall: 3,
      reason_code: 'damaged',
      reason: '',
      courier_id: courier.courierId,
      courier_name: COURIER.name,
      status: 0,
    });
  });

  it('finishing books the remaining lines; a capacity refusal names the line', async () => {
    const detail = await t.call('GET', '/api/admin/bh/detail', {
      as: courier,
      query: { id: orderId },
    });
    const open = detail.data.lines.filter((l: { done_at: number | null }) => l.done_at === null);
    expect(open).toHaveLength(3);
    // slot 3 gets 3 more from the merchant: its line (expected 5) no longer fits
    const s3 = open.find((l: { location_id: number }) => l.location_id === slots[2]!.id);
    await setQty(slots[2]!.id, slots[2]!.sku_id!, 18);
    const lines = open.map((l: { id: number; expected: number }) => ({
      line_id: l.id,
      put_in: l.expected,
    }));
    const before = await t.snapshot();
    const refused = await t.call('POST', '/api/admin/bh/finish', {
      as: courier,
      json: true,
      body: { id: orderId, lines },
    });
    expect(refused.status).toBe(422);
    expect(refused.message).toContain(s3.goods_name);
    expect(refused.message).toContain('2');
    expect(await t.snapshot()).toBe(before);
    const ok = await t.call('POST', '/api/admin/bh/finish', {
      as: courier,
      json: true,
      body: {
        id: orderId,
        lines: lines.map((l: { line_id: number; put_in: number }) =>
          l.line_id === s3.id ? { ...l, put_in: 2, reason_code: 'expired' } : l,
        ),
      },
    });
    expect(ok.status, ok.message).toBe(200);
    expect(ok.data.abnormal).toBe(1);
    expect(await stockQty(t, slots[2]!.id, slots[2]!.sku_id!)).toBe(20);
    const rec = await db()
      .selectFrom('restock_records')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(rec.status).toBe(1);
    const ledger = await db()
      .selectFrom('stock_ledger')
      .select(['operator'])
      .where('ref', '=', `bh:${orderId}`)
      .execute();
    expect(ledger.every((l) => l.operator === COURIER.name)).toBe(true);
    // a line after the finish books nothing
    const late = await t.call('POST', '/api/admin/bh/finish', {
      as: courier,
      json: true,
      body: { id: orderId, lines: [] },
    });
    expect(late.status).toBe(422);
  });

  it('assigns an open work order to a courier; a merchant restock still works with lines', async () => {
    const s = slots[0]!;
    await setQty(s.id, s.sku_id!, 10);
    const create = await t.call('POST', '/api/admin/bh/create', {
      as: demo,
      json: true,
      body: { cabinet_id: 2, lines: [{ location_id: s.id, sku_id: s.sku_id, expected: 4 }] },
    });
    expect(create.status, create.message).toBe(200);
    const hidden = await t.call('GET', '/api/admin/bh/detail', {
      as: courier,
      query: { id: create.data.id },
    });
    expect(hidden.status).toBe(422);
    const assign = await t.call('POST', '/api/admin/bh/assign', {
      as: demo,
      body: { id: create.data.id, courier_id: courier.courierId, due_at: t.clock.now() - 60 },
    });
    expect(assign.status, assign.message).toBe(200);
    const mine = await t.call('GET', '/api/admin/bh/orders', { as: courier, query: { status: 0 } });
    const o = mine.data.list.find((x: { id: number }) => x.id === create.data.id);
    expect(o).toMatchObject({ overdue: true, courier_name: COURIER.name });
    // another merchant's courier id: refused naming the field
    const msg = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/bh/assign',
      { id: create.data.id, courier_id: 999999 },
      demo,
    );
    expect(msg).toMatch(/^courier_id:/);
  });
});

describe('abnormal records', () => {
  it('open → resolved | compensated once, by the merchant, with a note for compensated', async () => {
    const open = await t.call('GET', '/api/admin/log/abnormal', { as: demo, query: { status: 0 } });
    expect(open.data.total).toBeGreaterThanOrEqual(2);
    const [a, b] = open.data.list as { id: number }[];
    const noNote = await refusedUnchanged(
      t,
      'POST',
      '/api/admin/log/abnormal/handle',
      { id: a!.id, status: 2 },
      demo,
    );
    expect(noNote).toMatch(/^note:/);
    await refusedUnchanged(
      t,
      'POST',
      '/api/admin/log/abnormal/handle',
      { id: a!.id, status: 1 },
      other,
    );
    const res = await t.call('POST', '/api/admin/log/abnormal/handle', {
      as: demo,
      body: { id: a!.id, status: 2, note: '赔付20元' },
    });
    expect(res.status, res.message).toBe(200);
    await refusedUnchanged(
      t,
      'POST',
      '/api/admin/log/abnormal/handle',
      { id: a!.id, status: 1 },
      demo,
    );
    const resolved = await t.call('POST', '/api/admin/log/abnormal/handle', {
      as: demo,
      body: { id: b!.id, status: 1 },
    });
    expect(resolved.status).toBe(200);
    const done = await t.call('GET', '/api/admin/log/abnormal', { as: demo, query: { status: 2 } });
    expect(done.data.list[0]).toMatchObject({
      id: a!.id,
      status: 2,
      handled_by: '演示柜商',
      note: '赔付20元',
    });
    expect(Math.abs(done.data.list[0].handled_at - t.clock.now())).toBeLessThan(5);
  });
});

describe('bad input', () => {
  it('refuses bad input on the courier routes, database unchanged', async () => {
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/admin/courier/add',
      as: demo,
      merchant: true,
      // a taken account: every variant that passes the schema is still refused
      valid: { account: COURIER.account, name: '王', mobile: '13700002222', password: 'abcdefgh1' },
      fixed: ['account'],
      optional: ['mobile'],
    });
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/admin/log/abnormal/handle',
      as: demo,
      merchant: true,
      valid: { id: 999999, status: 1, note: 'x' },
      optional: ['note'],
    });
    await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/admin/bh/line',
      as: courier,
      merchant: true,
      valid: { id: 999999, line_id: 1, put_in: 1, reason_code: 'other' },
      optional: ['reason_code'],
    });
  });
});
