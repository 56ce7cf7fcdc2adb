/**
 * The search term index (table goods_search_terms, see search.tokenise.ts) and the keyword
 * query over it. The index is written by `indexGoods` whenever goods titles are written: the
 * seed (in its transaction) and the start-up backfill of setup.ts for a database that has
 * goods but no terms (one migrated from before the index existed).
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { GoodsItem, SearchData, SearchFilterOption } from '../../../shared/contract';
import type { Executor } from '../../db';
import type { DB } from '../../db/schema';
import { goodsItemQuery, toGoodsItem, type GoodsSort } from './goods.repository';
import { indexTerms, tokenise } from './search.tokenise';

/** Rows per multi-row INSERT: 2 parameters each, far below both databases' limits. */
const INSERT_BATCH = 1000;
/** Goods ids per DELETE ... IN (...). */
const DELETE_BATCH = 500;
/** Goods read per round of the backfill. */
const BACKFILL_BATCH = 2000;

/** (Re)writes the terms of these goods. Run it in the transaction that writes the titles. */
export async function indexGoods(
  db: Executor,
  goods: readonly { id: number; title: string }[],
): Promise<number> {
  for (let i = 0; i < goods.length; i += DELETE_BATCH) {
    const ids = goods.slice(i, i + DELETE_BATCH).map((g) => g.id);
    await db.deleteFrom('goods_search_terms').where('goods_id', 'in', ids).execute();
  }
  let rows: { goods_id: number; term: string }[] = [];
  let written = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    await db.insertInto('goods_search_terms').values(rows).execute();
    written += rows.length;
    rows = [];
  };
  for (const g of goods) {
    for (const term of indexTerms(g.title)) {
      rows.push({ goods_id: g.id, term });
      if (rows.length >= INSERT_BATCH) await flush();
    }
  }
  await flush();
  return written;
}

/**
 * Indexes every goods when the index is empty but goods exist (start-up backfill). Returns the
 * number of goods indexed; 0 when there was nothing to do.
 */
