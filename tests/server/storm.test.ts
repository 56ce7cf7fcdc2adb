/**
 * The checkout storm: 200 buyers at once for the last 10 units of a SKU. Exactly 10 orders,
 * stock 0, and the ledger still sums to the stock. On PostgreSQL the requests really run in
 * parallel (a pool of connections); on SQLite the transactions are serialised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest, startTestServer, type Actor, type TestServer } from './harness';
import { buyBody, freshSkus, ledgerSum, stockOf } from './order-helpers';

let t: TestServer;
const BUYERS = 200;
const UNITS = 10;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe(`checkout storm (${dialectUnderTest})`, () => {
  it(`${BUYERS} concurrent buyers × last ${UNITS} units → exactly ${UNITS} orders, never oversold`, async () => {
    const db = t.app.database.db;
    const [s] = await freshSkus(t, { stock: 0, offset: 90 });
    // correct the ledger to the (zeroed) stock, then restock through it: from here on the
    // ledger's sum must equal the stock
    const drift = await ledgerSum(t, s!.sku_id);
    const row = (delta: number, reason: string, key: string) => ({
      location_id: 1,
      sku_id: s!.sku_id,
      delta,
      before_qty: 0,
      after_qty: Math.max(0, delta),
      reason,
      idempotency_key: `${key}-${s!.sku_id}`,
      created_at: t.clock.now(),
    });
    await db
      .insertInto('stock_ledger')
      .values([row(-drift, 'correction', 'storm-fix'), row(UNITS, 'restock', 'storm-restock')])
      .execute();
    await db
      .updateTable('stock')
      .set({ quantity: UNITS })
      .where('location_id', '=', 1)
      .where('sku_id', '=', s!.sku_id)
      .execute();
    expect(await ledgerSum(t, s!.sku_id)).toBe(await stockOf(t, s!.sku_id));

    const buyers: Actor[] = [];
    for (let i = 0; i < BUYERS; i += 50) {
      buyers.push(...(await Promise.all(Array.from({ length: 50 }, () => t.user()))));
    }
    await db
      .insertInto('user_addresses')
      .values(
        buyers.map((b) => ({
          user_id: b.id,
          name: '买家',
          mobile: '13800138000',
          province: '浙江省',
          city: '杭州市',
          district: '西湖区',
          detail: '文三路1号',
          is_default: 1,
          created_at: t.clock.now(),
          updated_at: t.clock.now(),
        })),
      )
      .execute();

    const started = performance.now();
    const results = await Promise.all(
      buyers.map((b) => t.call('POST', '/api/order/buy', { as: b, body: buyBody(s!, 1) })),
    );
    const ms = performance.now() - started;
    const ok = results.filter((r) => r.code === 200);
    const short = results.filter((r) => r.code === 423);
    console.info(
      `storm ${dialectUnderTest}: ${BUYERS} buyers in ${ms.toFixed(0)} ms, ${ok.length} orders`,
    );
    expect(results.filter((r) => r.code !== 200 && r.code !== 423)).toEqual([]);
    expect(ok).toHaveLength(UNITS);
    expect(short).toHaveLength(BUYERS - UNITS);
    expect(short[0]!.message).toContain(s!.title);
    expect(await stockOf(t, s!.sku_id)).toBe(0);
    expect(await ledgerSum(t, s!.sku_id)).toBe(0);
    const orders = await db
      .selectFrom('order_items')
      .select('order_id')
      .where('sku_id', '=', s!.sku_id)
      .execute();
    expect(orders).toHaveLength(UNITS);
    const sales = await db
      .selectFrom('stock_ledger')
      .select('id')
      .where('sku_id', '=', s!.sku_id)
      .where('reason', '=', 'sale')
      .execute();
    expect(sales).toHaveLength(UNITS);
  }, 120_000);
});
