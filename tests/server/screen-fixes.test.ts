/**
 * Issue 19, brief D (screen defects): the brand list of the brand zone, the coupon centre's
 * state of a coupon the user has used, and the review centre's own reviews.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBadInputRefused, startTestServer, type TestServer } from './harness';
import { buyBody, buyer, buyOk, freshSkus } from './order-helpers';

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
const HOUR = 3600;

describe('brand zone list (getZoneBrandList)', () => {
  it('lists brands with goods on sale, most goods first, with logo and count, paged', async () => {
    const now = t.clock.now();
    const brand = await db()
      .insertInto('brands')
      .values({ name: '测试品牌甲', logo: '/x.png', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const empty = await db()
      .insertInto('brands')
      .values({ name: '无货品牌', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [g] = await freshSkus(t, { n: 1, offset: 11 });
    await db()
      .updateTable('goods')
      .set({ brand_id: brand.id })
      .where('id', '=', g!.goods_id)
      .execute();

    const all: { id: number; name: string; logo: string; goods_count: number }[] = [];
    let total = 0;
    for (let page = 1; page < 50; page++) {
      const res = await t.call('GET', '/api/zone/getZoneBrandList', { query: { page, limit: 5 } });
      expect(res.code, res.message).toBe(200);
      total = res.data.total;
      all.push(...res.data.list);
      if (res.data.list.length < 5) break;
    }
    expect(all).toHaveLength(total);
    expect(all.find((b) => b.id === brand.id)).toMatchObject({
      name: '测试品牌甲',
      logo: '/x.png',
      goods_count: 1,
    });
    expect(all.find((b) => b.id === empty.id)).toBeUndefined();
    for (const b of all) expect(b.goods_count).toBeGreaterThan(0);
    const counts = all.map((b) => b.goods_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    // each count agrees with the brand's own zone
    const first = all[0]!;
    const zone = await t.call('GET', '/api/zone/getZoneBrandGoodsList', {
      query: { brand_id: first.id, limit: 1 },
    });
    expect(zone.data.total).toBe(first.goods_count);

    await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/zone/getZoneBrandList',
      valid: { page: 1, limit: 10 },
      optional: ['page', 'limit'],
    });
  });

  it('search filters by brand on the server', async () => {
    const [g] = await freshSkus(t, { n: 1, offset: 12 });
    const goods = await db()
      .selectFrom('goods')
      .select(['title', 'brand_id'])
      .where('id', '=', g!.goods_id)
      .executeTakeFirstOrThrow();
    const keyword = goods.title.slice(0, 2);
    const res = await t.call('GET', '/api/goods/search', {
      query: { keyword, brand_id: goods.brand_id, limit: 50 },
    });
    expect(res.code, res.message).toBe(200);
    expect(res.data.list.length).toBeGreaterThan(0);
    for (const item of res.data.list) expect(item.brand_id).toBe(goods.brand_id);
  });
});

describe('coupon centre: a used coupon', () => {
  it('answers my_state used (not usable) once every coupon of it the user holds is used', async () => {
    const now = t.clock.now();
    const c = await db()
      .insertInto('coupons')
      .values({
        title: '屏幕修复券',
        amount: 100,
        threshold: 0,
        total: 100,
        per_user_limit: 1,
        start_at: now - HOUR,
        end_at: now + 24 * HOUR,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const u = await buyer(t);
    const row = async () => {
      const res = await t.call('GET', '/api/coupon/get_list', { as: u, query: { limit: 50 } });
      expect(res.code, res.message).toBe(200);
      return res.data.list.find((x: { id: number }) => x.id === c.id);
    };
    expect(await row()).toMatchObject({ my_state: 'none', my_usable: 0, can_receive: true });

    const got = await t.call('POST', '/api/coupon/receive_coupon', {
      as: u,
      body: { coupon_id: c.id },
    });
    expect(got.code, got.message).toBe(200);
    expect(await row()).toMatchObject({
      my_state: 'usable',
      my_received: 1,
      my_usable: 1,
      can_receive: false,
    });

    const [s] = await freshSkus(t, { stock: 20, offset: 13, maxPrice: 9000 });
    await buyOk(t, u, { ...buyBody(s!, 1), coupon_user_id: got.data.coupon_user_id });
    expect(await row()).toMatchObject({
      my_state: 'used',
      my_received: 1,
      my_usable: 0,
      can_receive: false,
    });

    const anon = await t.call('GET', '/api/coupon/get_list', { query: { limit: 50 } });
    expect(anon.data.list.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      my_state: 'none',
      my_usable: 0,
    });
  });
});

describe('review centre: my reviews', () => {
  it('answers the caller’s own reviews with stars, text, photos and time, newest first', async () => {
    const u = await t.user();
    const other = await t.user();
    const [a, b] = await freshSkus(t, { n: 2, offset: 14 });
    const now = t.clock.now();
    await db()
      .insertInto('comments')
      .values([
        {
          goods_id: a!.goods_id,
          user_id: u.id,
          order_id: null,
          score: 4,
          content: '包装不错',
          images: '[]',
          spec: '规格:单份',
          created_at: now - 100,
        },
        {
          goods_id: b!.goods_id,
          user_id: u.id,
          order_id: null,
          score: 5,
          content: '很好吃，回购',
          images: JSON.stringify(['/uploads/a.jpg', '/uploads/b.jpg']),
          spec: '',
          created_at: now,
        },
        {
          goods_id: a!.goods_id,
          user_id: other.id,
          order_id: null,
          score: 1,
          content: '别人的评价',
          images: '[]',
          spec: '',
          created_at: now,
        },
      ])
      .execute();

    const res = await t.call('GET', '/api/user/my_comments', { as: u });
    expect(res.code, res.message).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.list).toHaveLength(2);
    const [first, second] = res.data.list;
    expect(first).toMatchObject({
      goods_id: b!.goods_id,
      title: b!.title,
      score: 5,
      content: '很好吃，回购',
      images: ['/uploads/a.jpg', '/uploads/b.jpg'],
      created_at: now,
    });
    expect(first.image).toBeTruthy();
    expect(second).toMatchObject({
      goods_id: a!.goods_id,
      score: 4,
      content: '包装不错',
      images: [],
      spec: '规格:单份',
    });

    const anon = await t.call('GET', '/api/user/my_comments');
    expect(anon.code).toBe(401);

    await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/user/my_comments',
      as: u,
      valid: { page: 1, limit: 10 },
      optional: ['page', 'limit'],
    });
  });
});
