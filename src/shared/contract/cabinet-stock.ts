/**
 * The merchant cabinet endpoints, part 2 (docs/api-guishang.md): stock on a cabinet slot (a
 * terminal's stock in/out, the batch replay of moves queued offline, the stock log with its
 * `after_id` catch-up), courier restock records and the abnormal (shortfall) log.
 */
import { z } from 'zod';
import { idempotencyKey, jsonArray, unixTime, type MerchantPage } from './cabinet';
import { route } from './route';
import { id, intIn, limit, optionalId, page } from './schemas';

/** The reasons of a stock ledger row. */
export const STOCK_REASONS = [
  'stock_in',
  'stock_out',
  'sale',
  'restock',
  'correction',
  // a cancelled (or expired) sale's goods put back into their slot (issue 18)
  'release',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The reasons a terminal may give to a move in / out. */
export const IN_REASONS = ['stock_in', 'restock', 'correction'] as const;
export const OUT_REASONS = ['stock_out', 'sale', 'correction'] as const;

export type StockMoveType = 'in' | 'out';

const quantity = intIn(1, 10_000);

/**
 * A terminal's move may say when it was made (`made_at`, Unix seconds: a move queued offline and
 * replayed after a new login); checked per move by terminalMove.
 */
const moveFields = {
  location_id: id,
  sku_id: id,
  quantity,
  idempotency_key: idempotencyKey,
  made_at: unixTime.optional(),
};

export const stockInInput = z.object({
  ...moveFields,
  reason: z.enum(IN_REASONS).default('stock_in'),
});

export const stockOutInput = z.object({
  ...moveFields,
  reason: z.enum(OUT_REASONS).default('stock_out'),
});

const batchMove = z
  .object({ type: z.enum(['in', 'out']), ...moveFields, reason: z.enum(STOCK_REASONS).optional() })
  .refine(
    (m) =>
      m.reason === undefined ||
      (m.type === 'in' ? IN_REASONS : OUT_REASONS).includes(m.reason as never),
    { message: 'invalid', path: ['reason'] },
  );

export const stockBatchInput = z.object({ moves: jsonArray(batchMove, 1, 100) });

export const stockLogInput = z.object({
  page,
  limit,
  cabinet_id: optionalId,
  location_id: optionalId,
  sku_id: optionalId,
  reason: z.enum(STOCK_REASONS).optional(),
  // catch-up: rows after this ledger id, ascending (a kiosk pages forward until empty)
  after_id: intIn(0, 2 ** 31 - 1).optional(),
  start: unixTime.optional(),
  end: unixTime.optional(),
});

/**
 * `lines` left out: a line for every slot of the cabinet with an assigned product, empty slots
 * included, expected = capacity - quantity (lines of 0 left out). `courier_id` / `due_at`: a work
 * order assigned to a courier (modules/cabinet/restock.service.ts).
 */
export const restockCreateInput = z.object({
  cabinet_id: id,
  operator: z.string().trim().max(64).optional(),
  lines: jsonArray(z.object({ location_id: id, sku_id: id, expected: quantity }), 1, 50).optional(),
  courier_id: optionalId,
  due_at: unixTime.optional(),
});

export const restockFinishInput = z.object({
  id,
  lines: jsonArray(
    z.object({
      line_id: id,
      put_in: intIn(0, 10_000),
      reason: z.string().trim().max(200).optional(),
      reason_code: z.enum(['shortfall', 'damaged', 'expired', 'other']).optional(),
    }),
    0,
    50,
  ),
});

export const restockListInput = z.object({
  page,
  limit,
  cabinet_id: optionalId,
  status: intIn(0, 1).optional(),
});

export const abnormalListInput = z.object({
  page,
  limit,
  cabinet_id: optionalId,
  /** 0 open | 1 resolved | 2 compensated */
  status: intIn(0, 2).optional(),
});

/** The answer to one booked move: its ledger row. */
export interface StockMove {
  ledger_id: number;
  location_id: number;
  sku_id: number;
  delta: number;
  before: number;
  /** the slot's quantity after the move */
  quantity: number;
  reason: string;
  /** the key was booked before: this is the first booking's row */
  replayed: boolean;
}

/** One item of a batch replay: its ledger row, or the refusal's message. */
export type BatchResult =
  | ({ idempotency_key: string; ok: true } & StockMove)
  | { idempotency_key: string; ok: false; message: string };

export interface StockLogRow {
  /** = ledger_id */
  id: number;
  ledger_id: number;
  cabinet_id: number;
  cabinet_name: string;
  location_id: number;
  slot_name: string;
  slot_no: number | null;
  sku_id: number;
  /** the cabinet goods' name, else the shop goods' title */
  goods_name: string;
  /** the SKU's spec JSON */
  spec: string;
  delta: number;
  before: number;
  after: number;
  before_qty: number;
  after_qty: number;
  reason: string;
  ref: string;
  operator: string;
  idempotency_key: string;
  created_at: number;
  /** when a terminal made a move it queued offline; null: made when booked */
  made_at: number | null;
}

export interface RestockLine {
  id: number;
  record_id: number;
  location_id: number;
  sku_id: number;
  expected: number;
  put_in: number | null;
  photo: string;
  done_at: number | null;
}

export interface RestockRecord {
  id: number;
  merchant_id: number;
  cabinet_id: number;
  operator: string;
  /** 0 open | 1 finished */
  status: number;
  created_at: number;
  finished_at: number | null;
  courier_id: number | null;
  courier_name: string;
  due_at: number | null;
  overdue: boolean;
  lines: RestockLine[];
}

/** A shortfall of a finished restock. */
export interface AbnormalRow {
  id: number;
  merchant_id: number;
  restock_record_id: number;
  cabinet_id: number;
  cabinet_name: string;
  location_id: number;
  slot_no: number | null;
  sku_id: number;
  goods_name: string;
  expected: number;
  put_in: number;
  shortfall: number;
  /** the courier's free note ('' none) */
  reason: string;
  /** shortfall | damaged | expired | other: rendered in the reader's language */
  reason_code: string;
  operator: string;
  courier_id: number | null;
  courier_name: string;
  /** 0 open | 1 resolved | 2 compensated */
  status: number;
  handled_by: string;
  handled_at: number | null;
  note: string;
  created_at: number;
}

export const CABINET_STOCK = {
  in: route<StockMove>()('/api/admin/stock/in', stockInInput),
  out: route<StockMove>()('/api/admin/stock/out', stockOutInput),
  /** items booked one by one, in order; a refused item does not stop the rest */
  batch: route<{ results: BatchResult[] }>()('/api/admin/stock/batch', stockBatchInput),
  log: route<MerchantPage<StockLogRow>>()('/api/admin/stock/log', stockLogInput),
  restockCreate: route<{ id: number }>()('/api/admin/bh/create', restockCreateInput),
  /** `abnormal`: how many lines fell short */
  restockFinish: route<{ id: number; abnormal: number }>()(
    '/api/admin/bh/finish',
    restockFinishInput,
  ),
  restockList: route<MerchantPage<RestockRecord>>()('/api/admin/bh/list', restockListInput),
  abnormal: route<MerchantPage<AbnormalRow>>()('/api/admin/log/abnormal', abnormalListInput),
  /** the same list under the spec's old name */
  abnormalLog2: route<MerchantPage<AbnormalRow>>()('/api/admin/log/log2', abnormalListInput),
};
