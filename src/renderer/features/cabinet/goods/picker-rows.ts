/**
 * The cabinet-goods SKU picker's rows (issue 18 part C follow-up): the merchant's shop goods
 * first, then the supply goods it has received (tagged "purchased"), a SKU listed once.
 */
import type { ShopGoods } from '../../../../shared/contract/cabinet-shop';
import type { PurchasedSku } from '../../../../shared/contract/cabinet-sku-search';

export interface PickerRow {
  key: string;
  sku_id: number | null;
  name: string;
  image: string;
  price: number;
  /** a received supply goods, with the units received */
  purchased: { received: number } | null;
}

export function pickerRows(shop: ShopGoods[], purchased: PurchasedSku[]): PickerRow[] {
  const rows: PickerRow[] = shop.map((g) => ({
    key: `shop:${g.id}`,
    sku_id: g.sku_id,
    name: g.name,
    image: g.image,
    price: g.price,
    purchased: null,
  }));
  const seen = new Set(rows.map((r) => r.sku_id));
  for (const p of purchased) {
    if (seen.has(p.sku_id)) continue;
    seen.add(p.sku_id);
    rows.push({
      key: `supply:${p.supply_goods_id}`,
      sku_id: p.sku_id,
      name: p.name,
      image: p.image,
      price: p.price,
      purchased: { received: p.received },
    });
  }
  return rows;
}
