/** After-sale requests as the buyer and the seller look them up (after_sales). */
import { sql } from 'kysely';
import type { AfterSale, ListData } from '../../../shared/contract';
import type { Executor } from '../../db';
import { afterSaleQuery, toAfterSales } from '../order/order.repository';

/** The user's request `id`; undefined for anyone else's. */
export function findUserAfterSale(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('after_sales')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A request on an order of one of the merchant's sellers; undefined for anyone else's. */
export function findMerchantAfterSale(db: Executor, merchantId: number, id: number) {
  return db
    .selectFrom('after_sales as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .selectAll('a')
    .where('a.id', '=', id)
    .where('s.merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** The user's requests, newest first. */
export async function userAfterSalePage(
  db: Executor,
  userId: number,
  page: number,
  limit: number,
): Promise<ListData<AfterSale>> {
  const [rows, total] = await Promise.all([
    afterSaleQuery(db)
      .where('a.user_id', '=', userId)
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('after_sales')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return {
    list: await toAfterSales(db, rows),
    total: Number(total?.n ?? 0),
    page,
    limit,
  };
}

/** The user's request `id` as the screens read it; undefined for anyone else's. */
export async function userAfterSale(
  db: Executor,
  userId: number,
  id: number,
): Promise<AfterSale | undefined> {
  const rows = await afterSaleQuery(db)
    .where('a.id', '=', id)
    .where('a.user_id', '=', userId)
    .execute();
  const [one] = await toAfterSales(db, rows);
  return one;
}

/** Closes the order's after-sale flag (the request ended: refunded, rejected, withdrawn). */
export async function releaseFlag(tx: Executor, orderId: number): Promise<void> {
  await tx.updateTable('orders').set({ after_sale: 0 }).where('id', '=', orderId).execute();
}