export async function backfillSearchIndex(db: Executor): Promise<number> {
  const anyTerm = await db.selectFrom('goods_search_terms').select('goods_id').limit(1).execute();
  if (anyTerm.length > 0) return 0;
  let after = 0;
  let done = 0;
  for (;;) {
    const batch = await db
      .selectFrom('goods')
      .select(['id', 'title'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (batch.length === 0) return done;
    await indexGoods(db, batch);
    done += batch.length;
    after = batch[batch.length - 1]?.id ?? after;
  }
}

/**
 * Restricts a goods query to goods whose title has every term of `keyword`. A keyword without
 * any term (only punctuation or LIKE wildcards) matches nothing. Terms are bound parameters,
 * never LIKE patterns, so `%` and `_` are plain characters.
 *
 * "Has every term" is an INTERSECT of one index range per term: on SQLite it measured 2–3 times
 * faster than `term in (...) group by goods_id having count(distinct term) = n`, and both
 * databases run it from the (term, goods_id) primary key alone.
 */
export function matchKeyword<O>(
  q: SelectQueryBuilder<DB, 'goods', O>,
  keyword: string,
): SelectQueryBuilder<DB, 'goods', O> {
  const [first, ...rest] = tokenise(keyword);
  if (first === undefined) return q.where(sql<boolean>`1 = 0`);
  return q.where('goods.id', 'in', (eb) => {
    const withTerm = (term: string) =>
      eb.selectFrom('goods_search_terms').select('goods_id').where('term', '=', term);
    let ids = withTerm(first);
    for (const term of rest) ids = ids.intersect(withTerm(term));
    return ids;
  });
}

export interface SearchFacets {
  /** on-sale goods matching the keyword */
  total: number;
  categories: SearchFilterOption[];
  brands: SearchFilterOption[];
}

/**
 * Filter options of a keyword result: the goods' own (leaf) categories and their brands, each
 * with the number of on-sale goods matching the keyword (the whole result, whatever category or
 * brand filter the page has, so the user can switch between them), most goods first. One
 * grouped pass over the matches; the names come from the two small tables.
 */
export async function searchFacets(
  db: Executor,
  keyword: string,
  english: boolean,
): Promise<SearchFacets> {
  const groups = await matchKeyword(db.selectFrom('goods').where('goods.status', '=', 1), keyword)
    .select(['goods.category_id', 'goods.brand_id', sql<number>`count(*)`.as('n')])
    .groupBy(['goods.category_id', 'goods.brand_id'])
    .execute();
  const byCategory = new Map<number, number>();
  const byBrand = new Map<number, number>();
  let total = 0;
  for (const g of groups) {
    const n = Number(g.n);
    total += n;
    byCategory.set(g.category_id, (byCategory.get(g.category_id) ?? 0) + n);
    if (g.brand_id > 0) byBrand.set(g.brand_id, (byBrand.get(g.brand_id) ?? 0) + n);
  }
  return { total, ...(await namedFacets(db, byCategory, byBrand, english)) };
}

/** The columns of a match that the filters, the counts and every sort need. */
interface Match {
  id: number;
  category_id: number;
  brand_id: number;
  sort: number;
  sales: number;
  price: number;
  created_at: number;
}

/**
 * `sortGoods` + `goodsPage`'s id tie-break (goods.repository.ts) as a comparator, so a page cut
 * from the matches in memory is the page the SQL ordering gave.
 */
function comparator(sort: GoodsSort): (a: Match, b: Match) => number {
  switch (sort) {
    case 'sales':
      return (a, b) => b.sales - a.sales || a.id - b.id;
    case 'price_asc':
      return (a, b) => a.price - b.price || a.id - b.id;
    case 'price_desc':
      return (a, b) => b.price - a.price || a.id - b.id;
    case 'new':
      return (a, b) => b.created_at - a.created_at || a.id - b.id;
    default:
      return (a, b) => b.sort - a.sort || b.sales - a.sales || a.id - b.id;
  }
}

export interface SearchPageInput {
  keyword: string;
  page: number;
  limit: number;
  sort: GoodsSort;
  cat_id?: number | undefined;
  brand_id?: number | undefined;
}

/**
 * One page of a keyword search with (on page 1) its filter options, from ONE read of the
 * matches (issue 21): the on-sale goods having every term, with only the columns the category /
 * brand filters, the facet counts and the sorts need; filtering, counting, sorting and the cut
 * of the page happen here, and the full goods items (with their first SKU) are read for the
 * page's rows only. Before, the facets and the page query each redid the term join and the
 * page query looked up a SKU for every match before its limit. Measured on SQLite, 100,000
 * goods, 牛奶 (2,516 matches), loaded machine: a miss costs 8.4 ms here against 3.5-7.5 ms for
 * the two queries (building 2,516 row objects in JS costs what the second join saved), so the
 * speed comes from the public cache in front of it (search.routes.ts): 47 -> 3,721 req/s,
 * p99 790 -> 7 ms. Selecting only the columns the sort needs is the next step for misses.
 * Same results, order and counts as `searchFacets` + the SQL page (tests/server/search-one-pass).
 */
export async function searchPage(
  db: Executor,
  input: SearchPageInput,
  english: boolean,
): Promise<SearchData> {
  const matches: Match[] = await matchKeyword(
    db.selectFrom('goods').where('goods.status', '=', 1),
    input.keyword,
  )
    .select([
      'goods.id',
      'goods.category_id',
      'goods.brand_id',
      'goods.sort',
      'goods.sales',
      'goods.price',
      'goods.created_at',
    ])
    .execute();
  let categoryIds: Set<number> | null = null;
  if (input.cat_id !== undefined) {
    const children = await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', input.cat_id)
      .execute();
    categoryIds = new Set([input.cat_id, ...children.map((c) => c.id)]);
  }
  const chosen = matches.filter(
    (m) =>
      (categoryIds === null || categoryIds.has(m.category_id)) &&
      (input.brand_id === undefined || m.brand_id === input.brand_id),
  );
  chosen.sort(comparator(input.sort));
  const start = (input.page - 1) * input.limit;
  const pageIds = chosen.slice(start, start + input.limit).map((m) => m.id);
  const rows =
    pageIds.length === 0 ? [] : await goodsItemQuery(db).where('goods.id', 'in', pageIds).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list: GoodsItem[] = [];
  for (const id of pageIds) {
    const row = byId.get(id);
    if (row) list.push(toGoodsItem(row));
  }
  const filters = input.page === 1 ? await facetsOf(db, matches, english) : null;
  return { list, total: chosen.length, page: input.page, limit: input.limit, filters };
}

/** The filter options of the matches (the whole result, whatever the page's filters). */
async function facetsOf(
  db: Executor,
  matches: readonly Match[],
  english: boolean,
): Promise<Omit<SearchFacets, 'total'>> {
  const byCategory = new Map<number, number>();
  const byBrand = new Map<number, number>();
  for (const m of matches) {
    byCategory.set(m.category_id, (byCategory.get(m.category_id) ?? 0) + 1);
    if (m.brand_id > 0) byBrand.set(m.brand_id, (byBrand.get(m.brand_id) ?? 0) + 1);
  }
  return namedFacets(db, byCategory, byBrand, english);
}

async function namedFacets(
  db: Executor,
  byCategory: ReadonlyMap<number, number>,
  byBrand: ReadonlyMap<number, number>,
  english: boolean,
): Promise<Omit<SearchFacets, 'total'>> {
  const [categories, brands] = await Promise.all([
    byCategory.size === 0
      ? []
      : db
          .selectFrom('categories')
          .select(['id', 'name', 'name_en'])
          .where('id', 'in', [...byCategory.keys()])
          .execute(),
    byBrand.size === 0
      ? []
      : db
          .selectFrom('brands')
          .select(['id', 'name'])
          .where('id', 'in', [...byBrand.keys()])
          .execute(),
  ]);
  const ranked = (a: SearchFilterOption, b: SearchFilterOption) => b.count - a.count || a.id - b.id;
  return {
    categories: categories
      .map((c) => ({
        id: c.id,
        name: english && c.name_en ? c.name_en : c.name,
        count: byCategory.get(c.id) ?? 0,
      }))
      .sort(ranked),
    brands: brands
      .map((b) => ({ id: b.id, name: b.name, count: byBrand.get(b.id) ?? 0 }))
      .sort(ranked),
  };
}
