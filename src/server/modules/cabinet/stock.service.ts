/**
 * The one stock model (ARCHITECTURE.md "Stock") as a service for the cabinet area: a move is a
 * conditional update of `stock` plus one append-only `stock_ledger` row, in one transaction.
 * - never negative (the update only matches when enough is there),
 * - a cabinet slot never above its capacity for stock_in / restock (capacity counts every SKU
 *   of the slot; the location row is locked first on PostgreSQL so concurrent moves serialise),
 * - idempotent: a repeated key answers the first move's result and moves nothing,
 * - `stockChanged` is emitted to the merchant's and the cabinet's rooms after the commit.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { StockReason } from '../../../shared/contract/cabinet-stock';
import type { OpsStockReason } from '../../../shared/contract/ops-stock';
import { EVENTS, cabinetRoom, merchantRoom } from '../../../shared/realtime';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { notifyOps } from '../../lib/ops-events';
import { syncSlotAlerts } from './slot-alerts.service';

/** Reasons that add to a slot and so must respect its capacity. */
const CAPPED: readonly string[] = ['stock_in', 'restock'];

export interface MoveInput {
  locationId: number;
  skuId: number;
  /** positive adds, negative takes; never 0 */
  delta: number;
  // issue 20 (stock): an operator's warehouse move has its own reason codes
  reason: StockReason | OpsStockReason;
  ref: string;
  operator: string;
  idempotencyKey: string;
  /** Unix seconds */
  now: number;
  /** Unix seconds: when a terminal made the move it queued offline (stored as made_at) */
  madeAt?: number | null;
}

export interface MoveResult {
  ledger_id: number;
  location_id: number;
  sku_id: number;
  delta: number;
  before: number;
  after: number;
  reason: string;
  /** true when the key had been booked before: nothing moved this time */
  replayed: boolean;
  cabinet_id: number | null;
  merchant_id: number | null;
  at: number;
}

export type StockRefusal =
  | 'no_location'
  | 'not_enough'
  | 'over_capacity'
  | 'key_reused'
  // issue 18 part A: a slot takes only the product assigned to it
  | 'wrong_product';

/** A move that the rules refuse; the transaction it was in rolls back. */
export class StockError extends Error {
  constructor(public readonly refusal: StockRefusal) {
    super(refusal);
  }
}

async function owner(
  tx: Executor,
  locationId: number,
): Promise<{ cabinet_id: number | null; merchant_id: number | null }> {
  const row = await tx
    .selectFrom('stock_locations as l')
    .leftJoin('cabinets as c', 'c.id', 'l.cabinet_id')
    .select(['l.cabinet_id', 'c.merchant_id'])
    .where('l.id', '=', locationId)
    .executeTakeFirst();
  return { cabinet_id: row?.cabinet_id ?? null, merchant_id: row?.merchant_id ?? null };
}

/** The booked move of a key, or null; refuses a key booked for a different move. */
async function booked(tx: Executor, input: MoveInput): Promise<MoveResult | null> {
  const row = await tx
    .selectFrom('stock_ledger')
    .selectAll()
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (!row) return null;
  if (
    row.location_id !== input.locationId ||
    row.sku_id !== input.skuId ||
    row.delta !== input.delta ||
    row.reason !== input.reason
  ) {
    throw new StockError('key_reused');
  }
  return {
    ledger_id: row.id,
    location_id: row.location_id,
    sku_id: row.sku_id,
    delta: row.delta,
    before: row.before_qty,
    after: row.after_qty,
    reason: row.reason,
    replayed: true,
    ...(await owner(tx, row.location_id)),
    at: Number(row.created_at),
  };
}

