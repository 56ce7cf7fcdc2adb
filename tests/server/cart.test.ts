import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartLineV2 } from '../../src/shared/contract';
import type { CartListData } from '../../src/shared/contract/cart';
import { cartTotals } from '../../src/shared/rules/cart-totals';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';

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

type Line = CartLineV2;
type CartList = CartListData;

const lines = (d: CartList): Line[] => [...d.groups.flatMap((g) => g.lines), ...d.invalid];
const list = async (as: Actor): Promise<CartList> => {
  const res = await t.call<CartList>('GET', '/api/cart/cart_list', { as });
  expect(res.code, res.message).toBe(200);
  return res.data;
};
const add = (as: Actor, body: Record<string, string | number>) =>
  t.call('POST', '/api/cart/add_cart', { as, body });
const rowsOf = (userId: number) =>
  db().selectFrom('cart_items').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** On-sale SKUs (first SKU of each goods) with warehouse stock in a range, not in type-17 activities. */
async function skus(
  opts: { minStock?: number; maxStock?: number; n?: number; seller?: 'distinct' } = {},
) {
  const rows = await db()
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .innerJoin('stock as st', (j) => j.onRef('st.sku_id', '=', 's.id').on('st.location_id', '=', 1))
    .select(['s.goods_id', 's.id as sku_id', 's.price', 'st.quantity as stock', 'g.seller_id'])
    .where('g.status', '=', 1)
    .where('st.quantity', '>=', opts.minStock ?? 1)
    .where('st.quantity', '<=', opts.maxStock ?? 1_000_000)
    .where('s.id', 'not in', (eb) =>
      eb
        .selectFrom('activity_goods')
        .innerJoin('activities', 'activities.id', 'activity_goods.activity_id')
        .select('activity_goods.sku_id')
        .where('activities.type', '=', 17),
    )
    .orderBy('s.id')
    .execute();
  let out = rows;
  if (opts.seller === 'distinct') {
    const seen = new Set<number>();
    out = rows.filter((r) => !seen.has(r.seller_id) && seen.add(r.seller_id));
  }
  return out.slice(0, opts.n ?? 1);
}

const ref = (s: { goods_id: number; sku_id: number }) => ({
  goods_id: s.goods_id,
  sku_id: s.sku_id,
});

async function tiers() {
  const res = await t.call('GET', '/api/v3/activity_config');
  return res.data.full_discount as { full: number; cut: number }[];
}

