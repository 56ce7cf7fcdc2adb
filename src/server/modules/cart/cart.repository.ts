/**
 * Cart lines (cart_items) as the cart screen reads them. Quantities are units, prices fen.
 * The cart reserves no stock: the warehouse quantity is read to cap a line (add_cart) and to set
 * sold-out lines apart; the order (issue 4) takes stock by conditional update.
 */
import { sql } from 'kysely';
import type { CartLineV2, CartSellerGroup } from '../../../shared/contract';
import { THREE_FOR_TEN_TYPE } from '../../../shared/rules/cart-totals';
import type { Executor } from '../../db';
import { parseJson } from '../../lib/json';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';
import { precompiled } from '../../db/precompiled';

/** The ids among `ids` that are not lines of `userId` (another user's, or gone). */
export async function foreignIds(db: Executor, userId: number, ids: number[]): Promise<number[]> {
  const own = await db
    .selectFrom('cart_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  const mine = new Set(own.map((r) => r.id));
  return ids.filter((id) => !mine.has(id));
}

/** The SKU `skuId` of the goods `goodsId` with the goods' status; undefined when not that goods'. */
export function findGoodsSku(db: Executor, goodsId: number, skuId: number) {
  return db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 'g.status'])
    .where('s.id', '=', skuId)
    .where('s.goods_id', '=', goodsId)
    .executeTakeFirst();
}

export async function cartCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Warehouse quantity of a SKU; 0 when it has no stock row. */
export async function warehouseStock(db: Executor, skuId: number): Promise<number> {
  const row = await db
    .selectFrom('stock')
    .select('quantity')
    .where('location_id', '=', WAREHOUSE_LOCATION_ID)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
}

/** One SKU's `threeForTenPrices` query (db/precompiled.ts: each buy-now line runs it). */
const THREE_FOR_TEN_OF_SKU = precompiled((db, a: { type: number; now: number; sku: number }) =>
  db
    .selectFrom('activity_goods as ag')
    .innerJoin('activities as a', 'a.id', 'ag.activity_id')
    .select(['ag.sku_id', 'ag.price', 'ag.activity_id'])
    .where('a.type', '=', a.type)
    .where('a.status', '=', 1)
    .where('a.start_at', '<=', a.now)
    .where('a.end_at', '>', a.now)
    .where('ag.sku_id', '=', a.sku)
    .orderBy('ag.price')
    .orderBy('ag.activity_id'),
);

/**
 * Ten-yuan-three-items (activity type 17) prices of SKUs at `now`: SKU id → the lowest price
 * of an ongoing, published type-17 activity that has the SKU (the activity price is set per
 * SKU, so another SKU of the same goods stays a normal line).
 */
export async function threeForTenPrices(
  db: Executor,
  skuIds: number[],
  now: number,
): Promise<Map<number, { price: number; activity_id: number }>> {
  const map = new Map<number, { price: number; activity_id: number }>();
  if (skuIds.length === 0) return map;
  const rows =
    skuIds.length === 1
      ? await THREE_FOR_TEN_OF_SKU.rows(db, {
          type: THREE_FOR_TEN_TYPE,
          now,
          sku: skuIds[0]!,
        })
      : await db
          .selectFrom('activity_goods as ag')
          .innerJoin('activities as a', 'a.id', 'ag.activity_id')
          .select(['ag.sku_id', 'ag.price', 'ag.activity_id'])
          .where('a.type', '=', THREE_FOR_TEN_TYPE)
          .where('a.status', '=', 1)
          .where('a.start_at', '<=', now)
          .where('a.end_at', '>', now)
          .where('ag.sku_id', 'in', skuIds)
          .orderBy('ag.price')
          .orderBy('ag.activity_id')
          .execute();
  for (const r of rows) {
    if (!map.has(r.sku_id)) map.set(r.sku_id, { price: r.price, activity_id: r.activity_id });
  }
  return map;
}

/**
 * The user's lines, newest first: valid ones grouped by seller (groups ordered by their newest
 * line), off-shelf and sold-out ones apart.
 */
export async function cartLines(
  db: Executor,
  userId: number,
  now: number,
): Promise<{
  lines: CartLineV2[];
  groups: CartSellerGroup[];
  invalid: CartLineV2[];
  /** each line's goods freight template (issue 23 gaps, part freight), by cart line id */
  templates: Map<number, string | null>;
}> {
  const rows = await db
    .selectFrom('cart_items as c')
    .innerJoin('goods as g', 'g.id', 'c.goods_id')
    .innerJoin('goods_skus as s', 's.id', 'c.sku_id')
    .leftJoin('stock as st', (j) =>
      j.onRef('st.sku_id', '=', 'c.sku_id').on('st.location_id', '=', WAREHOUSE_LOCATION_ID),
    )
    .leftJoin('sellers as se', 'se.id', 'g.seller_id')
    .select([
      'c.id',
      'c.goods_id',
      'c.sku_id',
      'c.quantity',
      'c.is_check',
      'g.title',
      'g.image',
      'g.status',
      'g.seller_id',
      'se.name as seller_name',
      's.spec',
      's.price',
      's.image as sku_image',
      'st.quantity as stock',
      'g.freight_template',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.id', 'desc')
    .execute();
  const promos = await threeForTenPrices(
    db,
    rows.map((r) => r.sku_id),
    now,
  );

  const lines: CartLineV2[] = [];
  const groups = new Map<number, CartSellerGroup>();
  const invalid: CartLineV2[] = [];
  for (const r of rows) {
    const stock = Number(r.stock ?? 0);
    const promo = promos.get(r.sku_id);
    const reason = r.status !== 1 ? 'off_shelf' : stock <= 0 ? 'sold_out' : '';
    const line: CartLineV2 = {
      id: r.id,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      title: r.title,
      image: r.sku_image || r.image,
      spec: parseJson<Record<string, string>>(r.spec, {}),
      price: promo?.price ?? r.price,
      quantity: r.quantity,
      stock,
      isCheck: r.is_check === 1,
      invalid: reason !== '',
      seller_id: r.seller_id,
      type: promo ? THREE_FOR_TEN_TYPE : 0,
      activity_id: promo?.activity_id ?? 0,
      invalid_reason: reason,
    };
    lines.push(line);
    if (line.invalid) {
      invalid.push(line);
      continue;
    }
    let group = groups.get(r.seller_id);
    if (!group) {
      group = { seller_id: r.seller_id, seller_name: r.seller_name ?? '', lines: [] };
      groups.set(r.seller_id, group);
    }
    group.lines.push(line);
  }
  const templates = new Map(rows.map((r) => [r.id, r.freight_template]));
  return { lines, groups: [...groups.values()], invalid, templates };
}
