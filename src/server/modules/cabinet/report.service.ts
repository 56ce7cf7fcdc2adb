/**
 * Cabinet reports (issue 18): the range rules, the full period axis (zeros where nothing
 * happened) and the CSV export (UTF-8 with BOM, headers in the requester's language, yuan).
 */
import type { AppContext } from '../../context';
import { t, type Lang } from '../../messages';
import { invalid, RawReply } from '../../lib/reply';
import {
  REPORT_MAX_DAYS,
  type CabinetReport,
  type ReportGrain,
  type ReportKind,
  type StockPeriod,
} from '../../../shared/contract/cabinet-report';
import { STOCK_REASONS } from '../../../shared/contract/cabinet-stock';
import {
  abnormalByStatus,
  ownCabinet,
  purchaseSpend,
  salesByCabinet,
  salesByProduct,
  stockByReason,
  type ReportScope,
} from './report.repository';

const DAY_S = 86400;
const CHINA_OFFSET_S = 8 * 3600;

export interface ReportQuery {
  start: string;
  end: string;
  grain: ReportGrain;
  cabinet_id?: number;
}

/** The China day number (days since 1970-01-01) of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 1000 / DAY_S);
}

function dateOfDay(day: number): string {
  return new Date(day * DAY_S * 1000).toISOString().slice(0, 10);
}

/** The Monday-based week number of a day number (see report.repository.ts). */
const weekOf = (day: number): number => Math.floor((day + 3) / 7);

/** The label (first day) of a period key. */
export function periodLabel(key: number, grain: ReportGrain): string {
  return dateOfDay(grain === 'week' ? key * 7 - 3 : key);
}

/** Every period key of the range, in order. */
export function periodKeys(startDay: number, endDay: number, grain: ReportGrain): number[] {
  const first = grain === 'week' ? weekOf(startDay) : startDay;
  const last = grain === 'week' ? weekOf(endDay) : endDay;
  const keys: number[] = [];
  for (let k = first; k <= last; k++) keys.push(k);
  return keys;
}

/** Checks the range (a message naming the field) and the cabinet; the SQL scope. */
async function scopeOf(
  app: AppContext,
  merchantId: number,
  q: ReportQuery,
  lang: Lang,
): Promise<{ scope: ReportScope; keys: number[] }> {
  const startDay = dayNumber(q.start);
  const endDay = dayNumber(q.end);
  if (endDay < startDay) throw invalid(`end: ${t(lang, 'cabinet.reportReversed')}`);
  if (endDay - startDay + 1 > REPORT_MAX_DAYS) {
    throw invalid(`end: ${t(lang, 'cabinet.reportTooLong', { max: REPORT_MAX_DAYS })}`);
  }
  if (q.cabinet_id && !(await ownCabinet(app.database.db, merchantId, q.cabinet_id))) {
    throw invalid(`cabinet_id: ${t(lang, 'cabinet.cabinetNotFound')}`);
  }
  return {
    scope: {
      merchantId,
      from: startDay * DAY_S - CHINA_OFFSET_S,
      to: (endDay + 1) * DAY_S - CHINA_OFFSET_S,
      grain: q.grain,
      cabinetId: q.cabinet_id,
    },
    keys: periodKeys(startDay, endDay, q.grain),
  };
}

