/**
 * The operator console's dashboard and the owner's reset of another operator's credentials
 * (issue 20, part `dash`). Money is fen, times Unix seconds, days China time (UTC+8).
 *
 * - `GET /api/ops/dashboard` (`dashboard.view`): today's and this week's (from Monday 00:00
 *   China time) sales of paid orders, each against the same elapsed span of yesterday / last
 *   week; what waits on the operators; the low-stock SKUs; the last 14 days' sales.
 * - `POST /api/ops/operators/reset` (`operators.manage`): a new generated password (answered once)
 *   and/or TOTP cleared; the operator's sessions and sockets end; not yourself. Audited
 *   `ops.operator_reset` without the secrets.
 */
import { z } from 'zod';
import type { OperatorAccount } from './ops';
import { route } from './route';
import { id } from './schemas';

/** A warehouse stock at or under this many units is low (the dashboard's low-stock list). */
export const LOW_STOCK_LINE = 10;
/** How many low-stock SKUs the dashboard lists (the most urgent first). */
export const LOW_STOCK_TOP = 10;
/** Days of the dashboard's sales series, today included. */
export const SALES_SERIES_DAYS = 14;

const flag = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'invalid' }),
);

export const opsOperatorResetInput = z.object({
  id,
  /** true: a new generated password (answered once) */
  password: flag.optional(),
  /** true: TOTP cleared (a money role enrols again at its next login) */
  totp: flag.optional(),
});

/** Sales of paid orders in a span (by the order's `paid_at`). */
export interface SalesFigures {
  /** fen paid */
  sales: number;
  /** paid orders */
  orders: number;
  /** distinct consumers who paid */
  payers: number;
}

export interface DashboardPeriod {
  /** Unix seconds: the span's start (00:00 China time of today / of Monday) */
  from: number;
  current: SalesFigures;
  /** the same elapsed span one day / one week earlier, for the change */
  previous: SalesFigures;
}

export interface LowStockItem {
  sku_id: number;
  goods_id: number;
  title: string;
  /** the SKU's spec text ('' when the goods has one SKU) */
  spec: string;
  /** warehouse units */
  stock: number;
  seller_id: number;
  seller_name: string;
}

export interface SalesPoint {
  /** `2026-11-27` (China time) */
  day: string;
  /** Unix seconds: 00:00 China time of the day */
  start: number;
  /** fen */
  sales: number;
  orders: number;
}

export interface OpsDashboard {
  /** Unix seconds: when the figures were read */
  at: number;
  today: DashboardPeriod;
  week: DashboardPeriod;
  waiting: {
    /** after-sales decided for the consumer (approved, goods returned) whose money is not back */
    refunds: { count: number; amount: number };
    /** after-sales applied for, waiting on a decision */
    after_sales: { count: number };
    /** withdrawals requested, not yet settled */
    withdrawals: { count: number; amount: number };
  };
  low_stock: {
    /** LOW_STOCK_LINE */
    line: number;
    /** how many on-sale SKUs are at or under the line */
    total: number;
    /** the LOW_STOCK_TOP lowest */
    list: LowStockItem[];
  };
  /** SALES_SERIES_DAYS points, oldest first, today last */
  series: SalesPoint[];
}

/** `/api/ops/operators/reset`: the account and its new password (null when not reset). */
export interface OperatorReset {
  operator: OperatorAccount;
  /** shown once; null when only TOTP was cleared */
  password: string | null;
}

export const OPS_DASH = {
  dashboard: route<OpsDashboard>()('/api/ops/dashboard', z.object({})),
  operatorReset: route<OperatorReset>()('/api/ops/operators/reset', opsOperatorResetInput),
};
