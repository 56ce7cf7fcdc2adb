/**
 * Cabinet set-up (issue 18 part A, docs/api-guishang.md "Cabinet set-up"): a cabinet's grid, each
 * slot's ONE product (a cabinet goods SKU of the merchant), capacity and reorder level, emptying
 * a slot (its stock moved to another slot of the product, or written off, through `moveStock`
 * with ledger rows) and unassigning it; the terminal home's summary; low-stock alerts (list,
 * read, raise a restock); the merchant's terminals. Refusals answer 422 naming the reason and
 * change nothing.
 */
import type {
  CabinetAlertRow,
  GridSlot,
  SlotGrid,
  TerminalRow,
} from '../../../shared/contract/cabinet-slots';
import { EXPIRING_S } from '../../../shared/contract/cabinet-slots';
// the badge of a slot: one rule shared with the kiosk's stock screen
import { slotState } from '../../../shared/rules/slot-state';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { parseJson } from '../../lib/json';
import { invalid, notFound } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import { ownCabinet } from './cabinet-goods.service';
import { dayStart, stockRefusalAs422 } from './cabinet.shared';
import { createRestock } from './restock.service';
import { syncSlotAlert } from './slot-alerts.service';
import {
  countOpenAlerts,
  countOpenRestocks,
  countSales,
  countUnpaid,
  findAlert,
  gridSlots,
  isCabinetGoodsSku,
  listAlerts,
  listTerminals,
  ownSlot,
} from './slot.repository';
import { withStockMoves } from './stock.service';

/**
 * The kind of a slot a smaller grid removed: out of every slot list and move (those read
 * `cabinet_slot`), its ledger history kept.
 */
const RETIRED_SLOT = 'cabinet_slot_retired';

const image = (cgImages: string | null, goodsImage: string | null): string =>
  parseJson<string[]>(cgImages ?? '[]', [])[0] ?? goodsImage ?? '';

export async function slotGrid(
  app: AppContext,
  merchantId: number,
  cabinetId: number,
  lang: Lang,
): Promise<SlotGrid> {
  const { db } = app.database;
  const c = await ownCabinet(db, merchantId, cabinetId, lang);
  const rows = await gridSlots(db, merchantId, c.id);
  const slots: GridSlot[] = rows.map((r) => {
    const quantity = Number(r.quantity);
    const s = {
      location_id: r.location_id,
      slot_no: r.slot_no,
      name: r.name,
      grid_row: r.grid_row,
      grid_col: r.grid_col,
      capacity: Number(r.capacity),
      reorder_level: Number(r.reorder_level),
      sku_id: r.sku_id,
      cabinet_goods_id: r.cabinet_goods_id,
      goods_name: r.cabinet_goods_name ?? r.title ?? '',
      image: r.sku_id === null ? '' : image(r.cabinet_goods_images, r.goods_image),
      quantity,
    };
    return { ...s, state: slotState(s) };
  });
  return {
    cabinet: {
      id: c.id,
      code: c.code,
      name: c.name,
      grid_rows: Number(c.grid_rows),
      grid_cols: Number(c.grid_cols),
    },
    slots,
  };
}

/**
 * Sets a cabinet's grid: cells the grid gains become new unassigned slots (`capacity`), slots
 * outside the new grid are retired (kind `cabinet_slot_retired`, their ledger history stays) —
 * refused while one of them holds stock or a product.
 */
export async function setGrid(
  app: AppContext,
  merchantId: number,
  input: { cabinet_id: number; rows: number; cols: number; capacity: number },
  lang: Lang,
): Promise<SlotGrid> {
  const { db } = app.database;
  const c = await ownCabinet(db, merchantId, input.cabinet_id, lang);
  const now = app.clock.now();
  await db.transaction().execute((tx) => applyGrid(tx, merchantId, c, input, now, lang));
  return slotGrid(app, merchantId, c.id, lang);
}

/**
 * `setGrid`'s change inside the caller's transaction `tx` (also the operator console's cabinet
 * grid, modules/ops/merchants.service.ts): throws 422 naming the first slot outside the new grid
 * that holds stock or a product.
 */
