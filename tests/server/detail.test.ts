import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectBadInputRefused,
  expectOtherUserRefused,
  startTestServer,
  type Actor,
  type TestServer,
} from './harness';
import { AGREED } from './consent-helpers';
import { SEED_FREIGHT_RULES } from '../../src/server/seed/seed';

const DEMO = { mobile: '13800138000', password: 'demo123456', ...AGREED };
const REMOTE = '新疆维吾尔自治区';

let t: TestServer;
let demo: Actor;

beforeAll(async () => {
  t = await startTestServer();
  const res = await t.call('POST', '/api/login', { body: DEMO });
  expect(res.code).toBe(200);
  demo = { id: res.data.user_id, token: res.data.token, mobile: DEMO.mobile };
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  t.clock.reset();
});

const db = () => t.app.database.db;

/** An on-sale goods with `props` spec names and at least `skus` SKUs. */
async function goodsWith(minSkus: number, status = 1) {
  const rows = await db()
    .selectFrom('goods')
    .innerJoin('goods_skus', 'goods_skus.goods_id', 'goods.id')
    .select(['goods.id', 'goods.image'])
    .where('goods.status', '=', status)
    .groupBy(['goods.id', 'goods.image'])
    .having((eb) => eb.fn.countAll(), '>=', minSkus)
    .orderBy('goods.id')
    .execute();
  const g = rows[0];
  if (!g) throw new Error(`no goods with ${minSkus} SKUs`);
  return g;
}

async function skusOf(goodsId: number) {
  return db()
    .selectFrom('goods_skus')
    .leftJoin('stock', (j) =>
      j.onRef('stock.sku_id', '=', 'goods_skus.id').on('stock.location_id', '=', 1),
    )
    .select(['goods_skus.id', 'goods_skus.spec', 'goods_skus.price', 'stock.quantity'])
    .where('goods_skus.goods_id', '=', goodsId)
    .orderBy('goods_skus.id')
    .execute();
}

