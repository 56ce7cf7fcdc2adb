/**
 * Low-stock alerts of cabinet slots (issue 18 part A): after committed stock moves (and after a
 * slot's reorder level changes) a slot at or below its reorder level (level > 0) gets ONE active
 * `cabinet_alerts` row (status 0 open, or 1 once a restock was raised; the partial unique index
 * guards the open one) and `cabinetAlert` goes to the merchant's and the cabinet's rooms; a slot
 * that rose above its level clears its active alert (status 2).
 */
import { sql } from 'kysely';
import {
  EVENTS,
  cabinetRoom,
  merchantRoom,
  type CabinetAlertPayload,
} from '../../../shared/realtime';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';

/** What a committed move tells about its slot (a MoveResult is one). */
export interface MovedSlot {
  location_id: number;
  replayed: boolean;
}

function emitAlert(app: AppContext, merchantId: number, p: CabinetAlertPayload): void {
  app.io?.to([merchantRoom(merchantId), cabinetRoom(p.cabinet_id)]).emit(EVENTS.cabinetAlert, p);
}

/** Raises or clears the alert of one slot from its quantity now. */
export async function syncSlotAlert(app: AppContext, locationId: number): Promise<void> {
  const { db } = app.database;
  const slot = await db
    .selectFrom('stock_locations as l')
    .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
    .select([
      'l.id',
      'l.kind',
      'l.sku_id',
      'l.reorder_level',
      'c.id as cabinet_id',
      'c.merchant_id',
      sql<number>`(select coalesce(sum(s.quantity), 0) from stock s where s.location_id = l.id)`.as(
        'quantity',
      ),
    ])
    .where('l.id', '=', locationId)
    .executeTakeFirst();
  if (!slot || slot.kind !== 'cabinet_slot') return;
  const now = app.clock.now();
  const quantity = Number(slot.quantity);
  const level = Number(slot.reorder_level);
  const active = await db
    .selectFrom('cabinet_alerts')
    .select(['id', 'status'])
    .where('location_id', '=', locationId)
    .where('status', 'in', [0, 1])
    .executeTakeFirst();
  const low = level > 0 && slot.sku_id !== null && quantity <= level;
  if (low && !active) {
    const kind = quantity === 0 ? 'empty' : 'low';
    let id: number;
    try {
      const row = await db
        .insertInto('cabinet_alerts')
        .values({
          merchant_id: slot.merchant_id,
          cabinet_id: slot.cabinet_id,
          location_id: locationId,
          sku_id: slot.sku_id!,
          kind,
          quantity,
          reorder_level: level,
          status: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } catch (err) {
      // a concurrent move raised it first (the partial unique index)
      if (isUniqueViolation(err)) return;
      throw err;
    }
    emitAlert(app, slot.merchant_id, {
      alert_id: id,
      cabinet_id: slot.cabinet_id,
      location_id: locationId,
      sku_id: slot.sku_id!,
      kind,
      quantity,
      reorder_level: level,
      status: 0,
      at: now,
    });
  } else if (low && active && active.status === 0) {
    // still low: the open alert follows the quantity
    await db
      .updateTable('cabinet_alerts')
      .set({ quantity, kind: quantity === 0 ? 'empty' : 'low' })
      .where('id', '=', active.id)
      .execute();
  } else if (!low && active) {
    const res = await db
      .updateTable('cabinet_alerts')
      .set({ status: 2, cleared_at: now, quantity })
      .where('id', '=', active.id)
      .where('status', 'in', [0, 1])
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return;
    emitAlert(app, slot.merchant_id, {
      alert_id: active.id,
      cabinet_id: slot.cabinet_id,
      location_id: locationId,
      sku_id: slot.sku_id ?? 0,
      kind: 'low',
      quantity,
      reorder_level: level,
      status: 2,
      at: now,
    });
  }
}

/** The alerts of every slot that really moved (call after the commit; never throws). */
export async function syncSlotAlerts(app: AppContext, moved: readonly MovedSlot[]): Promise<void> {
  const ids = [...new Set(moved.filter((m) => !m.replayed).map((m) => m.location_id))];
  for (const id of ids.sort((a, b) => a - b)) {
    try {
      await syncSlotAlert(app, id);
    } catch {
      // the moves are committed; a failed alert sync is retried by the slot's next move
    }
  }
}