export async function applyGrid(
  tx: Executor,
  merchantId: number,
  c: { id: number; code: string },
  input: { rows: number; cols: number; capacity: number },
  now: number,
  lang: Lang,
): Promise<void> {
  const slots = await gridSlots(tx, merchantId, c.id);
  const outside = slots.filter(
    (s) =>
      s.grid_row === null ||
      s.grid_col === null ||
      s.grid_row > input.rows ||
      s.grid_col > input.cols,
  );
  for (const s of outside) {
    if (Number(s.quantity) > 0 || s.sku_id !== null) {
      throw invalid(t(lang, 'cabinet.gridShrinkBlocked', { slot: s.name }));
    }
  }
  if (outside.length) {
    await tx
      .updateTable('stock_locations')
      .set({ kind: RETIRED_SLOT, grid_row: null, grid_col: null })
      .where(
        'id',
        'in',
        outside.map((s) => s.location_id),
      )
      .execute();
  }
  const taken = new Set(
    slots.filter((s) => !outside.includes(s)).map((s) => `${s.grid_row}:${s.grid_col}`),
  );
  const last = await tx
    .selectFrom('stock_locations')
    .select((eb) => eb.fn.max('slot_no').as('n'))
    .where('cabinet_id', '=', c.id)
    .executeTakeFirst();
  let slotNo = Number(last?.n ?? 0);
  for (let r = 1; r <= input.rows; r++) {
    for (let col = 1; col <= input.cols; col++) {
      if (taken.has(`${r}:${col}`)) continue;
      slotNo += 1;
      await tx
        .insertInto('stock_locations')
        .values({
          kind: 'cabinet_slot',
          name: `${c.code}-${slotNo}`,
          cabinet_id: c.id,
          slot_no: slotNo,
          capacity: input.capacity,
          grid_row: r,
          grid_col: col,
          sku_id: null,
          reorder_level: Math.floor(input.capacity / 4),
          created_at: now,
        })
        .execute();
    }
  }
  await tx
    .updateTable('cabinets')
    .set({ grid_rows: input.rows, grid_cols: input.cols })
    .where('id', '=', c.id)
    .execute();
}

async function slotOf(app: AppContext, merchantId: number, locationId: number, lang: Lang) {
  const slot = await ownSlot(app.database.db, merchantId, locationId);
  if (!slot) throw notFound(t(lang, 'cabinet.slotNotFound'));
  return slot;
}

/**
 * Clears the slot's active alert (its product changed or it was emptied); a new alert comes with
 * the slot's next stock move.
 */
async function clearAfterAssignment(app: AppContext, locationId: number): Promise<void> {
  await app.database.db
    .updateTable('cabinet_alerts')
    .set({ status: 2, cleared_at: app.clock.now() })
    .where('location_id', '=', locationId)
    .where('status', 'in', [0, 1])
    .execute();
}

/**
 * Assigns a product (a SKU of the merchant's cabinet goods) to a slot. A slot holding stock of
 * another product is refused (empty it first); an empty slot may change its product.
 */
export async function assignSlot(
  app: AppContext,
  merchantId: number,
  input: { location_id: number; sku_id: number },
  lang: Lang,
) {
  const { db } = app.database;
  const slot = await slotOf(app, merchantId, input.location_id, lang);
  if (!(await isCabinetGoodsSku(db, merchantId, input.sku_id))) {
    throw invalid(`sku_id: ${t(lang, 'cabinet.notCabinetGoods')}`);
  }
  if (slot.sku_id === input.sku_id) return { location_id: slot.id, sku_id: input.sku_id };
  const other = slot.held.filter((h) => h.sku_id !== input.sku_id);
  if (other.length) {
    throw invalid(t(lang, 'cabinet.slotHoldsStock', { n: slot.quantity }));
  }
  const res = await db
    .updateTable('stock_locations')
    .set({ sku_id: input.sku_id })
    .where('id', '=', slot.id)
    .$if(slot.sku_id === null, (q) => q.where('sku_id', 'is', null))
    .$if(slot.sku_id !== null, (q) => q.where('sku_id', '=', slot.sku_id))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw invalid(t(lang, 'cabinet.slotWrongProduct'));
  await clearAfterAssignment(app, slot.id);
  return { location_id: slot.id, sku_id: input.sku_id };
}

