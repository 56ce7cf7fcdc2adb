/** SQL of partial receipt (issue 18): slots with their stock, received counters, goods made sellable. */
import { sql } from 'kysely';
import type { Executor } from '../../db';
import { num } from './cabinet.shared';
import type { PlanSlot } from './purchase-receive.plan';

/** A cabinet's slots with what each holds, in slot order. */
export async function slotsForPlan(
  db: Executor,
  cabinetId: number,
): Promise<(PlanSlot & { name: string })[]> {
  const slots = await db
    .selectFrom('stock_locations')
    .select(['id', 'slot_no', 'capacity', 'sku_id', 'name'])
    .where('cabinet_id', '=', cabinetId)
    .where('kind', '=', 'cabinet_slot')
    .orderBy('slot_no')
    .orderBy('id')
    .execute();
  if (slots.length === 0) return [];
  const stock = await db
    .selectFrom('stock')
    .select(['location_id', 'sku_id', 'quantity'])
    .where(
      'location_id',
      'in',
      slots.map((s) => s.id),
    )
    .where('quantity', '>', 0)
    .execute();
  return slots.map((s) => ({
    id: s.id,
    name: s.name,
    slot_no: s.slot_no ?? 0,
    capacity: num(s.capacity),
    sku_id: s.sku_id,
    stock: stock
      .filter((x) => x.location_id === s.id)
      .map((x) => ({ sku_id: x.sku_id, quantity: num(x.quantity) })),
  }));
}

/** An unassigned slot becomes this SKU's slot (no-op when already assigned). */
export async function assignSlot(tx: Executor, locationId: number, skuId: number): Promise<void> {
  await tx
    .updateTable('stock_locations')
    .set({ sku_id: skuId })
    .where('id', '=', locationId)
    .where('sku_id', 'is', null)
    .execute();
}

/** Counts `quantity` more received on a line, never above its quantity; whether it did. */
export async function addReceived(
  tx: Executor,
  lineId: number,
  quantity: number,
  locationId: number,
): Promise<boolean> {
  const r = await tx
    .updateTable('purchase_order_lines')
    .set({ received: sql<number>`received + ${quantity}`, location_id: locationId })
    .where('id', '=', lineId)
    .where(sql<boolean>`received + ${quantity} <= quantity`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The lines of an order not yet fully received. */
export async function openLineCount(tx: Executor, orderId: number): Promise<number> {
  const r = await tx
    .selectFrom('purchase_order_lines')
    .select(sql<number>`count(*)`.as('n'))
    .where('order_id', '=', orderId)
    .where(sql<boolean>`received < quantity`)
    .executeTakeFirst();
  return num(r?.n);
}

/** Which of these SKUs the merchant already sells as cabinet goods. */
export async function soldSkus(
  db: Executor,
  merchantId: number,
  skuIds: number[],
): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('cabinet_goods')
    .select('sku_id')
    .where('merchant_id', '=', merchantId)
    .where('sku_id', 'in', skuIds)
    .execute();
  return new Set(rows.map((r) => r.sku_id));
}

/** A SKU's retail price (fen) and goods, if the SKU exists. */
export function skuRetail(db: Executor, skuId: number) {
  return db
    .selectFrom('goods_skus')
    .select(['goods_id', 'price'])
    .where('id', '=', skuId)
    .executeTakeFirst();
}

export async function supplyImages(db: Executor, supplyGoodsId: number): Promise<string[]> {
  const r = await db
    .selectFrom('supply_goods')
    .select(['image', 'images'])
    .where('id', '=', supplyGoodsId)
    .executeTakeFirst();
  if (!r) return [];
  try {
    const list = JSON.parse(r.images) as unknown;
    if (Array.isArray(list) && list.length > 0) return list.filter((x) => typeof x === 'string');
  } catch {
    // a bad images column: the cover alone
  }
  return r.image ? [r.image] : [];
}

/** The merchant's first cabinet class (by sort), else a new one named `name`. */
export async function cabinetClassFor(
  tx: Executor,
  merchantId: number,
  name: string,
  now: number,
): Promise<number> {
  const first = await tx
    .selectFrom('cabinet_classes')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  if (first) return first.id;
  const row = await tx
    .insertInto('cabinet_classes')
    .values({ merchant_id: merchantId, name, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
