/**
 * The operator console's dashboard (issue 20, part `dash`): the shop's figures at a glance.
 *
 * - Sales: orders by `paid_at` (an order paid counts in its span even if refunded later), summing
 *   `pay_amount`; today from 00:00 China time and this week from Monday 00:00 China time, each
 *   compared with the same elapsed span one day / one week earlier.
 * - Waiting: after-sales applied for (a decision is due), after-sales decided for the consumer
 *   (approved, goods returned) whose money is not back yet, withdrawals requested and unsettled.
 * - Low stock: on-sale SKUs with warehouse stock at or under LOW_STOCK_LINE.
 * - Series: one point per China-time day of the last SALES_SERIES_DAYS days, today last.
 */
import {
  LOW_STOCK_LINE,
  LOW_STOCK_TOP,
  SALES_SERIES_DAYS,
  type OpsDashboard,
  type SalesPoint,
} from '../../../shared/contract/ops-dash';
import type { AppContext } from '../../context';
import { chinaDayStart } from '../../lib/china-time';
import { parseJson } from '../../lib/json';
import { AFTER_SALE } from '../order/order.state';
import {
  afterSalesIn,
  lowStock,
  pendingWithdrawals,
  salesByDay,
  salesOfSpans,
} from './dashboard.repository';

const DAY_S = 86400;
const CHINA_OFFSET_S = 8 * 3600;

/** 00:00 China time of the Monday of the week `now` falls in. */
export function chinaWeekStart(now: number): number {
  const day = chinaDayStart(now);
  const weekday = new Date((day + CHINA_OFFSET_S) * 1000).getUTCDay(); // 0 Sunday
  return day - ((weekday + 6) % 7) * DAY_S;
}

/** `2026-11-27` of a China-time day's start. */
export function chinaDay(start: number): string {
  return new Date((start + CHINA_OFFSET_S) * 1000).toISOString().slice(0, 10);
}

/** A SKU's spec JSON (`{"颜色":"红"}`) as text (`红`), '' when none. */
function specText(spec: string): string {
  const o = parseJson<unknown>(spec, {});
  if (!o || typeof o !== 'object' || Array.isArray(o)) return '';
  return Object.values(o as Record<string, unknown>)
    .map(String)
    .join(' / ');
}

export async function opsDashboard(app: AppContext): Promise<OpsDashboard> {
  const db = app.database.db;
  const now = app.clock.now();
  const today = chinaDayStart(now);
  const week = chinaWeekStart(now);
  const end = now + 1; // `[from, to)`: what was paid this very second counts
  const seriesFrom = today - (SALES_SERIES_DAYS - 1) * DAY_S;
  const [[t, y, w, lw], days, decision, refunds, withdrawals, low] = await Promise.all([
    salesOfSpans(db, [
      { from: today, to: end },
      { from: today - DAY_S, to: end - DAY_S },
      { from: week, to: end },
      { from: week - 7 * DAY_S, to: end - 7 * DAY_S },
    ]),
    salesByDay(db, { from: seriesFrom, to: today + DAY_S }),
    afterSalesIn(db, [AFTER_SALE.APPLIED]),
    afterSalesIn(db, [AFTER_SALE.APPROVED, AFTER_SALE.RETURNED]),
    pendingWithdrawals(db),
    lowStock(db, LOW_STOCK_LINE, LOW_STOCK_TOP),
  ]);
  const byStart = new Map(days.map((d) => [d.start, d]));
  const series: SalesPoint[] = Array.from({ length: SALES_SERIES_DAYS }, (_, i) => {
    const start = seriesFrom + i * DAY_S;
    const d = byStart.get(start);
    return { day: chinaDay(start), start, sales: d?.sales ?? 0, orders: d?.orders ?? 0 };
  });
  return {
    at: now,
    today: { from: today, current: t!, previous: y! },
    week: { from: week, current: w!, previous: lw! },
    waiting: {
      refunds,
      after_sales: { count: decision.count },
      withdrawals,
    },
    low_stock: {
      line: LOW_STOCK_LINE,
      total: low.total,
      list: low.list.map((r) => ({ ...r, spec: specText(r.spec) })),
    },
    series,
  };
}
