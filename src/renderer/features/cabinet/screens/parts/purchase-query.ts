/** Query parsing of the purchase confirmations. */

/** A positive safe integer, or null. */
export function parsePositive(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** `1,2,3` → [1, 2, 3] (distinct, at most 100); null when empty or any part is not an id. */
export function parseCartIds(value: string | null | undefined): number[] | null {
  if (!value) return null;
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const n = parsePositive(part.trim());
    if (n === null) return null;
    if (!ids.includes(n)) ids.push(n);
  }
  return ids.length > 0 && ids.length <= 100 ? ids : null;
}
