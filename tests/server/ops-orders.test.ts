/**
 * The operator console's orders area (issue 20, part ORDERS): the search (each filter, paging,
 * sorting), an order's detail, shipping an order of a platform seller (the buyer sees it
 * shipped with its logistics), refusing a merchant's order, cancelling an unpaid order (stock
 * back), refusing a paid one, remarks, the CSV export, exactly once under concurrent calls,
 * the permissions, bad input (422 naming the field, nothing changed), the audit rows. SQLite,
 * or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../src/shared/contract/envelope';
import type {
  OpsOrderDetail,
  OpsOrderRemark,
  OpsOrderRow,
  OpsOrderSeller,
} from '../../src/shared/contract/ops-orders';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import {
  buyBody,
  buyer,
  buyOk,
  freshSkus,
  merchantOf,
  orderRow,
  PAY_PASSWORD,
  setPayPassword,
  stockOf,
  type Sku,
} from './order-helpers';

let t: TestServer;
let ops: Actor;
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await startTestServer();
  ops = await opsActor(t, 'operations');
});
afterAll(() => t.close());

/** A platform seller's SKU (its seller has no merchant). */
async function platformSku(offset: number): Promise<Sku> {
  const [s] = await freshSkus(t, { stock: 20, offset });
  await db()
    .updateTable('sellers')
    .set({ merchant_id: null })
    .where('id', '=', s!.seller_id)
    .execute();
  return s!;
}

async function placed(s: Sku, num = 1) {
  const u = await buyer(t);
  const r = await buyOk(t, u, buyBody(s, num));
  return { u, id: r.order_ids[0]!, trade: r.trade_no, amount: r.pay_amount };
}

async function paid(s: Sku, num = 1) {
  const o = await placed(s, num);
  await setPayPassword(t, o.u.id, o.amount);
  const res = await t.call('POST', '/api/pay/pay', {
    as: o.u,
    body: { trade_no: o.trade, method: 'balance', pay_password: PAY_PASSWORD },
  });
  expect(res.code, res.message).toBe(200);
  return o;
}

const list = (query: Record<string, unknown>, as: Actor = ops) =>
  t.call<ListData<OpsOrderRow>>('GET', '/api/ops/orders', { as, query });
const detail = (id: number, as: Actor = ops) =>
  t.call<OpsOrderDetail>('GET', '/api/ops/orders/detail', { as, query: { id } });
const ship = (id: number, as: Actor = ops, no = 'SF1234567890') =>
  t.call<OpsOrderDetail>('POST', '/api/ops/orders/ship', {
    as,
    body: { id, express_company: 'sf', express_no: no },
  });
const cancel = (id: number, as: Actor = ops) =>
  t.call<OpsOrderDetail>('POST', '/api/ops/orders/cancel', { as, body: { id } });

async function auditRows(action: string, objectId: number | string) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('object_id', '=', String(objectId))
    .execute();
}

