/**
 * Stock moves a kiosk terminal books on a slot (stock in/out, a batch replay of moves queued
 * offline) and the merchant's stock log. Terminal keys are namespaced per merchant.
 */
import type { BatchResult, StockReason } from '../../../shared/contract/cabinet-stock';
import type { AppContext } from '../../context';
import { t, type Lang } from '../../messages';
import { invalid, notFound, ReplyError } from '../../lib/reply';
import { isOwnSlot, findSku } from './cabinet.repository';
import { operatorNameOf } from './courier.repository';
import { moveView, stockRefusalAs422 } from './cabinet.shared';
import { moveStockOnce, type MoveResult } from './stock.service';
import { stockLog, type StockLogFilter } from './stock.repository';

/** How far a terminal's clock may run ahead of the server's, seconds. */
export const MADE_AT_SKEW_S = 120;

export interface TerminalMove {
  type: 'in' | 'out';
  location_id: number;
  sku_id: number;
  quantity: number;
  idempotency_key: string;
  made_at?: number;
  reason?: StockReason;
}

/** Terminal keys are namespaced per merchant: one merchant's keys never meet another's. */
const ledgerKey = (merchantId: number, key: string) => `m${merchantId}:${key}`;

/**
 * One terminal move (stock/in, stock/out, one batch item); refusals throw 422. A move may say
 * when it was made (`made_at`: queued offline, replayed after a new login): not ahead of the
 * server clock by more than MADE_AT_SKEW_S, not older than the longest merchant session.
 */
export async function terminalMove(
  app: AppContext,
  merchantId: number,
  m: TerminalMove,
  lang: Lang,
): Promise<MoveResult> {
  const { db } = app.database;
  const now = app.clock.now();
  if (m.made_at !== undefined) {
    if (m.made_at > now + MADE_AT_SKEW_S) throw invalid(t(lang, 'cabinet.madeAtFuture'));
    if (m.made_at < now - app.config.sessions.merchantMaxS) {
      throw invalid(t(lang, 'cabinet.madeAtTooOld'));
    }
  }
  if (!(await isOwnSlot(db, merchantId, m.location_id))) {
    throw notFound(t(lang, 'cabinet.slotNotFound'));
  }
  if (!(await findSku(db, m.sku_id))) throw notFound(t(lang, 'cabinet.skuNotFound'));
  const reason = m.reason ?? (m.type === 'in' ? 'stock_in' : 'stock_out');
  // the real operator's name on the ledger row (issue 18; terminal moves are the merchant's)
  const operator = await operatorNameOf(db, merchantId, null);
  return stockRefusalAs422(lang, () =>
    moveStockOnce(app, {
      locationId: m.location_id,
      skuId: m.sku_id,
      delta: m.type === 'in' ? m.quantity : -m.quantity,
      reason,
      ref: 'terminal',
      operator,
      idempotencyKey: ledgerKey(merchantId, m.idempotency_key),
      now,
      madeAt: m.made_at ?? null,
    }),
  );
}

/** One move, answered as its ledger row. */
export async function terminalMoveView(
  app: AppContext,
  merchantId: number,
  m: TerminalMove,
  lang: Lang,
) {
  return moveView(await terminalMove(app, merchantId, m, lang));
}

/**
 * Items are booked one by one, in order, each in its own transaction: a replayed key answers
 * its first result, a refused item answers ok: false and does not stop the rest.
 */
export async function terminalBatch(
  app: AppContext,
  merchantId: number,
  moves: TerminalMove[],
  lang: Lang,
) {
  const results: BatchResult[] = [];
  for (const m of moves) {
    try {
      const r = await terminalMove(app, merchantId, m, lang);
      results.push({ idempotency_key: m.idempotency_key, ok: true, ...moveView(r) });
    } catch (err) {
      if (!(err instanceof ReplyError)) throw err;
      results.push({ idempotency_key: m.idempotency_key, ok: false, message: err.message });
    }
  }
  return { results };
}

export async function stockLogPage(app: AppContext, merchantId: number, f: StockLogFilter) {
  const { total, rows } = await stockLog(app.database.db, merchantId, f);
  return {
    total,
    list: rows.map(({ title, cabinet_goods_name, ...r }) => ({
      ...r,
      ledger_id: r.id,
      goods_name: cabinet_goods_name ?? title,
      before: r.before_qty,
      after: r.after_qty,
      created_at: Number(r.created_at),
      made_at: r.made_at === null ? null : Number(r.made_at),
    })),
  };
}
