/** Factories of the local shop tests (docs/api-local-shop.md). */
import { expect } from 'vitest';
import { chinaDayStart } from '../../src/server/lib/china-time';
import type { LocalCreateResult } from '../../src/shared/contract/local-shop';
import { LOCAL_DEMO_POINT } from '../../src/server/seed/seed-local';
import type { Actor, TestServer } from './harness';
import { addAddress, clientKey } from './order-helpers';

export const L = '/api/trashy';
export const POINT = LOCAL_DEMO_POINT;

/** Moves the test clock forward to the next `hh:mm` China time at least a day ahead. */
export function setChinaTime(t: TestServer, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const now = t.clock.now();
  const target = chinaDayStart(now) + 86400 + h * 3600 + m * 60;
  t.clock.advance(target - now);
  return target;
}

export async function shopByName(t: TestServer, name: string) {
  const row = await t.app.database.db
    .selectFrom('local_shops')
    .selectAll()
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  const loc = await t.app.database.db
    .selectFrom('stock_locations')
    .select('id')
    .where('local_shop_id', '=', row.id)
    .executeTakeFirstOrThrow();
  return { ...row, location_id: loc.id };
}

export const ZHIWEIGUAN = '知味观（湖滨店）';
export const FAMILY = '全家便利店（平海路店）';
export const NIGHT = '深夜食堂烧烤';
export const BREAKFAST = '晨光早餐铺';

/** An item SKU of a shop by title (first SKU). */
export async function skuOf(t: TestServer, shopId: number, title: string) {
  const row = await t.app.database.db
    .selectFrom('goods_skus as k')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .select(['k.id as sku_id', 'k.price', 'g.id as goods_id', 'g.packing_fee', 'g.title'])
    .where('g.local_shop_id', '=', shopId)
    .where('g.title', '=', title)
    .orderBy('k.id')
    .executeTakeFirstOrThrow();
  return { ...row, price: Number(row.price), packing_fee: Number(row.packing_fee) };
}

export async function stockAt(t: TestServer, locationId: number, skuId: number): Promise<number> {
  const row = await t.app.database.db
    .selectFrom('stock')
    .select('quantity')
    .where('location_id', '=', locationId)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
}

export async function setStockAt(
  t: TestServer,
  locationId: number,
  skuId: number,
  quantity: number,
): Promise<void> {
  await t.app.database.db
    .updateTable('stock')
    .set({ quantity })
    .where('location_id', '=', locationId)
    .where('sku_id', '=', skuId)
    .execute();
}

/**
 * A buyer with an address at the demo point (issue 19, brief B: delivery range is measured from
 * the address's point); answers the actor and the address id.
 */
export async function localBuyer(t: TestServer): Promise<Actor & { address_id: number }> {
  const u = await t.user();
  const address_id = await addAddress(t, u.id);
  await setAddressPoint(t, address_id, POINT);
  return { ...u, address_id };
}

/** issue 19, brief B: places an address at a point (null = not placed). */
export async function setAddressPoint(
  t: TestServer,
  addressId: number,
  p: { lat_e6: number; lng_e6: number } | null,
): Promise<void> {
  await t.app.database.db
    .updateTable('user_addresses')
    .set({ lat_e6: p?.lat_e6 ?? null, lng_e6: p?.lng_e6 ?? null })
    .where('id', '=', addressId)
    .execute();
}

export function orderBody(
  shopId: number,
  lines: { sku_id: number; quantity: number }[],
  extra: Record<string, string | number> = {},
): Record<string, string | number> {
  return {
    shop_id: shopId,
    lines: JSON.stringify(lines),
    mode: 'delivery',
    slot_start: 0,
    lat_e6: POINT.lat_e6,
    lng_e6: POINT.lng_e6,
    client_key: clientKey(),
    ...extra,
  };
}

export async function createOk(t: TestServer, as: Actor, body: Record<string, string | number>) {
  const res = await t.call<LocalCreateResult>('POST', `${L}/create`, { as, body });
  expect(res.code, res.message).toBe(200);
  return res.data;
}
