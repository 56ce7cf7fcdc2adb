/**
 * The statements of one checkout (issue 21): counted here so they cannot silently grow back.
 * One order of one SKU by a buyer with a default address and no coupon: the session lookup,
 * the claim (a repeat fails it on the unique index; no read before it), the reads of the checkout (SKU, three-for-ten price,
 * address; app_config comes from the cache, the coupon list is skipped when none is chosen),
 * the order, its items, its event, the payment, the merchant-event read, the stored result, and
 * last the contended rows (stock, its ledger row, the goods' sales). On PostgreSQL the
 * merchant-event row comes back from the order's statement and the stored result rides on the
 * stock statement. `begin`/`commit` are not
 * counted (the driver sends them).
 */
import type { CompiledQuery, QueryExecutor, QueryResult } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyBody, buyOk, buyer, clientKey, freshSkus, stockOf, type Sku } from './order-helpers';
import { startTestServer, type Actor, type TestServer } from './harness';

let t: TestServer;
let me: Actor;
let sku: Sku;

beforeAll(async () => {
  t = await startTestServer();
  me = await buyer(t);
  [sku] = (await freshSkus(t, { n: 1, stock: 100, offset: 40 })) as [Sku];
});

afterAll(async () => {
  await t?.close();
});

/**
 * The SQL of every statement run through the app's database while `fn` runs, its transactions
 * included: Kysely's query executors (a transaction's is made from the database's) share one
 * `executeQuery`, through which statements built by Kysely and precompiled ones
 * (db/precompiled.ts) both run; it is wrapped for the time.
 */
async function statements(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const executor = t.app.database.db.getExecutor();
  let proto = Object.getPrototypeOf(executor) as object;
  while (!Object.prototype.hasOwnProperty.call(proto, 'executeQuery')) {
    proto = Object.getPrototypeOf(proto) as object;
  }
  const target = proto as { executeQuery: QueryExecutor['executeQuery'] };
  const original = target.executeQuery;
  target.executeQuery = function <R>(this: QueryExecutor, query: CompiledQuery<R>) {
    seen.push(query.sql);
    return original.call(this, query) as Promise<QueryResult<R>>;
  };
  try {
    await fn();
  } finally {
    target.executeQuery = original;
  }
  return seen;
}

/** Statements of one checkout (measured: 21 before issue 21, begin/commit included; 15 on 2026-11-27; PostgreSQL 9 on 2026-11-28, now 7). */
const STATEMENTS_PER_ORDER = 14; // SQLite; PostgreSQL 7 (two statements WITH several writes)

describe('statements of one checkout', () => {
  it(`one order runs ${STATEMENTS_PER_ORDER} statements, the stock ones last`, async () => {
    await buyOk(t, me, buyBody(sku)); // warm: the app_config cache is filled
    const before = await stockOf(t, sku.sku_id);
    const sqls = await statements(() => buyOk(t, me, buyBody(sku)));
    console.log(`one checkout, ${sqls.length} statements:\n${sqls.join('\n')}`);
    expect(await stockOf(t, sku.sku_id)).toBe(before - 1);
    expect(sqls.filter((s) => s.includes('app_config'))).toEqual([]);
    // the contended rows are the last statements (PostgreSQL holds their locks to the commit);
    // on PostgreSQL the three are one statement (order.service TAKE_STOCK_WITH_SALES)
    if (t.app.database.dialect === 'postgres') {
      expect(sqls.length).toBe(STATEMENTS_PER_ORDER - 7);
      expect(sqls.filter((q) => q.startsWith('with "o" as (insert into "orders"'))).toHaveLength(1);
      const last = sqls.at(-1) ?? '';
      expect(last).toMatch(/^with "s" as \(update "stock" set "quantity" = quantity - /);
      expect(last).toContain('"l" as (insert into "stock_ledger"');
      expect(last).toContain('"g" as (update "goods" set "sales" = sales + ');
      // the stored answer rides on the stock statement, the merchant row on the order's
      expect(last).toContain('"r" as (update "submissions" set "result" = ');
      expect(sqls.filter((q) => q.startsWith('update "submissions"'))).toEqual([]);
      expect(sqls.filter((q) => q.includes('"merchant_id" is not null'))).toEqual([]);
    } else {
      expect(sqls.length).toBe(STATEMENTS_PER_ORDER);
      const tail = sqls.slice(-3);
      expect(tail[0]).toMatch(/^update "stock"/);
      expect(tail[1]).toMatch(/^insert into "stock_ledger"/);
      expect(tail[2]).toMatch(/^update "goods" set "sales"/);
    }
  });

  it('two seller groups still insert their orders, items and events once each', async () => {
    const two = await freshSkus(t, { n: 2, stock: 100, distinct: true, offset: 41 });
    const cartIds: number[] = [];
    for (const s of two) {
      const r = await t.call<{ cart_id?: number }>('POST', '/api/cart/add_cart', {
        as: me,
        body: { goods_id: s.goods_id, sku_id: s.sku_id, num: 1 },
      });
      expect(r.code).toBe(200);
    }
    const lines = await t.app.database.db
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', me.id)
      .execute();
    cartIds.push(...lines.map((l) => l.id));
    const sqls = await statements(async () => {
      const res = await t.call<{ order_ids: number[] }>('POST', '/api/order/buy', {
        as: me,
        body: { cart_ids: cartIds.join(','), coupon_user_id: 0, client_key: clientKey() },
      });
      expect(res.code, res.message).toBe(200);
      expect(res.data.order_ids).toHaveLength(2);
    });
    const count = (re: RegExp) => sqls.filter((s) => re.test(s)).length;
    expect(count(/^insert into "orders"/)).toBe(1);
    expect(count(/^insert into "order_items"/)).toBe(1);
    expect(count(/^insert into "order_events"/)).toBe(1);
    expect(count(/^insert into "stock_ledger"/)).toBe(1);
    expect(count(/^update "stock"/)).toBe(2);
  });
});
