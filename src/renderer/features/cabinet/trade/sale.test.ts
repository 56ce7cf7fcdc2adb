import { describe, expect, it } from 'vitest';
import type { CabinetGoods } from '../goods/api';
import { saleItems, saleTotals } from './sale';

const goods = (id: number, skuId: number, price: number, status = 1): CabinetGoods => ({
  id,
  merchant_id: 1,
  class_id: 1,
  goods_id: skuId,
  sku_id: skuId,
  name: `g${id}`,
  price,
  images: id === 1 ? ['/img/1.png'] : [],
  status,
  created_at: 0,
});

const slot = (
  no: number,
  items: { sku: number; q: number; cg: number | null; image?: string }[],
) => ({
  location_id: 100 + no,
  slot_no: no,
  name: `S${no}`,
  capacity: 20,
  sku_id: items[0]?.sku ?? null,
  reorder_level: 0,
  quantity: items.reduce((n, i) => n + i.q, 0),
  goods: items.map((i) => ({
    sku_id: i.sku,
    quantity: i.q,
    name: `sku${i.sku}`,
    spec: '',
    cabinet_goods_id: i.cg,
    image: i.image ?? '',
  })),
});

describe('saleItems', () => {
  const all = [goods(1, 11, 350), goods(2, 12, 100), goods(3, 13, 500, 0)];

  it('lists the cabinet goods on sale that are in stock, bounded by the fullest slot', () => {
    const items = saleItems(
      {
        slots: [
          slot(1, [{ sku: 11, q: 3, cg: 1 }]),
          slot(2, [{ sku: 11, q: 5, cg: 1 }]),
          slot(3, [{ sku: 12, q: 2, cg: 2, image: '/img/slot.png' }]),
          slot(4, [{ sku: 13, q: 9, cg: 3 }]), // off sale
          slot(5, [{ sku: 14, q: 9, cg: null }]), // not a cabinet goods
          slot(6, [{ sku: 12, q: 0, cg: 2 }]),
        ],
      },
      all,
    );
    expect(items.map((i) => [i.goods.id, i.available, i.image])).toEqual([
      [1, 5, '/img/1.png'],
      [2, 2, '/img/slot.png'],
    ]);
  });

  it('is empty for an empty cabinet', () => {
    expect(saleItems({ slots: [slot(1, [])] }, all)).toEqual([]);
  });
});

describe('saleTotals', () => {
  const items = saleItems(
    { slots: [slot(1, [{ sku: 11, q: 4, cg: 1 }]), slot(2, [{ sku: 12, q: 2, cg: 2 }])] },
    [goods(1, 11, 350), goods(2, 12, 100)],
  );

  it('sums the chosen lines in fen', () => {
    expect(saleTotals(items, { 1: 2, 2: 1 })).toEqual({
      lines: [
        { cabinet_goods_id: 1, quantity: 2 },
        { cabinet_goods_id: 2, quantity: 1 },
      ],
      count: 3,
      total: 800,
    });
  });

  it('leaves out zero lines and never goes over what is available', () => {
    expect(saleTotals(items, { 1: 0, 2: 7 })).toEqual({
      lines: [{ cabinet_goods_id: 2, quantity: 2 }],
      count: 2,
      total: 200,
    });
    expect(saleTotals(items, {})).toEqual({ lines: [], count: 0, total: 0 });
  });
});
