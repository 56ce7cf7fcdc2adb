import { describe, expect, it } from 'vitest';
import { openOf, receiveOverrides, sellPrices, slotsFor } from './receive-plan';

describe('receive plan', () => {
  const lines = [
    { id: 1, sku_id: 7, quantity: 10, received: 0, suggested_location_id: 10 },
    { id: 2, sku_id: 8, quantity: 5, received: 5, suggested_location_id: null },
    { id: 3, sku_id: 9, quantity: 6, received: 2, suggested_location_id: null },
  ];

  it('counts what is still open', () => {
    expect(lines.map(openOf)).toEqual([10, 0, 4]);
  });

  it('never offers a slot holding other goods, nor a full one', () => {
    const slots = [
      { location_id: 1, capacity: 10, quantity: 3, goods: [{ sku_id: 7, quantity: 3 }] },
      { location_id: 2, capacity: 10, quantity: 3, goods: [{ sku_id: 99, quantity: 3 }] },
      { location_id: 3, capacity: 10, quantity: 0, goods: [] },
      { location_id: 4, capacity: 5, quantity: 5, goods: [{ sku_id: 7, quantity: 5 }] },
    ];
    expect(slotsFor(lines[0]!, slots).map((s) => s.location_id)).toEqual([1, 3]);
  });

  it('sends only chosen slots of open lines', () => {
    expect(receiveOverrides(lines, {})).toEqual([]);
    expect(receiveOverrides(lines, { 1: 12, 2: 13, 3: 0 })).toEqual([
      { line_id: 1, location_id: 12 },
    ]);
  });

  it('turns typed yuan into fen, leaving out empty and bad text', () => {
    expect(sellPrices(lines, { 1: '3.5', 3: 'abc' })).toEqual([{ line_id: 1, price: 350 }]);
    expect(sellPrices(lines, { 1: '', 2: '4', 3: '0' })).toEqual([]);
  });
});
