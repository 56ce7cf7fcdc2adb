import { describe, expect, it } from 'vitest';
import type { CabinetReport } from './api';
import {
  abnormalOption,
  axisLabel,
  purchaseOption,
  salesOption,
  stockOption,
  topProductsOption,
  yuanText,
  yuanValue,
} from './chart-options';

const periods = ['2026-03-02', '2026-03-03'];
const report: CabinetReport = {
  start: '2026-03-02',
  end: '2026-03-03',
  grain: 'day',
  cabinet_id: null,
  periods,
  totals: {
    sales_orders: 3,
    sales_units: 5,
    sales_amount: 1999,
    stock_in: 10,
    stock_out: 3,
    abnormal_count: 2,
    abnormal_shortfall: 3,
    purchase_orders: 1,
    purchase_amount: 12345,
  },
  sales: {
    periods: [
      { period: '2026-03-02', orders: 2, units: 3, amount: 1499 },
      { period: '2026-03-03', orders: 0, units: 0, amount: 0 },
    ],
    cabinets: [],
    products: [],
    top: [
      { sku_id: 2, name: '薯片', units: 3, amount: 1500 },
      { sku_id: 1, name: '可乐', units: 2, amount: 499 },
    ],
  },
  stock: periods.flatMap((period) =>
    (['stock_in', 'stock_out', 'sale', 'restock', 'correction'] as const).map((reason) => ({
      period,
      reason,
      in_units: period === '2026-03-02' && reason === 'stock_in' ? 10 : 0,
      out_units: period === '2026-03-03' && reason === 'sale' ? 3 : 0,
    })),
  ),
  abnormal: [
    { period: '2026-03-02', count: 2, shortfall: 3, open: 1, resolved: 0, compensated: 1 },
    { period: '2026-03-03', count: 0, shortfall: 0, open: 0, resolved: 0, compensated: 0 },
  ],
  purchase: [
    { period: '2026-03-02', orders: 0, amount: 0 },
    { period: '2026-03-03', orders: 1, amount: 12345 },
  ],
};

const series = (o: object): any[] => (o as { series: unknown[] }).series;
const xData = (o: object): any => (o as { xAxis: { data: unknown } }).xAxis.data;

describe('report chart options', () => {
  it('money in yuan, the axis as MM-DD of every period', () => {
    expect(yuanValue(1499)).toBe(14.99);
    expect(yuanText(1499)).toBe('14.99');
    expect(yuanText(5)).toBe('0.05');
    expect(yuanText(-120)).toBe('-1.20');
    expect(axisLabel('2026-03-02')).toBe('03-02');
  });

  it('sales: amount bars in yuan and an orders line on the second axis, zero periods kept', () => {
    const o = salesOption(report, { amount: 'Sales', orders: 'Orders' });
    expect(xData(o)).toEqual(['03-02', '03-03']);
    expect(series(o)).toEqual([
      { type: 'bar', name: 'Sales', data: [14.99, 0] },
      { type: 'line', name: 'Orders', yAxisIndex: 1, data: [2, 0] },
    ]);
  });

  it('top products: horizontal bars, the highest at the top', () => {
    const o = topProductsOption(report, { amount: 'Amount' }) as { yAxis: { data: string[] } };
    expect(o.yAxis.data).toEqual(['可乐', '薯片']);
    expect(series(o)[0].data).toEqual([4.99, 15]);
  });

  it('stock: one stacked series per reason that moved, in above and out below the axis', () => {
    const o = stockOption(report, (r) => `R:${r}`);
    expect(series(o)).toEqual([
      { type: 'bar', name: 'R:stock_in', stack: 'units', data: [10, 0] },
      { type: 'bar', name: 'R:sale', stack: 'units', data: [0, -3] },
    ]);
  });

  it('abnormal: stacked by status', () => {
    const o = abnormalOption(report, { open: 'O', resolved: 'R', compensated: 'C' });
    expect(series(o).map((s: { name: string; data: number[] }) => [s.name, s.data])).toEqual([
      ['O', [1, 0]],
      ['R', [0, 0]],
      ['C', [1, 0]],
    ]);
    expect(series(o).every((s: { stack: string }) => s.stack === 'status')).toBe(true);
  });

  it('purchase: a line of yuan per period', () => {
    const o = purchaseOption(report, { amount: 'Spend' });
    expect(series(o)[0]).toMatchObject({ type: 'line', data: [0, 123.45] });
  });
});
