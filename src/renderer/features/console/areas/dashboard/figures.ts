/**
 * Pure pieces of the dashboard (issue 20, part `dash`): the change of a figure against its
 * comparison span, and the sales chart's ECharts option (money drawn in yuan, days as `MM-DD`).
 */
import type { SalesPoint } from '../../../../../shared/contract/ops-dash';
import type { ChartOption } from '../../../../core/ui/charts/types';

/**
 * The change of `current` against `previous` as a ratio (0.125 = +12.5%); null when there is
 * nothing to compare with (previous 0 and current not).
 */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

/** `+12.5%`, `-3%`, `0%` (one decimal at most). */
export function percentText(ratio: number): string {
  const p = Math.round(ratio * 1000) / 10;
  return `${p > 0 ? '+' : ''}${p}%`;
}

/** Whether the series has any sale (else the chart shows its empty state). */
export const hasSales = (series: readonly SalesPoint[]): boolean =>
  series.some((p) => p.orders > 0 || p.sales > 0);

export function salesChartOption(
  series: readonly SalesPoint[],
  text: { amount: string; orders: string },
): ChartOption {
  return {
    animation: false,
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 4, data: [text.amount, text.orders] },
    xAxis: { type: 'category', data: series.map((p) => p.day.slice(5)) },
    yAxis: [
      { type: 'value', name: text.amount },
      { type: 'value', name: text.orders, minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: text.amount, data: series.map((p) => Math.round(p.sales) / 100) },
      { type: 'line', name: text.orders, yAxisIndex: 1, data: series.map((p) => p.orders) },
    ],
  };
}
