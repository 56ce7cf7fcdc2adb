/**
 * Search in one read of the matches (issue 21, search.repository.ts `searchPage`) answers
 * exactly what the two-query search answered before it (kept below as the reference: the SQL
 * page with its id tie-break, the count, and `searchFacets`): the same goods in the same order
 * on every page, the same totals and the same filter counts, for each sort, with and without a
 * category or brand filter, on the seeded catalogue plus goods of known sort keys (ties
 * included). SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/server/db';
import {
  countOf,
  goodsItemQuery,
  goodsPage,
  inCategory,
  sortGoods,
  type GoodsSort,
} from '../../src/server/modules/catalogue/goods.repository';
import {
  indexGoods,
  matchKeyword,
  searchFacets,
  searchPage,
  type SearchPageInput,
} from '../../src/server/modules/catalogue/search.repository';
import type { SearchData } from '../../src/shared/contract';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;

/** The search route before issue 21, verbatim but for the cache. */
async function reference(
  db: Executor,
  input: SearchPageInput,
  english: boolean,
): Promise<SearchData> {
  let q = matchKeyword(goodsItemQuery(db), input.keyword);
  if (input.cat_id !== undefined) q = await inCategory(db, q, input.cat_id);
  if (input.brand_id !== undefined) q = q.where('goods.brand_id', '=', input.brand_id);
  const filtered = input.cat_id !== undefined || input.brand_id !== undefined;
  const facets = input.page === 1 ? await searchFacets(db, input.keyword, english) : null;
  const total = facets && !filtered ? facets.total : await countOf(q);
  const page = await goodsPage(sortGoods(q, input.sort), total, input);
  const filters = facets && { categories: facets.categories, brands: facets.brands };
  return { ...page, filters };
}

const WORD = `一遍搜${process.pid % 1000}`;

beforeAll(async () => {
  t = await startTestServer();
  const db = t.app.database.db;
  // goods of known keys: ties on sort, sales, price and created_at, across categories and brands
  const base = await db
    .selectFrom('goods')
    .select(['category_id', 'brand_id', 'seller_id', 'image'])
    .where('status', '=', 1)
    .orderBy('id')
    .limit(6)
    .execute();
  const made: { id: number; title: string }[] = [];
  for (let i = 0; i < 36; i++) {
    const b = base[i % base.length]!;
    const title = `${WORD} 测试 ${i}`;
    const row = await db
      .insertInto('goods')
      .values({
        title,
        category_id: b.category_id,
        brand_id: i % 4 === 0 ? 0 : b.brand_id,
        seller_id: b.seller_id,
        image: b.image,
        images: '[]',
        description: title,
        price: 1000 + (i % 5) * 100,
        market_price: 2000,
        sales: (i * 7) % 4,
        status: i % 9 === 8 ? 0 : 1,
        sort: i % 3,
        created_at: 1_700_000_000 + (i % 6),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (i % 2 === 0) {
      await db
        .insertInto('goods_skus')
        .values({ goods_id: row.id, spec: '{}', price: 1000 })
        .execute();
    }
    made.push({ id: row.id, title });
  }
  await indexGoods(db, made);
});
afterAll(async () => {
  await t?.close();
});

const SORTS: GoodsSort[] = ['composite', 'sales', 'price_asc', 'price_desc', 'new'];

describe('search in one pass', () => {
  it('answers what the two-query search answered: pages, order, totals and filter counts', async () => {
    const db = t.app.database.db;
    const cats = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
    const brands = await db.selectFrom('brands').select('id').limit(3).execute();
    const filters: { cat_id?: number; brand_id?: number }[] = [
      {},
      ...cats
        .filter((c) => c.parent_id === 0)
        .slice(0, 2)
        .map((c) => ({ cat_id: c.id })),
      ...cats
        .filter((c) => c.parent_id !== 0)
        .slice(0, 2)
        .map((c) => ({ cat_id: c.id })),
      ...brands.map((b) => ({ brand_id: b.id })),
    ];
    let compared = 0;
    for (const keyword of [WORD, `${WORD} 测试`, '牛奶', '酒', '坚果', 'jj', '不存在的词', '%']) {
      for (const sort of SORTS) {
        for (const f of filters) {
          for (const [page, limit] of [
            [1, 10],
            [2, 10],
            [3, 7],
          ] as const) {
            const input = { keyword, sort, page, limit, ...f };
            // the names of the filters are all the language changes: page 1 of one sort
            const langs = page === 1 && sort === 'composite' ? [false, true] : [false];
            for (const english of langs) {
              const want = await reference(db, input, english);
              const got = await searchPage(db, input, english);
              expect(got, JSON.stringify(input)).toEqual(want);
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
    // the known goods are really there, ties and all
    const mine = await searchPage(
      db,
      { keyword: WORD, sort: 'composite', page: 1, limit: 50 },
      false,
    );
    expect(mine.total).toBe(32);
  }, 120_000);
});
