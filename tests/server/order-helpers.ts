/** Factories shared by the order, payment, after-sale, review and storm tests. */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { hashPassword } from '../../src/server/lib/crypto';
import type { ORDER } from '../../src/shared/contract/order';
import type { RouteOutput } from '../../src/shared/contract/route';
import type { Actor, TestServer } from './harness';

export const PAY_PASSWORD = '258147';

export const clientKey = (): string => randomBytes(12).toString('hex');

/** Adds a default delivery address (Zhejiang: the default freight rule). */
export async function addAddress(
  t: TestServer,
  userId: number,
  province = '浙江省',
): Promise<number> {
  const row = await t.app.database.db
    .insertInto('user_addresses')
    .values({
      user_id: userId,
      name: '张三',
      mobile: '13800138000',
      province,
      city: '杭州市',
      district: '西湖区',
      detail: '文三路1号',
      is_default: 1,
      created_at: t.clock.now(),
      updated_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user with a default address. */
export async function buyer(t: TestServer): Promise<Actor> {
  const u = await t.user();
  await addAddress(t, u.id);
  return u;
}

export interface Sku {
  goods_id: number;
  sku_id: number;
  price: number;
  seller_id: number;
  title: string;
}

/**
 * On-sale SKUs outside every activity, each given `stock` warehouse units; `distinct` sellers
 * when asked. `offset` skips the first ones so test files do not share SKUs by accident.
 */
export async function freshSkus(
  t: TestServer,
  opts: { n?: number; stock?: number; distinct?: boolean; offset?: number; maxPrice?: number } = {},
): Promise<Sku[]> {
  const db = t.app.database.db;
  const rows = await db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.goods_id', 's.id as sku_id', 's.price', 'g.seller_id', 'g.title'])
    .where('g.status', '=', 1)
    .where('s.price', '<=', opts.maxPrice ?? 1_000_000)
    .where('s.id', 'not in', (eb) => eb.selectFrom('activity_goods').select('sku_id'))
    .orderBy('s.id')
    .execute();
  let out = rows.slice(opts.offset ?? 0);
  if (opts.distinct) {
    const seen = new Set<number>();
    out = out.filter((r) => !seen.has(r.seller_id) && seen.add(r.seller_id));
  }
  out = out.slice(0, opts.n ?? 1);
  for (const s of out) await setStock(t, s.sku_id, opts.stock ?? 100);
  return out;
}

export async function setStock(t: TestServer, skuId: number, quantity: number): Promise<void> {
  const db = t.app.database.db;
  const res = await db
    .updateTable('stock')
    .set({ quantity })
    .where('location_id', '=', 1)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) {
    await db.insertInto('stock').values({ location_id: 1, sku_id: skuId, quantity }).execute();
  }
}

export async function stockOf(t: TestServer, skuId: number): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('stock')
    .select('quantity')
    .where('location_id', '=', 1)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
}

/** Sum of the ledger's deltas of a SKU since `sinceId` (exclusive). */
export async function ledgerSum(t: TestServer, skuId: number, sinceId = 0): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('stock_ledger')
    .select(sql<number>`coalesce(sum(delta), 0)`.as('n'))
    .where('sku_id', '=', skuId)
    .where('location_id', '=', 1)
    .where('id', '>', sinceId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function lastLedgerId(t: TestServer): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('stock_ledger')
    .select(sql<number>`coalesce(max(id), 0)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const buyBody = (s: Sku, num = 1, extra: Record<string, string | number> = {}) => ({
  goods_id: s.goods_id,
  sku_id: s.sku_id,
  num,
  coupon_user_id: 0,
  client_key: clientKey(),
  ...extra,
});

/** Buys and expects success; answers the BuyResult. */
export async function buyOk(
  t: TestServer,
  as: Actor,
  body: Record<string, string | number>,
): Promise<RouteOutput<typeof ORDER.buy>> {
  const res = await t.call('POST', '/api/order/buy', { as, body });
  expect(res.code, res.message).toBe(200);
  return res.data;
}

/** Pays a trade through the sandbox cashier (page → Pay button → notify → 303). */
export async function payOnline(t: TestServer, as: Actor, tradeNo: string): Promise<void> {
  const res = await t.call('POST', '/api/pay/pay', {
    as,
    body: { trade_no: tradeNo, method: 'online' },
  });
  expect(res.code, res.message).toBe(200);
  const url = new URL(res.data.cashier_url as string, 'http://x');
  const page = await t.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  const pay = await t.inject({
    method: 'POST',
    url: '/pay/sandbox/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: url.searchParams.toString(),
  });
  expect(pay.statusCode).toBe(303);
}

export async function setPayPassword(t: TestServer, userId: number, balance = 0): Promise<void> {
  await t.app.database.db
    .updateTable('users')
    .set({ pay_password_hash: await hashPassword(PAY_PASSWORD), balance })
    .where('id', '=', userId)
    .execute();
}

/** A merchant owning the seller of `sellerId`. */
export async function merchantOf(t: TestServer, sellerId: number): Promise<Actor> {
  const m = await t.merchant();
  await t.app.database.db
    .updateTable('sellers')
    .set({ merchant_id: m.id })
    .where('id', '=', sellerId)
    .execute();
  return m;
}

export async function orderRow(t: TestServer, id: number) {
  return t.app.database.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
