// Ten-yuan-three-items bundle price (activity type 17), spec section 7.

/** Price of one group of three items, fen (10 yuan). */
export const THREE_FOR_TEN_GROUP_PRICE = 1000;

export interface ThreeForTenLine {
  /** Unit price, integer fen. */
  price: number;
  /** Units of this line; anything but a positive safe integer counts as 0. */
  quantity: number;
  isCheck?: boolean;
}

export interface ThreeForTenOptions {
  /** Count only lines with `isCheck === true` (the "checked items" variant). */
  checkedOnly?: boolean;
}

/**
 * Bundle total in fen. Items are sorted ascending by price and expanded by quantity; groups of 3
 * are formed from the expensive end and cost THREE_FOR_TEN_GROUP_PRICE each, so the leftover 1 or 2
 * cheapest units pay their own price. Computed per line, never expanding quantities into arrays.
 */
export function threeForTenTotal(lines: ThreeForTenLine[], opts?: ThreeForTenOptions): number {
  const counted: { price: number; quantity: number }[] = [];
  for (const line of lines) {
    if (opts?.checkedOnly && line.isCheck !== true) continue;
    // Validate every counted line's price, even one whose quantity ends up as 0.
    if (!Number.isSafeInteger(line.price) || line.price < 0) {
      throw new RangeError(
        `three-for-ten: price must be a non-negative integer fen, got ${line.price}`,
      );
    }
    const quantity = Number.isSafeInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0;
    if (quantity > 0) counted.push({ price: line.price, quantity });
  }

  let units = 0;
  for (const line of counted) units += line.quantity;
  if (!Number.isSafeInteger(units)) throw new RangeError('three-for-ten: total quantity too large');

  counted.sort((a, b) => a.price - b.price);

  // The remainder (0, 1 or 2 units) is taken from the cheapest end.
  let leftover = units % 3;
  let total = ((units - leftover) / 3) * THREE_FOR_TEN_GROUP_PRICE;
  for (const line of counted) {
    if (leftover === 0) break;
    const take = Math.min(leftover, line.quantity);
    total += take * line.price;
    leftover -= take;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('three-for-ten: total too large');
  return total;
}