/** Changes a slot's capacity (not below what it holds) and/or reorder level (0..capacity). */
export async function updateSlot(
  app: AppContext,
  merchantId: number,
  input: { location_id: number; capacity?: number; reorder_level?: number },
  lang: Lang,
) {
  const slot = await slotOf(app, merchantId, input.location_id, lang);
  const capacity = input.capacity ?? Number(slot.capacity);
  const level = input.reorder_level ?? Number(slot.reorder_level);
  if (capacity < slot.quantity) {
    throw invalid(`capacity: ${t(lang, 'cabinet.capacityBelowHeld', { n: slot.quantity })}`);
  }
  if (level > capacity) {
    throw invalid(`reorder_level: ${t(lang, 'cabinet.reorderAboveCapacity')}`);
  }
  await app.database.db
    .updateTable('stock_locations')
    .set({ capacity, reorder_level: level })
    .where('id', '=', slot.id)
    .execute();
  await syncSlotAlert(app, slot.id);
  return { location_id: slot.id };
}

/**
 * Empties a slot and unassigns it: each product it holds is moved to `to_location_id` (two
 * `correction` ledger rows, ref `slot_move:<from>`; the target must hold the same product or be
 * unassigned, and have room) or written off (`stock_out`, ref `write_off:<slot>`).
 */
export async function emptySlot(
  app: AppContext,
  merchantId: number,
  input: { location_id: number; to_location_id?: number; idempotency_key: string },
  lang: Lang,
) {
  const slot = await slotOf(app, merchantId, input.location_id, lang);
  const now = app.clock.now();
  const operator = `merchant:${merchantId}`;
  const key = `m${merchantId}:${input.idempotency_key}`;
  let moved = 0;
  let writtenOff = 0;
  if (input.to_location_id !== undefined) {
    const target = await slotOf(app, merchantId, input.to_location_id, lang);
    const skus = new Set(slot.held.map((h) => h.sku_id));
    if (slot.sku_id !== null) skus.add(slot.sku_id);
    const fits =
      target.id !== slot.id &&
      skus.size <= 1 &&
      (target.sku_id === null || skus.size === 0 || skus.has(target.sku_id)) &&
      target.held.every((h) => skus.has(h.sku_id));
    if (!fits) throw invalid(`to_location_id: ${t(lang, 'cabinet.emptyTarget')}`);
    if (target.quantity + slot.quantity > Number(target.capacity)) {
      throw invalid(`to_location_id: ${t(lang, 'cabinet.overCapacity')}`);
    }
    await stockRefusalAs422(lang, () =>
      withStockMoves(app, async (move, tx) => {
        // moves of several locations in location order (stock.service.ts)
        const outFirst = slot.id < target.id;
        for (const h of slot.held) {
          const out = {
            locationId: slot.id,
            skuId: h.sku_id,
            delta: -h.quantity,
            reason: 'correction' as const,
            ref: `slot_move:${slot.id}`,
            operator,
            idempotencyKey: `${key}:out:${h.sku_id}`,
            now,
          };
          const into = {
            ...out,
            locationId: target.id,
            delta: h.quantity,
            ref: `slot_move:${slot.id}`,
            idempotencyKey: `${key}:in:${h.sku_id}`,
          };
          for (const m of outFirst ? [out, into] : [into, out]) await move(m);
          moved += h.quantity;
        }
        await tx
          .updateTable('stock_locations')
          .set({ sku_id: null })
          .where('id', '=', slot.id)
          .execute();
      }),
    );
  } else {
    await stockRefusalAs422(lang, () =>
      withStockMoves(app, async (move, tx) => {
        for (const h of slot.held) {
          await move({
            locationId: slot.id,
            skuId: h.sku_id,
            delta: -h.quantity,
            reason: 'stock_out',
            ref: `write_off:${slot.id}`,
            operator,
            idempotencyKey: `${key}:off:${h.sku_id}`,
            now,
          });
          writtenOff += h.quantity;
        }
        await tx
          .updateTable('stock_locations')
          .set({ sku_id: null })
          .where('id', '=', slot.id)
          .execute();
      }),
    );
  }
  // an unassigned slot has no alert
  await clearAfterAssignment(app, slot.id);
  return { location_id: slot.id, moved, written_off: writtenOff };
}

