/**
 * What a merchant ledger row's internal reference (`cabinet_order:3`, `order:12`, `purchase:5`)
 * means to the merchant (issue 18 part C): a kind rendered per language, the id, and the screen
 * that shows it. Unknown references are shown as they are.
 */
export type LedgerRefKind = 'cabinetOrder' | 'order' | 'purchase' | 'other';

export interface LedgerRef {
  kind: LedgerRefKind;
  id: number;
  /** the kiosk route that shows it, if any */
  path: string | null;
  /** what names it to the merchant: the order sn when the server joined it, else `#<id>` */
  no: string;
}

const KINDS: Record<string, { kind: LedgerRefKind; path: (id: number) => string }> = {
  cabinet_order: { kind: 'cabinetOrder', path: () => '/pages/guishang/order/list' },
  order: { kind: 'order', path: (id) => `/pages/guishang/order/detail?id=${id}` },
  purchase: { kind: 'purchase', path: () => '/pages/guishang/order/jinhuo?status=1' },
};

/** `sn`: the order number the ledger API joined for the ref (`ref_sn`), if any. */
export function ledgerRef(ref: string, sn?: string | null): LedgerRef | null {
  if (!ref) return null;
  const m = /^([a-z_]+):(\d+)$/.exec(ref);
  const known = m ? KINDS[m[1]!] : undefined;
  if (!m || !known) return { kind: 'other', id: 0, path: null, no: '' };
  const id = Number(m[2]);
  return { kind: known.kind, id, path: known.path(id), no: sn || `#${id}` };
}
