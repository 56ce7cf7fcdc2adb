/**
 * Activities and their goods as the activity server answers them (docs/api-promotions.md "One
 * activity model"): the state from server time, and activity goods with the activity price,
 * the SKU's shop price, warehouse stock and the units sold in non-closed orders.
 */
import { sql } from 'kysely';
import type { GoodsItem } from '../../../shared/contract';
import type { Executor } from '../../db';
import { parseJson } from '../../lib/json';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { ORDER } from '../order/order.state';
import type {
  ActivityGoodsItem,
  ActivityInfo,
  ActivityState,
} from '../../../shared/contract/promo';

export interface ActivityRow {
  id: number;
  type: number;
  title: string;
  start_at: number;
  end_at: number;
  status: number;
  rules: string;
}

/** not_started before start_at, ended from end_at on or when withdrawn (status 0), else running. */
export function activityState(
  now: number,
  a: { start_at: number; end_at: number; status: number },
): ActivityState {
  if (a.status !== 1 || now >= a.end_at) return 'ended';
  return now < a.start_at ? 'not_started' : 'running';
}

export function toActivityInfo(a: ActivityRow, now: number): ActivityInfo {
  const rules = parseJson<unknown>(a.rules, {});
  return {
    id: a.id,
    type: a.type,
    title: a.title,
    start_at: a.start_at,
    end_at: a.end_at,
    state: activityState(now, a),
    rules: rules && typeof rules === 'object' && !Array.isArray(rules) ? (rules as never) : {},
    server_time: now,
  };
}

export function activityQuery(db: Executor) {
  return db
    .selectFrom('activities')
    .select(['id', 'type', 'title', 'start_at', 'end_at', 'status', 'rules']);
}

/** Activity goods whose goods is on sale, with price, stock and sold units. */
export function activityGoodsQuery(db: Executor) {
  return db
    .selectFrom('activity_goods as ag')
    .innerJoin('activities as a', 'a.id', 'ag.activity_id')
    .innerJoin('goods as g', 'g.id', 'ag.goods_id')
    .innerJoin('goods_skus as s', 's.id', 'ag.sku_id')
    .leftJoin('stock as st', (j) =>
      j.onRef('st.sku_id', '=', 'ag.sku_id').on('st.location_id', '=', WAREHOUSE_LOCATION_ID),
    )
    .select([
      'ag.id',
      'ag.activity_id',
      'ag.goods_id',
      'ag.sku_id',
      'ag.price',
      'ag.integral',
      'ag.limit_per_user',
      'ag.stock_cap',
      'a.type',
      's.price as sku_price',
      'g.title',
      'g.image',
      'g.sales',
      'g.brand_id',
      'g.seller_id',
      'g.goods_subregion',
      sql<number>`coalesce(st.quantity, 0)`.as('stock'),
      sql<number>`(select coalesce(sum(i.quantity), 0) from order_items i
        inner join orders o on o.id = i.order_id
        where o.activity_goods_id = ag.id and o.status <> ${ORDER.CLOSED})`.as('sold'),
    ])
    .where('g.status', '=', 1);
}

export type ActivityGoodsRow = Awaited<
  ReturnType<ReturnType<typeof activityGoodsQuery>['execute']>
>[number];

export function toActivityGoodsItem(r: ActivityGoodsRow): ActivityGoodsItem {
  // a stock cap (issue 23) leaves what it has not sold yet, within the warehouse stock
  const warehouse = Number(r.stock);
  const capLeft = r.stock_cap > 0 ? r.stock_cap - Number(r.sold) : warehouse;
  const stock = Math.max(0, Math.min(warehouse, capLeft));
  return {
    id: r.id,
    activity_id: r.activity_id,
    type: r.type,
    goods_id: r.goods_id,
    sku_id: r.sku_id,
    title: r.title,
    image: r.image,
    price: r.price,
    original_price: r.sku_price,
    integral: r.integral,
    limit_per_user: r.limit_per_user,
    stock,
    sold: Number(r.sold),
    sold_out: stock <= 0,
    brand_id: r.brand_id,
    seller_id: r.seller_id,
    goods_subregion: r.goods_subregion,
  };
}

/** An activity goods as a plain goods card (zone lists): the activity price, the shop price struck. */
export function activityGoodsAsGoodsItem(r: ActivityGoodsRow): GoodsItem {
  return {
    id: r.goods_id,
    goods_id: r.goods_id,
    sku_id: r.sku_id,
    title: r.title,
    image: r.image,
    price: r.price,
    market_price: r.sku_price,
    sales: r.sales,
    type: r.type,
    activity_id: r.activity_id,
    activity_goods_id: r.id,
    goods_subregion: r.goods_subregion,
    brand_id: r.brand_id,
    seller_id: r.seller_id,
  };
}

