import { describe, expect, it } from 'vitest';
import type { SalesPoint } from '../../../../../shared/contract/ops-dash';
import { changeOf, hasSales, percentText, salesChartOption } from './figures';

const point = (day: string, sales: number, orders: number): SalesPoint => ({
  day,
  start: 0,
  sales,
  orders,
});

describe('dashboard figures', () => {
  it('computes the change against the comparison span, null when there is no base', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(0, 0)).toBe(0);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(0, 5)).toBe(-1);
  });

  it('writes a change as a signed percentage with one decimal at most', () => {
    expect(percentText(0.125)).toBe('+12.5%');
    expect(percentText(-0.03)).toBe('-3%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(1 / 3)).toBe('+33.3%');
  });

  it('draws sales in yuan and orders on a second axis, days as MM-DD', () => {
    const series = [point('2027-03-02', 0, 0), point('2027-03-03', 12345, 3)];
    expect(hasSales(series)).toBe(true);
    expect(hasSales([point('2027-03-02', 0, 0)])).toBe(false);
    const option = salesChartOption(series, { amount: 'A', orders: 'O' });
    expect(option.xAxis).toMatchObject({ data: ['03-02', '03-03'] });
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'bar', name: 'A', data: [0, 123.45] }),
      expect.objectContaining({ type: 'line', name: 'O', yAxisIndex: 1, data: [0, 3] }),
    ]);
  });
});