export async function cabinetReport(
  app: AppContext,
  merchantId: number,
  q: ReportQuery,
  lang: Lang,
): Promise<CabinetReport> {
  const { scope, keys } = await scopeOf(app, merchantId, q, lang);
  const db = app.database.db;
  const [cabinets, products, stock, abnormal, purchase] = await Promise.all([
    salesByCabinet(db, scope),
    salesByProduct(db, scope),
    stockByReason(db, scope),
    abnormalByStatus(db, scope),
    purchaseSpend(db, scope),
  ]);
  const label = (k: number) => periodLabel(k, q.grain);
  const byKey = <T extends { key: number }>(rows: T[], k: number) =>
    rows.filter((r) => r.key === k);
  const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

  const salesPeriods = keys.map((k) => ({
    period: label(k),
    orders: sum(byKey(cabinets, k), (r) => r.orders),
    units: sum(byKey(products, k), (r) => r.units),
    amount: sum(byKey(cabinets, k), (r) => r.amount),
  }));
  const cabinetUnits = (k: number, cabinetId: number) =>
    sum(
      products.filter((p) => p.key === k && p.cabinet_id === cabinetId),
      (p) => p.units,
    );
  const cabinetName = new Map(cabinets.map((c) => [c.cabinet_id, c.cabinet_name]));
  const topMap = new Map<number, CabinetReport['sales']['top'][number]>();
  for (const p of products) {
    const row = topMap.get(p.sku_id) ?? { sku_id: p.sku_id, name: p.name, units: 0, amount: 0 };
    row.units += p.units;
    row.amount += p.amount;
    topMap.set(p.sku_id, row);
  }
  const reasons = [...STOCK_REASONS];
  const stockRows: StockPeriod[] = keys.flatMap((k) =>
    reasons.map((reason) => {
      const rows = stock.filter((s) => s.key === k && s.reason === reason);
      return {
        period: label(k),
        reason,
        in_units: sum(rows, (r) => r.in_units),
        out_units: sum(rows, (r) => r.out_units),
      };
    }),
  );
  const abnormalRows = keys.map((k) => {
    const rows = byKey(abnormal, k);
    const of = (status: number) =>
      sum(
        rows.filter((r) => r.status === status),
        (r) => r.count,
      );
    return {
      period: label(k),
      count: sum(rows, (r) => r.count),
      shortfall: sum(rows, (r) => r.shortfall),
      open: of(0),
      resolved: of(1),
      compensated: of(2),
    };
  });
  const purchaseRows = keys.map((k) => ({
    period: label(k),
    orders: sum(byKey(purchase, k), (r) => r.orders),
    amount: sum(byKey(purchase, k), (r) => r.amount),
  }));
  const byPeriod = (a: { period: string }, b: { period: string }) =>
    a.period < b.period ? -1 : a.period > b.period ? 1 : 0;

  return {
    start: q.start,
    end: q.end,
    grain: q.grain,
    cabinet_id: q.cabinet_id ?? null,
    periods: keys.map(label),
    totals: {
      sales_orders: sum(salesPeriods, (r) => r.orders),
      sales_units: sum(salesPeriods, (r) => r.units),
      sales_amount: sum(salesPeriods, (r) => r.amount),
      stock_in: sum(stockRows, (r) => r.in_units),
      stock_out: sum(stockRows, (r) => r.out_units),
      abnormal_count: sum(abnormalRows, (r) => r.count),
      abnormal_shortfall: sum(abnormalRows, (r) => r.shortfall),
      purchase_orders: sum(purchaseRows, (r) => r.orders),
      purchase_amount: sum(purchaseRows, (r) => r.amount),
    },
    sales: {
      periods: salesPeriods,
      cabinets: cabinets
        .map((c) => ({
          period: label(c.key),
          cabinet_id: c.cabinet_id,
          cabinet_name: c.cabinet_name,
          orders: c.orders,
          units: cabinetUnits(c.key, c.cabinet_id),
          amount: c.amount,
        }))
        .sort((a, b) => byPeriod(a, b) || a.cabinet_id - b.cabinet_id),
      products: products
        .map((p) => ({
          period: label(p.key),
          cabinet_id: p.cabinet_id,
          cabinet_name: cabinetName.get(p.cabinet_id) ?? '',
          sku_id: p.sku_id,
          name: p.name,
          orders: p.orders,
          units: p.units,
          amount: p.amount,
        }))
        .sort(
          (a, b) =>
            byPeriod(a, b) ||
            a.cabinet_id - b.cabinet_id ||
            b.amount - a.amount ||
            a.sku_id - b.sku_id,
        ),
      top: [...topMap.values()]
        .sort((a, b) => b.amount - a.amount || b.units - a.units || a.sku_id - b.sku_id)
        .slice(0, 10),
    },
    stock: stockRows,
    abnormal: abnormalRows,
    purchase: purchaseRows,
  };
}

/** Fen as yuan with 2 decimals (`1234` → `12.34`, `-5` → `-0.05`). */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const a = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
export function csvField(v: string | number): string {
  const s = String(v);
  // a leading = + - @ would be a formula in a spreadsheet: quoted with a leading apostrophe
  const formula = typeof v === 'string' && /^[=+\-@]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s);
  const safe = formula ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvText(rows: (string | number)[][]): string {
  return '\uFEFF' + rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The report of one kind as CSV rows, the header first. */
export function reportCsvRows(
  r: CabinetReport,
  kind: ReportKind,
  lang: Lang,
): (string | number)[][] {
  const h = (k: Parameters<typeof t>[1]) => t(lang, k);
  if (kind === 'sales') {
    return [
      [
        h('cabinet.csvPeriod'),
        h('cabinet.csvCabinet'),
        h('cabinet.csvProduct'),
        h('cabinet.csvSkuId'),
        h('cabinet.csvOrders'),
        h('cabinet.csvUnits'),
        h('cabinet.csvAmount'),
      ],
      ...r.sales.products.map((p) => [
        p.period,
        p.cabinet_name,
        p.name,
        p.sku_id,
        p.orders,
        p.units,
        yuan(p.amount),
      ]),
    ];
  }
  if (kind === 'stock') {
    return [
      [h('cabinet.csvPeriod'), h('cabinet.csvReason'), h('cabinet.csvIn'), h('cabinet.csvOut')],
      ...r.stock.map((s) => [
        s.period,
        t(lang, `cabinet.reason_${s.reason}`),
        s.in_units,
        s.out_units,
      ]),
    ];
  }
  if (kind === 'abnormal') {
    return [
      [
        h('cabinet.csvPeriod'),
        h('cabinet.csvCount'),
        h('cabinet.csvShortfall'),
        h('cabinet.csvOpen'),
        h('cabinet.csvResolved'),
        h('cabinet.csvCompensated'),
      ],
      ...r.abnormal.map((a) => [a.period, a.count, a.shortfall, a.open, a.resolved, a.compensated]),
    ];
  }
  return [
    [h('cabinet.csvPeriod'), h('cabinet.csvOrders'), h('cabinet.csvSpend')],
    ...r.purchase.map((p) => [p.period, p.orders, yuan(p.amount)]),
  ];
}

export async function reportCsv(
  app: AppContext,
  merchantId: number,
  q: ReportQuery & { kind: ReportKind },
  lang: Lang,
): Promise<RawReply> {
  const report = await cabinetReport(app, merchantId, q, lang);
  const name = `report-${q.kind}-${q.start}_${q.end}.csv`;
  return new RawReply('text/csv; charset=utf-8', csvText(reportCsvRows(report, q.kind, lang)), {
    'content-disposition': `attachment; filename="${name}"`,
  });
}
