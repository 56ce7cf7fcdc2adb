/**
 * The SQL of cabinets, their slots and cabinet goods (a shop SKU with the merchant's own name,
 * price, images and class). Every read is scoped to the merchant that owns the rows.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { MerchantUser } from '../../../shared/contract';
import type { Executor } from '../../db';
import type { CabinetGoodsTable } from '../../db/schema';

export function findOwnCabinet(db: Executor, merchantId: number, cabinetId: number) {
  return db
    .selectFrom('cabinets')
    .selectAll()
    .where('id', '=', cabinetId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** Whether a location is a slot of one of the merchant's cabinets. */
export async function isOwnSlot(
  db: Executor,
  merchantId: number,
  locationId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('stock_locations as l')
    .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
    .select('l.id')
    .where('l.id', '=', locationId)
    .where('l.kind', '=', 'cabinet_slot')
    .where('c.merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Boolean(row);
}

export function findSku(db: Executor, skuId: number): Promise<{ goods_id: number } | undefined> {
  return db.selectFrom('goods_skus').select('goods_id').where('id', '=', skuId).executeTakeFirst();
}

/** The slots of a cabinet, in slot order. */
export function cabinetSlots(db: Executor, cabinetId: number) {
  return db
    .selectFrom('stock_locations')
    .select(['id as location_id', 'slot_no', 'name', 'capacity', 'sku_id', 'reorder_level'])
    .where('cabinet_id', '=', cabinetId)
    .where('kind', '=', 'cabinet_slot')
    .orderBy('slot_no')
    .execute();
}

/** The stock rows of some slots with the goods they hold (the merchant's cabinet goods name). */
export function slotStock(db: Executor, merchantId: number, locationIds: number[]) {
  return (
    db
      .selectFrom('stock as s')
      .innerJoin('goods_skus as k', 'k.id', 's.sku_id')
      .innerJoin('goods as g', 'g.id', 'k.goods_id')
      .leftJoin('cabinet_goods as cg', (j) =>
        j.onRef('cg.sku_id', '=', 's.sku_id').on('cg.merchant_id', '=', merchantId),
      )
      .select([
        's.location_id',
        's.sku_id',
        's.quantity',
        'g.title',
        'k.spec',
        'cg.id as cabinet_goods_id',
        'cg.name as cabinet_goods_name',
        'cg.images as cabinet_goods_images',
        'g.image',
      ])
      .where('s.location_id', 'in', locationIds)
      // a slot emptied and given another product keeps a row of 0 of its old one: not its goods
      .where((w) =>
        w.or([
          w('s.quantity', '>', 0),
          w.exists(
            w
              .selectFrom('stock_locations as l')
              .select('l.id')
              .whereRef('l.id', '=', 's.location_id')
              .whereRef('l.sku_id', '=', 's.sku_id'),
          ),
        ]),
      )
      .orderBy('s.sku_id')
      .execute()
  );
}

export interface CabinetGoodsFilter {
  class_id?: number;
  status?: number;
  page: number;
  limit: number;
}

export async function listCabinetGoods(db: Executor, merchantId: number, f: CabinetGoodsFilter) {
  let q = db.selectFrom('cabinet_goods').where('merchant_id', '=', merchantId);
  if (f.class_id) q = q.where('class_id', '=', f.class_id);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await q
    .selectAll()
    .orderBy('id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

export function findCabinetGoods(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('cabinet_goods')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** The shop SKU a cabinet goods sells, with its goods title and image. */
export function skuSummary(db: Executor, skuId: number) {
  return db
    .selectFrom('goods_skus as k')
    .innerJoin('goods as g', 'g.id', 'k.goods_id')
    .select(['k.goods_id', 'g.title', 'k.spec', 'k.price', 'k.image', 'g.image as goods_image'])
    .where('k.id', '=', skuId)
    .executeTakeFirst();
}

/** The stock of one SKU in each of the merchant's cabinet slots holding it (slot order). */
export function skuSlots(db: Executor, merchantId: number, skuId: number) {
  return db
    .selectFrom('stock as s')
    .innerJoin('stock_locations as l', 'l.id', 's.location_id')
    .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
    .select([
      'c.id as cabinet_id',
      'c.name as cabinet_name',
      's.location_id',
      'l.slot_no',
      's.quantity',
    ])
    .where('s.sku_id', '=', skuId)
    .where('l.kind', '=', 'cabinet_slot')
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.id')
    .orderBy('l.slot_no')
    .orderBy('s.location_id')
    .execute();
}

export async function insertCabinetGoods(
  db: Executor,
  values: Insertable<CabinetGoodsTable>,
): Promise<number> {
  const row = await db
    .insertInto('cabinet_goods')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCabinetGoods(
  db: Executor,
  merchantId: number,
  id: number,
  set: Updateable<CabinetGoodsTable>,
): Promise<void> {
  await db
    .updateTable('cabinet_goods')
    .set(set)
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .execute();
}

/** Deletes the merchant's cabinet goods; the number of rows deleted (0 or 1). */
export async function deleteCabinetGoods(
  db: Executor,
  merchantId: number,
  id: number,
): Promise<number> {
  const res = await db
    .deleteFrom('cabinet_goods')
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

// --- the merchant session (auth.routes.ts) ---

/** The merchant user of the session answers (login, info); null when the merchant is gone. */
export async function merchantUser(db: Executor, id: number): Promise<MerchantUser | null> {
  const m = await db
    .selectFrom('merchants')
    .select(['id', 'account', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!m) return null;
  const c = await db
    .selectFrom('cabinets')
    .select(sql<number>`count(*)`.as('n'))
    .where('merchant_id', '=', id)
    .executeTakeFirst();
  return {
    merchant_id: m.id,
    account: m.account,
    name: m.name,
    cabinet_count: Number(c?.n ?? 0),
  };
}

export function findMerchantByAccount(db: Executor, account: string) {
  return db.selectFrom('merchants').selectAll().where('account', '=', account).executeTakeFirst();
}

/** The merchant's cabinets with their slot count and units in stock. */
export async function cabinetSummaries(db: Executor, merchantId: number) {
  const list = await db
    .selectFrom('cabinets as c')
    .select([
      'c.id',
      'c.code',
      'c.name',
      'c.address',
      'c.status',
      sql<number>`(select count(*) from stock_locations l where l.cabinet_id = c.id and l.kind = 'cabinet_slot')`.as(
        'slots',
      ),
      sql<number>`(select coalesce(sum(s.quantity), 0) from stock s inner join stock_locations l on l.id = s.location_id where l.cabinet_id = c.id and l.kind = 'cabinet_slot')`.as(
        'quantity',
      ),
    ])
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.id')
    .execute();
  return list.map((c) => ({ ...c, slots: Number(c.slots), quantity: Number(c.quantity) }));
}
