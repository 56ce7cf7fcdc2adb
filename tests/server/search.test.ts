import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backfillSearchIndex,
  indexGoods,
} from '../../src/server/modules/catalogue/search.repository';
import { indexTerms } from '../../src/server/modules/catalogue/search.tokenise';
import { prepareDatabase } from '../../src/server/setup';
import type { GoodsItem, SearchData } from '../../src/shared/contract';
import { expectBadInputRefused, startTestServer, type TestServer } from './harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;

type Item = GoodsItem;

const search = (query: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call<SearchData>('GET', '/api/goods/search', { query, headers });

/** Every page of a search. */
async function all(query: Record<string, unknown>): Promise<Item[]> {
  const out: Item[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await search({ ...query, page, limit: 50 });
    expect(res.code, res.message).toBe(200);
    out.push(...res.data.list);
    if (res.data.list.length < 50) break;
  }
  return out;
}

/** On-sale goods whose title contains `text` (case-insensitive), by a plain scan. */
async function titlesContaining(text: string) {
  const rows = await db()
    .selectFrom('goods')
    .select(['id', 'title', 'category_id', 'brand_id'])
    .where('status', '=', 1)
    .execute();
  return rows.filter((r) => r.title.toLowerCase().includes(text.toLowerCase()));
}

const ids = (items: { id: number }[]) => items.map((g) => g.id).sort((a, b) => a - b);

describe('search', () => {
  it.each(['牛奶', '坚果', '洗发水', '车厘子'])(
    '%s finds exactly the on-sale titles containing it',
    async (word) => {
      const expected = await titlesContaining(word);
      expect(expected.length).toBeGreaterThan(0);
      const found = await all({ keyword: word });
      expect(ids(found)).toEqual(ids(expected));
      for (const g of found) expect(g.title).toContain(word);
    },
  );

  it('a phrase needs every one of its terms; ASCII words are case-insensitive', async () => {
    const phrase = await all({ keyword: '五常稻花' });
    expect(phrase.length).toBeGreaterThan(0);
    for (const g of phrase) expect(g.title).toContain('五常稻花');
    // two words, both must be in the title
    const both = await all({ keyword: '牛奶 整箱' });
    for (const g of both) expect(g.title.includes('牛奶') && g.title.includes('整箱')).toBe(true);
    expect(both.length).toBeLessThanOrEqual((await titlesContaining('牛奶')).length);

    const jj = await titlesContaining('JJ级');
    expect(jj.length).toBeGreaterThan(0);
    expect(ids(await all({ keyword: 'jj级' }))).toEqual(ids(jj));
    expect(ids(await all({ keyword: 'ＪＪ' }))).toEqual(ids(await titlesContaining('jj')));
  });

  it('a one-character keyword matches every title containing it', async () => {
    const found = await all({ keyword: '级' });
    expect(found.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(ids(await titlesContaining('级')));
    const wine = await all({ keyword: '酒' });
    expect(wine.length).toBeGreaterThan(0);
    expect(ids(wine)).toEqual(ids(await titlesContaining('酒')));
  });

  it('no match, punctuation and LIKE wildcards answer an empty list', async () => {
    for (const keyword of ['量子计算机', '%', '_', '%_%', '\\', "'", '，。']) {
      const res = await search({ keyword });
      expect(res.code, keyword).toBe(200);
      expect(res.data.list, keyword).toEqual([]);
      expect(res.data.total, keyword).toBe(0);
      expect(res.data.filters, keyword).toEqual({ categories: [], brands: [] });
    }
    // a wildcard next to a word is just punctuation
    expect(ids(await all({ keyword: '牛奶%' }))).toEqual(ids(await all({ keyword: '牛奶' })));
    expect(ids(await all({ keyword: '_牛奶_' }))).toEqual(ids(await all({ keyword: '牛奶' })));
  });

  it('never answers an off-shelf goods', async () => {
    const off = await db()
      .selectFrom('goods')
      .select(['id', 'title'])
      .where('status', '=', 0)
      .execute();
    expect(off.length).toBeGreaterThan(0);
    for (const g of off) {
      const found = await all({ keyword: g.title });
      expect(found.map((x) => x.id)).not.toContain(g.id);
    }
  });

  it('sorts like the goods list and pages without overlap', async () => {
    const asc = (await all({ keyword: '牛奶', sort: 'price_asc' })).map((g) => g.price);
    for (let i = 1; i < asc.length; i++) expect(asc[i]!).toBeGreaterThanOrEqual(asc[i - 1]!);
    const desc = (await all({ keyword: '牛奶', sort: 'price_desc' })).map((g) => g.price);
    for (let i = 1; i < desc.length; i++) expect(desc[i]!).toBeLessThanOrEqual(desc[i - 1]!);
    const sales = (await all({ keyword: '牛奶', sort: 'sales' })).map((g) => g.sales);
    for (let i = 1; i < sales.length; i++) expect(sales[i]!).toBeLessThanOrEqual(sales[i - 1]!);

    const total = (await search({ keyword: '牛奶' })).data.total;
    expect(total).toBeGreaterThan(2);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 2); page++) {
      const res = await search({ keyword: '牛奶', page, limit: 2 });
      expect(res.data.page).toBe(page);
      expect(res.data.limit).toBe(2);
      expect(res.data.total).toBe(total);
      seen.push(...res.data.list.map((g) => g.id));
    }
    expect(new Set(seen).size).toBe(total);
  });

  it('page 1 has category and brand filters counted over the whole keyword result', async () => {
    const res = await search({ keyword: '牛肉' });
    const filters = res.data.filters!;
    const expected = await titlesContaining('牛肉');
    expect(filters.categories.reduce((a, c) => a + c.count, 0)).toBe(expected.length);
    expect(filters.brands.reduce((a, c) => a + c.count, 0)).toBe(expected.length);
    for (const c of filters.categories) {
      expect(c.count).toBe(expected.filter((g) => g.category_id === c.id).length);
      expect(c.name).toBeTruthy();
    }
    for (const b of filters.brands) {
      expect(b.count).toBe(expected.filter((g) => g.brand_id === b.id).length);
    }
    const counts = filters.categories.map((c) => c.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(filters.categories.length).toBeGreaterThan(1);

    // a filter narrows the list, but the options still count the whole keyword result
    const cat = filters.categories[0]!;
    const narrowed = await search({ keyword: '牛肉', cat_id: cat.id, limit: 50 });
    expect(narrowed.data.total).toBe(cat.count);
    expect(narrowed.data.filters).toEqual(filters);
    const brand = filters.brands[0]!;
    const byBrand = await all({ keyword: '牛肉', brand_id: brand.id });
    expect(byBrand).toHaveLength(brand.count);
    for (const g of byBrand) expect(g.brand_id).toBe(brand.id);

    // a top category covers its children
    const parent = await db()
      .selectFrom('categories')
      .select('parent_id')
      .where('id', '=', cat.id)
      .executeTakeFirstOrThrow();
    const top = await search({ keyword: '牛肉', cat_id: parent.parent_id });
    expect(top.data.total).toBeGreaterThanOrEqual(cat.count);

    const second = await search({ keyword: '牛肉', page: 2, limit: 1 });
    expect(second.data.filters).toBeNull();

    const en = await search({ keyword: '牛肉' }, { 'accept-language': 'en' });
    const names = await db()
      .selectFrom('categories')
      .select(['id', 'name_en'])
      .where(
        'id',
        'in',
        filters.categories.map((c) => c.id),
      )
      .execute();
    for (const c of en.data.filters!.categories) {
      expect(c.name).toBe(names.find((n) => n.id === c.id)?.name_en);
    }
  });

  it('refuses bad input (422 naming the field), database unchanged', async () => {
    const cases = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/goods/search',
      valid: { keyword: '牛奶', page: 1, limit: 10, sort: 'sales', cat_id: 1, brand_id: 1 },
      optional: ['page', 'limit', 'sort', 'cat_id', 'brand_id'],
    });
    console.log(`bad input cases: search ${cases}`);
    const long = await search({ keyword: '牛'.repeat(51) });
    expect(long.code).toBe(422);
    expect(long.message).toContain('keyword');
    const blank = await search({ keyword: '   ' });
    expect(blank.code).toBe(422);
    expect(blank.message).toContain('keyword');
  });
});

