/**
 * The console's goods queries (issue 20 part goods): the list with its filters and sorts, one
 * goods with its names, its SKUs with warehouse stock, the editor's choices, and the writes of
 * goods and SKU rows (stock moves go through cabinet/stock.service, search terms through
 * catalogue/search.repository).
 */
import { sql } from 'kysely';
import type { OpsGoodsSort } from '../../../shared/contract/ops-goods';
import type { Executor } from '../../db';
import { WAREHOUSE_LOCATION_ID } from '../catalogue/goods.repository';

export interface OpsGoodsFilter {
  page: number;
  limit: number;
  keyword?: string | undefined;
  category_id?: number | undefined;
  brand_id?: number | undefined;
  seller_id?: number | undefined;
  status?: number | undefined;
  sort: OpsGoodsSort;
  order: 'asc' | 'desc';
}

const SORT_COLUMN = {
  id: 'g.id',
  price: 'g.price',
  sales: 'g.sales',
  created: 'g.created_at',
} as const;

/** Goods with their category, brand and seller names (mall goods only, not local menus). */
function goodsQuery(db: Executor) {
  return db
    .selectFrom('goods as g')
    .leftJoin('categories as c', 'c.id', 'g.category_id')
    .leftJoin('brands as b', 'b.id', 'g.brand_id')
    .leftJoin('sellers as s', 's.id', 'g.seller_id')
    .where('g.local_shop_id', 'is', null);
}

function selectRow(q: ReturnType<typeof goodsQuery>) {
  return q.select([
    'g.id',
    'g.title',
    'g.image',
    'g.images',
    'g.detail_images',
    'g.description',
    'g.category_id',
    'g.brand_id',
    'g.seller_id',
    'g.price',
    'g.market_price',
    'g.sales',
    'g.status',
    'g.created_at',
    'c.name as category_name',
    'b.name as brand_name',
    's.name as seller_name',
    's.merchant_id',
    'g.freight_template',
  ]);
}

export type OpsGoodsDbRow = Awaited<ReturnType<typeof findOpsGoods>> & object;

export async function listOpsGoods(db: Executor, f: OpsGoodsFilter) {
  let q = goodsQuery(db);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`g.title like ${like} escape '\\'`);
  }
  if (f.category_id) q = q.where('g.category_id', '=', f.category_id);
  if (f.brand_id) q = q.where('g.brand_id', '=', f.brand_id);
  if (f.seller_id) q = q.where('g.seller_id', '=', f.seller_id);
  if (f.status !== undefined) q = q.where('g.status', '=', f.status);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  let ordered = selectRow(q).orderBy(SORT_COLUMN[f.sort], f.order);
  if (f.sort !== 'id') ordered = ordered.orderBy('g.id', 'desc');
  const rows = await ordered
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

export function findOpsGoods(db: Executor, id: number) {
  return selectRow(goodsQuery(db)).where('g.id', '=', id).executeTakeFirst();
}

/** The SKUs of these goods with their warehouse stock, in id order. */
export async function skusWithStock(db: Executor, goodsIds: readonly number[]) {
  if (goodsIds.length === 0) return [];
  const rows = await db
    .selectFrom('goods_skus as k')
    .leftJoin('stock as st', (j) =>
      j.onRef('st.sku_id', '=', 'k.id').on('st.location_id', '=', WAREHOUSE_LOCATION_ID),
    )
    .select(['k.id', 'k.goods_id', 'k.spec', 'k.price', 'k.market_price', 'st.quantity'])
    .where('k.goods_id', 'in', goodsIds)
    .orderBy('k.id')
    .execute();
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity ?? 0) }));
}

/** The category and whether it has a child (a leaf has none). */
export async function categoryLeaf(db: Executor, id: number): Promise<boolean> {
  const cat = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!cat) return false;
  const child = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return !child;
}

export async function brandExists(db: Executor, id: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst(),
  );
}

/** Whether seller `id` is one of the platform's own (merchant_id null). */
export async function isPlatformSeller(db: Executor, id: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('sellers')
      .select('id')
      .where('id', '=', id)
      .where('merchant_id', 'is', null)
      .executeTakeFirst(),
  );
}

export async function goodsOptions(db: Executor) {
  const cats = await db
    .selectFrom('categories as c')
    .leftJoin('categories as p', 'p.id', 'c.parent_id')
    .select(['c.id', 'c.name', 'p.name as parent_name'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('categories as k').select('k.id').whereRef('k.parent_id', '=', 'c.id'),
        ),
      ),
    )
    .orderBy('c.parent_id')
    .orderBy('c.sort', 'desc')
    .orderBy('c.id')
    .execute();
  const brands = await db.selectFrom('brands').select(['id', 'name']).orderBy('id').execute();
  const sellers = await db
    .selectFrom('sellers')
    .select(['id', 'name'])
    .where('merchant_id', 'is', null)
    .orderBy('id')
    .execute();
  return {
    categories: cats.map((c) => ({ id: c.id, name: c.name, parent_name: c.parent_name ?? '' })),
    brands,
    sellers,
  };
}

export interface GoodsWrite {
  title: string;
  category_id: number;
  brand_id: number;
  seller_id: number;
  image: string;
  images: string;
  detail_images: string;
  description: string;
  price: number;
  market_price: number;
  /** absent: unchanged (update) */
  freight_template?: string | null;
}

export async function insertGoods(
  tx: Executor,
  v: GoodsWrite & { status: number; created_at: number },
): Promise<number> {
  const row = await tx.insertInto('goods').values(v).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGoods(tx: Executor, id: number, v: GoodsWrite): Promise<void> {
  await tx.updateTable('goods').set(v).where('id', '=', id).execute();
}

export async function insertSku(
  tx: Executor,
  v: { goods_id: number; spec: string; price: number; market_price: number },
): Promise<number> {
  const row = await tx
    .insertInto('goods_skus')
    .values({ ...v, image: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSku(
  tx: Executor,
  id: number,
  v: { spec: string; price: number; market_price: number },
): Promise<void> {
  await tx.updateTable('goods_skus').set(v).where('id', '=', id).execute();
}

export async function insertZeroStock(tx: Executor, skuId: number): Promise<void> {
  await tx
    .insertInto('stock')
    .values({ location_id: WAREHOUSE_LOCATION_ID, sku_id: skuId, quantity: 0 })
    .execute();
}

/** Sets the status when it differs (conditional: of concurrent calls one changes it). */
export async function setGoodsStatus(tx: Executor, id: number, status: number): Promise<boolean> {
  const r = await tx
    .updateTable('goods')
    .set({ status })
    .where('id', '=', id)
    .where('status', '<>', status)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
