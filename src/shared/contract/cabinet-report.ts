/**
 * Cabinet reports (issue 18, docs/api-guishang.md "Reports"): sales, stock movements, abnormal
 * records and purchase spend of the merchant over a range of China-time dates, per day or per
 * week (weeks start on Monday), optionally for one cabinet. Every period of the range is present,
 * with zeros when nothing happened (a chart needs the full axis). Money is fen.
 */
import { z } from 'zod';
import { route } from './route';
import { optionalId } from './schemas';
import type { StockReason } from './cabinet-stock';

/** The longest range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 93;
export const REPORT_GRAINS = ['day', 'week'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];
export const REPORT_KINDS = ['sales', 'stock', 'abnormal', 'purchase'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A real calendar date `YYYY-MM-DD`. */
const date = z
  .string({ error: 'required' })
  .trim()
  .refine(
    (s) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: 'invalid' },
  );

export const reportInput = z.object({
  start: date,
  end: date,
  grain: z.enum(REPORT_GRAINS).default('day'),
  cabinet_id: optionalId,
});

export const reportExportInput = reportInput.extend({ kind: z.enum(REPORT_KINDS) });

export interface SalesPeriod {
  /** the period's first day, `YYYY-MM-DD` (a week: its Monday) */
  period: string;
  orders: number;
  units: number;
  /** fen */
  amount: number;
}

export interface SalesCabinetRow extends SalesPeriod {
  cabinet_id: number;
  cabinet_name: string;
}

export interface SalesProductRow {
  period: string;
  cabinet_id: number;
  cabinet_name: string;
  sku_id: number;
  name: string;
  orders: number;
  units: number;
  amount: number;
}

export interface TopProduct {
  sku_id: number;
  name: string;
  units: number;
  amount: number;
}

export interface StockPeriod {
  period: string;
  reason: StockReason;
  in_units: number;
  out_units: number;
}

export interface AbnormalPeriod {
  period: string;
  count: number;
  shortfall: number;
  open: number;
  resolved: number;
  compensated: number;
}

export interface PurchasePeriod {
  period: string;
  orders: number;
  /** fen */
  amount: number;
}

export interface ReportTotals {
  sales_orders: number;
  sales_units: number;
  sales_amount: number;
  stock_in: number;
  stock_out: number;
  abnormal_count: number;
  abnormal_shortfall: number;
  purchase_orders: number;
  purchase_amount: number;
}

export interface CabinetReport {
  start: string;
  end: string;
  grain: ReportGrain;
  cabinet_id: number | null;
  /** every period of the range, in order */
  periods: string[];
  totals: ReportTotals;
  sales: {
    periods: SalesPeriod[];
    /** non-zero rows only */
    cabinets: SalesCabinetRow[];
    /** per period, cabinet and product; non-zero rows only */
    products: SalesProductRow[];
    /** the range's products by amount, highest first (at most 10) */
    top: TopProduct[];
  };
  /** every period × every reason */
  stock: StockPeriod[];
  abnormal: AbnormalPeriod[];
  purchase: PurchasePeriod[];
}

export const CABINET_REPORT = {
  report: route<CabinetReport>()('/api/admin/report', reportInput),
  /** text/csv (UTF-8 with BOM), not the JSON envelope */
  export: route<string>()('/api/admin/report/export', reportExportInput),
} as const;