describe('search index maintenance', () => {
  it('indexGoods rewrites the terms of a goods whose title changed', async () => {
    const g = (await titlesContaining('坚果'))[0]!;
    const title = '云南高山普洱茶饼 357g';
    await db()
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('goods').set({ title }).where('id', '=', g.id).execute();
        await indexGoods(tx, [{ id: g.id, title }]);
      });
    expect(ids(await all({ keyword: '普洱' }))).toEqual([g.id]);
    expect(ids(await all({ keyword: '357g' }))).toEqual([g.id]);
    expect((await all({ keyword: '坚果' })).map((x) => x.id)).not.toContain(g.id);
    const terms = await db()
      .selectFrom('goods_search_terms')
      .select('term')
      .where('goods_id', '=', g.id)
      .execute();
    expect(terms.map((r) => r.term).sort()).toEqual(indexTerms(title).sort());
    // put it back for the other tests
    await db()
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('goods').set({ title: g.title }).where('id', '=', g.id).execute();
        await indexGoods(tx, [{ id: g.id, title: g.title }]);
      });
  });

  it('start-up backfills an empty index and leaves a full one alone', async () => {
    const before = await all({ keyword: '牛奶' });
    const count = async () =>
      (await db().selectFrom('goods_search_terms').select('term').execute()).length;
    const terms = await count();
    await db().deleteFrom('goods_search_terms').execute();
    expect(await all({ keyword: '牛奶' })).toEqual([]);

    const goods = (await db().selectFrom('goods').select('id').execute()).length;
    const done = await prepareDatabase(t.app.database, { seedDemo: false }, t.clock.now());
    expect(done.indexed).toBe(goods);
    expect(await count()).toBe(terms);
    expect(await all({ keyword: '牛奶' })).toEqual(before);

    expect(await backfillSearchIndex(db())).toBe(0);
    expect(await count()).toBe(terms);
  });
});

