/**
 * Courier restock (docs/api-guishang.md): a record of expected quantities per slot line, as a
 * work order assigned to a courier with a due time (issue 18). Lines are done one by one (a
 * quantity, a photo proof, a shortfall reason code), each booked at once as a `restock` move
 * under the operator's name; the finish books the lines still open. A shortfall becomes an
 * abnormal record with the courier and the reason code; the merchant handles it once.
 */
import type { ShortfallReason } from '../../../shared/contract/cabinet-courier';
import { EVENTS, cabinetRoom, courierRoom, merchantRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { AuthMerchant } from '../../lib/auth';
import { t, type Lang } from '../../messages';
import { forbidden, invalid, notFound } from '../../lib/reply';
import { findSku } from './cabinet.repository';
import { cabinetDetail, ownCabinet } from './cabinet-goods.service';
import { stockRefusalAs422 } from './cabinet.shared';
import {
  courierOf,
  courierServes,
  operatorNameOf,
  merchantCabinetsWithOrders,
  servedCabinets,
} from './courier.repository';
import {
  abnormalOf,
  assignRestock,
  assignedSlotsOf,
  finishRestockRecord,
  handleAbnormal,
  insertAbnormal,
  insertRestock,
  listAbnormal,
  listRestocks,
  listWorkOrders,
  markLineDone,
  restockExists,
  restockRecordOf,
  slotIdsOf,
  slotTotal,
  workOrderLinesOf,
} from './restock.repository';
import { withStockMoves, type MoveInput, type MoveResult } from './stock.service';

/**
 * An active courier of the merchant that serves the cabinet (issue 23: an operator assigns a
 * courier its cabinets), or 422 naming `courier_id`.
 */
async function activeCourier(
  db: Executor,
  merchantId: number,
  courierId: number,
  cabinetId: number,
  lang: Lang,
) {
  const c = await courierOf(db, merchantId, courierId);
  if (!c) throw invalid(`courier_id: ${t(lang, 'cabinet.courierNotFound')}`);
  if (c.status !== 1) throw invalid(`courier_id: ${t(lang, 'cabinet.courierDisabled')}`);
  if (!(await courierServes(db, c.id, cabinetId))) {
    throw invalid(`courier_id: ${t(lang, 'cabinet.courierNotServing', { name: c.name })}`);
  }
  return c;
}

export async function createRestock(
  app: AppContext,
  merchantId: number,
  input: {
    cabinet_id: number;
    operator?: string;
    lines?: { location_id: number; sku_id: number; expected: number }[];
    courier_id?: number;
    due_at?: number;
  },
  lang: Lang,
) {
  const { db } = app.database;
  const cabinet = await ownCabinet(db, merchantId, input.cabinet_id, lang);
  const courier = input.courier_id
    ? await activeCourier(db, merchantId, input.courier_id, cabinet.id, lang)
    : null;
  let lines: { location_id: number; sku_id: number; expected: number }[];
  if (input.lines) {
    const slotIds = await slotIdsOf(db, cabinet.id);
    const seen = new Set<string>();
    for (const l of input.lines) {
      if (!slotIds.has(l.location_id)) throw notFound(t(lang, 'cabinet.slotNotFound'));
      if (!(await findSku(db, l.sku_id))) throw notFound(t(lang, 'cabinet.skuNotFound'));
      const k = `${l.location_id}:${l.sku_id}`;
      if (seen.has(k)) throw invalid(`lines: ${k}`);
      seen.add(k);
    }
    lines = input.lines;
  } else {
    // every slot with an assigned product, empty ones included: fill it up to its capacity
    lines = (await assignedSlotsOf(db, cabinet.id))
      .map((s) => ({
        location_id: s.location_id,
        sku_id: s.sku_id!,
        expected: Number(s.capacity) - Number(s.quantity),
      }))
      .filter((l) => l.expected > 0);
    if (lines.length === 0) throw invalid(t(lang, 'cabinet.nothingToRestock'));
  }
  const operator = courier?.name || input.operator || (await operatorNameOf(db, merchantId, null));
  const id = await db.transaction().execute((tx) =>
    insertRestock(
      tx,
      {
        merchant_id: merchantId,
        cabinet_id: cabinet.id,
        operator,
        created_at: app.clock.now(),
        courier_id: courier?.id ?? null,
        due_at: input.due_at ?? null,
      },
      lines,
    ),
  );
  emitProgress(app, merchantId, id);
  return { id };
}

/** Assigns (or reassigns) an open work order to a courier, with a due time. */
export async function assignWorkOrder(
  app: AppContext,
  merchantId: number,
  input: { id: number; courier_id: number; due_at?: number },
  lang: Lang,
) {
  const { db } = app.database;
  const rec = await restockRecordOf(db, merchantId, input.id);
  if (!rec) throw invalid(t(lang, 'cabinet.workOrderNotFound'));
  const courier = await activeCourier(db, merchantId, input.courier_id, rec.cabinet_id, lang);
  const won = await assignRestock(db, merchantId, input.id, {
    courier_id: courier.id,
    due_at: input.due_at ?? null,
    operator: courier.name,
  });
  if (!won) {
    const exists = await restockExists(db, merchantId, input.id);
    throw invalid(t(lang, exists ? 'cabinet.restockFinished' : 'cabinet.workOrderNotFound'));
  }
  emitProgress(app, merchantId, input.id);
  return { id: input.id };
}

type LineRow = Awaited<ReturnType<typeof workOrderLinesOf>>[number];

function lineView(l: LineRow) {
  const capacity = Number(l.capacity);
  const quantity = Number(l.quantity);
  return {
    id: l.id,
    record_id: l.record_id,
    location_id: l.location_id,
    slot_no: l.slot_no,
    slot_name: l.slot_name,
    sku_id: l.sku_id,
    goods_name: l.cabinet_goods_name ?? l.title ?? '',
    image: l.image ?? '',
    expected: l.expected,
    put_in: l.put_in,
    photo: l.photo,
    done_at: l.done_at === null ? null : Number(l.done_at),
    capacity,
    quantity,
    room: Math.max(0, capacity - quantity),
  };
}

/** How a refusal names a line: its slot number (else name) and goods. */
function lineLabel(l: LineRow) {
  return { slot: String(l.slot_no ?? l.slot_name), goods: l.cabinet_goods_name ?? l.title ?? '' };
}

/**
 * The courier of a session may only touch its own work orders, at the cabinets it serves
 * (issue 23: an operator's reassignment applies to the next request).
 */
async function workOrderFor(app: AppContext, merchant: AuthMerchant, id: number, lang: Lang) {
  const { db } = app.database;
  const rec = await restockRecordOf(db, merchant.id, id);
  if (
    !rec ||
    (merchant.courierId !== null &&
      (rec.courier_id !== merchant.courierId ||
        !(await courierServes(db, merchant.courierId, rec.cabinet_id))))
  ) {
    throw notFound(`id: ${t(lang, 'cabinet.workOrderNotFound')}`);
  }
  return rec;
}

interface LineBooking {
  id: number;
  merchantId: number;
  courierId: number | null;
  operator: string;
  now: number;
  lang: Lang;
}

/**
 * Books one open line inside the caller's transaction: checks the quantity against the line
 * and the slot's room (refusals name the slot and goods, and what fits), marks it done (once),
 * moves the stock and raises the abnormal record of a shortfall. False: another call did it.
 */
async function bookLine(
  tx: Executor,
  move: (m: MoveInput) => Promise<MoveResult>,
  b: LineBooking,
  line: LineRow,
  put: { put_in: number; photo: string; reason_code?: ShortfallReason; reason?: string },
  reasonRequired: boolean,
): Promise<{ booked: boolean; abnormal: boolean }> {
  const label = lineLabel(line);
  if (put.put_in > line.expected) {
    throw invalid(
      t(b.lang, 'cabinet.putInAboveExpected', { ...label, expected: String(line.expected) }),
    );
  }
  const short = put.put_in < line.expected;
  if (short && reasonRequired && !put.reason_code) {
    throw invalid(`reason_code: ${t(b.lang, 'cabinet.reasonCodeRequired', label)}`);
  }
  const room = Number(line.capacity) - (await slotTotal(tx, line.location_id));
  if (put.put_in > room) {
    throw invalid(
      t(b.lang, 'cabinet.lineOverCapacity', { ...label, room: String(Math.max(0, room)) }),
    );
  }
  const won = await markLineDone(tx, line.id, {
    put_in: put.put_in,
    photo: put.photo,
    done_at: b.now,
  });
  if (!won) return { booked: false, abnormal: false };
  if (put.put_in > 0) {
    await move({
      locationId: line.location_id,
      skuId: line.sku_id,
      delta: put.put_in,
      reason: 'restock',
      ref: `bh:${b.id}`,
      operator: b.operator,
      idempotencyKey: `bh:${b.id}:${line.id}`,
      now: b.now,
    });
  }
  if (short) {
    await insertAbnormal(tx, {
      merchant_id: b.merchantId,
      restock_record_id: b.id,
      location_id: line.location_id,
      sku_id: line.sku_id,
      expected: line.expected,
      put_in: put.put_in,
      shortfall: line.expected - put.put_in,
      reason: put.reason ?? '',
      reason_code: put.reason_code ?? 'shortfall',
      courier_id: b.courierId,
      status: 0,
      created_at: b.now,
    });
  }
  return { booked: true, abnormal: short };
}

/** Emits the progress of a work order to the merchant's and the cabinet's rooms. */
async function emitProgressNow(
  app: AppContext,
  merchantId: number,
  id: number,
  lineId: number | null,
) {
  if (!app.io) return;
  const { rows } = await listWorkOrders(app.database.db, merchantId, { page: 1, limit: 1, id });
  const r = rows[0];
  if (!r) return;
  const rooms = [merchantRoom(merchantId), cabinetRoom(r.cabinet_id)];
  // the courier's sockets already watch the cabinets it serves (plugins/realtime.ts)
  if (r.courier_id !== null) rooms.push(courierRoom(r.courier_id));
  app.io.to(rooms).emit(EVENTS.restockProgress, {
    id,
    cabinet_id: r.cabinet_id,
    courier_id: r.courier_id,
    line_id: lineId,
    lines_done: Number(r.lines_done),
    lines_total: Number(r.lines_total),
    status: r.status,
    at: app.clock.now(),
  });
}

function emitProgress(
  app: AppContext,
  merchantId: number,
  id: number,
  lineId: number | null = null,
) {
  void emitProgressNow(app, merchantId, id, lineId).catch(() => undefined);
}

function emitAbnormal(app: AppContext, merchantId: number, id: number, status: number) {
  app.io?.to(merchantRoom(merchantId)).emit(EVENTS.abnormalChanged, {
    id,
    status,
    at: app.clock.now(),
  });
}

/**
 * One line done by the courier (or the merchant): booked at once; a repeat answers the line as
 * done and books nothing. The last line finishes the work order.
 */
export async function lineDone(
  app: AppContext,
  merchant: AuthMerchant,
  input: {
    id: number;
    line_id: number;
    put_in: number;
    photo?: string;
    reason_code?: ShortfallReason;
    reason?: string;
  },
  lang: Lang,
) {
  const { db } = app.database;
  const rec = await workOrderFor(app, merchant, input.id, lang);
  const now = app.clock.now();
  const b: LineBooking = {
    id: rec.id,
    merchantId: merchant.id,
    courierId: merchant.courierId ?? rec.courier_id,
    operator: await operatorNameOf(db, merchant.id, merchant.courierId),
    now,
    lang,
  };
  const outcome = await stockRefusalAs422(lang, () =>
    withStockMoves(app, async (move, tx) => {
      const lines = await workOrderLinesOf(tx, merchant.id, rec.id);
      const line = lines.find((l) => l.id === input.line_id);
      if (!line) throw invalid(`line_id: ${t(lang, 'cabinet.lineNotFound')}`);
      if (line.done_at !== null) return { booked: false, abnormal: false };
      if (rec.status !== 0) throw invalid(t(lang, 'cabinet.restockFinished'));
      const r = await bookLine(
        tx,
        move,
        b,
        line,
        {
          put_in: input.put_in,
          photo: input.photo ?? '',
          reason_code: input.reason_code,
          reason: input.reason,
        },
        true,
      );
      // the last line done finishes the work order
      const open = lines.filter((l) => l.done_at === null && l.id !== line.id);
      if (r.booked && open.length === 0) await finishRestockRecord(tx, merchant.id, rec.id, now);
      return r;
    }),
  );
  const lines = await workOrderLinesOf(db, merchant.id, rec.id);
  const line = lines.find((l) => l.id === input.line_id)!;
  if (outcome.booked) {
    emitProgress(app, merchant.id, rec.id, line.id);
    if (outcome.abnormal) emitAbnormal(app, merchant.id, 0, 0);
  }
  return {
    line: lineView(line),
    lines_done: lines.filter((l) => l.done_at !== null).length,
    lines_total: lines.length,
    abnormal: outcome.abnormal,
    replayed: !outcome.booked,
  };
}

/**
 * Books every line still open (in slot order), each shortfall an abnormal record; all in one
 * transaction, and only the call that wins the 0 → 1 transition books. A line over the slot's
 * room is refused naming the slot, the goods and what fits (nothing is booked then).
 */
export async function finishRestock(
  app: AppContext,
  merchant: AuthMerchant,
  input: {
    id: number;
    lines: {
      line_id: number;
      put_in: number;
      reason?: string;
      reason_code?: ShortfallReason;
    }[];
  },
  lang: Lang,
) {
  const { db } = app.database;
  const rec = await workOrderFor(app, merchant, input.id, lang);
  const now = app.clock.now();
  const b: LineBooking = {
    id: rec.id,
    merchantId: merchant.id,
    courierId: merchant.courierId ?? rec.courier_id,
    operator: await operatorNameOf(db, merchant.id, merchant.courierId),
    now,
    lang,
  };
  const result = await stockRefusalAs422(lang, () =>
    withStockMoves(app, async (move, tx) => {
      if (!(await finishRestockRecord(tx, merchant.id, input.id, now))) {
        throw invalid(t(lang, 'cabinet.restockFinished'));
      }
      const lines = await workOrderLinesOf(tx, merchant.id, input.id);
      const given = new Map(input.lines.map((l) => [l.line_id, l]));
      const ids = new Set(lines.map((l) => l.id));
      if (given.size !== input.lines.length || input.lines.some((l) => !ids.has(l.line_id))) {
        throw invalid(t(lang, 'cabinet.restockLines'));
      }
      const open = lines.filter((l) => l.done_at === null);
      if (open.some((l) => !given.has(l.id))) throw invalid(t(lang, 'cabinet.restockLines'));
      let abnormal = 0;
      for (const line of open) {
        const g = given.get(line.id)!;
        const r = await bookLine(tx, move, b, line, { ...g, photo: '' }, false);
        if (r.abnormal) abnormal += 1;
      }
      return { id: input.id, abnormal };
    }),
  );
  emitProgress(app, merchant.id, input.id);
  if (result.abnormal > 0) emitAbnormal(app, merchant.id, 0, 0);
  return result;
}

function workOrderView(r: Awaited<ReturnType<typeof listWorkOrders>>['rows'][number], now: number) {
  const dueAt = r.due_at === null ? null : Number(r.due_at);
  return {
    id: r.id,
    cabinet_id: r.cabinet_id,
    cabinet_name: r.cabinet_name,
    courier_id: r.courier_id,
    courier_name: r.courier_name ?? '',
    operator: r.operator,
    status: r.status,
    due_at: dueAt,
    overdue: r.status === 0 && dueAt !== null && dueAt < now,
    created_at: Number(r.created_at),
    finished_at: r.finished_at === null ? null : Number(r.finished_at),
    lines_total: Number(r.lines_total),
    lines_done: Number(r.lines_done),
  };
}

/**
 * A courier: its own work orders at the cabinets it serves; the merchant: all of them. Open
 * first, soonest due first.
 */
export async function workOrderList(
  app: AppContext,
  merchant: AuthMerchant,
  f: { page: number; limit: number; status?: number },
) {
  const { total, rows } = await listWorkOrders(app.database.db, merchant.id, {
    ...f,
    courier_id: merchant.courierId ?? undefined,
    served_by: merchant.courierId ?? undefined,
  });
  const now = app.clock.now();
  return { total, list: rows.map((r) => workOrderView(r, now)) };
}

export async function workOrderDetail(
  app: AppContext,
  merchant: AuthMerchant,
  id: number,
  lang: Lang,
) {
  await workOrderFor(app, merchant, id, lang);
  const { db } = app.database;
  const { rows } = await listWorkOrders(db, merchant.id, { page: 1, limit: 1, id });
  const lines = await workOrderLinesOf(db, merchant.id, id);
  return { ...workOrderView(rows[0]!, app.clock.now()), lines: lines.map(lineView) };
}

export async function restockList(
  app: AppContext,
  merchantId: number,
  f: { page: number; limit: number; cabinet_id?: number; status?: number },
) {
  const { db } = app.database;
  const { total, rows, lines } = await listRestocks(db, merchantId, f);
  const courierIds = [...new Set(rows.map((r) => r.courier_id).filter((c) => c !== null))];
  const names = new Map<number, string>();
  if (courierIds.length) {
    const cs = await db
      .selectFrom('couriers')
      .select(['id', 'name'])
      .where('id', 'in', courierIds)
      .execute();
    for (const c of cs) names.set(c.id, c.name);
  }
  const now = app.clock.now();
  return {
    total,
    list: rows.map((r) => {
      const dueAt = r.due_at === null ? null : Number(r.due_at);
      return {
        ...r,
        created_at: Number(r.created_at),
        finished_at: r.finished_at === null ? null : Number(r.finished_at),
        due_at: dueAt,
        courier_name: r.courier_id === null ? '' : (names.get(r.courier_id) ?? ''),
        overdue: r.status === 0 && dueAt !== null && dueAt < now,
        lines: lines
          .filter((l) => l.record_id === r.id)
          .map((l) => ({ ...l, done_at: l.done_at === null ? null : Number(l.done_at) })),
      };
    }),
  };
}

/** Texts older versions stored as the reason of every shortfall (now the reason code). */
const LEGACY_REASONS = new Set(['Restock shortfall', '补货短缺']);

export async function abnormalList(
  app: AppContext,
  merchantId: number,
  f: { page: number; limit: number; cabinet_id?: number; status?: number },
) {
  const { total, rows } = await listAbnormal(app.database.db, merchantId, f);
  return {
    total,
    list: rows.map(({ title, cabinet_goods_name, ...r }) => ({
      ...r,
      reason: LEGACY_REASONS.has(r.reason) ? '' : r.reason,
      courier_name: r.courier_name ?? '',
      goods_name: cabinet_goods_name ?? title ?? '',
      handled_at: r.handled_at === null ? null : Number(r.handled_at),
      created_at: Number(r.created_at),
    })),
  };
}

/** open → resolved (1) | compensated (2, a note required), once, by the merchant. */
export async function handleAbnormalRecord(
  app: AppContext,
  merchantId: number,
  input: { id: number; status: number; note?: string },
  lang: Lang,
) {
  const { db } = app.database;
  const note = input.note ?? '';
  if (input.status === 2 && !note) throw invalid(t(lang, 'cabinet.noteRequired'));
  const won = await handleAbnormal(db, merchantId, input.id, {
    status: input.status,
    handled_by: await operatorNameOf(db, merchantId, null),
    handled_at: app.clock.now(),
    note,
  });
  if (!won) {
    const row = await abnormalOf(db, merchantId, input.id);
    throw invalid(
      row ? t(lang, 'cabinet.abnormalHandled') : `id: ${t(lang, 'cabinet.abnormalNotFound')}`,
    );
  }
  emitAbnormal(app, merchantId, input.id, input.status);
  return { id: input.id, status: input.status };
}

/**
 * The cabinet detail for the merchant, or for a courier only of a cabinet it serves (issue 23,
 * `courier_cabinets`; 403 otherwise).
 */
export async function cabinetDetailFor(
  app: AppContext,
  merchant: AuthMerchant,
  cabinetId: number,
  lang: Lang,
) {
  if (
    merchant.courierId !== null &&
    !(await courierServes(app.database.db, merchant.courierId, cabinetId))
  ) {
    throw forbidden(t(lang, 'cabinet.courierForbidden'));
  }
  return cabinetDetail(app, merchant.id, cabinetId, lang);
}

/**
 * The cabinets of the session (issue 23): a courier's assigned ones with its open work orders
 * at each (none: the kiosk says to ask the operator); the merchant's session: all of its own.
 */
export async function courierCabinetList(app: AppContext, merchant: AuthMerchant) {
  const { db } = app.database;
  if (merchant.courierId !== null) {
    const rows = await servedCabinets(db, merchant.id, merchant.courierId);
    return { list: rows.map((r) => ({ ...r, open_orders: Number(r.open_orders) })) };
  }
  const rows = await merchantCabinetsWithOrders(db, merchant.id);
  return { list: rows.map((r) => ({ ...r, open_orders: Number(r.open_orders) })) };
}
