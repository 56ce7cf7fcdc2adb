/**
 * Cabinet reports (issue 18, brief D): exact per-period numbers from rows seeded at known China
 * times (zero periods, the 23:59:59 / 00:00 +08:00 day boundary, week grain, cabinet filter),
 * the CSV export's bytes, and bad input refused with a message naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CabinetReport } from '../../src/shared/contract/cabinet-report';
import { STOCK_REASONS } from '../../src/shared/contract/cabinet-stock';
import type { Actor, TestServer } from './harness';
import {
  key,
  merchantServer,
  refusedUnchanged,
  tradeMerchant,
  type TradeMerchant,
} from './guishang-helpers';

let t: TestServer;
let m: TradeMerchant;
let other: TradeMerchant;
let cabB: number;
let slotB: number;
const db = () => t.app.database.db;

/** Unix seconds of a China (UTC+8) wall-clock time. */
const at = (date: string, time = '12:00:00'): number => Date.parse(`${date}T${time}+08:00`) / 1000;

const SKU1 = 9101;
const SKU2 = 9102;

async function order(
  who: TradeMerchant,
  cabinetId: number,
  locationId: number,
  status: number,
  paidAt: number | null,
  lines: { sku: number; name: string; price: number; qty: number }[],
): Promise<void> {
  const amount = lines.reduce((a, l) => a + l.price * l.qty, 0);
  const created = paidAt ?? at('2026-03-02');
  const o = await db()
    .insertInto('cabinet_orders')
    .values({
      merchant_id: who.id,
      cabinet_id: cabinetId,
      order_sn: `R${key()}`,
      client_key: key(),
      status,
      amount,
      pay_deadline: created + 900,
      paid_at: paidAt,
      cancelled_at: status === 2 ? created + 60 : null,
      created_at: created - 30,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const l of lines) {
    await db()
      .insertInto('cabinet_order_lines')
      .values({
        order_id: o.id,
        cabinet_goods_id: 1,
        location_id: locationId,
        sku_id: l.sku,
        name: l.name,
        price: l.price,
        quantity: l.qty,
      })
      .execute();
  }
}

async function ledger(
  locationId: number,
  sku: number,
  delta: number,
  reason: string,
  when: number,
) {
  await db()
    .insertInto('stock_ledger')
    .values({
      location_id: locationId,
      sku_id: sku,
      delta,
      before_qty: 0,
      after_qty: Math.max(0, delta),
      reason,
      idempotency_key: `report:${key()}`,
      created_at: when,
    })
    .execute();
}

async function abnormal(
  who: TradeMerchant,
  locationId: number,
  status: number,
  shortfall: number,
  when: number,
) {
  await db()
    .insertInto('abnormal_records')
    .values({
      merchant_id: who.id,
      restock_record_id: 1,
      location_id: locationId,
      sku_id: SKU1,
      expected: 10,
      put_in: 10 - shortfall,
      shortfall,
      status,
      created_at: when,
    })
    .execute();
}

async function purchase(
  who: TradeMerchant,
  cabinetId: number,
  status: number,
  payAmount: number,
  paidAt: number | null,
) {
  await db()
    .insertInto('purchase_orders')
    .values({
      merchant_id: who.id,
      order_sn: `P${key()}`,
      client_key: key(),
      trade_no: `T${key()}`,
      status,
      cabinet_id: cabinetId,
      address_json: '{}',
      goods_amount: payAmount,
      freight: 0,
      pay_amount: payAmount,
      pay_deadline: (paidAt ?? at('2026-03-04')) + 900,
      paid_at: paidAt,
      created_at: (paidAt ?? at('2026-03-04')) - 60,
    })
    .execute();
}

beforeAll(async () => {
  ({ t } = await merchantServer());
  m = await tradeMerchant(t);
  other = await tradeMerchant(t);
  const now = t.clock.now();
  cabB = (
    await db()
      .insertInto('cabinets')
      .values({ merchant_id: m.id, code: `RB-${m.id}`, name: '第二台柜', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  slotB = (
    await db()
      .insertInto('stock_locations')
      .values({
        kind: 'cabinet_slot',
        name: `RB-${m.id}-1`,
        cabinet_id: cabB,
        slot_no: 1,
        capacity: 20,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const [a1] = m.slots as [number];
  const cola = { sku: SKU1, name: '可乐', price: 300 };
  const chips = { sku: SKU2, name: '薯片, 大包', price: 500 };
  // sales: the last second of 03-02 and the first of 03-03 (China time) fall on two days
  await order(m, m.cabinetId, a1, 1, at('2026-03-02', '23:59:59'), [{ ...cola, qty: 2 }]);
  await order(m, m.cabinetId, a1, 1, at('2026-03-03', '00:00:00'), [
    { ...cola, qty: 1 },
    { ...chips, qty: 1 },
  ]);
  await order(m, cabB, slotB, 1, at('2026-03-10', '12:00:00'), [{ ...chips, qty: 3 }]);
  // not counted: cancelled, unpaid, outside the range, another merchant's
  await order(m, m.cabinetId, a1, 2, null, [{ ...cola, qty: 9 }]);
  await order(m, m.cabinetId, a1, 0, null, [{ ...cola, qty: 9 }]);
  await order(m, m.cabinetId, a1, 1, at('2026-03-01', '23:59:59'), [{ ...cola, qty: 9 }]);
  await order(m, m.cabinetId, a1, 1, at('2026-03-16', '00:00:00'), [{ ...cola, qty: 9 }]);
  await order(other, other.cabinetId, other.slots[0]!, 1, at('2026-03-02'), [{ ...cola, qty: 9 }]);
  // stock movements
  await ledger(a1, SKU1, 10, 'stock_in', at('2026-03-02', '10:00:00'));
  await ledger(a1, SKU1, -2, 'sale', at('2026-03-02', '23:59:59'));
  await ledger(a1, SKU1, -1, 'sale', at('2026-03-03', '00:00:00'));
  await ledger(slotB, SKU2, 5, 'restock', at('2026-03-10', '09:00:00'));
  await ledger(other.slots[0]!, SKU1, 7, 'stock_in', at('2026-03-02'));
  // abnormal records: open + resolved on 03-02, compensated on 03-09 (cabinet B)
  await abnormal(m, a1, 0, 2, at('2026-03-02', '08:00:00'));
  await abnormal(m, a1, 1, 1, at('2026-03-02', '09:00:00'));
  await abnormal(m, slotB, 2, 4, at('2026-03-09', '00:00:00'));
  await abnormal(other, other.slots[0]!, 0, 5, at('2026-03-02'));
  // purchase spend: paid (A), received (B); cancelled and unpaid do not count
  await purchase(m, m.cabinetId, 1, 12345, at('2026-03-04', '15:00:00'));
  await purchase(m, cabB, 2, 10000, at('2026-03-11', '15:00:00'));
  await purchase(m, m.cabinetId, 3, 999, at('2026-03-04', '16:00:00'));
  await purchase(m, m.cabinetId, 0, 888, null);
});

afterAll(async () => {
  await t?.close();
});

async function report(q: Record<string, string | number>, as: Actor = m): Promise<CabinetReport> {
  const res = await t.call<CabinetReport>('GET', '/api/admin/report', { as, query: q });
  expect(res.status, res.message).toBe(200);
  return res.data;
}

const RANGE = { start: '2026-03-02', end: '2026-03-15' };

describe('GET /api/admin/report', () => {
  it('day grain: every day present, exact sales per day, zeros where nothing was sold', async () => {
    const r = await report({ ...RANGE, grain: 'day' });
    expect(r.periods).toHaveLength(14);
    expect(r.periods[0]).toBe('2026-03-02');
    expect(r.periods[13]).toBe('2026-03-15');
    const day = (d: string) => r.sales.periods.find((p) => p.period === d);
    expect(day('2026-03-02')).toEqual({ period: '2026-03-02', orders: 1, units: 2, amount: 600 });
    expect(day('2026-03-03')).toEqual({ period: '2026-03-03', orders: 1, units: 2, amount: 800 });
    expect(day('2026-03-04')).toEqual({ period: '2026-03-04', orders: 0, units: 0, amount: 0 });
    expect(day('2026-03-10')).toEqual({ period: '2026-03-10', orders: 1, units: 3, amount: 1500 });
    expect(r.sales.periods).toHaveLength(14);
    expect(r.totals).toEqual({
      sales_orders: 3,
      sales_units: 7,
      sales_amount: 2900,
      stock_in: 15,
      stock_out: 3,
      abnormal_count: 3,
      abnormal_shortfall: 7,
      purchase_orders: 2,
      purchase_amount: 22345,
    });
    expect(r.sales.top).toEqual([
      { sku_id: SKU2, name: '薯片, 大包', units: 4, amount: 2000 },
      { sku_id: SKU1, name: '可乐', units: 3, amount: 900 },
    ]);
    expect(r.sales.cabinets).toEqual([
      expect.objectContaining({
        period: '2026-03-02',
        cabinet_id: m.cabinetId,
        orders: 1,
        units: 2,
        amount: 600,
      }),
      expect.objectContaining({
        period: '2026-03-03',
        cabinet_id: m.cabinetId,
        orders: 1,
        units: 2,
        amount: 800,
      }),
      {
        period: '2026-03-10',
        cabinet_id: cabB,
        cabinet_name: '第二台柜',
        orders: 1,
        units: 3,
        amount: 1500,
      },
    ]);
    expect(r.sales.products.filter((p) => p.period === '2026-03-03')).toEqual([
      expect.objectContaining({ sku_id: SKU2, orders: 1, units: 1, amount: 500 }),
      expect.objectContaining({ sku_id: SKU1, orders: 1, units: 1, amount: 300 }),
    ]);
  });

  it('stock movements per day and reason (every reason of every day present)', async () => {
    const r = await report({ ...RANGE, grain: 'day' });
    expect(r.stock).toHaveLength(14 * STOCK_REASONS.length);
    const cell = (d: string, reason: string) =>
      r.stock.find((s) => s.period === d && s.reason === reason);
    expect(cell('2026-03-02', 'stock_in')).toMatchObject({ in_units: 10, out_units: 0 });
    expect(cell('2026-03-02', 'sale')).toMatchObject({ in_units: 0, out_units: 2 });
    expect(cell('2026-03-03', 'sale')).toMatchObject({ in_units: 0, out_units: 1 });
    expect(cell('2026-03-10', 'restock')).toMatchObject({ in_units: 5, out_units: 0 });
    expect(cell('2026-03-05', 'sale')).toMatchObject({ in_units: 0, out_units: 0 });
  });

  it('abnormal records per day by status, and purchase spend per day of payment', async () => {
    const r = await report({ ...RANGE, grain: 'day' });
    const ab = (d: string) => r.abnormal.find((a) => a.period === d);
    expect(ab('2026-03-02')).toEqual({
      period: '2026-03-02',
      count: 2,
      shortfall: 3,
      open: 1,
      resolved: 1,
      compensated: 0,
    });
    expect(ab('2026-03-09')).toMatchObject({ count: 1, shortfall: 4, compensated: 1 });
    expect(ab('2026-03-03')).toMatchObject({ count: 0, shortfall: 0 });
    expect(r.abnormal).toHaveLength(14);
    const pu = (d: string) => r.purchase.find((p) => p.period === d);
    expect(pu('2026-03-04')).toEqual({ period: '2026-03-04', orders: 1, amount: 12345 });
    expect(pu('2026-03-11')).toEqual({ period: '2026-03-11', orders: 1, amount: 10000 });
    expect(pu('2026-03-05')).toEqual({ period: '2026-03-05', orders: 0, amount: 0 });
  });

  it('a China day runs from 00:00 to 23:59:59 +08:00', async () => {
    const r = await report({ start: '2026-03-03', end: '2026-03-03' });
    expect(r.periods).toEqual(['2026-03-03']);
    expect(r.sales.periods).toEqual([{ period: '2026-03-03', orders: 1, units: 2, amount: 800 }]);
    const before = await report({ start: '2026-03-02', end: '2026-03-02' });
    expect(before.sales.periods).toEqual([
      { period: '2026-03-02', orders: 1, units: 2, amount: 600 },
    ]);
  });

  it('week grain: Monday-based weeks, the data limited to the range', async () => {
    const r = await report({ ...RANGE, grain: 'week' });
    expect(r.periods).toEqual(['2026-03-02', '2026-03-09']);
    expect(r.sales.periods).toEqual([
      { period: '2026-03-02', orders: 2, units: 4, amount: 1400 },
      { period: '2026-03-09', orders: 1, units: 3, amount: 1500 },
    ]);
    expect(r.purchase.map((p) => p.amount)).toEqual([12345, 10000]);
    expect(r.abnormal.map((a) => a.count)).toEqual([2, 1]);
    expect(r.stock).toHaveLength(2 * STOCK_REASONS.length);
    // a range from a Wednesday to the next Tuesday still has two weeks; 03-02/03-03 are outside
    const mid = await report({ start: '2026-03-04', end: '2026-03-10', grain: 'week' });
    expect(mid.periods).toEqual(['2026-03-02', '2026-03-09']);
    expect(mid.sales.periods.map((p) => p.amount)).toEqual([0, 1500]);
    expect(mid.purchase.map((p) => p.amount)).toEqual([12345, 0]);
  });

  it('the cabinet filter keeps one cabinet', async () => {
    const r = await report({ ...RANGE, cabinet_id: cabB });
    expect(r.cabinet_id).toBe(cabB);
    expect(r.totals).toEqual({
      sales_orders: 1,
      sales_units: 3,
      sales_amount: 1500,
      stock_in: 5,
      stock_out: 0,
      abnormal_count: 1,
      abnormal_shortfall: 4,
      purchase_orders: 1,
      purchase_amount: 10000,
    });
  });

  it('an empty range answers zeros for every period', async () => {
    const r = await report({ start: '2026-01-01', end: '2026-01-03' });
    expect(r.sales.periods.map((p) => p.amount)).toEqual([0, 0, 0]);
    expect(r.sales.top).toEqual([]);
    expect(r.totals.sales_orders).toBe(0);
  });

  it('refuses bad input with a message naming the field, changing nothing', async () => {
    const url = '/api/admin/report';
    const reversed = await refusedUnchanged(
      t,
      'GET',
      url,
      { start: '2026-03-05', end: '2026-03-04' },
      m,
    );
    expect(reversed).toMatch(/^end: /);
    expect(reversed).toContain('结束日期早于开始日期');
    // 93 days are fine, 94 are not
    await report({ start: '2026-01-01', end: '2026-04-03' });
    const long = await refusedUnchanged(
      t,
      'GET',
      url,
      { start: '2026-01-01', end: '2026-04-04' },
      m,
    );
    expect(long).toMatch(/^end: .*93/);
    expect(await refusedUnchanged(t, 'GET', url, { ...RANGE, grain: 'month' }, m)).toMatch(
      /^grain: /,
    );
    expect(
      await refusedUnchanged(t, 'GET', url, { start: '2026-02-30', end: '2026-03-01' }, m),
    ).toMatch(/^start: /);
    expect(
      await refusedUnchanged(t, 'GET', url, { start: '2026/03/01', end: '2026-03-01' }, m),
    ).toMatch(/^start: /);
    expect(await refusedUnchanged(t, 'GET', url, { start: '2026-03-01' }, m)).toMatch(/^end: /);
    // another merchant's cabinet
    expect(
      await refusedUnchanged(t, 'GET', url, { ...RANGE, cabinet_id: other.cabinetId }, m),
    ).toMatch(/^cabinet_id: /);
    const res = await t.call('GET', url, {
      as: m,
      query: { start: '2026-03-05', end: '2026-03-04' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.message).toBe('end: The end date is before the start date');
  });

  it('needs the merchant login', async () => {
    const res = await t.call('GET', '/api/admin/report', { query: RANGE });
    expect(res.status).toBe(401);
    const csv = await t.call('GET', '/api/admin/report/export', {
      query: { ...RANGE, kind: 'sales' },
    });
    expect(csv.status).toBe(401);
  });
});

describe('GET /api/admin/report/export', () => {
  async function csv(q: Record<string, string | number>, lang?: string) {
    const res = await t.inject({
      method: 'GET',
      url: '/api/admin/report/export',
      query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
      headers: {
        authorization: `Bearer ${m.token}`,
        ...(lang ? { 'accept-language': lang } : {}),
      },
    });
    return res;
  }

  it('sales: UTF-8 with BOM, a Chinese header, yuan with 2 decimals, the range in the filename', async () => {
    const res = await csv({ ...RANGE, kind: 'sales' }, 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-sales-2026-03-02_2026-03-15.csv"',
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('周期,柜子,商品,规格ID,订单数,件数,金额(元)');
    expect(lines[1]).toBe(`2026-03-02,测试柜${m.id},可乐,${SKU1},1,2,6.00`);
    expect(lines[2]).toBe(`2026-03-03,测试柜${m.id},"薯片, 大包",${SKU2},1,1,5.00`);
    expect(lines[3]).toBe(`2026-03-03,测试柜${m.id},可乐,${SKU1},1,1,3.00`);
    expect(lines[4]).toBe(`2026-03-10,第二台柜,"薯片, 大包",${SKU2},1,3,15.00`);
    expect(lines[5]).toBe('');
    expect(lines).toHaveLength(6);
  });

  it('purchase, stock and abnormal in English; week grain', async () => {
    const p = (await csv({ ...RANGE, kind: 'purchase', grain: 'week' }, 'en')).rawPayload
      .subarray(3)
      .toString('utf8');
    expect(p).toBe(
      'Period,Orders,Purchase spend (yuan)\r\n2026-03-02,1,123.45\r\n2026-03-09,1,100.00\r\n',
    );
    const s = (await csv({ ...RANGE, kind: 'stock', grain: 'week' }, 'en')).body.split('\r\n');
    expect(s[0]).toBe('\uFEFFPeriod,Reason,Units in,Units out');
    expect(s).toContain('2026-03-02,Stock in,10,0');
    expect(s).toContain('2026-03-02,Sale,0,3');
    expect(s).toContain('2026-03-09,Restock,5,0');
    const a = (await csv({ ...RANGE, kind: 'abnormal', grain: 'week' }, 'en')).body.split('\r\n');
    expect(a[0]).toBe('\uFEFFPeriod,Records,Shortfall units,Open,Resolved,Compensated');
    expect(a[1]).toBe('2026-03-02,2,3,1,1,0');
    expect(a[2]).toBe('2026-03-09,1,4,0,0,1');
  });

  it('refuses a bad kind or range with the JSON refusal', async () => {
    const bad = await csv({ ...RANGE, kind: 'money' }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^kind: /);
    const rev = await csv({ start: '2026-03-05', end: '2026-03-01', kind: 'sales' }, 'en');
    expect(rev.statusCode).toBe(422);
    expect(rev.json().message).toBe('end: The end date is before the start date');
  });
});
