/**
 * Reading the local shop (docs/api-local-shop.md): shops near a point (bounding box and the
 * equirectangular order in SQL, on SQLite and PostgreSQL alike; exact metres in code), shop
 * cards and details, menu items with their SKUs and the stock of the shop's own location.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type {
  LocalCategory,
  LocalHours,
  LocalItem,
  LocalNotice,
  LocalPoint,
  LocalShopCard,
  LocalShopDetail,
} from '../../../shared/contract/local-shop';
import type { Executor } from '../../db';
import type { LocalShopsTable } from '../../db/schema';
import { parseJson } from '../../lib/json';
import { ORDER } from '../order/order.state';
import { boundingBox, haversineM, lngScale, METRES_PER_DEGREE } from './distance';
import { isOpenAt, nextOpening } from './hours';
import { orderEvent } from '../order/order-event-text';
import { catalogueWord } from '../../../shared/rules/catalogue-words';
import type { Lang } from '../../messages';

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

// ---- the catalogue routes (local.routes.ts) ----

/**
 * The shop categories in their order, named in `lang` (issue 19 part E: `name_en`, else the
 * catalogue words, else the stored name).
 */
export async function localCategories(db: Executor, lang: Lang = 'zh'): Promise<LocalCategory[]> {
  const rows = await db
    .selectFrom('local_shop_categories')
    .select(['id', 'name', 'name_en', 'icon'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: lang === 'en' ? r.name_en || catalogueWord(r.name, lang) : r.name,
    icon: r.icon,
  }));
}

