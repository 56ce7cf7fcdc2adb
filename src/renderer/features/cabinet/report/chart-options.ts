/**
 * The report's chart options (issue 18): pure functions from the report's rows to ECharts options
 * (core/ui/charts). Money is drawn in yuan; the axis is every period of the range (`MM-DD`, a
 * week by its Monday); the texts come translated from the screen.
 */
import type { ChartOption } from '../../../core/ui/charts/types';
import type { CabinetReport } from './api';

type StockReason = CabinetReport['stock'][number]['reason'];

/** Fen as a yuan number for a chart (two decimals). */
export const yuanValue = (fen: number): number => Math.round(fen) / 100;

/** Fen as text: `12.34`. */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const a = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** `2026-03-02` → `03-02`. */
export const axisLabel = (period: string): string => period.slice(5);

const base = (periods: string[]): ChartOption => ({
  animation: false,
  grid: { left: 56, right: 24, top: 48, bottom: 32, containLabel: true },
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: periods.map(axisLabel) },
  yAxis: { type: 'value', minInterval: 1 },
});

export function salesOption(
  r: CabinetReport,
  text: { amount: string; orders: string },
): ChartOption {
  return {
    ...base(r.periods),
    legend: { top: 8, data: [text.amount, text.orders] },
    yAxis: [
      { type: 'value', name: text.amount },
      { type: 'value', name: text.orders, minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      {
        type: 'bar',
        name: text.amount,
        data: r.sales.periods.map((p) => yuanValue(p.amount)),
      },
      {
        type: 'line',
        name: text.orders,
        yAxisIndex: 1,
        data: r.sales.periods.map((p) => p.orders),
      },
    ],
  };
}

/** Top products by amount, the highest at the top. */
export function topProductsOption(r: CabinetReport, text: { amount: string }): ChartOption {
  const top = [...r.sales.top].reverse();
  return {
    animation: false,
    grid: { left: 16, right: 32, top: 16, bottom: 24, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: top.map((p) => p.name) },
    series: [{ type: 'bar', name: text.amount, data: top.map((p) => yuanValue(p.amount)) }],
  };
}

/**
 * Stock movements by reason, stacked per period: units in above the axis, units out below it
 * (a reason's in minus out). Only the reasons that moved anything in the range get a series.
 */
export function stockOption(
  r: CabinetReport,
  reasonText: (reason: StockReason) => string,
): ChartOption {
  const reasons = [...new Set(r.stock.map((s) => s.reason))].filter((reason) =>
    r.stock.some((s) => s.reason === reason && (s.in_units > 0 || s.out_units > 0)),
  );
  return {
    ...base(r.periods),
    legend: { top: 8, data: reasons.map(reasonText) },
    series: reasons.map((reason) => ({
      type: 'bar' as const,
      name: reasonText(reason),
      stack: 'units',
      data: r.periods.map((period) => {
        const s = r.stock.find((x) => x.period === period && x.reason === reason);
        return s ? s.in_units - s.out_units : 0;
      }),
    })),
  };
}

export function abnormalOption(
  r: CabinetReport,
  text: { open: string; resolved: string; compensated: string },
): ChartOption {
  const keys = ['open', 'resolved', 'compensated'] as const;
  return {
    ...base(r.periods),
    legend: { top: 8, data: keys.map((k) => text[k]) },
    series: keys.map((k) => ({
      type: 'bar' as const,
      name: text[k],
      stack: 'status',
      data: r.abnormal.map((a) => a[k]),
    })),
  };
}

export function purchaseOption(r: CabinetReport, text: { amount: string }): ChartOption {
  return {
    ...base(r.periods),
    legend: { top: 8, data: [text.amount] },
    yAxis: { type: 'value', name: text.amount },
    series: [
      {
        type: 'line',
        name: text.amount,
        areaStyle: {},
        data: r.purchase.map((p) => yuanValue(p.amount)),
      },
    ],
  };
}
