/**
 * Reading the local shop (docs/api-local-shop.md): shops near a point (bounding box and the
 * equirectangular order in SQL, on SQLite and PostgreSQL alike; exact metres in code), shop
 * cards and details, menu items with their SKUs and the stock of the shop's own location.
 */
import { sql, type Selectable } from 'kysely';
import type {
  LocalHours,
  LocalItem,
  LocalPoint,
  LocalShopCard,
  LocalShopDetail,
} from '../../../shared/contract/local-shop';
import type { Executor } from '../../db';
import type { LocalShopsTable } from '../../db/schema';
import { parseJson } from '../../lib/json';
import { boundingBox, haversineM, lngScale, METRES_PER_DEGREE } from './distance';
import { isOpenAt, nextOpening } from './hours';

/** Menu item statuses (mall goods use 1 / 0, so a dish never shows in the mall). */
export const ITEM_ON_MENU = 11;
export const ITEM_OFF_MENU = 10;

export const SHOP = { PENDING: 0, OPEN: 1, REJECTED: 2, PAUSED: 3 } as const;

export type ShopRow = Selectable<LocalShopsTable> & { category_name: string };

export function shopQuery(db: Executor) {
  return db
    .selectFrom('local_shops as s')
    .leftJoin('local_shop_categories as c', 'c.id', 's.category_id')
    .selectAll('s')
    .select(sql<string>`coalesce(c.name, '')`.as('category_name'));
}

export function hoursOf(row: { hours: string }): LocalHours[] {
  const list = parseJson<LocalHours[]>(row.hours, []);
  return Array.isArray(list) ? list : [];
}

export function toCard(row: ShopRow, now: number, from: LocalPoint | null): LocalShopCard {
  const hours = hoursOf(row);
  const open = row.status === SHOP.OPEN && isOpenAt(hours, now);
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    category_id: row.category_id,
    category_name: row.category_name,
    rating_x10: row.rating_x10,
    monthly_sales: row.monthly_sales,
    min_order: Number(row.min_order),
    delivery_fee: Number(row.delivery_fee),
    delivery: row.delivery === 1,
    pickup: row.pickup === 1,
    lat_e6: row.lat_e6,
    lng_e6: row.lng_e6,
    distance_m: from ? haversineM(from, row) : null,
    open_now: open,
    next_open: open || row.status !== SHOP.OPEN ? null : nextOpening(hours, now),
    address: `${row.district}${row.address}`,
  };
}

export function toDetail(row: ShopRow, now: number, from: LocalPoint | null): LocalShopDetail {
  return {
    ...toCard(row, now, from),
    cover: row.cover,
    phone: row.phone,
    hours: hoursOf(row),
    notice: row.notice,
    rating_count: row.rating_count,
    delivery_radius_m: row.delivery_radius_m,
    province: row.province,
    city: row.city,
    district: row.district,
  };
}

export type ShopSort = 'distance' | 'sales' | 'rating';

/**
 * Open shops within `radiusM` of `from` (status 1), ordered by distance (or sales / rating),
 * one page and the total. The circle test and the order use the equirectangular squared
 * distance in micro-degrees with cos φ0 passed as a number (double precision on both databases).
 */