describe('hot words', () => {
  it('answers the configured words, each of which finds goods', async () => {
    const res = await t.call('GET', '/api/goods/hot_words');
    expect(res.code).toBe(200);
    const row = await db()
      .selectFrom('app_config')
      .select('value')
      .where('key', '=', 'hot_words')
      .executeTakeFirstOrThrow();
    expect(res.data.list).toEqual(JSON.parse(row.value));
    expect(res.data.list).toHaveLength(8);
    for (const word of res.data.list as string[]) {
      const found = await search({ keyword: word });
      expect(found.data.total, word).toBeGreaterThan(0);
    }
  });

  it('answers an empty list without (or with a broken) configuration', async () => {
    await db()
      .updateTable('app_config')
      .set({ value: '{oops' })
      .where('key', '=', 'hot_words')
      .execute();
    expect((await t.call('GET', '/api/goods/hot_words')).data.list).toEqual([]);
    await db().deleteFrom('app_config').where('key', '=', 'hot_words').execute();
    expect((await t.call('GET', '/api/goods/hot_words')).data.list).toEqual([]);
  });
});

describe('top list', () => {
  it('ranks on-sale goods by sales, 20 by default, of a category when asked', async () => {
    const res = await t.call('GET', '/api/goods/get_goods_top_list');
    expect(res.code).toBe(200);
    const list = res.data.list as Item[];
    expect(list).toHaveLength(20);
    for (let i = 1; i < list.length; i++)
      expect(list[i]!.sales).toBeLessThanOrEqual(list[i - 1]!.sales);
    const best = await db()
      .selectFrom('goods')
      .select(['id', 'sales'])
      .where('status', '=', 1)
      .orderBy('sales', 'desc')
      .orderBy('id')
      .limit(20)
      .execute();
    expect(list.map((g) => g.id)).toEqual(best.map((g) => g.id));

    const top = await db()
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const children = (
      await db().selectFrom('categories').select('id').where('parent_id', '=', top.id).execute()
    ).map((c) => c.id);
    const inCat = await t.call('GET', '/api/goods/get_goods_top_list', {
      query: { cat_id: top.id, limit: 5 },
    });
    expect(inCat.data.list).toHaveLength(5);
    const cats = await db()
      .selectFrom('goods')
      .select(['id', 'category_id'])
      .where(
        'id',
        'in',
        (inCat.data.list as Item[]).map((g) => g.id),
      )
      .execute();
    for (const c of cats) expect(children).toContain(c.category_id);
  });

  it('refuses bad input', async () => {
    const cases = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/goods/get_goods_top_list',
      valid: { cat_id: 1, limit: 20 },
      optional: ['cat_id', 'limit'],
    });
    console.log(`bad input cases: get_goods_top_list ${cases}`);
    expect(
      (await t.call('GET', '/api/goods/get_goods_top_list', { query: { limit: 51 } })).code,
    ).toBe(422);
  });
});
