/** Brand zones (品牌专区): the brand row. */
import type { Executor } from '../../db';

/** A brand zone's brand. */
export function findBrand(db: Executor, brandId: number) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'logo'])
    .where('id', '=', brandId)
    .executeTakeFirst();
}