/** Open shops, newest first: one page and the count of all open shops. */
export async function newShopsPage(
  db: Executor,
  limit: number,
  offset: number,
): Promise<{ rows: ShopRow[]; total: number }> {
  const base = shopQuery(db).where('s.status', '=', SHOP.OPEN);
  const [rows, count] = await Promise.all([
    base
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('local_shops')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', SHOP.OPEN)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A shop's menu categories and its items on the menu, each in their order. */
export async function menuRows(db: Executor, shopId: number) {
  const [cats, rows] = await Promise.all([
    db
      .selectFrom('local_menu_categories')
      .select(['id', 'name'])
      .where('shop_id', '=', shopId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    itemQuery(db)
      .where('g.local_shop_id', '=', shopId)
      .where('g.status', '=', ITEM_ON_MENU)
      .orderBy('g.sort')
      .orderBy('g.id')
      .execute(),
  ]);
  return { cats, rows };
}

/** Items on the menu of open shops, best sellers first: one page and the total. */
export async function productsPage(
  db: Executor,
  q: { shopId?: number; categoryId?: number; keyword?: string; limit: number; offset: number },
) {
  const base = itemQuery(db)
    .innerJoin('local_shops as s', 's.id', 'g.local_shop_id')
    .where('g.status', '=', ITEM_ON_MENU)
    .where('s.status', '=', SHOP.OPEN)
    .$if(q.shopId !== undefined, (b) => b.where('s.id', '=', q.shopId ?? 0))
    .$if(q.categoryId !== undefined, (b) => b.where('s.category_id', '=', q.categoryId ?? 0))
    .$if(Boolean(q.keyword), (b) => b.where('g.title', 'like', `%${escapeLike(q.keyword ?? '')}%`));
  const [rows, count] = await Promise.all([
    base.orderBy('g.sales', 'desc').orderBy('g.id').limit(q.limit).offset(q.offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** An item on the menu (any shop status), or undefined. */
export function menuItemRow(db: Executor, id: number) {
  return itemQuery(db)
    .where('g.id', '=', id)
    .where('g.status', '=', ITEM_ON_MENU)
    .executeTakeFirst();
}

/** Notices of open and paused shops, newest first: one page and the total. */
export async function noticesPage(
  db: Executor,
  q: { shopId?: number; limit: number; offset: number },
): Promise<{ list: LocalNotice[]; total: number }> {
  const base = db
    .selectFrom('local_notices as n')
    .innerJoin('local_shops as s', 's.id', 'n.shop_id')
    .where('s.status', 'in', [SHOP.OPEN, SHOP.PAUSED])
    .$if(q.shopId !== undefined, (b) => b.where('n.shop_id', '=', q.shopId ?? 0));
  const [rows, count] = await Promise.all([
    base
      .select(['n.id', 'n.shop_id', 's.name as shop_name', 'n.title', 'n.body', 'n.created_at'])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, created_at: Number(r.created_at) })),
    total: Number(count?.n ?? 0),
  };
}

// ---- opening a shop and the owner routes (local.owner.ts) ----

export const SHOP_RIGHT = 'shop';

/** Approves a pending shop: open, its own stock location, the owner's `shop` right. */
export async function approveShop(tx: Executor, shopId: number, now: number): Promise<boolean> {
  const res = await tx
    .updateTable('local_shops')
    .set({ status: SHOP.OPEN, review_reason: '' })
    .where('id', '=', shopId)
    .where('status', '=', SHOP.PENDING)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  const shop = await tx
    .selectFrom('local_shops')
    .select(['name', 'owner_user_id'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('stock_locations')
    .values({
      kind: 'local_shop',
      name: shop.name,
      cabinet_id: null,
      slot_no: null,
      capacity: 0,
      local_shop_id: shopId,
      created_at: now,
    })
    .execute();
  if (shop.owner_user_id !== null) {
    await tx
      .insertInto('user_rights')
      .values({ user_id: shop.owner_user_id, right: SHOP_RIGHT, granted_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'right']).doNothing())
      .execute();
  }
  return true;
}

/** The user's latest shop row (application), any status. */
export function latestApplication(db: Executor, userId: number) {
  return db
    .selectFrom('local_shops')
    .selectAll()
    .where('owner_user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function shopRowById(db: Executor, shopId: number) {
  return db
    .selectFrom('local_shops')
    .selectAll()
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
}

export async function categoryExists(db: Executor, categoryId: number): Promise<boolean> {
  const category = await db
    .selectFrom('local_shop_categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return Boolean(category);
}

/** Serialises one user's applications: a no-op update that locks the user row. */
export async function lockUserRow(tx: Executor, userId: number): Promise<void> {
  await tx
    .updateTable('users')
    .set({ status: sql<number>`status` })
    .where('id', '=', userId)
    .execute();
}

/** Whether the user has an application or shop that is not rejected. */
export async function hasOpenApplication(tx: Executor, userId: number): Promise<boolean> {
  const open = await tx
    .selectFrom('local_shops')
    .select('id')
    .where('owner_user_id', '=', userId)
    .where('status', '!=', SHOP.REJECTED)
    .executeTakeFirst();
  return Boolean(open);
}

export async function insertShop(
  tx: Executor,
  values: Insertable<LocalShopsTable>,
): Promise<number> {
  const row = await tx
    .insertInto('local_shops')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Open shops whose name, address or district contains the keyword, by id. */
export function placesLike(db: Executor, keyword: string, limit: number) {
  const k = `%${escapeLike(keyword)}%`;
  return db
    .selectFrom('local_shops')
    .select(['name', 'province', 'city', 'district', 'address', 'lat_e6', 'lng_e6'])
    .where('status', '=', SHOP.OPEN)
    .where((eb) =>
      eb.or([eb('name', 'like', k), eb('address', 'like', k), eb('district', 'like', k)]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A shop by id, any status. */
export function shopById(db: Executor, shopId: number) {
  return shopQuery(db).where('s.id', '=', shopId).executeTakeFirst();
}

/** The owner's open and paused shops, by id. */
export function shopsOfOwner(db: Executor, userId: number) {
  return shopQuery(db)
    .where('s.owner_user_id', '=', userId)
    .where('s.status', 'in', [SHOP.OPEN, SHOP.PAUSED])
    .orderBy('s.id')
    .execute();
}

/**
 * Accepts a paid order once (`accepted_at` set by a conditional update, with its event);
 * false when it is not paid or already accepted.
 */
export async function acceptPaidOrder(tx: Executor, orderId: number, t: number) {
  const paid = await tx
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('status', '=', ORDER.PAID)
    .executeTakeFirst();
  if (!paid) return false;
  const res = await tx
    .updateTable('local_order_details')
    .set({ accepted_at: t })
    .where('order_id', '=', orderId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await tx
    .insertInto('order_events')
    .values({ order_id: orderId, kind: 'accepted', ...orderEvent('accepted'), created_at: t })
    .execute();
  return true;
}

/** Stamps the dispatch (and the acceptance, when it was skipped) of a local order. */
export async function markDispatched(tx: Executor, orderId: number, t: number): Promise<void> {
  await tx
    .updateTable('local_order_details')
    .set({ dispatched_at: t, accepted_at: sql<number>`coalesce(accepted_at, ${t})` })
    .where('order_id', '=', orderId)
    .execute();
}

export async function insertNotice(
  db: Executor,
  values: { shop_id: number; title: string; body: string; created_at: number },
): Promise<number> {
  const row = await db
    .insertInto('local_notices')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A menu item (any status) by goods id: its shop, or undefined for mall goods. */
export function localItem(db: Executor, goodsId: number) {
  return db
    .selectFrom('goods')
    .select(['id', 'local_shop_id'])
    .where('id', '=', goodsId)
    .where('local_shop_id', 'is not', null)
    .executeTakeFirst();
}

export function skuById(db: Executor, skuId: number) {
  return db
    .selectFrom('goods_skus')
    .select(['id', 'goods_id'])
    .where('id', '=', skuId)
    .executeTakeFirst();
}

export async function setItemStatus(db: Executor, goodsId: number, status: number) {
  await db.updateTable('goods').set({ status }).where('id', '=', goodsId).execute();
}