describe('ops orders: search', () => {
  it('filters by number (exact and prefix), mobile, status, dates, seller; pages and sorts', async () => {
    const s = await platformSku(0);
    const a = await placed(s, 1);
    const b = await paid(s, 2);
    const rowA = await orderRow(t, a.id);
    const rowB = await orderRow(t, b.id);

    const bySn = await list({ order_sn: rowA.order_sn });
    expect(bySn.status, bySn.message).toBe(200);
    expect(bySn.data.list.map((r) => r.id)).toEqual([a.id]);
    const prefix = await list({ order_sn: rowA.order_sn.slice(0, 6), limit: 100 });
    expect(prefix.data.list.map((r) => r.id)).toContain(a.id);

    const mobileA = a.u.mobile!;
    const byMobile = await list({ mobile: mobileA });
    expect(byMobile.data.list.map((r) => r.id)).toEqual([a.id]);
    const row = byMobile.data.list[0]!;
    expect(row.buyer.mobile).toBe(`${mobileA.slice(0, 3)}****${mobileA.slice(7)}`);
    expect(row.seller).toMatchObject({ id: s.seller_id, platform: true });
    expect(row.items).toEqual([{ title: s.title, quantity: 1 }]);
    expect(row).toMatchObject({ order_sn: rowA.order_sn, status: 0, pay_amount: rowA.pay_amount });
    expect(row.paid_at).toBeNull();

    const byMobilePrefix = await list({ mobile: mobileA.slice(0, 7), limit: 100 });
    expect(byMobilePrefix.data.list.map((r) => r.id)).toContain(a.id);

    const paidOnly = await list({ status: '1', seller_id: s.seller_id, limit: 100 });
    expect(paidOnly.data.list.map((r) => r.id)).toContain(b.id);
    expect(paidOnly.data.list.every((r) => r.status === 1)).toBe(true);
    expect(paidOnly.data.list.map((r) => r.id)).not.toContain(a.id);

    const bySeller = await list({ seller_id: s.seller_id, limit: 100 });
    expect(bySeller.data.list.every((r) => r.seller.id === s.seller_id)).toBe(true);
    expect(bySeller.data.list.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    // dates: [from, to)
    const inRange = await list({ from: rowB.created_at, to: rowB.created_at + 1, limit: 100 });
    expect(inRange.data.list.map((r) => r.id)).toContain(b.id);
    const after = await list({ from: rowB.created_at + 1, limit: 100 });
    expect(after.data.list.map((r) => r.id)).not.toContain(b.id);
    const before = await list({ to: rowB.created_at, limit: 100 });
    expect(before.data.list.map((r) => r.id)).not.toContain(b.id);

    // paging: total counts all, a page holds `limit`; newest first by default
    const page1 = await list({ limit: 1 });
    expect(page1.data.list).toHaveLength(1);
    expect(page1.data.total).toBeGreaterThanOrEqual(2);
    const all = await list({ limit: 100 });
    const created = all.data.list.map((r) => r.created_at);
    expect(created).toEqual([...created].sort((x, y) => y - x));
    const byAmount = await list({ limit: 100, sort: 'amount_desc' });
    const amounts = byAmount.data.list.map((r) => r.pay_amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    const byAmountAsc = await list({ limit: 100, sort: 'amount_asc' });
    const asc = byAmountAsc.data.list.map((r) => r.pay_amount);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));

    const sellers = await t.call<OpsOrderSeller[]>('GET', '/api/ops/orders/sellers', { as: ops });
    expect(sellers.data).toContainEqual(
      expect.objectContaining({ id: s.seller_id, platform: true }),
    );
  });

  it('answers 403 for a moderator, 422 naming the field for bad filters', async () => {
    const mod = await opsActor(t, 'moderator');
    const res = await list({}, mod);
    expect([res.status, res.code]).toEqual([403, 403]);
    expect(res.data).toMatchObject({ reason: 'permission', permission: 'orders.read' });
    const service = await opsActor(t, 'service');
    expect((await list({}, service)).status).toBe(200);
    for (const [field, value] of [
      ['status', '9'],
      ['order_sn', 'a%b'],
      ['mobile', '138x'],
      ['sort', 'random'],
      ['limit', '1000'],
      ['from', '-1'],
    ] as const) {
      const bad = await list({ [field]: value });
      expect(bad.status, `${field}=${value}`).toBe(422);
      expect(bad.message.startsWith(`${field}: `), bad.message).toBe(true);
    }
  });
});

describe('ops orders: detail', () => {
  it('has items, amounts, buyer and address, payments, timeline, after-sales, remarks', async () => {
    const s = await platformSku(1);
    const o = await paid(s, 2);
    const res = await detail(o.id);
    expect(res.status, res.message).toBe(200);
    const d = res.data;
    expect(d.order.id).toBe(o.id);
    expect(d.order.lines).toEqual([
      expect.objectContaining({
        goods_id: s.goods_id,
        sku_id: s.sku_id,
        quantity: 2,
        price: s.price,
      }),
    ]);
    expect(d.order.goods_amount).toBe(s.price * 2);
    expect(d.order.pay_amount).toBe(o.amount);
    expect(d.order.address).toMatchObject({ name: '张三', city: '杭州市' });
    expect(d.buyer).toMatchObject({ id: o.u.id });
    expect(d.buyer.mobile).toContain('****');
    expect(d.payments).toEqual([
      expect.objectContaining({ trade_no: o.trade, status: 'paid', method: 'balance' }),
    ]);
    expect(d.order.timeline.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['created', 'paid']),
    );
    expect(d.logistics).toBeNull();
    expect(d.after_sales).toEqual([]);
    expect(d.remarks).toEqual([]);
    expect(d.can_ship).toBe(true);
    expect(d.can_cancel).toBe(false);
    const missing = await detail(99_999_999);
    expect(missing.status).toBe(422);
  });
});

