/** Brand zones (品牌专区): the brand row, and the list of brands with goods on sale. */
import { sql } from 'kysely';
import type { Executor } from '../../db';

/** A brand zone's brand. */
export function findBrand(db: Executor, brandId: number) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'logo'])
    .where('id', '=', brandId)
    .executeTakeFirst();
}

/**
 * The brand list of the brand zone without an id (issue 19): brands with goods on sale, each
 * with its logo and how many, most goods first, then by id; a page of them and the total.
 */
export async function listBrands(db: Executor, p: { page: number; limit: number }) {
  const base = db
    .selectFrom('brands')
    .innerJoin('goods', (j) =>
      j.onRef('goods.brand_id', '=', 'brands.id').on('goods.status', '=', 1),
    );
  const [rows, total] = await Promise.all([
    base
      .select([
        'brands.id',
        'brands.name',
        'brands.logo',
        sql<number>`count(goods.id)`.as('goods_count'),
      ])
      .groupBy(['brands.id', 'brands.name', 'brands.logo'])
      .orderBy(sql`count(goods.id)`, 'desc')
      .orderBy('brands.id')
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    base.select(sql<number>`count(distinct brands.id)`.as('n')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, goods_count: Number(r.goods_count) })),
    total: Number(total?.n ?? 0),
    page: p.page,
    limit: p.limit,
  };
}

/**
 * Brands by part of the name (issue 23, the console's brand select): shown ones, each with its
 * logo and goods on the shelf, by name; a page of them and the total. `firstId` puts that brand
 * first on page 1 (the current choice of a form), when it matches.
 */
export async function searchBrands(
  db: Executor,
  p: { page: number; limit: number; keyword?: string | undefined; firstId?: number | undefined },
) {
  let base = db.selectFrom('brands').where('brands.hidden', '=', 0);
  if (p.keyword) {
    const like = `%${p.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`brands.name like ${like} escape '\\'`);
  }
  const onShelf = sql<number>`(select count(*) from goods where goods.brand_id = brands.id and goods.status = 1)`;
  const first = p.firstId ?? 0;
  const [rows, total] = await Promise.all([
    base
      .select(['brands.id', 'brands.name', 'brands.logo', onShelf.as('goods_count')])
      .orderBy(sql`case when brands.id = ${first} then 0 else 1 end`)
      .orderBy('brands.name')
      .orderBy('brands.id')
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, goods_count: Number(r.goods_count) })),
    total: Number(total?.n ?? 0),
    page: p.page,
    limit: p.limit,
  };
}
