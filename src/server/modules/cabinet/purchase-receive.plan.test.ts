import { describe, expect, it } from 'vitest';
import { planReceipt, slotTakes, type PlanSlot } from './purchase-receive.plan';

const slot = (
  id: number,
  sku: number | null,
  capacity: number,
  stock: [number, number][] = [],
): PlanSlot => ({
  id,
  slot_no: id,
  capacity,
  sku_id: sku,
  stock: stock.map(([sku_id, quantity]) => ({ sku_id, quantity })),
});

describe('planReceipt', () => {
  it('fills the product slot first, then empty ones, splitting a line, and names the rest', () => {
    const plan = planReceipt(
      [{ id: 1, sku_id: 7, open: 25 }],
      [slot(1, 9, 20, [[9, 5]]), slot(2, 7, 10, [[7, 4]]), slot(3, null, 10)],
    );
    expect(plan.moves).toEqual([
      { line_id: 1, location_id: 2, sku_id: 7, quantity: 6, assign: false },
      { line_id: 1, location_id: 3, sku_id: 7, quantity: 10, assign: true },
    ]);
    expect(plan.left).toEqual([{ line_id: 1, quantity: 9, reason: 'capacity' }]);
  });

  it('never uses a slot of other goods; no slot of the product and none empty is no_slot', () => {
    const plan = planReceipt(
      [{ id: 1, sku_id: 7, open: 3 }],
      [slot(1, 9, 20), slot(2, null, 20, [[9, 1]])],
    );
    expect(plan.moves).toEqual([]);
    expect(plan.left).toEqual([{ line_id: 1, quantity: 3, reason: 'no_slot' }]);
  });

  it('an empty slot taken by one line is no longer empty for the next', () => {
    const plan = planReceipt(
      [
        { id: 1, sku_id: 7, open: 2 },
        { id: 2, sku_id: 8, open: 2 },
      ],
      [slot(1, null, 10)],
    );
    expect(plan.moves.map((m) => m.line_id)).toEqual([1]);
    expect(plan.left).toEqual([{ line_id: 2, quantity: 2, reason: 'no_slot' }]);
  });

  it('follows choices: capped by room, refused for other goods, fewer chosen stays open', () => {
    const slots = [slot(1, 7, 5, [[7, 3]]), slot(2, 9, 10), slot(3, null, 10)];
    expect(
      planReceipt([{ id: 1, sku_id: 7, open: 4 }], slots, [{ line_id: 1, location_id: 1 }]).left,
    ).toEqual([{ line_id: 1, quantity: 2, reason: 'capacity' }]);
    expect(
      planReceipt([{ id: 1, sku_id: 7, open: 4 }], slots, [{ line_id: 1, location_id: 2 }]),
    ).toEqual({
      moves: [],
      left: [{ line_id: 1, quantity: 4, reason: 'other_goods' }],
    });
    const split = planReceipt([{ id: 1, sku_id: 7, open: 6 }], slots, [
      { line_id: 1, location_id: 1, quantity: 2 },
      { line_id: 1, location_id: 3, quantity: 3 },
    ]);
    expect(split.moves.map((m) => [m.location_id, m.quantity, m.assign])).toEqual([
      [1, 2, false],
      [3, 3, true],
    ]);
    expect(split.left).toEqual([{ line_id: 1, quantity: 1, reason: 'not_chosen' }]);
  });

  it('slotTakes: own or empty only', () => {
    expect(slotTakes(slot(1, 7, 5), 7)).toBe(true);
    expect(slotTakes(slot(1, null, 5), 7)).toBe(true);
    expect(slotTakes(slot(1, null, 5, [[7, 1]]), 7)).toBe(true);
    expect(slotTakes(slot(1, 9, 5), 7)).toBe(false);
    expect(slotTakes(slot(1, null, 5, [[9, 1]]), 7)).toBe(false);
  });
});
