import { describe, expect, it } from 'vitest';
import type { ShopGoods } from '../../../../shared/contract/cabinet-shop';
import { pickerRows } from './picker-rows';

const shop = (id: number, sku_id: number | null): ShopGoods => ({
  id,
  name: `shop ${id}`,
  image: '',
  price: 100,
  market_price: 0,
  status: 1,
  shop_class_id: null,
  stock: 0,
  sales: 0,
  sku_id,
  created_at: 0,
});

describe('pickerRows', () => {
  it('lists shop goods first, then received supply goods tagged purchased, each SKU once', () => {
    const rows = pickerRows(
      [shop(1, 10), shop(2, 20)],
      [
        { sku_id: 20, supply_goods_id: 7, name: 'dup', image: '', price: 5, received: 3 },
        { sku_id: 30, supply_goods_id: 8, name: '菠菜', image: 'x.png', price: 250, received: 12 },
      ],
    );
    expect(rows.map((r) => [r.key, r.sku_id, r.purchased])).toEqual([
      ['shop:1', 10, null],
      ['shop:2', 20, null],
      ['supply:8', 30, { received: 12 }],
    ]);
    expect(rows[2]).toMatchObject({ name: '菠菜', image: 'x.png', price: 250 });
  });

  it('answers the purchased rows alone when the shop has none', () => {
    expect(
      pickerRows(
        [],
        [{ sku_id: 3, supply_goods_id: 1, name: 'a', image: '', price: 1, received: 1 }],
      ),
    ).toHaveLength(1);
  });
});
