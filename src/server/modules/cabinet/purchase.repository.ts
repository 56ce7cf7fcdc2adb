/**
 * The SQL of purchase (进货 jinhuo) reads and writes that the routes used to run themselves:
 * supplier goods pages, the merchant's purchase cart, purchase order pages and receiving.
 * (The order's creation, closing and views are in purchase.service.ts.)
 */
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { likeContains, num } from './cabinet.shared';
import { PURCHASE, purchaseQuery, supplyQuery } from './purchase.service';

/** Whether a cabinet is the merchant's. */
export async function isOwnCabinet(
  db: Executor,
  merchantId: number,
  cabinetId: number,
): Promise<boolean> {
  const c = await db
    .selectFrom('cabinets')
    .select('id')
    .where('id', '=', cabinetId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Boolean(c);
}

/** A page of supplier goods on offer (by sort), and their count. */
export async function supplyPage(
  db: Executor,
  f: { keyword?: string; page: number; limit: number },
) {
  let q = db.selectFrom('supply_goods as sg').where('sg.status', '=', 1);
  if (f.keyword) q = q.where(likeContains('sg.name', f.keyword));
  const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  let rows = supplyQuery(db).where('sg.status', '=', 1);
  if (f.keyword) rows = rows.where(likeContains('sg.name', f.keyword));
  const list = await rows
    .orderBy('sg.sort')
    .orderBy('sg.id')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { total: num(total?.n), rows: list };
}

export function findSupply(db: Executor, id: number) {
  return supplyQuery(db).where('sg.id', '=', id).executeTakeFirst();
}

export function supplyStatus(db: Executor, id: number) {
  return db
    .selectFrom('supply_goods')
    .select(['id', 'status', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

// --- cart ---

/** The merchant's cart items of these ids (those found). */
export function cartItems(db: Executor, merchantId: number, ids: number[]) {
  return db
    .selectFrom('merchant_cart_items')
    .select(['id', 'supply_goods_id', 'quantity'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

export async function cartCount(db: Executor, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('merchant_cart_items')
    .select(sql<number>`count(*)`.as('n'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return num(row?.n);
}

/** The merchant's cart with its supplier goods, newest first. */
export function cartRows(db: Executor, merchantId: number) {
  return db
    .selectFrom('merchant_cart_items as ci')
    .innerJoin('supply_goods as sg', 'sg.id', 'ci.supply_goods_id')
    .select([
      'ci.id',
      'ci.supply_goods_id',
      'ci.quantity',
      'ci.is_check',
      'sg.name',
      'sg.image',
      'sg.unit',
      'sg.price',
      'sg.min_qty',
      'sg.status',
    ])
    .where('ci.merchant_id', '=', merchantId)
    .orderBy('ci.id', 'desc')
    .execute();
}

/** Adds `n` of a supplier goods to the cart (a goods already there adds up, at most 999). */
export async function addToCart(
  db: Executor,
  merchantId: number,
  supplyGoodsId: number,
  n: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('merchant_cart_items')
    .values({
      merchant_id: merchantId,
      supply_goods_id: supplyGoodsId,
      quantity: n,
      is_check: 1,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'supply_goods_id']).doUpdateSet({
        quantity: sql<number>`case when merchant_cart_items.quantity + ${n} > 999 then 999 else merchant_cart_items.quantity + ${n} end`,
      }),
    )
    .execute();
}

export async function setCartItem(
  db: Executor,
  merchantId: number,
  id: number,
  set: { quantity?: number; is_check?: number },
): Promise<void> {
  await db
    .updateTable('merchant_cart_items')
    .set(set)
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .execute();
}

export async function deleteCartItems(
  db: Executor,
  merchantId: number,
  ids: number[],
): Promise<void> {
  await db
    .deleteFrom('merchant_cart_items')
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids)
    .execute();
}

// --- orders ---

/** The order a client key already created. */
export async function orderOfClientKey(
  db: Executor,
  merchantId: number,
  clientKey: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('purchase_orders')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
  return row?.id;
}

export function findPurchase(db: Executor, merchantId: number, orderId: number) {
  return purchaseQuery(db, merchantId).where('p.id', '=', orderId).executeTakeFirst();
}

/** A page of the merchant's purchase orders (newest first), and their count. */
export async function purchasePage(
  db: Executor,
  merchantId: number,
  f: { status?: number; page: number; limit: number },
) {
  let q = purchaseQuery(db, merchantId);
  if (f.status !== undefined) q = q.where('p.status', '=', f.status);
  let c = db
    .selectFrom('purchase_orders')
    .select(sql<number>`count(*)`.as('n'))
    .where('merchant_id', '=', merchantId);
  if (f.status !== undefined) c = c.where('status', '=', f.status);
  const [rows, total] = await Promise.all([
    q
      .orderBy('p.id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    c.executeTakeFirst(),
  ]);
  return { rows, total: num(total?.n) };
}

/** The ids of a cabinet's slots. */
export async function cabinetSlotIds(db: Executor, cabinetId: number): Promise<Set<number>> {
  const slots = await db
    .selectFrom('stock_locations')
    .select('id')
    .where('cabinet_id', '=', cabinetId)
    .where('kind', '=', 'cabinet_slot')
    .execute();
  return new Set(slots.map((s) => s.id));
}

/** The PAID → RECEIVED transition; whether this call won it. */
export async function markReceived(
  tx: Executor,
  merchantId: number,
  orderId: number,
  now: number,
): Promise<boolean> {
  const won = await tx
    .updateTable('purchase_orders')
    .set({ status: PURCHASE.RECEIVED, received_at: now })
    .where('id', '=', orderId)
    .where('merchant_id', '=', merchantId)
    .where('status', '=', PURCHASE.PAID)
    .executeTakeFirst();
  return Number(won.numUpdatedRows) > 0;
}

export async function setLineLocation(
  tx: Executor,
  lineId: number,
  locationId: number,
): Promise<void> {
  await tx
    .updateTable('purchase_order_lines')
    .set({ location_id: locationId })
    .where('id', '=', lineId)
    .execute();
}
