/** Which slot each line of a purchase order goes into when it is received. */

export interface ReceiveLine {
  id: number;
  suggested_location_id?: number | null;
}

/** The chosen slot, else the server's suggestion, else `fallback` (the cabinet's first slot). */
export function slotForLine(
  line: ReceiveLine,
  choice: Readonly<Record<number, number>>,
  fallback: number | undefined,
): number {
  return choice[line.id] ?? line.suggested_location_id ?? fallback ?? 0;
}

/**
 * The `lines` override of `jinhuo/order/receive`: only lines whose slot differs from the
 * server's suggestion (a line without a suggestion always names its slot).
 */
export function receiveOverrides(
  lines: readonly ReceiveLine[],
  choice: Readonly<Record<number, number>>,
  fallback: number | undefined,
): { line_id: number; location_id: number }[] {
  return lines.flatMap((l) => {
    const slot = slotForLine(l, choice, fallback);
    return slot && slot !== l.suggested_location_id ? [{ line_id: l.id, location_id: slot }] : [];
  });
}