/** One move inside the caller's transaction (see the file comment). */
export async function moveStock(tx: Executor, input: MoveInput): Promise<MoveResult> {
  if (!Number.isInteger(input.delta) || input.delta === 0) throw new StockError('not_enough');
  const first = await booked(tx, input);
  if (first) return first;
  const pg = tx.getExecutor().adapter instanceof PostgresAdapter;
  const loc = await tx
    .selectFrom('stock_locations')
    .select(['id', 'kind', 'capacity', 'sku_id'])
    .where('id', '=', input.locationId)
    .$if(pg, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!loc) throw new StockError('no_location');
  const { delta } = input;
  if (delta > 0) {
    await tx
      .insertInto('stock')
      .values({ location_id: input.locationId, sku_id: input.skuId, quantity: 0 })
      .onConflict((oc) => oc.columns(['location_id', 'sku_id']).doNothing())
      .execute();
    if (loc.kind === 'cabinet_slot' && CAPPED.includes(input.reason)) {
      const total = await tx
        .selectFrom('stock')
        .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
        .where('location_id', '=', input.locationId)
        .executeTakeFirst();
      if (Number(total?.n ?? 0) + delta > loc.capacity) throw new StockError('over_capacity');
    }
    // issue 18 part A: a slot's assignment is the rule (checked after its room); a move into an
    // unassigned slot assigns it
    if (loc.kind === 'cabinet_slot') {
      if (loc.sku_id !== null && loc.sku_id !== input.skuId) {
        throw new StockError('wrong_product');
      }
      if (loc.sku_id === null) {
        await tx
          .updateTable('stock_locations')
          .set({ sku_id: input.skuId })
          .where('id', '=', input.locationId)
          .where('sku_id', 'is', null)
          .execute();
      }
    }
  }
  const row = await tx
    .updateTable('stock')
    .set({ quantity: sql<number>`quantity + ${delta}` })
    .where('location_id', '=', input.locationId)
    .where('sku_id', '=', input.skuId)
    .$if(delta < 0, (q) => q.where('quantity', '>=', -delta))
    .returning('quantity')
    .executeTakeFirst();
  if (!row) throw new StockError('not_enough');
  const after = Number(row.quantity);
  const ledger = await tx
    .insertInto('stock_ledger')
    .values({
      location_id: input.locationId,
      sku_id: input.skuId,
      delta,
      before_qty: after - delta,
      after_qty: after,
      reason: input.reason,
      ref: input.ref.slice(0, 64),
      operator: input.operator.slice(0, 64),
      idempotency_key: input.idempotencyKey,
      created_at: input.now,
      made_at: input.madeAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    ledger_id: ledger.id,
    location_id: input.locationId,
    sku_id: input.skuId,
    delta,
    before: after - delta,
    after,
    reason: input.reason,
    replayed: false,
    ...(await owner(tx, input.locationId)),
    at: input.now,
  };
}

/** Emits `stockChanged` for moves that really moved (call after the commit). */
export function emitStockChanged(app: AppContext, results: MoveResult[]): void {
  if (!app.io) return;
  for (const r of results) {
    if (r.replayed) continue;
    const rooms: string[] = [];
    if (r.merchant_id) rooms.push(merchantRoom(r.merchant_id));
    if (r.cabinet_id) rooms.push(cabinetRoom(r.cabinet_id));
    // issue 23: the console's cabinet live state re-reads (`ops:changed cabinets`)
    if (r.cabinet_id) notifyOps(app, 'cabinets', r.cabinet_id);
    if (rooms.length === 0) continue;
    app.io.to(rooms).emit(EVENTS.stockChanged, {
      cabinet_id: r.cabinet_id,
      location_id: r.location_id,
      sku_id: r.sku_id,
      quantity: r.after,
      delta: r.delta,
      reason: r.reason,
      ledger_id: r.ledger_id,
      at: r.at,
    });
  }
}

/**
 * Runs `fn` in a transaction with a `move` bound to it; after the commit emits the events of
 * every move. Moves of several locations should be made in location order (no deadlocks).
 */
export async function withStockMoves<T>(
  app: AppContext,
  fn: (move: (input: MoveInput) => Promise<MoveResult>, tx: Executor) => Promise<T>,
): Promise<T> {
  const results: MoveResult[] = [];
  const value = await app.database.db.transaction().execute(async (tx) =>
    fn(async (input) => {
      const r = await moveStock(tx, input);
      results.push(r);
      return r;
    }, tx),
  );
  emitStockChanged(app, results);
  // issue 18 part A: low-stock alerts of the slots moved (after the commit)
  await syncSlotAlerts(app, results);
  return value;
}

/**
 * One move in its own transaction. A concurrent first booking of the same key (the unique
 * index settles the race) answers as a replay of that booking.
 */
export async function moveStockOnce(app: AppContext, input: MoveInput): Promise<MoveResult> {
  try {
    return await withStockMoves(app, (move) => move(input));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const first = await booked(app.database.db, input);
    if (!first) throw err;
    return first;
  }
}
