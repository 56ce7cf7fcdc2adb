/** What a new cabinet sale can sell and what it costs (pure; `order/form` uses it). */
import type { CabinetGoods } from '../goods/api';
import type { CabinetDetail } from '../stock-api';

/** One sellable goods of the chosen cabinet. */
export interface SaleItem {
  goods: CabinetGoods;
  image: string;
  /**
   * The most one order can take: the server takes each line from the one slot holding the SKU
   * with the most stock, so this is that slot's quantity (not the sum over slots).
   */
  available: number;
}

/**
 * The cabinet goods on sale (status 1) present with stock in the cabinet's slots, in slot order;
 * SKUs in a slot that are not cabinet goods cannot be sold here.
 */
export function saleItems(detail: Pick<CabinetDetail, 'slots'>, goods: CabinetGoods[]): SaleItem[] {
  const onSale = new Map(goods.filter((g) => g.status === 1).map((g) => [g.id, g]));
  const items = new Map<number, SaleItem>();
  for (const slot of detail.slots) {
    for (const sg of slot.goods) {
      const g = sg.cabinet_goods_id === null ? undefined : onSale.get(sg.cabinet_goods_id);
      if (!g || sg.quantity <= 0) continue;
      const seen = items.get(g.id);
      if (seen) seen.available = Math.max(seen.available, sg.quantity);
      else
        items.set(g.id, { goods: g, image: g.images[0] ?? sg.image ?? '', available: sg.quantity });
    }
  }
  return [...items.values()];
}

/** The order lines (quantity > 0, bounded by what is available), piece count and total in fen. */
export function saleTotals(
  items: SaleItem[],
  qty: Record<number, number>,
): { lines: { cabinet_goods_id: number; quantity: number }[]; count: number; total: number } {
  const lines: { cabinet_goods_id: number; quantity: number }[] = [];
  let count = 0;
  let total = 0;
  for (const i of items) {
    const n = Math.min(Math.max(0, Math.trunc(qty[i.goods.id] ?? 0)), i.available);
    if (n <= 0) continue;
    lines.push({ cabinet_goods_id: i.goods.id, quantity: n });
    count += n;
    total += n * i.goods.price;
  }
  return { lines, count, total };
}
