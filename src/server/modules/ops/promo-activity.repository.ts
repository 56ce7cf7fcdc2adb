/**
 * Reads and writes of the console's promotions (issue 23, part promotions) over the tables the
 * consumer's activity server sells from (`activities`, `activity_goods`; modules/activity).
 */
import { sql } from 'kysely';
import type { PromoState } from '../../../shared/contract/ops-promo';
import type { Executor } from '../../db';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { ORDER } from '../order/order.state';

export interface ActivityListQuery {
  page: number;
  limit: number;
  type?: number | undefined;
  state?: PromoState | undefined;
  keyword?: string | undefined;
}

/** Units in non-closed orders of one activity goods row (`ag` alias). */
const soldOfAg = sql<number>`(select coalesce(sum(i.quantity), 0) from order_items i
  inner join orders o on o.id = i.order_id
  where o.activity_goods_id = ag.id and o.status <> ${ORDER.CLOSED})`;

function activityRows(db: Executor) {
  return db.selectFrom('activities as a').select([
    'a.id',
    'a.type',
    'a.title',
    'a.start_at',
    'a.end_at',
    'a.status',
    'a.rules',
    'a.created_at',
    sql<number>`(select count(*) from activity_goods g where g.activity_id = a.id)`.as(
      'goods_count',
    ),
    sql<number>`(select coalesce(sum(i.quantity), 0) from order_items i
        inner join orders o on o.id = i.order_id
        inner join activity_goods g on g.id = o.activity_goods_id
        where g.activity_id = a.id and o.status <> ${ORDER.CLOSED})`.as('sold'),
  ]);
}

export type ActivityListRow = Awaited<
  ReturnType<ReturnType<typeof activityRows>['execute']>
>[number];

export async function listActivities(
  db: Executor,
  q: ActivityListQuery,
  now: number,
): Promise<{ rows: ActivityListRow[]; total: number }> {
  let query = activityRows(db);
  if (q.type) query = query.where('a.type', '=', q.type);
  if (q.keyword) query = query.where('a.title', 'like', `%${q.keyword.replace(/[%_\\]/g, '')}%`);
  switch (q.state) {
    case 'ended':
      query = query.where((eb) => eb.or([eb('a.status', '=', 0), eb('a.end_at', '<=', now)]));
      break;
    case 'paused':
      query = query.where('a.status', '=', 2).where('a.end_at', '>', now);
      break;
    case 'scheduled':
      query = query.where('a.status', '=', 1).where('a.start_at', '>', now);
      query = query.where('a.end_at', '>', now);
      break;
    case 'running':
      query = query.where('a.status', '=', 1).where('a.start_at', '<=', now);
      query = query.where('a.end_at', '>', now);
      break;
    default:
  }
  const count = await query
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  const rows = await query
    .orderBy('a.start_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

export function findActivityRow(db: Executor, id: number) {
  return activityRows(db).where('a.id', '=', id).executeTakeFirst();
}

/** An activity's goods with their SKU, shop price, warehouse stock and units sold. */
export function activityGoodsOf(db: Executor, activityId: number) {
  return db
    .selectFrom('activity_goods as ag')
    .innerJoin('goods as g', 'g.id', 'ag.goods_id')
    .innerJoin('goods_skus as s', 's.id', 'ag.sku_id')
    .leftJoin('stock as st', (j) =>
      j.onRef('st.sku_id', '=', 'ag.sku_id').on('st.location_id', '=', WAREHOUSE_LOCATION_ID),
    )
    .select([
      'ag.id',
      'ag.goods_id',
      'ag.sku_id',
      'ag.price',
      'ag.integral',
      'ag.stock_cap',
      'ag.limit_per_user',
      'g.title',
      'g.image',
      's.spec',
      's.price as sku_price',
      sql<number>`coalesce(st.quantity, 0)`.as('stock'),
      soldOfAg.as('sold'),
    ])
    .where('ag.activity_id', '=', activityId)
    .orderBy('ag.sort')
    .orderBy('ag.id')
    .execute();
}

function skuQuery(db: Executor) {
  return db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .leftJoin('stock as st', (j) =>
      j.onRef('st.sku_id', '=', 's.id').on('st.location_id', '=', WAREHOUSE_LOCATION_ID),
    )
    .select([
      's.id as sku_id',
      's.goods_id',
      's.spec',
      's.price',
      'g.title',
      'g.image',
      'g.brand_id',
      'g.status',
      sql<number>`coalesce(st.quantity, 0)`.as('stock'),
    ])
    .where('g.local_shop_id', 'is', null);
}

export type SkuRow = Awaited<ReturnType<ReturnType<typeof skuQuery>['execute']>>[number];

/** The mall SKUs of these ids (local-shop menu items are not mall goods). */
export function skusByIds(db: Executor, ids: readonly number[]): Promise<SkuRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return skuQuery(db)
    .where('s.id', 'in', [...ids])
    .execute();
}

/** The goods picker: on-sale mall SKUs by title or goods id, newest goods first. */
export async function searchSkus(
  db: Executor,
  q: { page: number; limit: number; keyword?: string | undefined; goods_id?: number | undefined },
): Promise<{ rows: SkuRow[]; total: number }> {
  let query = skuQuery(db).where('g.status', '=', 1);
  if (q.goods_id) query = query.where('g.id', '=', q.goods_id);
  if (q.keyword) query = query.where('g.title', 'like', `%${q.keyword.replace(/[%_\\]/g, '')}%`);
  const count = await query
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  const rows = await query
    .orderBy('g.id', 'desc')
    .orderBy('s.id')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * SKUs among `skuIds` already in another activity of `type` that is on or paused and whose
 * window overlaps `[start, end)`.
 */
export function overlappingSkus(
  db: Executor,
  p: { type: number; skuIds: number[]; start: number; end: number; exclude: number },
) {
  return db
    .selectFrom('activity_goods as ag')
    .innerJoin('activities as a', 'a.id', 'ag.activity_id')
    .select(['ag.sku_id', 'a.id', 'a.title'])
    .where('a.type', '=', p.type)
    .where('a.status', 'in', [1, 2])
    .where('a.start_at', '<', p.end)
    .where('a.end_at', '>', p.start)
    .where('a.id', '<>', p.exclude)
    .where('ag.sku_id', 'in', p.skuIds)
    .orderBy('a.id')
    .execute();
}

/**
 * Another flash-sale session on sale (status 1; a paused one does not hold its slot) whose
 * window overlaps `[start, end)`.
 */
export function overlappingSession(
  db: Executor,
  p: { type: number; start: number; end: number; exclude: number },
) {
  return db
    .selectFrom('activities')
    .select(['id', 'title'])
    .where('type', '=', p.type)
    .where('status', '=', 1)
    .where('start_at', '<', p.end)
    .where('end_at', '>', p.start)
    .where('id', '<>', p.exclude)
    .orderBy('id')
    .executeTakeFirst();
}

export function brandExists(db: Executor, id: number) {
  return db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst();
}

/** Every category (id, parent, name), siblings in their order: the scope's tree select. */
export function categoryTree(db: Executor) {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name'])
    .orderBy('parent_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
