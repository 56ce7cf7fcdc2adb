/** Seller shops (店铺): the seller row and the shop's category tabs. */
import type { Executor } from '../../db';

/** A seller's shop card. */
export function findSeller(db: Executor, sellerId: number) {
  return db
    .selectFrom('sellers')
    .select(['id', 'name', 'logo', 'description'])
    .where('id', '=', sellerId)
    .executeTakeFirst();
}

/** The shop's category tabs: the (leaf) categories it has goods on sale in. */
export function sellerCategories(db: Executor, sellerId: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'name_en'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('goods')
        .select('category_id')
        .where('seller_id', '=', sellerId)
        .where('status', '=', 1),
    )
    .orderBy('parent_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
