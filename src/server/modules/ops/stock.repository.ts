/**
 * SQL of the console's catalogue around the goods (issue 20, part stock): categories, brands,
 * the platform's sellers, warehouse SKUs and the stock ledger's search. Stock itself moves only
 * through the cabinet module's `moveStock` (conditional update + ledger row).
 */
import { sql, type Selectable } from 'kysely';
import { isPostgres as isPg, type Executor } from '../../db';
import type { BrandsTable, CategoriesTable, SellersTable } from '../../db/schema';

export type CategoryRow = Selectable<CategoriesTable>;
export type BrandRow = Selectable<BrandsTable>;
export type SellerRow = Selectable<SellersTable>;

const like = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------------------------------------
// Categories

export async function listCategories(db: Executor) {
  return db
    .selectFrom('categories as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('goods as g')
        .whereRef('g.category_id', '=', 'c.id')
        .select(sql<number>`count(*)`.as('n'))
        .as('goods_count'),
    )
    .orderBy('c.parent_id')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('id', '=', id)
    .$if(isPg(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function countCategoryGoods(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('goods')
    .select(sql<number>`count(*)`.as('n'))
    .where('category_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countChildren(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select(sql<number>`count(*)`.as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The ids of the siblings under `parentId`, in their order. */
export async function siblingIds(db: Executor, parentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '=', parentId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function insertCategory(
  db: Executor,
  v: { parent_id: number; name: string; name_en: string; image: string; sort: number; now: number },
): Promise<CategoryRow> {
  return db
    .insertInto('categories')
    .values({
      parent_id: v.parent_id,
      name: v.name,
      name_en: v.name_en,
      image: v.image,
      sort: v.sort,
      created_at: v.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCategory(
  db: Executor,
  id: number,
  set: Partial<Pick<CategoryRow, 'name' | 'name_en' | 'image' | 'hidden' | 'parent_id' | 'sort'>>,
): Promise<CategoryRow | undefined> {
  if (Object.keys(set).length === 0) return findCategory(db, id);
  return db
    .updateTable('categories')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCategory(db: Executor, id: number): Promise<number> {
  const r = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

// ---------------------------------------------------------------------------------------------
// Brands and sellers

const goodsOfBrand = (db: Executor) =>
  db
    .selectFrom('brands as b')
    .selectAll('b')
    .select((eb) =>
      eb
        .selectFrom('goods as g')
        .whereRef('g.brand_id', '=', 'b.id')
        .select(sql<number>`count(*)`.as('n'))
        .as('goods_count'),
    );

export async function listBrands(
  db: Executor,
  f: { page: number; limit: number; q?: string | undefined },
) {
  let q = db.selectFrom('brands');
  if (f.q) q = q.where(sql<boolean>`name like ${like(f.q)} escape '\\'`);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  let rows = goodsOfBrand(db);
  if (f.q) rows = rows.where(sql<boolean>`b.name like ${like(f.q)} escape '\\'`);
  const list = await rows
    .orderBy('b.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows: list };
}

export function findBrand(db: Executor, id: number) {
  return goodsOfBrand(db).where('b.id', '=', id).executeTakeFirst();
}

export async function insertBrand(
  db: Executor,
  v: { name: string; logo: string; description: string; now: number },
): Promise<number> {
  const row = await db
    .insertInto('brands')
    .values({
      name: v.name,
      logo: v.logo,
      description: v.description,
      created_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBrand(
  db: Executor,
  id: number,
  set: Partial<Pick<BrandRow, 'name' | 'logo' | 'description' | 'hidden'>>,
): Promise<boolean> {
  if (Object.keys(set).length === 0) return true;
  const r = await db.updateTable('brands').set(set).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

const goodsOfSeller = (db: Executor) =>
  db
    .selectFrom('sellers as s')
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('goods as g')
        .whereRef('g.seller_id', '=', 's.id')
        .select(sql<number>`count(*)`.as('n'))
        .as('goods_count'),
    );

export async function listSellers(
  db: Executor,
  f: {
    page: number;
    limit: number;
    q?: string | undefined;
    owner?: 'platform' | 'merchant' | undefined;
  },
) {
  let count = db.selectFrom('sellers as s');
  let rows = goodsOfSeller(db);
  if (f.q) {
    count = count.where(sql<boolean>`s.name like ${like(f.q)} escape '\\'`);
    rows = rows.where(sql<boolean>`s.name like ${like(f.q)} escape '\\'`);
  }
  if (f.owner === 'platform') {
    count = count.where('s.merchant_id', 'is', null);
    rows = rows.where('s.merchant_id', 'is', null);
  } else if (f.owner === 'merchant') {
    count = count.where('s.merchant_id', 'is not', null);
    rows = rows.where('s.merchant_id', 'is not', null);
  }
  const total = await count.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const list = await rows
    .orderBy('s.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows: list };
}

export function findSeller(db: Executor, id: number) {
  return goodsOfSeller(db).where('s.id', '=', id).executeTakeFirst();
}

export async function insertSeller(
  db: Executor,
  v: { name: string; logo: string; description: string; now: number },
): Promise<number> {
  const row = await db
    .insertInto('sellers')
    .values({
      merchant_id: null,
      name: v.name,
      logo: v.logo,
      description: v.description,
      created_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a platform seller only (merchant_id null). */
export async function updatePlatformSeller(
  db: Executor,
  id: number,
  set: Partial<Pick<SellerRow, 'name' | 'logo' | 'description'>>,
): Promise<boolean> {
  if (Object.keys(set).length === 0) return true;
  const r = await db
    .updateTable('sellers')
    .set(set)
    .where('id', '=', id)
    .where('merchant_id', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------------------------------------
// Warehouse stock

export function warehouseLocations(db: Executor) {
  return db
    .selectFrom('stock_locations')
    .select(['id', 'name', 'kind'])
    .where('kind', '=', 'warehouse')
    .orderBy('id')
    .execute();
}

export function findLocation(db: Executor, id: number) {
  return db
    .selectFrom('stock_locations')
    .select(['id', 'name', 'kind'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSku(db: Executor, id: number) {
  return db
    .selectFrom('goods_skus as k')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .select(['k.id', 'k.goods_id', 'k.spec', 'g.title'])
    .where('k.id', '=', id)
    .executeTakeFirst();
}

export async function searchSkus(
  db: Executor,
  f: { page: number; limit: number; q?: string | undefined },
) {
  let q = db
    .selectFrom('goods_skus as k')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .where('g.local_shop_id', 'is', null);
  if (f.q) {
    // digits: a goods id or a SKU id; else part of the title
    if (/^\d{1,9}$/.test(f.q)) {
      const n = Number(f.q);
      q = q.where((eb) => eb.or([eb('g.id', '=', n), eb('k.id', '=', n)]));
    } else {
      q = q.where(sql<boolean>`g.title like ${like(f.q)} escape '\\'`);
    }
  }
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .select([
      'k.id as sku_id',
      'k.goods_id',
      'g.title',
      'k.spec',
      'g.image',
      'k.image as sku_image',
      'k.price',
    ])
    .orderBy('k.goods_id', 'desc')
    .orderBy('k.id')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

export function stockOf(db: Executor, skuIds: number[], locationIds: number[]) {
  if (skuIds.length === 0 || locationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stock')
    .select(['sku_id', 'location_id', 'quantity'])
    .where('sku_id', 'in', skuIds)
    .where('location_id', 'in', locationIds)
    .execute();
}

/** The quantity of a SKU at a location, its row made (0) and locked on PostgreSQL. */
export async function lockedQuantity(
  tx: Executor,
  locationId: number,
  skuId: number,
): Promise<number> {
  await tx
    .insertInto('stock')
    .values({ location_id: locationId, sku_id: skuId, quantity: 0 })
    .onConflict((oc) => oc.columns(['location_id', 'sku_id']).doNothing())
    .execute();
  const row = await tx
    .selectFrom('stock')
    .select('quantity')
    .where('location_id', '=', locationId)
    .where('sku_id', '=', skuId)
    .$if(isPg(tx), (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  return Number(row.quantity);
}

export interface LedgerFilter {
  page: number;
  limit: number;
  goods_id?: number | undefined;
  sku_id?: number | undefined;
  location_id?: number | undefined;
  reason?: string | undefined;
  /** the ledger's `operator` text of an operator: `op:<id>` */
  operator?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

export async function ledgerSearch(db: Executor, f: LedgerFilter) {
  let q = db
    .selectFrom('stock_ledger as s')
    .innerJoin('goods_skus as k', 'k.id', 's.sku_id')
    .innerJoin('stock_locations as l', 'l.id', 's.location_id');
  if (f.goods_id) q = q.where('k.goods_id', '=', f.goods_id);
  if (f.sku_id) q = q.where('s.sku_id', '=', f.sku_id);
  if (f.location_id) q = q.where('s.location_id', '=', f.location_id);
  if (f.reason) q = q.where('s.reason', '=', f.reason);
  if (f.operator) q = q.where('s.operator', '=', f.operator);
  if (f.from !== undefined) q = q.where('s.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('s.created_at', '<', f.to);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .select([
      's.id',
      's.created_at',
      's.location_id',
      'l.name as location_name',
      's.sku_id',
      'k.goods_id',
      'g.title',
      'k.spec',
      's.delta',
      's.before_qty',
      's.after_qty',
      's.reason',
      's.ref',
      's.operator',
    ])
    .orderBy('s.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

export async function operatorNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const map = new Map<number, string>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('operators')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  for (const r of rows) map.set(r.id, r.name);
  return map;
}
