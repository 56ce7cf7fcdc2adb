/**
 * Which slots the receive sheet offers and sends (issue 18 part C). The server plans what fits
 * (the product's slots with room, else empty slots; a line may be split) and suggests it; the
 * sheet sends a line's slot only when the merchant chose one, never offers a slot holding other
 * goods, and a line left on "suggested" goes where the server suggests.
 */

export interface ReceiveLine {
  id: number;
  sku_id: number;
  quantity: number;
  received: number;
  suggested_location_id?: number | null;
}

export interface OfferSlot {
  location_id: number;
  capacity: number;
  quantity: number;
  goods: { sku_id: number; quantity: number }[];
}

/** Units of the line still to receive. */
export const openOf = (l: ReceiveLine): number => Math.max(0, l.quantity - l.received);

/** The slots a line may go into: holding only its product (or nothing), with room. */
export function slotsFor<S extends OfferSlot>(line: ReceiveLine, slots: readonly S[]): S[] {
  return slots.filter(
    (s) =>
      s.capacity - s.quantity > 0 &&
      s.goods.every((g) => g.sku_id === line.sku_id || g.quantity <= 0),
  );
}

/**
 * The `lines` of `jinhuo/order/receive`: the open lines the merchant put into a chosen slot
 * (0 or missing = the server's suggestion); lines already received are never sent.
 */
export function receiveOverrides(
  lines: readonly ReceiveLine[],
  choice: Readonly<Record<number, number>>,
): { line_id: number; location_id: number }[] {
  return lines.flatMap((l) => {
    const slot = choice[l.id];
    return slot && openOf(l) > 0 ? [{ line_id: l.id, location_id: slot }] : [];
  });
}

/**
 * The `sell` of `jinhuo/order/receive`: a cabinet price (fen) for the lines whose price the
 * merchant typed (yuan text); empty or invalid text is left out (the server's default).
 */
export function sellPrices(
  lines: readonly ReceiveLine[],
  prices: Readonly<Record<number, string>>,
): { line_id: number; price: number }[] {
  return lines.flatMap((l) => {
    const text = (prices[l.id] ?? '').trim();
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return [];
    const fen = Math.round(Number(text) * 100);
    return fen > 0 && openOf(l) > 0 ? [{ line_id: l.id, price: fen }] : [];
  });
}
