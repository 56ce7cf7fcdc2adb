import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBadInputRefused, startTestServer, type Actor, type TestServer } from './harness';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;

const toggle = (as: Actor, body: Record<string, string | number>, lang?: string) =>
  t.call('POST', '/api/user/edit_collection', {
    as,
    body,
    headers: lang ? { 'accept-language': lang } : undefined,
  });
const collections = (as: Actor, query: Record<string, unknown> = {}) =>
  t.call('GET', '/api/user/get_collection_list', { as, query });
const rowsOf = (userId: number) =>
  db().selectFrom('collections').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** On-sale goods of a category whose name contains (or not) 酒. */
async function goods(wine: boolean, n = 1) {
  const rows = await db()
    .selectFrom('goods')
    .innerJoin('categories', 'categories.id', 'goods.category_id')
    .select(['goods.id', 'goods.price', 'categories.name'])
    .where('goods.status', '=', 1)
    .where('categories.name', wine ? 'like' : 'not like', '%酒%')
    .orderBy('goods.id')
    .limit(n)
    .execute();
  expect(rows).toHaveLength(n);
  return rows;
}

describe('edit_collection', () => {
  it('toggles: on with 收藏成功, off with 已取消收藏; the detail follows', async () => {
    const u = await t.user();
    const [g] = await goods(false);
    const on = await toggle(u, { goods_id: g!.id });
    expect(on.code).toBe(200);
    expect(on.message).toBe('收藏成功');
    expect(on.data).toEqual({ is_collected: true });
    expect(await rowsOf(u.id)).toHaveLength(1);
    const detail = await t.call('GET', '/api/goods/goods_detail', {
      as: u,
      query: { goods_id: g!.id },
    });
    expect(detail.data.is_collected).toBe(true);
    const counts = await t.call('GET', '/api/user/get_user_collection_integral_coupon_num', {
      as: u,
    });
    expect(counts.data.collection_num).toBe(1);

    const off = await toggle(u, { goods_id: g!.id });
    expect(off.message).toBe('已取消收藏');
    expect(off.data).toEqual({ is_collected: false });
    expect(await rowsOf(u.id)).toEqual([]);
    const en = await toggle(u, { goods_id: g!.id }, 'en');
    expect(en.message).toBe('Added to favourites');
  });

  it('keeps the goods reference it was collected from', async () => {
    const u = await t.user();
    const ag = await db()
      .selectFrom('activity_goods as ag')
      .innerJoin('activities as a', 'a.id', 'ag.activity_id')
      .innerJoin('goods as g', 'g.id', 'ag.goods_id')
      .select(['ag.id', 'ag.goods_id', 'ag.sku_id', 'ag.activity_id', 'a.type'])
      .where('a.type', '=', 18)
      .where('g.status', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await toggle(u, {
      goods_id: ag.goods_id,
      sku_id: ag.sku_id,
      // the server takes the activity from the activity goods row, not from the client
      activity_id: 999,
      activity_goods_id: ag.id,
      type: ag.type,
    });
    expect(res.code).toBe(200);
    const [row] = await rowsOf(u.id);
    expect(row).toMatchObject({
      goods_id: ag.goods_id,
      sku_id: ag.sku_id,
      activity_id: ag.activity_id,
      activity_goods_id: ag.id,
      type: 18,
    });
  });

  it('refuses unknown and off-shelf goods, a foreign SKU or activity goods; uncollecting off-shelf works', async () => {
    const u = await t.user();
    const [a, b] = await goods(false, 2);
    const skuOfB = await db()
      .selectFrom('goods_skus')
      .select('id')
      .where('goods_id', '=', b!.id)
      .executeTakeFirstOrThrow();
    const agOfOther = await db()
      .selectFrom('activity_goods')
      .select('id')
      .where('goods_id', '<>', a!.id)
      .executeTakeFirstOrThrow();
    const before = await t.snapshot();
    expect((await toggle(u, { goods_id: 999999 })).code).toBe(422);
    expect((await toggle(u, { goods_id: a!.id, sku_id: skuOfB.id })).code).toBe(422);
    expect((await toggle(u, { goods_id: a!.id, activity_goods_id: agOfOther.id })).code).toBe(422);
    const off = await db()
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    const offRes = await toggle(u, { goods_id: off.id });
    expect(offRes.code).toBe(422);
    expect(offRes.message).toBe('商品不存在或已下架');
    expect(await t.snapshot()).toBe(before);

    // collected while on sale, then taken off the shelf: still listed (invalid), and removable
    await toggle(u, { goods_id: a!.id });
    await db().updateTable('goods').set({ status: 0 }).where('id', '=', a!.id).execute();
    const listed = await collections(u);
    expect(listed.data.list).toHaveLength(1);
    expect(listed.data.list[0].invalid).toBe(true);
    expect((await toggle(u, { goods_id: a!.id })).data.is_collected).toBe(false);
    await db().updateTable('goods').set({ status: 1 }).where('id', '=', a!.id).execute();
  });

  it("is per user: another user's toggle never touches mine", async () => {
    const a = await t.user();
    const b = await t.user();
    const [g] = await goods(false);
    await toggle(a, { goods_id: g!.id });
    const theirs = await toggle(b, { goods_id: g!.id });
    expect(theirs.data.is_collected).toBe(true);
    expect(await rowsOf(a.id)).toHaveLength(1);
    await toggle(b, { goods_id: g!.id });
    expect(await rowsOf(a.id)).toHaveLength(1);
    expect(await rowsOf(b.id)).toHaveLength(0);
    expect((await collections(b)).data.list).toEqual([]);
  });

  it('requires login and refuses bad input, database unchanged', async () => {
    const [g] = await goods(false);
    expect(
      (await t.call('POST', '/api/user/edit_collection', { body: { goods_id: g!.id } })).code,
    ).toBe(401);
    expect((await t.call('GET', '/api/user/get_collection_list')).code).toBe(401);
    const u = await t.user();
    const edit = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/user/edit_collection',
      as: u,
      // the optional ids read '' and '0' as absent (a valid toggle), so only these two here
      valid: { goods_id: g!.id, type: 0 },
      optional: ['type'],
    });
    const listCases = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/user/get_collection_list',
      as: u,
      valid: { page: 1, limit: 10, kind: 'wine' },
      optional: ['page', 'limit', 'kind'],
    });
    console.log(`bad input cases: edit_collection ${edit}, get_collection_list ${listCases}`);
    for (const bad of ['abc', '-1', '1.5']) {
      expect((await toggle(u, { goods_id: g!.id, sku_id: bad })).code).toBe(422);
    }
    expect(await rowsOf(u.id)).toEqual([]);
  });
});