describe('cart_list', () => {
  it('groups valid lines by seller, newest group first, invalid lines apart', async () => {
    const u = await t.user();
    const [a, b, c] = await skus({ minStock: 5, n: 3, seller: 'distinct' });
    await add(u, { ...ref(a!), num: 1 });
    await add(u, { ...ref(b!), num: 2 });
    await add(u, { ...ref(c!), num: 3 });
    // a second line of a's seller, added last: a's group becomes the newest
    const [a2] = (await skus({ minStock: 5, n: 50 })).filter(
      (s) => s.seller_id === a!.seller_id && s.sku_id !== a!.sku_id,
    );
    await add(u, { ...ref(a2!), num: 1 });

    const data = await list(u);
    expect(data.groups.map((g) => g.seller_id)).toEqual([a!.seller_id, c!.seller_id, b!.seller_id]);
    expect(data.groups[0]!.lines.map((l) => l.sku_id)).toEqual([a2!.sku_id, a!.sku_id]);
    const sellers = await db().selectFrom('sellers').select(['id', 'name']).execute();
    for (const g of data.groups) {
      expect(g.seller_name).toBe(sellers.find((s) => s.id === g.seller_id)?.name);
      for (const l of g.lines) {
        expect(l.seller_id).toBe(g.seller_id);
        expect(l.invalid).toBe(false);
        expect(l.invalid_reason).toBe('');
        expect(l.type).toBe(0);
        expect(l.activity_id).toBe(0);
      }
    }
    expect(data.invalid).toEqual([]);
    expect(data.cart_count).toBe(7);
  });

  it('sets off-shelf and sold-out lines apart; they count in cart_count, not in totals', async () => {
    const u = await t.user();
    const [ok, soldOut, offShelf] = await skus({ minStock: 3, n: 3 });
    await add(u, { ...ref(ok!), num: 2 });
    await add(u, { ...ref(soldOut!), num: 1 });
    await add(u, { ...ref(offShelf!), num: 1 });
    await db()
      .updateTable('stock')
      .set({ quantity: 0 })
      .where('location_id', '=', 1)
      .where('sku_id', '=', soldOut!.sku_id)
      .execute();
    await db()
      .updateTable('goods')
      .set({ status: 0 })
      .where('id', '=', offShelf!.goods_id)
      .execute();

    const data = await list(u);
    expect(
      lines(data)
        .filter((l) => !l.invalid)
        .map((l) => l.sku_id),
    ).toEqual([ok!.sku_id]);
    const reasons = Object.fromEntries(data.invalid.map((l) => [l.sku_id, l.invalid_reason]));
    expect(reasons).toEqual({ [soldOut!.sku_id]: 'sold_out', [offShelf!.sku_id]: 'off_shelf' });
    expect(data.cart_count).toBe(4);
    expect(data.totals.goods_amount).toBe(ok!.price * 2);
    expect(data.totals.checked_count).toBe(2);

    await db()
      .updateTable('goods')
      .set({ status: 1 })
      .where('id', '=', offShelf!.goods_id)
      .execute();
    await db()
      .updateTable('stock')
      .set({ quantity: soldOut!.stock })
      .where('location_id', '=', 1)
      .where('sku_id', '=', soldOut!.sku_id)
      .execute();
  });

  it('totals equal cartTotals of the lines with the activity_config tiers', async () => {
    const u = await t.user();
    const picked = await skus({ minStock: 10, n: 4 });
    for (const [i, s] of picked.entries()) await add(u, { ...ref(s), num: i + 1 });
    const data = await list(u);
    const fullDiscount = await tiers();
    expect(data.full_discount).toEqual(fullDiscount);
    const expected = cartTotals(lines(data), fullDiscount);
    expect(data.totals).toEqual({
      ...expected,
      full_group: {
        ...expected.full_group,
        goodslist: expected.full_group.goodslist.map((l) => l.id),
      },
    });
    expect(data.totals.goods_amount).toBe(picked.reduce((a, s, i) => a + s.price * (i + 1), 0));

    // unchecking a line takes it out of the totals
    const first = lines(data)[0]!;
    await t.call('POST', '/api/cart/check_cart', {
      as: u,
      body: { ids: String(first.id), is_check: 0 },
    });
    const after = await list(u);
    expect(after.totals.goods_amount).toBe(data.totals.goods_amount - first.price * first.quantity);
    const again = cartTotals(lines(after), fullDiscount);
    expect(after.totals.total).toBe(again.total);
    expect(after.totals.full_group.goodslist).not.toContain(first.id);
  });

  it('reaches a full-reduction tier once the checked amount passes it', async () => {
    const u = await t.user();
    const [s] = await skus({ minStock: 50 });
    const [low] = await tiers();
    const num = Math.ceil(low!.full / s!.price);
    expect(num).toBeLessThanOrEqual(s!.stock);
    await add(u, { ...ref(s!), num });
    const data = await list(u);
    expect(data.totals.full_cut).toBeGreaterThanOrEqual(low!.cut);
    expect(data.totals.total).toBe(data.totals.goods_amount - data.totals.full_cut);
    expect(data.totals.full_group.goodslist).toEqual([lines(data)[0]!.id]);
  });

  it('a ten-yuan-three-items SKU is a type 17 line at the activity price while the activity runs', async () => {
    const u = await t.user();
    const promo = await db()
      .selectFrom('activity_goods as ag')
      .innerJoin('activities as a', 'a.id', 'ag.activity_id')
      .innerJoin('stock as st', (j) =>
        j.onRef('st.sku_id', '=', 'ag.sku_id').on('st.location_id', '=', 1),
      )
      .innerJoin('goods_skus as s', 's.id', 'ag.sku_id')
      .select([
        'ag.goods_id',
        'ag.sku_id',
        'ag.price',
        'ag.activity_id',
        'a.end_at',
        's.price as sku_price',
      ])
      .where('a.type', '=', 17)
      .where('st.quantity', '>=', 3)
      .orderBy('ag.id')
      .limit(3)
      .execute();
    expect(promo.length).toBe(3);
    for (const p of promo) await add(u, { ...ref(p), num: 1 });
    const data = await list(u);
    const fullDiscount = await tiers();
    for (const l of lines(data)) {
      const p = promo.find((x) => x.sku_id === l.sku_id)!;
      // the lowest price among running type-17 activities that have the SKU
      const offers = await db()
        .selectFrom('activity_goods as ag')
        .innerJoin('activities as a', 'a.id', 'ag.activity_id')
        .select(['ag.price', 'ag.activity_id'])
        .where('a.type', '=', 17)
        .where('ag.sku_id', '=', l.sku_id)
        .orderBy('ag.price')
        .orderBy('ag.activity_id')
        .execute();
      expect(l.type).toBe(17);
      expect(l.price).toBe(offers[0]!.price);
      expect(l.activity_id).toBe(offers[0]!.activity_id);
      expect(l.price).toBeLessThanOrEqual(p.price);
    }
    const expected = cartTotals(lines(data), fullDiscount);
    expect(data.totals.three_for_ten_saving).toBe(expected.three_for_ten_saving);
    expect(data.totals.total).toBe(expected.total);
    // three items: one group of 10 yuan
    expect(data.totals.total).toBe(1000);

    // after the activity ends the lines are normal lines at the SKU price
    t.clock.advance(promo[0]!.end_at - t.clock.now() + 1);
    // the activity may end after the session's idle limit: the buyer logs in again
    const later = await list(await t.relogin(u));
    for (const l of lines(later)) {
      expect(l.type).toBe(0);
      expect(l.activity_id).toBe(0);
      expect(l.price).toBe(promo.find((x) => x.sku_id === l.sku_id)!.sku_price);
    }
  });

  it("never shows another user's lines", async () => {
    const a = await t.user();
    const b = await t.user();
    const [s] = await skus({ minStock: 3 });
    await add(a, { ...ref(s!), num: 3 });
    const theirs = await list(b);
    expect(lines(theirs)).toEqual([]);
    expect(theirs.cart_count).toBe(0);
    expect(theirs.totals.goods_amount).toBe(0);
  });

  it('requires login', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart/cart_list'],
      ['POST', '/api/cart/add_cart'],
      ['POST', '/api/cart/check_cart'],
      ['POST', '/api/cart/del_cart'],
    ] as const) {
      const res = await t.call(method, url, { body: method === 'POST' ? { ids: '1' } : undefined });
      expect(res.code, url).toBe(401);
    }
  });
});