export async function shopsNear(
  db: Executor,
  q: {
    from: LocalPoint;
    radiusM: number;
    categoryId?: number;
    keyword?: string;
    sort: ShopSort;
    page: number;
    limit: number;
  },
): Promise<{ rows: ShopRow[]; total: number }> {
  const box = boundingBox(q.from, q.radiusM);
  const scale = lngScale(q.from);
  const radiusE6 = (q.radiusM / METRES_PER_DEGREE) * 1e6;
  const dLat = sql`cast(s.lat_e6 - ${q.from.lat_e6} as double precision)`;
  const dLng = sql`(cast(s.lng_e6 - ${q.from.lng_e6} as double precision) * cast(${scale} as double precision))`;
  const d2 = sql<number>`(${dLat} * ${dLat} + ${dLng} * ${dLng})`;
  const where = <T extends ReturnType<typeof shopQuery>>(b: T): T =>
    b
      .where('s.status', '=', SHOP.OPEN)
      .where('s.lat_e6', '>=', box.minLat)
      .where('s.lat_e6', '<=', box.maxLat)
      .where('s.lng_e6', '>=', box.minLng)
      .where('s.lng_e6', '<=', box.maxLng)
      .where(sql<boolean>`${d2} <= cast(${radiusE6 * radiusE6} as double precision)`)
      .$if(q.categoryId !== undefined, (b2) => b2.where('s.category_id', '=', q.categoryId ?? 0))
      .$if(Boolean(q.keyword), (b2) =>
        b2.where('s.name', 'like', `%${escapeLike(q.keyword ?? '')}%`),
      ) as T;
  let list = where(shopQuery(db));
  if (q.sort === 'sales') list = list.orderBy('s.monthly_sales', 'desc');
  else if (q.sort === 'rating') list = list.orderBy('s.rating_x10', 'desc');
  list = list.orderBy(d2).orderBy('s.id');
  const [rows, count] = await Promise.all([
    list
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    where(shopQuery(db))
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** `%` and `_` match themselves in a keyword (no escape clause needed: they are dropped). */
export function escapeLike(s: string): string {
  return s.replace(/[%_\\]/g, '');
}

export async function openShop(db: Executor, id: number): Promise<ShopRow | undefined> {
  return shopQuery(db).where('s.id', '=', id).where('s.status', 'in', [1, 3]).executeTakeFirst();
}

export async function shopLocation(db: Executor, shopId: number): Promise<number | null> {
  const row = await db
    .selectFrom('stock_locations')
    .select('id')
    .where('local_shop_id', '=', shopId)
    .where('kind', '=', 'local_shop')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

interface ItemRow {
  id: number;
  local_shop_id: number | null;
  local_menu_category_id: number | null;
  title: string;
  image: string;
  images: string;
  description: string;
  packing_fee: number;
  sales: number;
  status: number;
}

function specText(spec: string): string {
  const o = parseJson<Record<string, string>>(spec, {});
  return Object.values(o ?? {}).join(' / ');
}

/** Items (any status given) with their SKUs and stock at their shop's location. */
export async function itemsWithSkus(
  db: Executor,
  rows: ItemRow[],
): Promise<(LocalItem & { status: number; images: string[] })[]> {
  if (rows.length === 0) return [];
  const skus = await db
    .selectFrom('goods_skus as k')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .leftJoin('stock_locations as l', (j) =>
      j.onRef('l.local_shop_id', '=', 'g.local_shop_id').on('l.kind', '=', 'local_shop'),
    )
    .leftJoin('stock as st', (j) =>
      j.onRef('st.sku_id', '=', 'k.id').onRef('st.location_id', '=', 'l.id'),
    )
    .select([
      'k.id',
      'k.goods_id',
      'k.spec',
      'k.price',
      sql<number>`coalesce(st.quantity, 0)`.as('stock'),
    ])
    .where(
      'k.goods_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('k.id')
    .execute();
  return rows.map((r) => {
    const own = skus
      .filter((s) => s.goods_id === r.id)
      .map((s) => ({
        sku_id: s.id,
        spec: specText(s.spec),
        price: Number(s.price),
        stock: Number(s.stock),
      }));
    return {
      id: r.id,
      shop_id: r.local_shop_id ?? 0,
      menu_category_id: r.local_menu_category_id,
      name: r.title,
      image: r.image,
      description: r.description,
      price: own.length ? Math.min(...own.map((s) => s.price)) : 0,
      packing_fee: Number(r.packing_fee),
      monthly_sales: Number(r.sales),
      sold_out: r.status !== ITEM_ON_MENU || own.every((s) => s.stock <= 0),
      skus: own,
      status: r.status,
      images: parseJson<string[]>(r.images, []),
    };
  });
}

export function itemQuery(db: Executor) {
  return db
    .selectFrom('goods as g')
    .select([
      'g.id',
      'g.local_shop_id',
      'g.local_menu_category_id',
      'g.title',
      'g.image',
      'g.images',
      'g.description',
      'g.packing_fee',
      'g.sales',
      'g.status',
    ])
    .where('g.local_shop_id', 'is not', null);
}

/** Strips the internal fields of an item answer. */
export function publicItem(i: LocalItem & { status: number; images: string[] }): LocalItem {
  const { status: _s, images: _i, ...item } = i;
  return item;
}
