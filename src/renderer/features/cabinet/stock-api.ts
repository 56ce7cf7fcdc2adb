/**
 * Merchant cabinet stock calls (docs/api-guishang.md): cabinets, slot stock moves and the
 * batch replay of offline moves, the stock ledger (with `after_id` catch-up), courier restock
 * records and the abnormal (shortfall) list.
 */
import type { Envelope } from '../../../shared/contract';
import { merchantHttp } from '../../core/api/client';

export interface CabinetSlotGoods {
  sku_id: number;
  quantity: number;
  name: string;
  spec: string;
  cabinet_goods_id: number | null;
  image?: string;
}

export interface CabinetSlot {
  location_id: number;
  slot_no: number;
  name: string;
  capacity: number;
  quantity: number;
  goods: CabinetSlotGoods[];
}

export interface CabinetDetail {
  id: number;
  code: string;
  name: string;
  address: string;
  status: number;
  slots: CabinetSlot[];
}

export type StockMoveType = 'in' | 'out';
export type StockReason = 'stock_in' | 'restock' | 'correction' | 'stock_out' | 'sale';
export const IN_REASONS: readonly StockReason[] = ['stock_in', 'restock', 'correction'];
export const OUT_REASONS: readonly StockReason[] = ['stock_out', 'sale', 'correction'];
export const STOCK_REASONS: readonly StockReason[] = [
  'stock_in',
  'stock_out',
  'restock',
  'sale',
  'correction',
];

export interface StockMoveInput {
  location_id: number;
  sku_id: number;
  quantity: number;
  idempotency_key: string;
  reason?: StockReason;
}

/** The answer to one booked move. */
export interface StockMove {
  ledger_id: number;
  location_id: number;
  sku_id: number;
  delta: number;
  before: number;
  quantity: number;
  reason: string;
  replayed: boolean;
}

export type BatchResult =
  | ({ idempotency_key: string; ok: true } & StockMove)
  | { idempotency_key: string; ok: false; message: string };

export interface StockLogRow {
  ledger_id: number;
  cabinet_id: number | null;
  cabinet_name?: string;
  location_id: number;
  slot_no: number | null;
  sku_id: number;
  goods_name: string;
  delta: number;
  before: number;
  after: number;
  reason: string;
  ref: string | null;
  operator: string | null;
  idempotency_key: string | null;
  created_at: number;
}

export interface StockLogQuery {
  page?: number;
  limit?: number;
  cabinet_id?: number;
  location_id?: number;
  sku_id?: number;
  reason?: StockReason;
  after_id?: number;
  start?: number;
  end?: number;
}

export interface RestockLine {
  id: number;
  record_id: number;
  location_id: number;
  sku_id: number;
  expected: number;
  put_in: number | null;
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
  lines: RestockLine[];
}

export interface AbnormalRow {
  id: number;
  restock_record_id: number;
  cabinet_id: number;
  cabinet_name?: string;
  location_id: number;
  slot_no?: number | null;
  sku_id: number;
  goods_name?: string;
  expected: number;
  put_in: number;
  shortfall: number;
  reason: string;
  operator?: string;
  created_at: number;
}

export interface Paged<T> {
  total: number;
  list: T[];
}

type Q = Record<string, string | number | undefined>;
/** Drops undefined fields (the form encoder would send them as empty strings). */
function clean(q: Q): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

export const cabinetDetail = (cabinetId: number) =>
  merchantHttp().get<CabinetDetail>('api/admin/cabinet/detail', { cabinet_id: cabinetId });

export const stockMove = (
  type: StockMoveType,
  move: StockMoveInput,
): Promise<Envelope<StockMove>> =>
  merchantHttp().post<StockMove>(`api/admin/stock/${type}`, clean({ ...move }));

/** A queued move replayed: `made_at` is when it was made (Unix seconds). */
export const stockBatch = (moves: (StockMoveInput & { type: StockMoveType; made_at?: number })[]) =>
  merchantHttp().post<{ results: BatchResult[] }>('api/admin/stock/batch', {
    moves: JSON.stringify(moves),
  });

export const stockLog = (q: StockLogQuery) =>
  merchantHttp().get<Paged<StockLogRow>>('api/admin/stock/log', clean({ ...q }));

export const restockCreate = (
  cabinetId: number,
  lines: { location_id: number; sku_id: number; expected: number }[],
  operator?: string,
) =>
  merchantHttp().post<{ id: number }>(
    'api/admin/bh/create',
    clean({ cabinet_id: cabinetId, operator, lines: JSON.stringify(lines) }),
  );

export const restockFinish = (
  id: number,
  lines: { line_id: number; put_in: number; reason?: string }[],
) =>
  merchantHttp().post<{ id: number; abnormal: number }>('api/admin/bh/finish', {
    id,
    lines: JSON.stringify(lines),
  });

export const restockList = (q: {
  page?: number;
  limit?: number;
  cabinet_id?: number;
  status?: 0 | 1;
}) => merchantHttp().get<Paged<RestockRecord>>('api/admin/bh/list', clean({ ...q }));

export const abnormalList = (q: { page?: number; limit?: number; cabinet_id?: number }) =>
  merchantHttp().get<Paged<AbnormalRow>>('api/admin/log/log2', clean({ ...q }));