/** The terminal home's numbers of one cabinet. */
export async function homeSummary(
  app: AppContext,
  merchantId: number,
  cabinetId: number,
  lang: Lang,
) {
  const { db } = app.database;
  const c = await ownCabinet(db, merchantId, cabinetId, lang);
  const now = app.clock.now();
  const slots = await gridSlots(db, merchantId, c.id);
  const low = slots.filter(
    (s) =>
      s.sku_id !== null &&
      Number(s.reorder_level) > 0 &&
      Number(s.quantity) <= Number(s.reorder_level),
  ).length;
  return {
    cabinet_id: c.id,
    sales_today: await countSales(db, merchantId, c.id, dayStart(now)),
    low_stock: low,
    open_restocks: await countOpenRestocks(db, merchantId, c.id),
    unpaid_orders: await countUnpaid(db, merchantId, c.id),
    expiring_orders: await countUnpaid(db, merchantId, c.id, now + EXPIRING_S),
    open_alerts: await countOpenAlerts(db, merchantId, c.id),
  };
}

const timeOrNull = (v: number | null): number | null => (v === null ? null : Number(v));

export async function alertList(
  app: AppContext,
  merchantId: number,
  f: { page: number; limit: number; status?: number; active?: number },
): Promise<{ total: number; list: CabinetAlertRow[] }> {
  const { total, rows } = await listAlerts(app.database.db, merchantId, f);
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      cabinet_id: r.cabinet_id,
      cabinet_name: r.cabinet_name,
      location_id: r.location_id,
      slot_name: r.slot_name,
      slot_no: r.slot_no,
      sku_id: r.sku_id,
      goods_name: r.cabinet_goods_name ?? r.title ?? '',
      image: image(r.cabinet_goods_images, r.goods_image),
      kind: r.kind,
      quantity: Number(r.quantity),
      reorder_level: Number(r.reorder_level),
      capacity: Number(r.capacity),
      status: Number(r.status),
      restock_record_id: r.restock_record_id,
      read_at: timeOrNull(r.read_at),
      cleared_at: timeOrNull(r.cleared_at),
      created_at: Number(r.created_at),
    })),
  };
}

export async function readAlert(app: AppContext, merchantId: number, id: number, lang: Lang) {
  const { db } = app.database;
  if (!(await findAlert(db, merchantId, id))) throw notFound(t(lang, 'cabinet.alertNotFound'));
  await db
    .updateTable('cabinet_alerts')
    .set({ read_at: app.clock.now() })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
  return null;
}

/**
 * Raises a restock work order for an open alert's slot (expected = capacity - quantity, at least
 * 1) through the restock service; the alert becomes status 1 with the record's id. Only the call
 * that claims the open alert creates the work order.
 */
export async function restockFromAlert(
  app: AppContext,
  merchantId: number,
  id: number,
  lang: Lang,
) {
  const { db } = app.database;
  const alert = await findAlert(db, merchantId, id);
  if (!alert) throw notFound(t(lang, 'cabinet.alertNotFound'));
  const claimed = await db
    .updateTable('cabinet_alerts')
    .set({ status: 1, read_at: alert.read_at ?? app.clock.now() })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw invalid(t(lang, 'cabinet.alertNotOpen'));
  try {
    const slot = await slotOf(app, merchantId, alert.location_id, lang);
    const { id: recordId } = await createRestock(
      app,
      merchantId,
      {
        cabinet_id: alert.cabinet_id,
        lines: [
          {
            location_id: alert.location_id,
            sku_id: alert.sku_id,
            expected: Math.max(1, Number(slot.capacity) - slot.quantity),
          },
        ],
      },
      lang,
    );
    await db
      .updateTable('cabinet_alerts')
      .set({ restock_record_id: recordId })
      .where('id', '=', id)
      .execute();
    return { restock_record_id: recordId };
  } catch (err) {
    await db
      .updateTable('cabinet_alerts')
      .set({ status: 0, read_at: alert.read_at })
      .where('id', '=', id)
      .where('status', '=', 1)
      .execute();
    throw err;
  }
}

export async function terminalList(
  app: AppContext,
  merchantId: number,
): Promise<{ list: TerminalRow[] }> {
  const rows = await listTerminals(app.database.db, merchantId);
  return {
    list: rows.map((r) => ({
      id: r.id,
      terminal_id: r.terminal_id,
      cabinet_id: r.cabinet_id,
      cabinet_name: r.cabinet_name ?? '',
      app_version: r.app_version,
      online: r.online_since !== null,
      online_since: timeOrNull(r.online_since),
      offline_since: timeOrNull(r.offline_since),
      last_seen_at: Number(r.last_seen_at),
    })),
  };
}