type ActivityGoodsQuery = ReturnType<typeof activityGoodsQuery>;

export async function countActivityGoods(q: ActivityGoodsQuery): Promise<number> {
  const row = await q
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of an ordered activity goods query; ties broken by id. */
export async function pageOf(
  q: ActivityGoodsQuery,
  p: { page: number; limit: number },
): Promise<ActivityGoodsRow[]> {
  return q
    .orderBy('ag.id')
    .limit(p.limit)
    .offset((p.page - 1) * p.limit)
    .execute();
}

/** Running activities of a type (status 1, start_at ≤ now < end_at), by id. */
export async function runningActivities(
  db: Executor,
  type: number,
  now: number,
): Promise<ActivityRow[]> {
  return activityQuery(db)
    .where('type', '=', type)
    .where('status', '=', 1)
    .where('start_at', '<=', now)
    .where('end_at', '>', now)
    .orderBy('id')
    .execute();
}

/** The next activity of a type to start (the flash sale's coming session). */
export async function nextActivity(
  db: Executor,
  type: number,
  now: number,
): Promise<ActivityRow | undefined> {
  return activityQuery(db)
    .where('type', '=', type)
    .where('status', '=', 1)
    .where('start_at', '>', now)
    .orderBy('start_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** Order states whose money was paid (as the group service counts a paid member). */
const PAID_ORDER_STATES = [ORDER.PAID, ORDER.SHIPPED, ORDER.RECEIVED, ORDER.REVIEWED];

/**
 * Open groups not yet expired per activity goods (group buying) that a buyer can join — a
 * member has paid, as `spell_group_user_list` lists them — one grouped count for all the given
 * ids; ids without any are absent from the map.
 */
export async function openGroupCounts(
  db: Executor,
  activityGoodsIds: readonly number[],
  now: number,
): Promise<Map<number, number>> {
  if (activityGoodsIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('groups')
    .select(['activity_goods_id', sql<number>`count(*)`.as('n')])
    .where('activity_goods_id', 'in', [...activityGoodsIds])
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('group_members as m')
          .innerJoin('orders as o', 'o.id', 'm.order_id')
          .select('m.id')
          .whereRef('m.group_id', '=', 'groups.id')
          .where('m.paid_at', 'is not', null)
          .where('o.status', 'in', PAID_ORDER_STATES),
      ),
    )
    .groupBy('activity_goods_id')
    .execute();
  return new Map(rows.map((r) => [r.activity_goods_id, Number(r.n)]));
}

/** The brands that have on-sale goods in the activities, by name (brand_id 0 = none). */
export async function brandsOfActivities(
  db: Executor,
  activityIds: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (activityIds.length === 0) return [];
  const rows = await db
    .selectFrom('brands as b')
    .select(['b.id', 'b.name'])
    .where('b.id', 'in', (eb) =>
      eb
        .selectFrom('activity_goods as ag')
        .innerJoin('goods as g', 'g.id', 'ag.goods_id')
        .select('g.brand_id')
        .where('ag.activity_id', 'in', [...activityIds])
        .where('g.status', '=', 1),
    )
    .orderBy('b.name')
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

/** The shop side of an activity goods' SKU: images, description, spec, SKU image. */
export function skuExtra(db: Executor, skuId: number) {
  return db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['g.images', 'g.description', 's.spec', 's.image as sku_image'])
    .where('s.id', '=', skuId)
    .executeTakeFirstOrThrow();
}

export function findActivity(db: Executor, id: number) {
  return activityQuery(db).where('id', '=', id).executeTakeFirst();
}

/** Up to `limit` random goods of the running activities (of one type when given). */
export function randomActivityGoods(
  db: Executor,
  f: { type?: number; limit: number },
  now: number,
) {
  let q = activityGoodsQuery(db)
    .where('a.status', '=', 1)
    .where('a.start_at', '<=', now)
    .where('a.end_at', '>', now);
  if (f.type) q = q.where('a.type', '=', f.type);
  return q
    .orderBy(sql`random()`)
    .limit(f.limit)
    .execute();
}

/** The zones shown on the home page, in order. */
export function activeZones(db: Executor) {
  return db
    .selectFrom('zones')
    .select(['id', 'name', 'name_en', 'icon', 'route'])
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Whether the user holds the right `right` (user_rights). */
export async function hasUserRight(db: Executor, userId: number, right: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_rights')
    .select('id')
    .where('user_id', '=', userId)
    .where('right', '=', right)
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether a wallet ledger row with this idempotency key exists. */
export async function ledgerKeyUsed(tx: Executor, key: string): Promise<boolean> {
  const row = await tx
    .selectFrom('wallet_ledger')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return Boolean(row);
}