describe('ops orders: ship', () => {
  it('ships a paid order of a platform seller: the buyer sees it shipped with logistics; audited', async () => {
    const s = await platformSku(2);
    const o = await paid(s);
    const res = await ship(o.id);
    expect(res.status, res.message).toBe(200);
    expect(res.data.order.status).toBe(2);
    expect(res.data.logistics).toMatchObject({ company: 'sf', number: 'SF1234567890' });
    expect(res.data.logistics!.events.length).toBeGreaterThan(0);
    expect(res.data.order.timeline.map((e) => e.kind)).toContain('shipped');

    const info = await t.call('GET', '/api/user/order_info', {
      as: o.u,
      query: { order_id: o.id },
    });
    expect(info.code, info.message).toBe(200);
    expect(info.data.status).toBe(2);
    expect(info.data.express).toEqual({ company: 'sf', number: 'SF1234567890' });
    const logistics = await t.call('GET', '/api/user/order_logistics', {
      as: o.u,
      query: { order_id: o.id },
    });
    expect(logistics.code, logistics.message).toBe(200);
    expect(logistics.data).toMatchObject({ company: 'sf', number: 'SF1234567890' });

    const rows = await auditRows('orders.ship', o.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_id: ops.id, object_type: 'order' });
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ status: 1 });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({
      status: 2,
      express_company: 'sf',
      express_no: 'SF1234567890',
    });

    // shipped already: refused, nothing more recorded
    const again = await ship(o.id);
    expect(again.status).toBe(422);
    expect(await auditRows('orders.ship', o.id)).toHaveLength(1);
  });

  it("refuses a merchant's order and an unpaid order, with a reason; nothing changes", async () => {
    const [s] = await freshSkus(t, { stock: 20, offset: 3 });
    const o = await paid(s!);
    await merchantOf(t, s!.seller_id);
    const before = await t.snapshot();
    const res = await ship(o.id);
    expect(res.status).toBe(422);
    expect(res.message).toMatch(/商家/);
    expect(await t.snapshot()).toBe(before);

    const p = await platformSku(4);
    const unpaid = await placed(p);
    const res2 = await ship(unpaid.id);
    expect(res2.status).toBe(422);
    expect((await orderRow(t, unpaid.id)).status).toBe(0);
    expect(await auditRows('orders.ship', unpaid.id)).toHaveLength(0);
  });

  it('ships exactly once under two concurrent calls', async () => {
    const s = await platformSku(5);
    const o = await paid(s);
    const [a, b] = await Promise.all([
      ship(o.id, ops, 'SF0000000001'),
      ship(o.id, ops, 'SF0000000002'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect(await auditRows('orders.ship', o.id)).toHaveLength(1);
    const events = await db()
      .selectFrom('order_events')
      .select('kind')
      .where('order_id', '=', o.id)
      .where('kind', '=', 'shipped')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('refuses a finance or service operator (403) and bad input (422 naming the field, nothing changed)', async () => {
    const s = await platformSku(6);
    const o = await paid(s);
    for (const role of ['service', 'finance', 'moderator'] as const) {
      const res = await ship(o.id, await opsActor(t, role));
      expect([role, res.status]).toEqual([role, 403]);
    }
    const before = await t.snapshot();
    for (const [field, value] of [
      ['express_company', 'dhl'],
      ['express_no', 'x'],
      ['express_no', 'SF 12 34'],
      ['id', 'abc'],
    ] as const) {
      const res = await t.call('POST', '/api/ops/orders/ship', {
        as: ops,
        body: { id: o.id, express_company: 'sf', express_no: 'SF1234567890', [field]: value },
      });
      expect(res.status, `${field}=${value}`).toBe(422);
      expect(res.message.startsWith(`${field}: `), res.message).toBe(true);
    }
    expect(await t.snapshot()).toBe(before);
    expect((await orderRow(t, o.id)).status).toBe(1);
  });
});

describe('ops orders: cancel', () => {
  it('cancels an unpaid order: closed, stock back, audited; a paid order is refused', async () => {
    const s = await platformSku(7);
    const stock0 = await stockOf(t, s.sku_id);
    const o = await placed(s, 3);
    expect(await stockOf(t, s.sku_id)).toBe(stock0 - 3);
    const res = await cancel(o.id);
    expect(res.status, res.message).toBe(200);
    expect(res.data.order.status).toBe(5);
    expect(await stockOf(t, s.sku_id)).toBe(stock0);
    const rows = await auditRows('orders.cancel', o.id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ status: 0 });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ status: 5 });
    const info = await t.call('GET', '/api/user/order_info', {
      as: o.u,
      query: { order_id: o.id },
    });
    expect(info.data.status).toBe(5);

    const p = await paid(s);
    const before = await t.snapshot();
    const refused = await cancel(p.id);
    expect(refused.status).toBe(422);
    expect(await t.snapshot()).toBe(before);
  });

  it('cancels exactly once under two concurrent calls (stock back once)', async () => {
    const s = await platformSku(8);
    const stock0 = await stockOf(t, s.sku_id);
    const o = await placed(s, 2);
    const [a, b] = await Promise.all([cancel(o.id), cancel(o.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect(await stockOf(t, s.sku_id)).toBe(stock0);
    expect(await auditRows('orders.cancel', o.id)).toHaveLength(1);
  });

  it('refuses a service operator (403)', async () => {
    const s = await platformSku(9);
    const o = await placed(s);
    const res = await cancel(o.id, await opsActor(t, 'service'));
    expect(res.status).toBe(403);
    expect((await orderRow(t, o.id)).status).toBe(0);
  });
});

describe('ops orders: remarks', () => {
  it('adds a remark shown in the detail (newest first), audited; empty text refused', async () => {
    const s = await platformSku(10);
    const o = await placed(s);
    const add = (text: string) =>
      t.call<OpsOrderRemark>('POST', '/api/ops/orders/remark', {
        as: ops,
        body: { id: o.id, text },
      });
    const r1 = await add('买家来电，要求尽快发货');
    expect(r1.status, r1.message).toBe(200);
    expect(r1.data).toMatchObject({ text: '买家来电，要求尽快发货', operator_id: ops.id });
    expect(r1.data.operator_name).toBe('Test operations');
    const r2 = await add('second');
    const d = await detail(o.id);
    expect(d.data.remarks.map((r) => r.id)).toEqual([r2.data.id, r1.data.id]);
    expect(await auditRows('orders.remark', o.id)).toHaveLength(2);
    // the buyer never sees them
    const info = await t.call('GET', '/api/user/order_info', {
      as: o.u,
      query: { order_id: o.id },
    });
    expect(JSON.stringify(info.data)).not.toContain('买家来电');

    const finance = await opsActor(t, 'finance');
    const before = await t.snapshot();
    const empty = await add('   ');
    expect(empty.status).toBe(422);
    expect(empty.message.startsWith('text: ')).toBe(true);
    const long = await add('x'.repeat(501));
    expect(long.status).toBe(422);
    const mod = await t.call('POST', '/api/ops/orders/remark', {
      as: finance,
      body: { id: o.id, text: 'x' },
    });
    expect(mod.status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('ops orders: export', () => {
  it('streams the search as CSV: BOM, header, yuan with two decimals, China time; audited', async () => {
    const s = await platformSku(11);
    const o = await paid(s, 2);
    const row = await orderRow(t, o.id);
    const res = await t.inject({
      method: 'GET',
      url: `/api/ops/orders/export?order_sn=${row.order_sn}`,
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{8}\.csv"/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '订单号,状态,买家手机,买家昵称,卖家,商品,件数,商品金额(元),运费(元),优惠(元),实付金额(元),下单时间,支付时间',
    );
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(',');
    expect(cells[0]).toBe(row.order_sn);
    expect(cells[1]).toBe('待发货');
    expect(cells[2]).toContain('****');
    expect(cells[6]).toBe('2');
    const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
    expect(cells[10]).toBe(yuan(row.pay_amount));
    const china = new Date((row.created_at + 8 * 3600) * 1000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    expect(cells[11]).toBe(china);

    const en = await t.inject({
      method: 'GET',
      url: `/api/ops/orders/export?order_sn=${row.order_sn}`,
      headers: { authorization: `Bearer ${ops.token}`, 'accept-language': 'en' },
    });
    expect(en.body.slice(1).split('\r\n')[0]).toMatch(/^Order number,Status,/);

    const rows = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'orders.export')
      .where('operator_id', '=', ops.id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({
      filters: { order_sn: row.order_sn },
      rows: 1,
    });
  });

  it('refuses without a session (401), a moderator (403) and bad filters (422)', async () => {
    const none = await t.inject({ method: 'GET', url: '/api/ops/orders/export' });
    expect(none.statusCode).toBe(401);
    const mod = await opsActor(t, 'moderator');
    const res = await t.call('GET', '/api/ops/orders/export', { as: mod });
    expect(res.status).toBe(403);
    const bad = await t.call('GET', '/api/ops/orders/export', { as: ops, query: { status: '7' } });
    expect(bad.status).toBe(422);
    expect(bad.message.startsWith('status: ')).toBe(true);
  });
});