describe('add_cart', () => {
  it('add adds to the line, set replaces its quantity; both answer quantity and cart_count', async () => {
    const u = await t.user();
    const [s, other] = await skus({ minStock: 10, n: 2 });
    expect((await add(u, { ...ref(s!), num: 2 })).data).toEqual({ cart_count: 2, quantity: 2 });
    expect((await add(u, { ...ref(s!), num: 3, mode: 'add' })).data).toEqual({
      cart_count: 5,
      quantity: 5,
    });
    expect((await add(u, { ...ref(s!), num: 1, mode: 'set' })).data).toEqual({
      cart_count: 1,
      quantity: 1,
    });
    // set on a missing line creates it
    expect((await add(u, { ...ref(other!), num: 4, mode: 'set' })).data).toEqual({
      cart_count: 5,
      quantity: 4,
    });
    expect((await rowsOf(u.id)).map((r) => r.quantity)).toEqual([1, 4]);
  });

  it('add re-checks an unchecked line; set keeps the check state', async () => {
    const u = await t.user();
    const [s] = await skus({ minStock: 10 });
    await add(u, { ...ref(s!), num: 1 });
    const [row] = await rowsOf(u.id);
    await t.call('POST', '/api/cart/check_cart', {
      as: u,
      body: { ids: String(row!.id), is_check: 0 },
    });
    await add(u, { ...ref(s!), num: 2, mode: 'set' });
    expect((await rowsOf(u.id))[0]!.is_check).toBe(0);
    await add(u, { ...ref(s!), num: 1 });
    expect((await rowsOf(u.id))[0]!.is_check).toBe(1);
  });

  it('over the stock: 423 with the most one can buy, nothing changed', async () => {
    const u = await t.user();
    const [s] = await skus({ minStock: 3, maxStock: 50 });
    const stock = s!.stock;
    await add(u, { ...ref(s!), num: 1 });
    const before = await t.snapshot();

    const set = await add(u, { ...ref(s!), num: stock + 1, mode: 'set' });
    expect(set.code).toBe(423);
    expect(set.message).toBe(`库存不足，最多可购买${stock}件`);
    expect(set.data).toBeNull();
    const more = await add(u, { ...ref(s!), num: stock, mode: 'add' });
    expect(more.code).toBe(423);
    expect(more.message).toBe(`库存不足，最多可购买${stock}件`);
    const en = await t.call('POST', '/api/cart/add_cart', {
      as: u,
      body: { ...ref(s!), num: stock + 1 },
      headers: { 'accept-language': 'en' },
    });
    expect(en.message).toBe(`Not enough stock: at most ${stock} can be bought`);
    expect(await t.snapshot()).toBe(before);

    // exactly the stock is fine
    expect((await add(u, { ...ref(s!), num: stock, mode: 'set' })).data.quantity).toBe(stock);
    expect((await add(u, { ...ref(s!), num: stock - 1 })).code).toBe(423);
  });

  it('a sold-out SKU answers 423 and adds nothing', async () => {
    const u = await t.user();
    const sold = await db()
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .innerJoin('stock as st', (j) =>
        j.onRef('st.sku_id', '=', 's.id').on('st.location_id', '=', 1),
      )
      .select(['s.goods_id', 's.id as sku_id'])
      .where('g.status', '=', 1)
      .where('st.quantity', '=', 0)
      .executeTakeFirstOrThrow();
    const res = await add(u, { ...sold, num: 1 });
    expect(res.code).toBe(423);
    expect(res.message).toBe('商品已售罄');
    expect(await rowsOf(u.id)).toEqual([]);
  });

  it('concurrent adds never pass the stock together', async () => {
    const u = await t.user();
    const [s] = await skus({ minStock: 1 });
    await db()
      .updateTable('stock')
      .set({ quantity: 5 })
      .where('location_id', '=', 1)
      .where('sku_id', '=', s!.sku_id)
      .execute();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => add(u, { ...ref(s!), num: 1 })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.code === 423)).toHaveLength(7);
    expect((await rowsOf(u.id))[0]!.quantity).toBe(5);
  });

  it('refuses bad input, database unchanged', async () => {
    const u = await t.user();
    const [s] = await skus({ minStock: 5 });
    const cases = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/cart/add_cart',
      as: u,
      valid: { ...ref(s!), num: 1, mode: 'set' },
      optional: ['num', 'mode'],
    });
    console.log(`bad input cases: add_cart (mode) ${cases}`);
    expect(await rowsOf(u.id)).toEqual([]);
  });
});