describe('get_collection_list', () => {
  it('lists newest first, pages, and the wine kind lists only goods of a 酒 category', async () => {
    const u = await t.user();
    const wines = await goods(true, 2);
    const others = await goods(false, 3);
    const order = [others[0]!, wines[0]!, others[1]!, wines[1]!, others[2]!];
    for (const [i, g] of order.entries()) {
      await toggle(u, { goods_id: g.id });
      await db()
        .updateTable('collections')
        .set({ created_at: 1_800_000_000 + i })
        .where('user_id', '=', u.id)
        .where('goods_id', '=', g.id)
        .execute();
    }
    const all = await collections(u, { limit: 50 });
    expect(all.code).toBe(200);
    expect(all.data.total).toBe(5);
    expect(all.data.list.map((c: any) => c.goods_id)).toEqual(
      [...order].reverse().map((g) => g.id),
    );
    const rows = await rowsOf(u.id);
    for (const c of all.data.list as any[]) {
      const row = rows.find((r) => r.goods_id === c.goods_id)!;
      expect(c.collection_id).toBe(row.id);
      expect(c.collected_at).toBe(row.created_at);
      expect(c.invalid).toBe(false);
      expect(c.type).toBe(0);
      expect(c.sku_id).toBeGreaterThan(0);
      expect(c.price).toBe(order.find((g) => g.id === c.goods_id)!.price);
      expect(c.title).toBeTruthy();
    }

    const wine = await collections(u, { kind: 'wine' });
    expect(wine.data.total).toBe(2);
    expect(wine.data.list.map((c: any) => c.goods_id)).toEqual([wines[1]!.id, wines[0]!.id]);
    for (const w of wines) expect(w.name).toContain('酒');

    const p1 = await collections(u, { page: 1, limit: 2 });
    const p3 = await collections(u, { page: 3, limit: 2 });
    expect(p1.data.list).toHaveLength(2);
    expect(p3.data.list).toHaveLength(1);
    expect(p3.data).toMatchObject({ total: 5, page: 3, limit: 2 });
  });

  it('an item collected from a running activity shows the activity price until it ends', async () => {
    const u = await t.user();
    const ag = await db()
      .selectFrom('activity_goods as ag')
      .innerJoin('activities as a', 'a.id', 'ag.activity_id')
      .innerJoin('goods as g', 'g.id', 'ag.goods_id')
      .select([
        'ag.id',
        'ag.goods_id',
        'ag.sku_id',
        'ag.price',
        'ag.activity_id',
        'a.end_at',
        'g.price as goods_price',
      ])
      .where('a.type', '=', 19)
      .where('g.status', '=', 1)
      .executeTakeFirstOrThrow();
    await toggle(u, { goods_id: ag.goods_id, activity_goods_id: ag.id, type: 19 });
    const now = await collections(u);
    expect(now.data.list[0]).toMatchObject({
      goods_id: ag.goods_id,
      type: 19,
      activity_id: ag.activity_id,
      activity_goods_id: ag.id,
      sku_id: ag.sku_id,
      price: ag.price,
      market_price: ag.goods_price,
    });
    t.clock.advance(ag.end_at - t.clock.now() + 1);
    // the jump may outlast the session: the user logs in again
    const later = await collections(await t.relogin(u));
    expect(later.data.list[0]).toMatchObject({
      goods_id: ag.goods_id,
      type: 0,
      activity_id: 0,
      activity_goods_id: 0,
      price: ag.goods_price,
    });
  });
});
