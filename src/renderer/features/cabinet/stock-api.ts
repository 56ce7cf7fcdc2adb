/**
 * Merchant cabinet stock calls (docs/api-guishang.md): cabinets, slot stock moves and the
 * batch replay of offline moves, the stock ledger (with `after_id` catch-up), courier restock
 * records and the abnormal (shortfall) list.
 */
import type { Envelope } from '../../../shared/contract';
import type { CABINET } from '../../../shared/contract/cabinet';
import type {
  CABINET_STOCK,
  StockMove,
  StockMoveType,
  StockReason,
} from '../../../shared/contract/cabinet-stock';
import { merchantHttp } from '../../core/api/client';

export type {
  CabinetDetail,
  CabinetSlot,
  CabinetSlotGoods,
  MerchantPage as Paged,
} from '../../../shared/contract/cabinet';
export type {
  AbnormalRow,
  BatchResult,
  RestockLine,
  RestockRecord,
  StockLogRow,
  StockMove,
  StockMoveType,
  StockReason,
} from '../../../shared/contract/cabinet-stock';

export const IN_REASONS: readonly StockReason[] = ['stock_in', 'restock', 'correction'];
export const OUT_REASONS: readonly StockReason[] = ['stock_out', 'sale', 'correction'];
export const STOCK_REASONS: readonly StockReason[] = [
  'stock_in',
  'stock_out',
  'restock',
  'sale',
  'correction',
  'release',
];

export interface StockMoveInput {
  location_id: number;
  sku_id: number;
  quantity: number;
  idempotency_key: string;
  reason?: StockReason;
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

type Q = Record<string, string | number | undefined>;
/** Drops undefined fields (the form encoder would send them as empty strings). */
function clean(q: Q): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

export const cabinetDetail = (cabinetId: number) =>
  merchantHttp().call<typeof CABINET.detail>('GET', 'api/admin/cabinet/detail', {
    cabinet_id: cabinetId,
  });

// The slot editor shows a refusal inline ("failed: …"), so no modal as well (issue 18).
export const stockMove = (
  type: StockMoveType,
  move: StockMoveInput,
): Promise<Envelope<StockMove>> =>
  type === 'in'
    ? merchantHttp().call<typeof CABINET_STOCK.in>(
        'POST',
        'api/admin/stock/in',
        clean({ ...move }),
        { inlineRefusal: true },
      )
    : merchantHttp().call<typeof CABINET_STOCK.out>(
        'POST',
        'api/admin/stock/out',
        clean({ ...move }),
        { inlineRefusal: true },
      );

/** A queued move replayed: `made_at` is when it was made (Unix seconds). */
export const stockBatch = (moves: (StockMoveInput & { type: StockMoveType; made_at?: number })[]) =>
  merchantHttp().call<typeof CABINET_STOCK.batch>('POST', 'api/admin/stock/batch', {
    moves: JSON.stringify(moves),
  });

export const stockLog = (q: StockLogQuery) =>
  merchantHttp().call<typeof CABINET_STOCK.log>('GET', 'api/admin/stock/log', clean({ ...q }));

export const restockCreate = (
  cabinetId: number,
  lines: { location_id: number; sku_id: number; expected: number }[],
  operator?: string,
) =>
  merchantHttp().call<typeof CABINET_STOCK.restockCreate>(
    'POST',
    'api/admin/bh/create',
    clean({ cabinet_id: cabinetId, operator, lines: JSON.stringify(lines) }),
  );

export const restockFinish = (
  id: number,
  lines: { line_id: number; put_in: number; reason?: string }[],
) =>
  merchantHttp().call<typeof CABINET_STOCK.restockFinish>('POST', 'api/admin/bh/finish', {
    id,
    lines: JSON.stringify(lines),
  });

export const restockList = (q: {
  page?: number;
  limit?: number;
  cabinet_id?: number;
  status?: 0 | 1;
}) =>
  merchantHttp().call<typeof CABINET_STOCK.restockList>(
    'GET',
    'api/admin/bh/list',
    clean({ ...q }),
  );

export const abnormalList = (q: { page?: number; limit?: number; cabinet_id?: number }) =>
  merchantHttp().call<typeof CABINET_STOCK.abnormalLog2>(
    'GET',
    'api/admin/log/log2',
    clean({ ...q }),
  );