describe('check_cart and del_cart', () => {
  async function twoLines(u: Actor) {
    const picked = await skus({ minStock: 5, n: 2 });
    for (const s of picked) await add(u, { ...ref(s), num: 1 });
    return (await rowsOf(u.id)).map((r) => r.id);
  }

  it('check_cart checks and unchecks the given lines, or all of them', async () => {
    const u = await t.user();
    const other = await t.user();
    const [a, b] = await twoLines(u);
    const [x] = await twoLines(other);
    const res = await t.call('POST', '/api/cart/check_cart', {
      as: u,
      body: { ids: `${a},${b}`, is_check: 0 },
    });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ cart_count: 2 });
    expect((await rowsOf(u.id)).map((r) => r.is_check)).toEqual([0, 0]);
    await t.call('POST', '/api/cart/check_cart', { as: u, body: { ids: String(b), is_check: 1 } });
    expect((await rowsOf(u.id)).map((r) => r.is_check)).toEqual([0, 1]);
    const data = await list(u);
    expect(lines(data).find((l) => l.id === b)!.isCheck).toBe(true);
    expect(lines(data).find((l) => l.id === a)!.isCheck).toBe(false);

    // 'all' is every line of the caller and of nobody else
    await t.call('POST', '/api/cart/check_cart', { as: u, body: { ids: 'all', is_check: 0 } });
    expect((await rowsOf(u.id)).every((r) => r.is_check === 0)).toBe(true);
    const theirs = await db()
      .selectFrom('cart_items')
      .select('is_check')
      .where('id', '=', x!)
      .executeTakeFirstOrThrow();
    expect(theirs.is_check).toBe(1);
  });

  it("another user's ids → 403, nothing changed (also mixed with own ids)", async () => {
    const owner = await t.user();
    const intruder = await t.user();
    const [theirs] = await twoLines(owner);
    const [mine] = await twoLines(intruder);
    for (const [url, input] of [
      ['/api/cart/check_cart', { ids: String(theirs), is_check: 0 }],
      ['/api/cart/check_cart', { ids: `${mine},${theirs}`, is_check: 0 }],
      ['/api/cart/del_cart', { ids: String(theirs) }],
      ['/api/cart/del_cart', { ids: `${mine},${theirs}` }],
      // an id that is nobody's line is refused the same way
      ['/api/cart/del_cart', { ids: '999999' }],
    ] as const) {
      await expectOtherUserRefused(t, { method: 'POST', url, input, other: intruder });
      const res = await t.call('POST', url, { as: intruder, body: input });
      expect(res.code, `${url} ${input.ids}`).toBe(403);
      expect(res.message).toBe('购物车商品不存在或无权操作');
    }
    expect(await rowsOf(owner.id)).toHaveLength(2);
    expect((await rowsOf(intruder.id)).every((r) => r.is_check === 1)).toBe(true);
  });

  it('del_cart deletes the caller lines and answers the new count', async () => {
    const u = await t.user();
    const [a, b] = await twoLines(u);
    await add(u, { ...ref((await skus({ minStock: 5, n: 3 }))[2]!), num: 3 });
    const res = await t.call('POST', '/api/cart/del_cart', {
      as: u,
      body: { ids: `${a},${b},${a}` },
    });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ cart_count: 3 });
    expect(await rowsOf(u.id)).toHaveLength(1);
    // 'all' is not a del_cart id list
    const all = await t.call('POST', '/api/cart/del_cart', { as: u, body: { ids: 'all' } });
    expect(all.code).toBe(422);
    expect(all.message).toContain('ids');
  });

  it('refuse bad input, database unchanged', async () => {
    const u = await t.user();
    const [a] = await twoLines(u);
    const check = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/cart/check_cart',
      as: u,
      valid: { ids: String(a), is_check: 0 },
    });
    const del = await expectBadInputRefused(t, {
      method: 'POST',
      url: '/api/cart/del_cart',
      as: u,
      valid: { ids: String(a) },
    });
    console.log(`bad input cases: check_cart ${check}, del_cart ${del}`);
    for (const ids of [
      ',',
      '1,',
      ',1',
      '1,,2',
      '1;2',
      '0',
      '1 2',
      Array(201)
        .fill(1)
        .map((_, i) => i + 1)
        .join(','),
    ]) {
      const res = await t.call('POST', '/api/cart/del_cart', { as: u, body: { ids } });
      expect(res.code, ids.slice(0, 20)).toBe(422);
    }
    expect(await rowsOf(u.id)).toHaveLength(2);
  });
});
