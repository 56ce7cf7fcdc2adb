/**
 * The order numbers behind merchant ledger references (issue 18 part C follow-up): `order:<id>`
 * (a consumer order of the merchant's shop), `cabinet_order:<id>` and `purchase:<id>` answer the
 * order's sn, only for orders of that merchant.
 */
import type { Executor } from '../../db';

const REF = /^(order|cabinet_order|purchase):(\d+)$/;

/** ref → order sn for the refs that name one of the merchant's orders. */
export async function ledgerRefSns(
  db: Executor,
  merchantId: number,
  refs: string[],
): Promise<Map<string, string>> {
  const ids = {
    order: new Set<number>(),
    cabinet_order: new Set<number>(),
    purchase: new Set<number>(),
  };
  for (const ref of refs) {
    const m = REF.exec(ref);
    if (m) ids[m[1] as keyof typeof ids].add(Number(m[2]));
  }
  const out = new Map<string, string>();
  const [orders, cabinet, purchase] = await Promise.all([
    ids.order.size
      ? db
          .selectFrom('orders as o')
          .innerJoin('sellers as s', 's.id', 'o.seller_id')
          .select(['o.id', 'o.order_sn'])
          .where('s.merchant_id', '=', merchantId)
          .where('o.id', 'in', [...ids.order])
          .execute()
      : [],
    ids.cabinet_order.size
      ? db
          .selectFrom('cabinet_orders')
          .select(['id', 'order_sn'])
          .where('merchant_id', '=', merchantId)
          .where('id', 'in', [...ids.cabinet_order])
          .execute()
      : [],
    ids.purchase.size
      ? db
          .selectFrom('purchase_orders')
          .select(['id', 'order_sn'])
          .where('merchant_id', '=', merchantId)
          .where('id', 'in', [...ids.purchase])
          .execute()
      : [],
  ]);
  for (const r of orders) out.set(`order:${r.id}`, r.order_sn);
  for (const r of cabinet) out.set(`cabinet_order:${r.id}`, r.order_sn);
  for (const r of purchase) out.set(`purchase:${r.id}`, r.order_sn);
  return out;
}