async function addAddress(userId: number, province: string, isDefault: number) {
  const now = t.clock.now();
  const row = await db()
    .insertInto('user_addresses')
    .values({
      user_id: userId,
      name: '李四',
      mobile: '13900000000',
      province,
      city: '某市',
      district: '某区',
      detail: '某路1号',
      is_default: isDefault,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('prop_list and sku_list', () => {
  it('sku_list answers every SKU with its warehouse stock', async () => {
    const g = await goodsWith(3);
    const res = await t.call('GET', '/api/goods/sku_list', { query: { goods_id: g.id } });
    expect(res.code).toBe(200);
    const skus = await skusOf(g.id);
    expect(res.data.list.map((s: { id: number }) => s.id)).toEqual(skus.map((s) => s.id));
    for (const [i, s] of (res.data.list as any[]).entries()) {
      expect(s.stock).toBe(skus[i]!.quantity ?? 0);
      expect(s.price).toBe(skus[i]!.price);
      expect(s.spec).toEqual(JSON.parse(skus[i]!.spec));
      expect(s.image).toBeTruthy();
    }
    // the detail answers the same SKUs
    const detail = await t.call('GET', '/api/goods/goods_detail', { query: { goods_id: g.id } });
    expect(detail.data.skus).toEqual(res.data.list);
  });

  it('prop_list names every prop once with its values in SKU order', async () => {
    // an appliance: two props (颜色 and 容量 / 版本)
    const appliance = await db()
      .selectFrom('goods')
      .innerJoin('categories', 'categories.id', 'goods.category_id')
      .select('goods.id')
      .where('categories.name', '=', '厨房电器')
      .where('goods.status', '=', 1)
      .orderBy('goods.id')
      .executeTakeFirstOrThrow();
    const res = await t.call('GET', '/api/goods/prop_list', {
      query: { goods_id: appliance.id },
    });
    expect(res.code).toBe(200);
    const skus = (await skusOf(appliance.id)).map((s) => JSON.parse(s.spec));
    const names = Object.keys(skus[0]);
    expect(res.data.list.map((p: { name: string }) => p.name)).toEqual(names);
    expect(names).toEqual(['颜色', '容量']);
    for (const prop of res.data.list as { name: string; values: string[] }[]) {
      const values = [...new Set(skus.map((s) => s[prop.name]))];
      expect(prop.values).toEqual(values);
    }
  });

  it('unknown and off-shelf goods answer 422', async () => {
    const off = await goodsWith(1, 0);
    for (const url of ['/api/goods/prop_list', '/api/goods/sku_list']) {
      for (const goodsId of [off.id, 999999]) {
        const res = await t.call('GET', url, { query: { goods_id: goodsId } });
        expect(res.code, `${url} ${goodsId}`).toBe(422);
        expect(res.message).toBe('商品不存在或已下架');
      }
    }
  });

  it('refuses bad input', async () => {
    for (const url of ['/api/goods/prop_list', '/api/goods/sku_list']) {
      const cases = await expectBadInputRefused(t, {
        method: 'GET',
        url,
        valid: { goods_id: 1 },
      });
      console.log(`bad input cases: ${url} ${cases}`);
    }
  });
});

describe('get_freight', () => {
  /** An on-sale goods whose first SKU costs less than `below` fen. */
  async function cheapGoods(below: number) {
    const row = await db()
      .selectFrom('goods')
      .select('goods.id')
      .where('goods.status', '=', 1)
      .where(
        (eb) =>
          eb
            .selectFrom('goods_skus')
            .select((e) => e.fn.min('goods_skus.id').as('m'))
            .whereRef('goods_skus.goods_id', '=', 'goods.id'),
        'in',
        (eb) => eb.selectFrom('goods_skus').select('id').where('price', '<', below),
      )
      .orderBy('goods.id')
      .executeTakeFirstOrThrow();
    const [first] = await skusOf(row.id);
    return { goods_id: row.id, sku: first! };
  }

  const freight = (query: Record<string, unknown>, as?: Actor) =>
    t.call('GET', '/api/goods/get_freight', { query, as });

  it('quotes the default region for a guest: fee below the threshold, free from it', async () => {
    const g = await cheapGoods(3000);
    const one = await freight({ goods_id: g.goods_id });
    expect(one.code).toBe(200);
    expect(one.data).toEqual({
      freight: 800,
      free_threshold: 9900,
      region: '浙江省',
      address_id: 0,
    });
    const enough = Math.ceil(9900 / g.sku.price);
    const free = await freight({ goods_id: g.goods_id, num: enough });
    expect(free.data.freight).toBe(0);
    const short = await freight({ goods_id: g.goods_id, num: enough - 1 });
    expect(short.data.freight).toBe(800);
    // a stale token on this public route is ignored
    const stale = await freight({ goods_id: g.goods_id }, { id: 0, token: 'nope' });
    expect(stale.data.address_id).toBe(0);
  });

  it('prices the chosen SKU', async () => {
    const g = await goodsWith(3);
    const skus = await skusOf(g.id);
    const dear = skus.reduce((m, s) => (s.price > m.price ? s : m), skus[0]!);
    const num = Math.max(1, Math.ceil(9900 / dear.price));
    const res = await freight({ goods_id: g.id, sku_id: dear.id, num });
    expect(res.data.freight).toBe(0);
    const other = await goodsWith(1);
    const wrong = await freight({
      goods_id: other.id === g.id ? g.id + 1 : other.id,
      sku_id: dear.id,
    });
    expect(wrong.code).toBe(422);
  });

  it("uses the logged-in user's default address; remote provinces cost more", async () => {
    const g = await cheapGoods(9900);
    const mine = await freight({ goods_id: g.goods_id }, demo);
    expect(mine.code).toBe(200);
    expect(mine.data.address_id).toBe(1);
    expect(mine.data.region).toBe('浙江省');
    expect(mine.data.freight).toBe(800);

    const u = await t.user();
    const none = await freight({ goods_id: g.goods_id }, u);
    expect(none.data).toMatchObject({ region: '浙江省', address_id: 0, freight: 800 });

    const remoteId = await addAddress(u.id, REMOTE, 1);
    const remote = await freight({ goods_id: g.goods_id }, u);
    expect(remote.data).toEqual({
      freight: 1500,
      free_threshold: 19900,
      region: REMOTE,
      address_id: remoteId,
    });
    // 99 yuan ships free to Zhejiang but not to Xinjiang; 199 ships free to both
    const at9900 = Math.ceil(9900 / g.sku.price);
    expect((await freight({ goods_id: g.goods_id, num: at9900 }, u)).data.freight).toBe(
      at9900 * g.sku.price >= 19900 ? 0 : 1500,
    );
    const at19900 = Math.ceil(19900 / g.sku.price);
    expect((await freight({ goods_id: g.goods_id, num: at19900 }, u)).data.freight).toBe(0);

    // an explicit address wins over the default
    const homeId = await addAddress(u.id, '江苏省', 0);
    const home = await freight({ goods_id: g.goods_id, address_id: homeId }, u);
    expect(home.data).toMatchObject({ region: '江苏省', address_id: homeId, freight: 800 });
  });

  it("refuses another user's address (403) and an address without login (401)", async () => {
    const g = await cheapGoods(9900);
    const a = await t.user();
    const b = await t.user();
    const addressId = await addAddress(a.id, REMOTE, 1);
    await expectOtherUserRefused(t, {
      method: 'GET',
      url: '/api/goods/get_freight',
      input: { goods_id: g.goods_id, address_id: addressId },
      other: b,
    });
    const res = await freight({ goods_id: g.goods_id, address_id: addressId }, b);
    expect(res.code).toBe(403);
    expect(res.data).toBeNull();
    const guest = await freight({ goods_id: g.goods_id, address_id: addressId });
    expect(guest.code).toBe(401);
  });

  it('follows the configured rules', async () => {
    const g = await cheapGoods(3000);
    const rules = {
      templates: [
        {
          code: 'default',
          name: '默认模板',
          default: { fee: 600, free_threshold: 5900 },
          regions: [{ name: '海岛', fee: 2000, free_threshold: 0, provinces: ['海南省'] }],
        },
      ],
      default_template: 'default',
      default_region: '江苏省',
    };
    await db()
      .updateTable('app_config')
      .set({ value: JSON.stringify(rules) })
      .where('key', '=', 'freight_rules')
      .execute();
    const res = await freight({ goods_id: g.goods_id });
    expect(res.data).toEqual({
      freight: 600,
      free_threshold: 5900,
      region: '江苏省',
      address_id: 0,
    });
    const seeded = SEED_FREIGHT_RULES;
    await db()
      .updateTable('app_config')
      .set({ value: JSON.stringify(seeded) })
      .where('key', '=', 'freight_rules')
      .execute();
    expect((await freight({ goods_id: g.goods_id })).data.freight).toBe(800);
  });

  it('refuses unknown goods and bad input', async () => {
    const off = await goodsWith(1, 0);
    expect((await freight({ goods_id: off.id })).code).toBe(422);
    expect((await freight({ goods_id: 999999 })).code).toBe(422);
    expect((await freight({ goods_id: 1, num: 1000 })).code).toBe(422);
    const cases = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/goods/get_freight',
      as: demo,
      valid: { goods_id: 1, num: 2, address_id: 1 },
      optional: ['num', 'address_id'],
    });
    console.log(`bad input cases: get_freight ${cases}`);
  });
});

describe('comment_list', () => {
  async function commented() {
    const row = await db()
      .selectFrom('comments')
      .select(['goods_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 1)
      .groupBy('goods_id')
      .orderBy('n', 'desc')
      .orderBy('goods_id')
      .executeTakeFirstOrThrow();
    return row.goods_id;
  }
  const comments = (query: Record<string, unknown>) =>
    t.call('GET', '/api/comment/comment_list', { query });

  it('lists the shown comments newest first with masked nicknames and a summary', async () => {
    const goodsId = await commented();
    const rows = await db()
      .selectFrom('comments')
      .selectAll()
      .where('goods_id', '=', goodsId)
      .where('status', '=', 1)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const res = await comments({ goods_id: goodsId, limit: 50 });
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(rows.length);
    expect(res.data.page).toBe(1);
    expect(res.data.limit).toBe(50);
    expect(res.data.list.map((c: { id: number }) => c.id)).toEqual(rows.map((r) => r.id));
    for (const c of res.data.list as any[]) {
      expect(c.user_nickname).toMatch(/^\S\*\*$/u);
      expect(c.score).toBeGreaterThanOrEqual(1);
      expect(c.score).toBeLessThanOrEqual(5);
      expect(c.content).toBeTruthy();
      expect(Array.isArray(c.images)).toBe(true);
      for (const img of c.images)
        expect(img).toMatch(new RegExp(`^/media/gen/goods/[0-9a-f]{8}-${goodsId}-c\\d+\\.svg$`));
      expect(c.spec).toBeTruthy();
      expect(Number.isInteger(c.created_at)).toBe(true);
      expect(c).not.toHaveProperty('user_id');
      expect(c).not.toHaveProperty('mobile');
    }
    const good = rows.filter((r) => r.score >= 4).length;
    expect(res.data.summary).toMatchObject({
      total: rows.length,
      good_rate: Math.floor((good * 100) / rows.length),
      with_images: rows.filter((r) => r.images !== '[]').length,
    });

    // pages of 2 walk the same comments
    const walked: number[] = [];
    for (let page = 1; page <= Math.ceil(rows.length / 2); page++) {
      walked.push(
        ...(await comments({ goods_id: goodsId, page, limit: 2 })).data.list.map(
          (c: { id: number }) => c.id,
        ),
      );
    }
    expect(walked).toEqual(rows.map((r) => r.id));
  });

  it('filters good (4–5 stars) and with-image comments; the summary stays whole', async () => {
    const withImages = await db()
      .selectFrom('comments')
      .select('goods_id')
      .where('images', '<>', '[]')
      .where('status', '=', 1)
      .orderBy('goods_id')
      .executeTakeFirstOrThrow();
    const all = await comments({ goods_id: withImages.goods_id, limit: 50 });
    const good = await comments({ goods_id: withImages.goods_id, type: 'good', limit: 50 });
    const image = await comments({ goods_id: withImages.goods_id, type: 'image', limit: 50 });
    expect(good.data.total).toBe(all.data.list.filter((c: any) => c.score >= 4).length);
    for (const c of good.data.list as any[]) expect(c.score).toBeGreaterThanOrEqual(4);
    expect(image.data.total).toBe(all.data.summary.with_images);
    expect(image.data.total).toBeGreaterThan(0);
    for (const c of image.data.list as any[]) expect(c.images.length).toBeGreaterThan(0);
    expect(good.data.summary).toEqual(all.data.summary);
    expect(image.data.summary).toEqual(all.data.summary);
  });

  it('a hidden comment is not shown; a goods without comments answers an empty list', async () => {
    const goodsId = await commented();
    const before = await comments({ goods_id: goodsId, limit: 50 });
    const first = before.data.list[0] as { id: number };
    await db().updateTable('comments').set({ status: 0 }).where('id', '=', first.id).execute();
    const after = await comments({ goods_id: goodsId, limit: 50 });
    expect(after.data.total).toBe(before.data.total - 1);
    expect(after.data.list.map((c: { id: number }) => c.id)).not.toContain(first.id);
    await db().updateTable('comments').set({ status: 1 }).where('id', '=', first.id).execute();

    const bare = await db()
      .selectFrom('goods')
      .select('id')
      .where('id', 'not in', (eb) => eb.selectFrom('comments').select('goods_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const none = await comments({ goods_id: bare.id });
    expect(none.code).toBe(200);
    expect(none.data).toMatchObject({
      list: [],
      total: 0,
      summary: { total: 0, good_rate: 0, with_images: 0 },
    });
    expect((await comments({ goods_id: 999999 })).code).toBe(422);
  });

  it('masks a nickname to its first character; no nickname reads as anonymous', async () => {
    const goodsId = await commented();
    const u = await t.user();
    await db().updateTable('users').set({ nickname: '欧阳娜娜' }).where('id', '=', u.id).execute();
    const v = await t.user();
    const now = t.clock.now();
    await db()
      .insertInto('comments')
      .values([
        { goods_id: goodsId, user_id: u.id, score: 5, content: '很好', created_at: now + 2 },
        { goods_id: goodsId, user_id: v.id, score: 2, content: '一般', created_at: now + 1 },
      ])
      .execute();
    const res = await comments({ goods_id: goodsId, limit: 2 });
    expect(res.data.list.map((c: any) => c.user_nickname)).toEqual(['欧**', '匿名用户']);
    const en = await t.call('GET', '/api/comment/comment_list', {
      query: { goods_id: goodsId, limit: 2 },
      headers: { 'accept-language': 'en' },
    });
    expect(en.data.list[1].user_nickname).toBe('Anonymous');
  });

  it('refuses bad input', async () => {
    const cases = await expectBadInputRefused(t, {
      method: 'GET',
      url: '/api/comment/comment_list',
      valid: { goods_id: 1, page: 1, limit: 10, type: 'good' },
      optional: ['page', 'limit', 'type'],
    });
    console.log(`bad input cases: comment_list ${cases}`);
  });
});

describe('limited_sale_time', () => {
  const sale = () => t.call('GET', '/api/activity/limited_sale_time');

  it('answers the sessions with their status at server time and the running session goods', async () => {
    const res = await sale();
    expect(res.code).toBe(200);
    const { sessions, goods } = res.data;
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s: any) => s.status)).toEqual(['ongoing', 'upcoming', 'upcoming']);
    for (let i = 1; i < sessions.length; i++) {
      expect(sessions[i].start_at).toBeGreaterThanOrEqual(sessions[i - 1].start_at);
    }
    const first = sessions[0];
    const rows = await db()
      .selectFrom('activity_goods')
      .innerJoin('goods_skus', 'goods_skus.id', 'activity_goods.sku_id')
      .select(['activity_goods.id', 'activity_goods.price', 'goods_skus.price as sku_price'])
      .where('activity_goods.activity_id', '=', first.activity_id)
      .orderBy('activity_goods.sort')
      .execute();
    expect(goods.map((g: any) => g.activity_goods_id)).toEqual(rows.map((r) => r.id));
    for (const [i, g] of (goods as any[]).entries()) {
      expect(g.type).toBe(1);
      expect(g.activity_id).toBe(first.activity_id);
      expect(g.price).toBe(rows[i]!.price);
      expect(g.market_price).toBe(rows[i]!.sku_price);
      expect(g.price).toBeLessThan(g.market_price);
    }
  });

  it('statuses move with the clock', async () => {
    const start = (await sale()).data.sessions as any[];
    t.clock.advance(3 * 3600);
    let res = await sale();
    expect(res.data.sessions.map((s: any) => s.status)).toEqual(['ended', 'ongoing', 'upcoming']);
    expect(res.data.goods[0].activity_id).toBe(start[1].activity_id);

    // between the second and the evening session: the next one's goods
    t.clock.advance(2 * 3600);
    res = await sale();
    expect(res.data.sessions.map((s: any) => s.status)).toEqual(['ended', 'ended', 'upcoming']);
    expect(res.data.goods[0].activity_id).toBe(start[2].activity_id);

    t.clock.advance(4 * 3600);
    res = await sale();
    expect(res.data.sessions.map((s: any) => s.status)).toEqual(['ended', 'ended', 'ended']);
    expect(res.data.goods).toEqual([]);

    // a day later yesterday's sessions are gone
    t.clock.advance(30 * 3600);
    res = await sale();
    expect(res.data).toEqual({ sessions: [], goods: [] });
  });

  it('a withdrawn session is not shown', async () => {
    const first = (await sale()).data.sessions[0];
    await db()
      .updateTable('activities')
      .set({ status: 0 })
      .where('id', '=', first.activity_id)
      .execute();
    const res = await sale();
    expect(res.data.sessions.map((s: any) => s.activity_id)).not.toContain(first.activity_id);
    expect(res.data.sessions[0].status).toBe('upcoming');
    await db()
      .updateTable('activities')
      .set({ status: 1 })
      .where('id', '=', first.activity_id)
      .execute();
  });
});

describe('pub_goods_img', () => {
  const img = (query: Record<string, unknown>) =>
    t.inject({ method: 'GET', url: '/api/v3/activity/pub_goods_img', query: query as never });

  it('answers the image set of type 30 and 31 in the spec quirky shape', async () => {
    for (const type of ['30', '31']) {
      const res = await img({ type });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['error', 'msg', 'result']);
      expect(body.error).toBe(0);
      expect(body.msg).toBe('');
      expect(body.result.title).toBeTruthy();
      expect(body.result.images).toHaveLength(3);
      for (const i of body.result.images) {
        expect(i.image).toMatch(/^\/media\/gen\/banner\/[a-z0-9-]+\.svg$/);
        expect(i.link).toMatch(/^pages\/subpack\/goods\/detail\?id=\d+$/);
      }
    }
    const a = (await img({ type: 30 })).json();
    const b = (await img({ type: 31 })).json();
    expect(a.result.title).not.toBe(b.result.title);
  });

  it('error 1 with a message for an unknown type, bad input or an empty set', async () => {
    for (const query of [
      { type: '32' },
      {},
      { type: 'abc' },
      { type: '' },
      { type: 'x'.repeat(5000) },
    ]) {
      const res = await img(query);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.error, JSON.stringify(query).slice(0, 30)).toBe(1);
      expect(body.result).toBeNull();
      expect(body.msg).toBe('图片类型不正确');
      expect(body).not.toHaveProperty('code');
    }
    await db().updateTable('banners').set({ status: 0 }).where('position', '=', 'img31').execute();
    const empty = (await img({ type: 31 })).json();
    expect(empty).toEqual({ error: 1, result: null, msg: '暂无图片' });
    const en = await t.inject({
      method: 'GET',
      url: '/api/v3/activity/pub_goods_img?type=31',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().msg).toBe('No images yet');
    await db().updateTable('banners').set({ status: 1 }).where('position', '=', 'img31').execute();
    expect((await img({ type: 31 })).json().error).toBe(0);
  });
});
